import { JSDOM } from "jsdom";

import type { findingKinds } from "./site-check.validation";

/** The problems the owners' check finds (issue 12 "An SEO and accessibility check for owners"). */
export type FindingKind = (typeof findingKinds)[number];

export interface Finding {
  kind: FindingKind;
  /** The page it was found on (a site path). */
  path: string;
  /** What to fix: the image's address, the broken link's target, the duplicated title. */
  detail: string;
  /** The placed section it is in (`kind:id`, as `data-kind`/`data-id` mark it), to open its editor. */
  section: string | null;
}

/** What one page gives a visitor, as the check reads it. */
export interface PageReading {
  path: string;
  title: string;
  description: string;
  imagesWithoutAlt: { src: string; section: string | null }[];
  internalLinks: { href: string; section: string | null }[];
  firstSection: string | null;
}

const sectionOf = (element: Element): string | null => {
  const placed = element.closest("[data-kind][data-id]");
  const { kind, id } = (placed as HTMLElement | null)?.dataset ?? {};
  return kind && id ? `${kind}:${id}` : null;
};

/** An address on this site that is a page (not the API, not a file, not a fragment of this page). */
function sitePath(href: string, origin: string): string | null {
  if (!href || href.startsWith("#") || /^(mailto|tel|javascript|data):/i.test(href)) return null;
  const url = new URL(href, `${origin}/`);
  if (url.origin !== origin || url.pathname.startsWith("/api/") || /\.[a-z0-9]{2,5}$/i.test(url.pathname)) return null;
  return url.pathname;
}

/**
 * Reads a page's HTML: its title and meta description, the images in its content with no text
 * alternative (an `alt` missing or blank on an image that is not marked decorative with
 * aria-hidden or role=presentation), and the links in its content that point at this site.
 */
export function readPage(path: string, html: string, origin: string): PageReading {
  const { document } = new JSDOM(html).window;
  const content = document.querySelector("main") ?? document.body;
  const decorative = (image: Element) => image.closest("[aria-hidden=true]") !== null || ["presentation", "none"].includes(image.getAttribute("role") ?? "");
  const imagesWithoutAlt = [...content.querySelectorAll("img")]
    .filter((image) => !image.getAttribute("alt")?.trim() && !decorative(image))
    .map((image) => ({ src: image.getAttribute("src") ?? "", section: sectionOf(image) }));
  const internalLinks = [...content.querySelectorAll("a[href]")].flatMap((link) => {
    const target = sitePath(link.getAttribute("href") ?? "", origin);
    return target ? [{ href: target, section: sectionOf(link) }] : [];
  });
  const first = content.querySelector("[data-kind][data-id]");
  return {
    path,
    title: document.title.trim(),
    description: document.querySelector('meta[name="description"]')?.getAttribute("content")?.trim() ?? "",
    imagesWithoutAlt,
    internalLinks,
    firstSection: first ? sectionOf(first) : null,
  };
}

/** The findings of pages already read, given which link targets answer 404. */
export function findingsOf(pages: readonly PageReading[], broken: ReadonlySet<string>): Finding[] {
  const findings: Finding[] = [];
  const titles = new Map<string, string[]>();
  for (const page of pages) titles.set(page.title, [...(titles.get(page.title) ?? []), page.path]);
  for (const page of pages) {
    if (!page.description) findings.push({ kind: "missing_description", path: page.path, detail: page.title, section: page.firstSection });
    if (page.title && titles.get(page.title)!.length > 1) findings.push({ kind: "duplicate_title", path: page.path, detail: page.title, section: page.firstSection });
    for (const image of page.imagesWithoutAlt) findings.push({ kind: "image_without_alt", path: page.path, detail: image.src, section: image.section });
    const seen = new Set<string>();
    for (const link of page.internalLinks) {
      if (!broken.has(link.href) || seen.has(link.href)) continue;
      seen.add(link.href);
      findings.push({ kind: "broken_link", path: page.path, detail: link.href, section: link.section });
    }
  }
  return findings;
}

/** At most this many distinct link targets are asked for, so one check stays a few seconds long. */
const maxLinkChecks = 200;
/** At most this many pages are read by one check (the home page and pages first, then the newest posts). */
export const maxPagesChecked = 200;
/** A page that takes longer than this to answer counts as unread. */
const pageTimeoutMs = 10_000;

/**
 * Reads the site's pages as a visitor gets them (over HTTP from `origin`, without cookies) and
 * checks them: a missing meta description, a title two pages share, an image without alt text, an
 * internal link that answers 404. Stops, with an AbortError, once `signal` aborts.
 */
export async function checkSite(origin: string, paths: readonly string[], load: typeof fetch = fetch, signal?: AbortSignal): Promise<SiteCheck> {
  const status = async (path: string, method: "GET" | "HEAD") => {
    signal?.throwIfAborted();
    try {
      const timeout = AbortSignal.timeout(pageTimeoutMs);
      return await load(new URL(path, `${origin}/`), { method, redirect: "follow", signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
    } catch {
      signal?.throwIfAborted();
      return null;
    }
  };
  const pages: PageReading[] = [];
  const unread: string[] = [];
  for (const path of paths.slice(0, maxPagesChecked)) {
    const answer = await status(path, "GET");
    if (answer?.ok) pages.push(readPage(path, await answer.text(), origin));
    else unread.push(path);
  }
  const targets = [...new Set(pages.flatMap((page) => page.internalLinks.map((link) => link.href)))].slice(0, maxLinkChecks);
  const broken = new Set<string>();
  for (const target of targets) if ((await status(target, "HEAD"))?.status === 404) broken.add(target);
  return { pages: pages.length, unread, findings: findingsOf(pages, broken) };
}

export interface SiteCheck {
  /** How many pages were read. */
  pages: number;
  /** Pages that could not be read (an error answer, or the site did not answer at all). */
  unread: string[];
  findings: Finding[];
}
