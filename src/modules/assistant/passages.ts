import { decodeHTML } from "entities";
import { withHeadingIds } from "@/modules/layout/components/toc-headings";

// What the assistant answers from (issue 15): each help article and documentation chapter cut at its
// headings into passages that a citation can point to exactly (the heading's id, the same one the
// article's table of contents links to), and each FAQ as one passage.

export interface Passage {
  source: "help" | "doc" | "faq";
  /** The article's title, or the FAQ's question. */
  title: string;
  /** The section's heading; null for an article's opening text and for FAQs. */
  heading: string | null;
  /** Where a visitor reads it (path and the heading's anchor); null for FAQs, shown in the widget itself. */
  url: string | null;
  text: string;
  /** What the visitor reads it under, beyond its title: a chapter's documentation set ("Client portal guide"). */
  context?: string;
}

export interface KnowledgeArticle {
  kind: "help" | "doc" | string;
  title: string;
  description: string;
  content: string;
  path: string;
  /** A chapter's documentation set's title. */
  set_title?: string | null;
}

// The content was serialized by the sanitizer: well-formed tags, double-quoted attributes.
const headingWithId = /<h([2-5])\b[^>]*?\bid="([^"]+)"[^>]*>([\s\S]*?)<\/h\1\s*>/gi;

/** Readable plain text of sanitized HTML: block ends become line breaks, list items bullets. */
export function plainText(html: string): string {
  const text = html
    .replace(/<li\b[^>]*>/gi, "• ")
    .replace(/<\/(p|li|h[1-6]|blockquote|pre|tr|figcaption)>|<br\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, " ");
  return decodeHTML(text)
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

/** An article as passages: its opening (with the description) and one per h2 to h5 section. */
export function articlePassages(article: KnowledgeArticle): Passage[] {
  const source = article.kind === "doc" ? "doc" : "help";
  const { html } = withHeadingIds(article.content);
  const passages: Passage[] = [];
  let from = 0;
  let current: { heading: string | null; anchor: string | null } = { heading: null, anchor: null };
  const close = (until: number) => {
    const body = plainText(html.slice(from, until));
    const text = current.heading === null ? [article.description.trim(), body].filter(Boolean).join("\n") : body;
    const context = article.set_title ? { context: article.set_title } : {};
    if (text) passages.push({ source, title: article.title, heading: current.heading, url: current.anchor ? `${article.path}#${current.anchor}` : article.path, text, ...context });
  };
  for (const match of html.matchAll(headingWithId)) {
    close(match.index);
    current = { heading: plainText(match[3] ?? ""), anchor: match[2] ?? null };
    from = match.index + match[0].length;
  }
  close(html.length);
  return passages;
}

export function faqPassage(faq: { question: string; answer: string }): Passage {
  return { source: "faq", title: faq.question, heading: null, url: null, text: faq.answer };
}
