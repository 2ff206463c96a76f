import { JSDOM } from "jsdom";

import { siteCheckBounds, type findingKinds, type FixTarget } from "./site-check.validation";

/** The problems the owners' check finds (issue 12 "An SEO and accessibility check for owners"; issue 34 point 7). */
export type FindingKind = (typeof findingKinds)[number];

export interface Finding {
  kind: FindingKind;
  /** The page it was found on (a site path). */
  path: string;
  /** What to fix: the image's address, the broken link's target, the duplicated title, the skipped heading. */
  detail: string;
  /** The placed section it is in (`kind:id`, as `data-kind`/`data-id` mark it), to open its editor. */
  section: string | null;
  /** The editor and field that fix it (null: the page is opened as it is). */
  fix: FixTarget | null;
}

interface Placed {
  /** The placed section (`kind:id`) it is in, if any. */
  section: string | null;
}

/** What one page gives a visitor, as the check reads it. */
export interface PageReading {
  path: string;
  title: string;
  description: string;
  /** Every image in the content with an address (`alt`: whether it has a text alternative or is decorative). */
  images: (Placed & { src: string; address: string | null; alt: boolean })[];
  internalLinks: (Placed & { href: string })[];
  /** Headings that skip a level after the one before (an h3 straight after the h1). */
  headingSkips: (Placed & { text: string; from: number; to: number })[];
  firstSection: string | null;
  /** The page's hero (`hero:id`), whose description is the home page's meta description. */
  hero: string | null;
  /** The post the page shows (a created page, a blog post), whose editor holds its meta description. */
  postSlug: string | null;
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

/** An image address on this site (its path and query); another site's images are not asked for. */
function siteImage(src: string, origin: string): string | null {
  if (!src || /^(data|blob):/i.test(src)) return null;
  try {
    const url = new URL(src, `${origin}/`);
    return url.origin === origin ? url.pathname + url.search : null;
  } catch {
    return null;
  }
}

/**
 * Reads a page's HTML: its title and meta description, the images in its content (those with no
 * text alternative: an `alt` missing or blank on an image that is not marked decorative with
 * aria-hidden or role=presentation), the links in its content that point at this site, and the
 * headings that skip a level.
 */
export function readPage(path: string, html: string, origin: string): PageReading {
  const { document } = new JSDOM(html).window;
  const content = document.querySelector("main") ?? document.body;
  const decorative = (image: Element) => image.closest("[aria-hidden=true]") !== null || ["presentation", "none"].includes(image.getAttribute("role") ?? "");
  const images = [...content.querySelectorAll("img")].map((image) => ({ src: image.getAttribute("src") ?? "", address: siteImage(image.getAttribute("src") ?? "", origin), alt: Boolean(image.getAttribute("alt")?.trim()) || decorative(image), section: sectionOf(image) }));
  const internalLinks = [...content.querySelectorAll("a[href]")].flatMap((link) => {
    const target = sitePath(link.getAttribute("href") ?? "", origin);
    return target ? [{ href: target, section: sectionOf(link) }] : [];
  });
  const headingSkips: PageReading["headingSkips"] = [];
  // The page's title is its h1 (the hero's, or the post's): a page's first heading below it may be an h2.
  let level = 1;
  for (const heading of content.querySelectorAll("h1, h2, h3, h4, h5, h6")) {
    if (heading.closest("[aria-hidden=true], [hidden]")) continue;
    const next = Number(heading.tagName.slice(1));
    if (next > level + 1) headingSkips.push({ text: (heading.textContent ?? "").replace(/\s+/g, " ").trim(), from: level, to: next, section: sectionOf(heading) });
    level = next;
  }
  const first = content.querySelector("[data-kind][data-id]");
  const hero = content.querySelector('[data-kind="hero"][data-id]');
  return {
    path,
    title: document.title.trim(),
    description: document.querySelector('meta[name="description"]')?.getAttribute("content")?.trim() ?? "",
    images,
    internalLinks,
    headingSkips,
    firstSection: first ? sectionOf(first) : null,
    hero: hero ? sectionOf(hero) : null,
    postSlug: document.querySelector<HTMLElement>("[data-post-slug]")?.dataset.postSlug || null,
  };
}

type SectionEditor = "hero" | "heading" | "template";
const isSectionEditor = (kind: string): kind is SectionEditor => kind === "hero" || kind === "heading" || kind === "template";

/** The editor of the placed section `kind:id`, with `field` focused (when that editor has it). */
function sectionFix(section: string | null, field: (kind: SectionEditor) => FixTarget["field"]): FixTarget | null {
  const [kind = "", id = ""] = section?.split(":") ?? [];
  return isSectionEditor(kind) && id ? { editor: kind, id, field: field(kind) } : null;
}

const postFix = (page: PageReading, field: FixTarget["field"]): FixTarget | null => (page.postSlug ? { editor: "post", id: page.postSlug, field } : null);

/**
 * Where each kind of finding is fixed: a page's meta description in its post's advanced settings
 * (the home page's in its hero's description); an image's alt text in the section that places it
 * (the route points an uploaded file at its alt text in the media library instead); a skipped
 * heading at the section's title, which puts the missing level above its cards.
 */
const fixes = {
  missing_description: (page: PageReading) => postFix(page, "meta_description") ?? (page.path === "/" ? sectionFix(page.hero, () => "description") : null),
  duplicate_title: (page: PageReading) => postFix(page, "title") ?? (page.path === "/" ? sectionFix(page.hero, () => "title") : null),
  image_without_alt: (page: PageReading, section: string | null) => sectionFix(section, () => null) ?? postFix(page, null),
  broken_image: (page: PageReading, section: string | null) => sectionFix(section, (kind) => (kind === "template" ? null : "image")) ?? postFix(page, null),
  broken_link: (page: PageReading, section: string | null) => sectionFix(section, () => null) ?? postFix(page, null),
  heading_order: (page: PageReading, section: string | null) => sectionFix(section, (kind) => (kind === "hero" ? null : "title")) ?? postFix(page, null),
} satisfies Record<FindingKind, (page: PageReading, section: string | null) => FixTarget | null>;

/** The findings of pages already read, given which link targets and which image addresses are broken. */
export function findingsOf(pages: readonly PageReading[], broken: ReadonlySet<string>, brokenImages: ReadonlySet<string> = new Set()): Finding[] {
  const findings: Finding[] = [];
  const titles = new Map<string, string[]>();
  const found = (kind: FindingKind, page: PageReading, detail: string, section: string | null) => findings.push({ kind, path: page.path, detail, section, fix: fixes[kind](page, section) });
  for (const page of pages) titles.set(page.title, [...(titles.get(page.title) ?? []), page.path]);
  for (const page of pages) {
    if (!page.description) found("missing_description", page, page.title, page.firstSection);
    if (page.title && titles.get(page.title)!.length > 1) found("duplicate_title", page, page.title, page.firstSection);
    const brokenHere = new Set<string>();
    for (const { address, src, section } of page.images) {
      if (!address || !brokenImages.has(address) || brokenHere.has(address)) continue;
      brokenHere.add(address);
      found("broken_image", page, src, section);
    }
    // A broken image is reported as broken; its alt text is the next thing to write, once it shows.
    for (const image of page.images) if (!image.alt && !brokenHere.has(image.address ?? "")) found("image_without_alt", page, image.src, image.section);
    const seen = new Set<string>();
    for (const link of page.internalLinks) {
      if (!broken.has(link.href) || seen.has(link.href)) continue;
      seen.add(link.href);
      found("broken_link", page, link.href, link.section);
    }
    for (const skip of page.headingSkips) found("heading_order", page, `h${skip.from} → h${skip.to}: ${skip.text}`, skip.section);
  }
  return findings;
}

/** Runs `task` over `items`, a few at a time, in their order. */
async function inTurns<T>(items: readonly T[], task: (item: T) => Promise<void>, atOnce = 4): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
}

