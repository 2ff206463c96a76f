import { boundedMemo } from "./bounded-memo";
import type { Messages } from "./i18n/catalogues";
import { messagesOf, translator } from "./i18n/translator";
import type { Locale } from "./locales";

/**
 * The public shell's own words in the page's language, from the `shell` catalogue (src/messages): plain
 * strings, and `options(count)` formatted on the server with the language's plural forms.
 */
export type ShellStrings = Omit<Messages["shell"], "options"> & { options: (count: number) => string };

/** "3 options" in each language and count met: formatting one costs more than the rest of the menu's markup. */
const optionCounts = boundedMemo<string>(200);

export function shellStringsFor(locale: string): ShellStrings {
  const t = translator(locale, "shell");
  return { ...messagesOf(locale, "shell"), options: (count) => optionCounts(`${locale} ${count}`, () => t("options", { count })) };
}

/** Each language by its own name, as a language switch shows it (the same in every language). */
export const languageNames: Record<Locale, string> = {
  en: "English", es: "Español", fr: "Français", de: "Deutsch", ru: "Русский", it: "Italiano",
  pt: "Português", nl: "Nederlands", pl: "Polski", ja: "日本語", zh: "中文",
};
