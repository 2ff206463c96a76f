/** Spec 001 §2: the table of contents lists h2 to h5. */
export type TocLevel = 2 | 3 | 4 | 5;

export interface TocHeading {
  id: string;
  text: string;
  level: TocLevel;
}

export interface TocEntry extends TocHeading {
  children: TocEntry[];
}

/** A table of contents with one entry helps no one. */
export const tocMinHeadings = 2;

/** Spec 001 §9: the current heading is the last one at or above 120 px below the top of the viewport. */
export const tocCurrentOffsetPx = 120;

// The content was serialized by the sanitizer (posts/post-content.ts): well-formed tags, quoted attributes, no comments.
const attribute = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const startTag = /<[a-z][a-z0-9-]*((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/gi;
const heading = /<h([2-5])((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*>([\s\S]*?)<\/h\1\s*>/gi;

const namedEntities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (match, name: string) => {
    if (name[0] !== "#") return namedEntities[name.toLowerCase()] ?? match;
    const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
  });
}

function idOf(attributes: string): string | null {
  for (const [, name, double, single, bare] of attributes.matchAll(attribute)) {
    if (name?.toLowerCase() === "id") return decodeEntities(double ?? single ?? bare ?? "").trim() || null;
  }
  return null;
}

/** The heading's text as read: tags dropped, entities decoded, white space collapsed. */
function plainText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, "")).replace(/\s+/g, " ").trim();
}

/**
 * "Visa & Residence" → "visa-residence". Letters of every script are kept, so Japanese or Russian
 * headings get readable ids; accents come off Latin letters only (elsewhere marks change the letter).
 */
export function headingSlug(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/(\p{Script=Latin})\p{M}+/gu, "$1")
      .normalize("NFC")
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, "") || "section"
  );
}

/**
 * The h2 to h5 headings of sanitized post content, in document order, and the content with an id
 * on every listed heading that had none: slugged from its text and unique in the content, so the
 * table of contents can link to it. Headings without text are left out.
 */
export function withHeadingIds(html: string): { html: string; headings: TocHeading[] } {
  const taken = new Set<string>();
  for (const [, attributes = ""] of html.matchAll(startTag)) {
    const id = idOf(attributes);
    if (id) taken.add(id);
  }
  const headings: TocHeading[] = [];
  const withIds = html.replace(heading, (match, level: string, attributes: string = "", inner: string) => {
    const text = plainText(inner);
    if (!text) return match;
    let id = idOf(attributes);
    if (!id) {
      const base = headingSlug(text);
      id = base;
      for (let suffix = 2; taken.has(id); suffix++) id = `${base}-${suffix}`;
      taken.add(id);
      // The slug holds only letters, marks, digits and hyphens: nothing to escape in the attribute.
      match = `<h${level}${attributes} id="${id}">${inner}</h${level}>`;
    }
    headings.push({ id, text, level: Number(level) as TocLevel });
    return match;
  });
  return { html: withIds, headings };
}

/** Nests each heading under the closest earlier heading of a higher level (an h4 after an h2 goes under the h2). */
export function nestHeadings(headings: TocHeading[]): TocEntry[] {
  const roots: TocEntry[] = [];
  const open: TocEntry[] = [];
  for (const headingEntry of headings) {
    const entry: TocEntry = { ...headingEntry, children: [] };
    while (open.length > 0 && open[open.length - 1]!.level >= entry.level) open.pop();
    (open[open.length - 1]?.children ?? roots).push(entry);
    open.push(entry);
  }
  return roots;
}
