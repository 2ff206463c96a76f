import type { Messages } from "@/lib/i18n/catalogues";
import { messagesOf } from "@/lib/i18n/translator";

/** The booking page's and the waiting room's words in one language, sent to their islands as data (no i18n runtime there). */
export type MeetingStrings = Messages["meetings"];

export const meetingStringsFor = (locale: string): MeetingStrings => messagesOf(locale, "meetings");
