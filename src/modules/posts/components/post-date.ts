import type { Locale } from "@/lib/locales";

/** A post's date as the blog shows it ("September 22, 2026"), in the page's language. */
export const postDate = (locale: Locale, date: Date) => new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(date);
