import type { UponSanitizeElementHook } from "isomorphic-dompurify";
import { styleAllowList } from "@/lib/safe-style";
import { sanitizeWithStyles } from "@/lib/sanitize-html";

/**
 * Post content allow-list, broader than the inline rich text of spec 001 §5: what the TipTap
 * editor produces (headings, lists, links, images, tables, code, quotes) plus, for `landing`
 * posts written in the code view, layout elements and video. Scripts, forms, objects, event
 * handlers and javascript: addresses never pass. Inline styles keep text styling (and layout on
 * landing posts), never positioning (src/lib/safe-style.ts).
 *
 * Iframes: only YouTube and Vimeo players (https embed addresses), the video hosts metrics
 * already embed; any other iframe is removed with its content.
 */
const articleTags = [
  "h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "strong", "b", "em", "i", "u", "s", "mark", "sub", "sup", "small", "span", "div",
  "a", "ul", "ol", "li", "blockquote", "pre", "code", "img", "figure", "figcaption",
  "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption", "colgroup", "col", "iframe",
];
const landingTags = ["section", "article", "header", "footer", "main", "aside", "nav", "video", "source", "picture"];
const articleAttributes = ["href", "target", "rel", "src", "alt", "title", "width", "height", "class", "style", "id", "colspan", "rowspan", "start", "allow", "allowfullscreen", "frameborder"];
const landingAttributes = ["srcset", "sizes", "media", "type", "controls", "autoplay", "muted", "loop", "playsinline", "poster", "aria-label", "role"];

const videoPlayer = /^https:\/\/(?:www\.)?(?:youtube\.com\/embed\/|youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/)[\w-]+(?:[?#][^\s"'<>]*)?$/i;

const dropOtherIframes: UponSanitizeElementHook = (node, data) => {
  // An "iframe" tag name means the node is an element.
  if (data.tagName === "iframe" && !videoPlayer.test((node as Element).getAttribute("src") ?? "")) node.parentNode?.removeChild(node);
};

export function sanitizePostContent(html: string, type: string): string {
  const landing = type === "landing";
  return sanitizeWithStyles(
    html,
    {
      ALLOWED_TAGS: landing ? [...articleTags, ...landingTags] : articleTags,
      ALLOWED_ATTR: landing ? [...articleAttributes, ...landingAttributes] : articleAttributes,
    },
    landing ? styleAllowList.layout : styleAllowList.text,
    dropOtherIframes,
  );
}
