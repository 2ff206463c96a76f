import { canonicalUrl, languageAlternates, pathIn, type PathInLanguages } from "./site-urls";

/** One `<url>` of a sitemap: the page in one language, with every language's version as alternates. */
export interface SitemapEntry {
  loc: string;
  lastModified?: Date;
  /** hreflang → absolute URL, x-default included. */
  alternates: Record<string, string>;
}

export interface SitemapSite {
  origin: string;
  locales: readonly string[];
  defaultLocale: string;
}

/** A site path (`/`, `/about`; one per language for a post with translated slugs) listed in the sitemap, with when it last changed if known. */
export interface SitemapPage {
  path: PathInLanguages;
  lastModified?: Date | null;
}

/**
 * Every page in every enabled language: one entry per page and language, each naming all the
 * page's language versions and x-default (Google asks that every version list all of them,
 * itself included). The default language comes first, without prefix (spec decision 4).
 */
export function sitemapEntries(site: SitemapSite, pages: readonly SitemapPage[]): SitemapEntry[] {
  const locales = [site.defaultLocale, ...site.locales.filter((locale) => locale !== site.defaultLocale)];
  return pages.flatMap((page) => {
    const alternates = languageAlternates(site.origin, page.path, site.locales, site.defaultLocale);
    return locales.map((locale) => ({
      loc: canonicalUrl(site.origin, pathIn(page.path, locale), locale, site.defaultLocale),
      ...(page.lastModified ? { lastModified: page.lastModified } : {}),
      alternates,
    }));
  });
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (character) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[character]!);
}

/** The sitemaps.org XML of the entries, with `<xhtml:link rel="alternate" hreflang=…>` per language version. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const entry of entries) {
    lines.push("  <url>", `    <loc>${escapeXml(entry.loc)}</loc>`);
    if (entry.lastModified) lines.push(`    <lastmod>${entry.lastModified.toISOString()}</lastmod>`);
    for (const [hreflang, href] of Object.entries(entry.alternates)) {
      lines.push(`    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`);
    }
    lines.push("  </url>");
  }
  lines.push("</urlset>", "");
  return lines.join("\n");
}

/** One `<sitemap>` of a sitemap index: a file's absolute URL and when what it lists last changed. */
export interface SitemapFileEntry {
  loc: string;
  lastModified?: Date | null;
}

/** The sitemaps.org index XML (`<sitemapindex>`) naming the site's sitemap files. */
export function sitemapIndexXml(files: readonly SitemapFileEntry[]): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'];
  for (const file of files) {
    lines.push("  <sitemap>", `    <loc>${escapeXml(file.loc)}</loc>`);
    if (file.lastModified) lines.push(`    <lastmod>${file.lastModified.toISOString()}</lastmod>`);
    lines.push("  </sitemap>");
  }
  lines.push("</sitemapindex>", "");
  return lines.join("\n");
}
