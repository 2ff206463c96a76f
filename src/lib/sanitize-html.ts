import DOMPurify, { type UponSanitizeAttributeHook, type UponSanitizeElementHook } from "isomorphic-dompurify";
import { filterStyle, styleAllowList } from "./safe-style";

/** The allow-list of spec 001 §5 for titles, descriptions and button text. */
const inlineRichText = {
  ALLOWED_TAGS: ["p", "br", "strong", "em", "ul", "ol", "li", "a", "span"],
  ALLOWED_ATTR: ["href", "class", "style"],
  FORBID_TAGS: ["iframe"],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#)/i,
};

/**
 * Sanitizes with DOMPurify, keeping only the allowed declarations of `style` attributes, and
 * running `onElement` on each element. DOMPurify's hooks are global: these live only for the
 * (synchronous) call.
 */
export function sanitizeWithStyles(html: string, config: Parameters<typeof DOMPurify.sanitize>[1], styles: ReadonlySet<string>, onElement?: UponSanitizeElementHook): string {
  const limitStyle: UponSanitizeAttributeHook = (_node, data) => {
    if (data.attrName !== "style") return;
    data.attrValue = filterStyle(data.attrValue, styles);
    if (!data.attrValue) data.keepAttr = false;
  };
  DOMPurify.addHook("uponSanitizeAttribute", limitStyle);
  if (onElement) DOMPurify.addHook("uponSanitizeElement", onElement);
  try {
    return String(DOMPurify.sanitize(html, { ...config, RETURN_TRUSTED_TYPE: false }));
  } finally {
    if (onElement) DOMPurify.removeHook("uponSanitizeElement", onElement);
    DOMPurify.removeHook("uponSanitizeAttribute", limitStyle);
  }
}

export function sanitizeRichText(html: string): string {
  return sanitizeWithStyles(html, inlineRichText, styleAllowList.text);
}
