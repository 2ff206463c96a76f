/**
 * The text to show in `locale`: its translation when one exists and is not blank, otherwise the
 * base text (spec 001 §5).
 */
export function translated(base: string | null | undefined, translations: Record<string, string> | null | undefined, locale: string): string {
  const candidate = translations?.[locale];
  return candidate && candidate.trim() !== "" ? candidate : (base ?? "");
}

/**
 * A text field of an editor in `language` (null: the default language): the base text there, else
 * the translation, with the base text as the empty field's hint.
 */
export function fieldIn(base: string, translations: Record<string, string>, language: string | null): { value: string; placeholder?: string } {
  return language === null ? { value: base } : { value: translations[language] ?? "", placeholder: base };
}

/** `translations` with `language`'s text replaced (a blank one is dropped when saved). */
export const withTranslation = (translations: Record<string, string>, language: string, text: string): Record<string, string> => ({ ...translations, [language]: text });

/** Whether `language` lacks a translation of a field that has base text, among `fields` ([base, translations] pairs). */
export function translationMissing(fields: readonly (readonly [string | null | undefined, Record<string, string>])[], language: string): boolean {
  return fields.some(([base, translations]) => (base ?? "").trim() !== "" && (translations[language] ?? "").trim() === "");
}
