import { translator } from "@/lib/i18n/translator";
import { providerNames, type EmbedProvider } from "./embed-consent";
import type { EmbedWords, EmbedWordsByProvider } from "./embed-words";

/** A placeholder's words in the page's language (the `consent` catalogue's embed messages). */
export function embedWords(locale: string, provider: EmbedProvider): EmbedWords {
  const t = translator(locale, "consent");
  const values = { provider: providerNames[provider] };
  return { notice: t("embedNotice", values), loadOnce: t("embedLoadOnce"), alwaysAllow: t("embedAlwaysAllow", values), video: t("embedVideo", values) };
}

export const embedWordsOf = (locale: string): EmbedWordsByProvider => ({ youtube: embedWords(locale, "youtube"), vimeo: embedWords(locale, "vimeo") });
