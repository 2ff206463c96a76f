/**
 * The text to show in `locale`: its translation when one exists and is not blank, otherwise the
 * base text (spec 001 §5).
 */
export function translated(base: string | null | undefined, translations: Record<string, string> | null | undefined, locale: string): string {
  const candidate = translations?.[locale];
  return candidate && candidate.trim() !== "" ? candidate : (base ?? "");
}
