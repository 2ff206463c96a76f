import { decodeHTML } from "entities";

/** Words of a search beyond this many are ignored: longer queries find nothing more useful. */
export const searchWordLimit = 8;

/**
 * The words of a search as a prefix query for PostgreSQL's `to_tsquery('simple', …)`:
 * "Visa costs" → "visa:* & costs:*". Only letters and digits pass, so nothing typed can change the
 * query's syntax; prefixes stand in for the stemming the 'simple' configuration does not do, in any
 * language ("translat" finds "translations"). Null when no word is left.
 */
export function prefixQuery(text: string): string | null {
  const words = text.normalize("NFKC").toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words)].slice(0, searchWordLimit);
  return unique.length > 0 ? unique.map((word) => `${word}:*`).join(" & ") : null;
}

/**
 * Words as an any-word prefix query ("visa:* | costs:*"), for retrieval that ranks by how many of a
 * question's words a text holds rather than asking for all of them. Same sanitizing as prefixQuery.
 */
export function anyWordQuery(words: string[]): string | null {
  const clean = [...new Set(words.flatMap((word) => word.normalize("NFKC").toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []))].slice(0, 3 * searchWordLimit);
  return clean.length > 0 ? clean.map((word) => `${word}:*`).join(" | ") : null;
}

/** ts_headline marks found words with these (private-use characters no text contains). */
export const markStart = "\uE000";
export const markEnd = "\uE001";

export interface SnippetPart {
  text: string;
  marked: boolean;
}

/**
 * A headline from ts_headline as plain-text parts, the found words marked: the page renders them
 * as text nodes (and <mark>), so nothing of the stored HTML is ever interpreted. Entities left by
 * the tag stripping (&amp;) are decoded.
 */
export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [index, piece] of headline.split(markStart).entries()) {
    const [inside, after] = index === 0 ? [null, piece] : splitOnce(piece, markEnd);
    if (inside) parts.push({ text: decodeHTML(inside), marked: true });
    const text = decodeHTML(after ?? "").replace(/\s+/g, " ");
    if (text) parts.push({ text, marked: false });
  }
  return parts;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, ""] : [text.slice(0, at), text.slice(at + separator.length)];
}