/** At most this many distinct link targets are asked for, so one check stays a few seconds long. */
export const maxLinkChecks = siteCheckBounds.links;
/** At most this many distinct images (on this site) are asked for. */
export const maxImageChecks = siteCheckBounds.images;
/** At most this many pages are read by one check (the home page and pages first, then the newest posts). */
export const maxPagesChecked = siteCheckBounds.pages;
/** A page that takes longer than this to answer counts as unread. */
const pageTimeoutMs = 10_000;
/** A link or an image that takes longer than this is not counted broken (nor whole): the check goes on. */
const targetTimeoutMs = 5_000;

/**
 * Reads the site's pages as a visitor gets them (over HTTP from `origin`, without cookies) and
 * checks them: a missing meta description, a title two pages share, an image without alt text, a
 * heading that skips a level, an internal link that answers 404, and an image on this site that
 * answers 404 or something that is not an image (a deleted upload). Links and images on other sites
 * are not asked for: their answer depends on strangers' servers (slow, down, refusing HEAD), which
 * would make the check slow and its findings not the owner's to fix here. Stops, with an
 * AbortError, once `signal` aborts. Bounded: at most `maxPagesChecked` pages, `maxLinkChecks` link
 * targets and `maxImageChecks` images, asked four at a time.
 */
export async function checkSite(origin: string, paths: readonly string[], load: typeof fetch = fetch, signal?: AbortSignal): Promise<SiteCheck> {
  const status = async (path: string, method: "GET" | "HEAD", waitMs = pageTimeoutMs) => {
    signal?.throwIfAborted();
    try {
      const timeout = AbortSignal.timeout(waitMs);
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
  await inTurns(targets, async (target) => {
    if ((await status(target, "HEAD", targetTimeoutMs))?.status === 404) broken.add(target);
  });
  const images = [...new Set(pages.flatMap((page) => page.images.flatMap((image) => (image.address ? [image.address] : []))))].slice(0, maxImageChecks);
  const brokenImages = new Set<string>();
  await inTurns(images, async (address) => {
    const answer = await status(address, "HEAD", targetTimeoutMs);
    await answer?.body?.cancel();
    if (!answer) return;
    const type = answer.headers.get("content-type") ?? "";
    if (answer.status === 404 || answer.status === 410 || (answer.ok && type !== "" && !type.startsWith("image/"))) brokenImages.add(address);
  });
  return { pages: pages.length, unread, findings: findingsOf(pages, broken, brokenImages) };
}

export interface SiteCheck {
  /** How many pages were read. */
  pages: number;
  /** Pages that could not be read (an error answer, or the site did not answer at all). */
  unread: string[];
  findings: Finding[];
}
