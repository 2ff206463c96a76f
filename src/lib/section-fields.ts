import { z } from "zod";
import { sanitizeRichText } from "@/lib/sanitize-html";

/**
 * Fields every section placed on a page shares (hero, heading and template sections): the page
 * it sits on, and rich text sanitized with the allow-list of spec 001 §5.
 */


/** The spec's message when sections are asked for without a page (001 §8). */
export const pathnameUndefined = "Pathname is undefined";

const pathShape = /^\/[A-Za-z0-9_\-/]*$/;

/** `url_page`: a site path without language prefix, such as "/about" or "/". */
export function urlPage(requiredMessage: string, invalidMessage = 'A page URL starts with "/", e.g. "/about"') {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(200, "Page URLs are at most 200 characters")
    .regex(pathShape, invalidMessage);
}


/** Whether rich text still shows something once sanitized ("<p></p>" and "<script>x</script>" do not). */
export function hasVisibleText(html: string): boolean {
  return sanitizeRichText(html).replace(/<[^>]*>|&nbsp;/g, "").trim() !== "";
}

/** Rich text that must show something; `message` is the spec's "required" message. */
export function requiredRichText(message: string, max: number) {
  return z
    .string({ error: message })
    .max(max, `Must be at most ${max} characters`)
    .refine(hasVisibleText, { message });
}

export function sanitizeTranslations(translations: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(translations).map(([locale, text]) => [locale, sanitizeRichText(text)]));
}
