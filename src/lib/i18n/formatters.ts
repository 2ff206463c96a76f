/**
 * Intl formatters kept between calls. Making one (`new Intl.NumberFormat(...)`) resolves the locale's
 * data and costs about a tenth of a millisecond, far more than formatting with it: a page of prices
 * made one per price, about 2% of an uncached render of the demo home page (issue 10, point 6).
 * Keyed by locale and options; at most `limit` are kept, the oldest dropped first.
 */
const kept = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
const limit = 200;

function keep<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(key: string, make: () => T): T {
  let made = kept.get(key) as T | undefined;
  if (!made) {
    made = make();
    if (kept.size >= limit) kept.delete(kept.keys().next().value!);
    kept.set(key, made);
  }
  return made;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  keep(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  keep(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

export const pluralRules = (locale: string): Intl.PluralRules => keep(`plural ${locale}`, () => new Intl.PluralRules(locale));
