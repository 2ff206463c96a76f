import type { Messages } from "@/lib/i18n/catalogues";
import { messagesOf } from "@/lib/i18n/translator";

/** The search page's words in one language, sent to its client island as data (no i18n runtime there). */
export type SearchStrings = Pick<Messages["blog"], "search" | "searchLabel" | "searching" | "searchResults" | "searchNothing" | "searchPrompt" | "searchFailed" | "pagination" | "pageNumber" | "previous" | "next">;

export function searchStringsFor(locale: string): SearchStrings {
  const { search, searchLabel, searching, searchResults, searchNothing, searchPrompt, searchFailed, pagination, pageNumber, previous, next } = messagesOf(locale, "blog");
  return { search, searchLabel, searching, searchResults, searchNothing, searchPrompt, searchFailed, pagination, pageNumber, previous, next };
}
