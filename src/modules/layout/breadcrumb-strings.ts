import type { Messages } from "@/lib/i18n/catalogues";
import { messagesOf } from "@/lib/i18n/translator";

/** What an organization's /products page offers, as its breadcrumb names it (see breadcrumb-trail.ts). */
export type OfferingLabel = "products" | "services" | "courses" | "treatments" | "properties" | "jobs";
/** What an organization's /blog is called. */
export type BlogLabel = "blog" | "news" | "insights" | "articles";

/**
 * The words of the breadcrumb bar and the table of contents in the page's language: the `breadcrumb`
 * catalogue (src/messages/{locale}/breadcrumb.json).
 */
export const breadcrumbWords = (locale: string): Messages["breadcrumb"] => messagesOf(locale, "breadcrumb");
