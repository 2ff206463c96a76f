/**
 * How a site's addresses are split into sitemap files (sitemaps.org): `/sitemap.xml` is an index of
 * files such as `/sitemaps/posts-2.xml`, each listing one part of the site.
 */

/** The parts of a site, each in files of its own: pages (with the home page), blog posts, help articles, documentation. */
export const sitemapListings = ["pages", "posts", "help", "docs"] as const;
export type SitemapListingName = (typeof sitemapListings)[number];

/**
 * Addresses (`<url>` entries, one per page and language) in one sitemap file. The protocol allows
 * 50,000 and 50 MB; a file is built, compressed and kept in memory whole, so fewer keep each one
 * quick to build and light to hold: WordPress's own sitemaps stop at 2,000 (about 1.4 MB
 * uncompressed with three languages' alternates). At 10,000, a 10,000-post site's files were 7 MB,
 * 8 a second uncached and the main cause of its memory growing under load (`npm run bench:scale`).
 * A benchmark imports it.
 */
export const sitemapFileCap = 2_000;

/** Pages (rows) per file when each page is listed once per language. */
export const pagesPerFile = (cap: number, languages: number) => Math.max(1, Math.floor(cap / Math.max(1, languages)));

/** `/sitemaps/posts-2.xml`. */
export const sitemapFilePath = (listing: SitemapListingName, file: number) => `/sitemaps/${listing}-${file}.xml`;

/** The listing and number a path names, or null: `/sitemaps/posts-2.xml` is the posts' second file (no leading zeros, from 1). */
export function parseSitemapFilePath(pathname: string): { listing: SitemapListingName; file: number } | null {
  const match = /^\/sitemaps\/([a-z]+)-([1-9][0-9]{0,8})\.xml$/.exec(pathname);
  const listing = sitemapListings.find((name) => name === match?.[1]);
  return listing ? { listing, file: Number(match![2]) } : null;
}

/**
 * The part of a listing file `file` holds when the listing is `leading` addresses of its own (the
 * home page, /blog, the documentation sets) followed by its rows: which of the leading ones, and
 * the rows' offset and count for SQL.
 */
export function fileShare(file: number, perFile: number, leading: number): { leading: [number, number]; offset: number; limit: number } {
  const start = (file - 1) * perFile;
  const end = start + perFile;
  return {
    leading: [Math.min(start, leading), Math.min(end, leading)],
    offset: Math.max(0, start - leading),
    limit: end - Math.max(start, leading),
  };
}
