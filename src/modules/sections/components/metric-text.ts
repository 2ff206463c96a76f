import { translated } from "@/lib/translate";
import { plainText } from "@/lib/plain-text";
import type { PublicMetric } from "./section-data";

/** A metric's title and description in `locale` (rich text), plus the title as plain text. */
export function metricText(metric: PublicMetric, locale: string) {
  const title = translated(metric.title, metric.title_translation, locale);
  const description = translated(metric.description, metric.description_translation, locale);
  return { title, description, label: plainText(title) };
}

const pricePattern = /(?:[$€£¥₹]\s?\d[\d.,]*\d|[$€£¥₹]\s?\d|\d[\d.,]*\s?(?:[$€£¥₹]|USD|EUR|GBP|CHF)|\b(?:free|gratis)\b)/i;

/** The first price-looking text in a metric ("$29", "19,99 €", "Free"), or null. */
export function findPrice(text: string): string | null {
  return pricePattern.exec(text)?.[0]?.trim() ?? null;
}

/** The first link target in rich text, when it is http(s), mailto, tel or a site path. */
export function firstLink(html: string): string | null {
  const href = /<a\b[^>]*\bhref="([^"]+)"/i.exec(html)?.[1];
  return href && /^(https?:|mailto:|tel:|\/(?!\/)|#)/i.test(href) ? href : null;
}
