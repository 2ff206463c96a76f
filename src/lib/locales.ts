/** URL prefixes Atrium accepts (spec decision 4: the longer list of document 001). */
export const knownLocales = ["en", "es", "fr", "de", "ru", "it", "pt", "nl", "pl", "ja", "zh"] as const;
export type Locale = (typeof knownLocales)[number];

/** The default UI language list and locale (spec 001 §9). */
export const defaultLocales: Locale[] = ["en", "es", "fr", "de", "ru", "it", "pt", "zh", "ja", "pl"];
export const defaultLocale: Locale = "en";

/**
 * The back office's language, whatever the site's (decision 019): its catalogues
 * (src/messages/en/admin/) exist only in English (decision 035).
 */
export const adminLocale: Locale = "en";

export function isLocale(value: string): value is Locale {
  return (knownLocales as readonly string[]).includes(value);
}

/** An organization's enabled languages: filtered to the known list, or the default list when none remain (001 §5). */
export function enabledLocales(supported: readonly string[] | null | undefined): Locale[] {
  const known = (supported ?? []).filter(isLocale);
  return known.length > 0 ? known : defaultLocales;
}
