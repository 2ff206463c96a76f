import type { Messages } from "@/lib/i18n/catalogues";
import { messagesOf } from "@/lib/i18n/translator";

/**
 * The basket's words in one language: the `basket` catalogue (src/messages/{locale}/basket.json). `{name}`
 * stands for a plan's name (see `withName` in basket.ts): the strings go to the client as data, so
 * the client fills them in without an i18n runtime.
 */
export type BasketStrings = Messages["basket"];

/** The strings of a page's locale; English for a locale the product does not know. */
export function basketStringsFor(locale: string): BasketStrings {
  return messagesOf(locale, "basket");
}
