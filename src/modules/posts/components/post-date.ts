import { dateTimeFormat } from "@/lib/i18n/formatters";
import type { Locale } from "@/lib/locales";

/** A post's date as the blog shows it ("September 22, 2026"), in the page's language. */
export const postDate = (locale: Locale, date: Date) => dateTimeFormat(locale, { dateStyle: "long" }).format(date);
