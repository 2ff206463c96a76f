import DOMPurify from "isomorphic-dompurify";

/** The allow-list of spec 001 §5 for titles, descriptions and button text. */
const inlineRichText = {
  ALLOWED_TAGS: ["p", "br", "strong", "em", "ul", "ol", "li", "a", "span"],
  ALLOWED_ATTR: ["href", "class", "style"],
  FORBID_TAGS: ["iframe"],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#)/i,
};

export function sanitizeRichText(html: string): string {
  return DOMPurify.sanitize(html, inlineRichText);
}
