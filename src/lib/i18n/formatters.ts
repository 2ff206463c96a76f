import { boundedMemo } from "@/lib/bounded-memo";

/**
 * Intl formatters kept between calls. Making one (`new Intl.NumberFormat(...)`) resolves the locale's
 * data and costs about a tenth of a millisecond, far more than formatting with it: a page of prices
 * made one per price, about 2% of an uncached render of the demo home page (issue 10, point 6).
 * Keyed by locale and options.
 */
const keep = boundedMemo<Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(200);

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  keep(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  keep(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

export const pluralRules = (locale: string): Intl.PluralRules => keep(`plural ${locale}`, () => new Intl.PluralRules(locale));
