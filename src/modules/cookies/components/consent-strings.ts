import type { Messages } from "@/lib/i18n/catalogues";
import { messagesOf } from "@/lib/i18n/translator";

/**
 * The words of the cookie notice, the privacy dialog and the video consent placeholder in one language:
 * the `consent` catalogue (src/messages/{locale}/consent.json, ICU). English quotes spec 001 §2 and §8
 * exactly; the spec lists dialog translations for ten languages, Dutch is added so that every site
 * language has them. `{status}` and `{service}` are filled in where the text is used.
 */
export type ConsentStrings = Messages["consent"];

/** The strings of a page's language; English for anything else. */
export const consentText = (locale: string): ConsentStrings => messagesOf(locale, "consent");

/** What the privacy dialog shows: it is loaded on the client, so the server hands it these in the consent configuration. */
export const privacyDialogKeys = [
  "privacySettings", "close", "intro", "privacyPolicy", "cookiePolicy", "categories", "services", "loading", "errorHeading", "loadFailed",
  "timedOut", "alwaysOn", "noServices", "category", "hosts", "details", "consentFailed", "settingsFailed", "consentStatus", "retry",
  "rejectAllDialog", "saveSettings", "acceptAllDialog",
] as const satisfies readonly (keyof ConsentStrings)[];
export type PrivacyDialogText = Pick<ConsentStrings, (typeof privacyDialogKeys)[number]>;

export function privacyDialogText(locale: string): PrivacyDialogText {
  const text = consentText(locale);
  return Object.fromEntries(privacyDialogKeys.map((key) => [key, text[key]])) as PrivacyDialogText;
}
