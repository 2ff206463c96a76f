import { loadCatalogue } from "@/modules/organizations/organizations.service";
import { placeOf, sitemapDocumentSets, sitemapListingLastModified, sitemapListingRowsPage, sitemapListingSummaries } from "@/modules/posts/posts.service";
import { siteOfHost, type SiteText } from "./seo.service";
import { fileShare, pagesPerFile, sitemapFileCap, sitemapFilePath, sitemapListings, type SitemapListingName } from "./sitemap-files";
import { sitemapEntries, sitemapIndexXml, sitemapXml, type SitemapPage } from "./sitemap-xml";

const landings = { posts: "/blog", help: "/help-center" } as const;

const newest = (dates: readonly (Date | null | undefined)[]) => dates.reduce<Date | null>((latest, date) => (date && (!latest || date > latest) ? date : latest), null);

/**
 * The addresses a listing puts before its rows, in its first file: the home page and /products
 * (when it lists something: an empty catalogue is no page worth a search engine's visit) before
 * the pages, /blog before the posts, /help-center before the articles, /docs and each set before
 * the chapters. `landingLastModified` says when the posts or articles last changed (null: there
 * are none, and so no landing either).
 */
async function leadingPages(organizationId: string, listing: SitemapListingName, landingLastModified: () => Promise<Date | null>): Promise<SitemapPage[]> {
  if (listing === "pages") {
    const catalogue = await loadCatalogue(organizationId);
    return [{ path: "/" }, ...(catalogue.products.length > 0 || catalogue.pricingPlans.length > 0 ? [{ path: "/products" }] : [])];
  }
  if (listing === "docs") {
    const sets = await sitemapDocumentSets(organizationId);
    if (sets.length === 0) return [];
    return [{ path: "/docs", lastModified: newest(sets.map((set) => set.lastModified)) }, ...sets.map((set) => ({ path: `/docs/${set.doc_set}`, lastModified: set.lastModified }))];
  }
  const lastModified = await landingLastModified();
  return lastModified ? [{ path: landings[listing], lastModified }] : [];
}

/**
 * /sitemap.xml of the site on this host: the index of its sitemap files, each dated with its
 * listing's newest change. Files follow slug order, so a post added or removed moves every later
 * file's addresses: the listing's newest change is when any of its files may have changed (a date
 * too late costs a crawler one fetch; one too early would hide a change). The database answers
 * with a count and a date per listing, so the index costs the same at 10 posts as at 10,000.
 * Null for an unknown host.
 */
export async function sitemapIndexFor(hostHeader: string | null, cap = sitemapFileCap): Promise<SiteText | null> {
  const context = await siteOfHost(hostHeader);
  if (!context) return null;
  const organizationId = context.site.organization.id;
  const perFile = pagesPerFile(cap, context.seo.locales.length);
  const summaries = await sitemapListingSummaries(organizationId);
  const listings = await Promise.all(
    sitemapListings.map(async (listing) => {
      const { rows, lastModified } = summaries[listing];
      // Posts and articles have a landing exactly when they have rows, dated with their newest.
      const leading = listing === "posts" || listing === "help" ? (rows > 0 ? [{ path: landings[listing], lastModified }] : []) : await leadingPages(organizationId, listing, async () => null);
      const newestChange = newest([lastModified, ...leading.map((page) => page.lastModified)]);
      const count = Math.ceil((leading.length + rows) / perFile);
      return Array.from({ length: count }, (_, index) => ({ loc: `${context.seo.origin}${sitemapFilePath(listing, index + 1)}`, lastModified: newestChange }));
    }),
  );
  return { organizationId, text: sitemapIndexXml(listings.flat()) };
}

/**
 * One sitemap file: its share of the listing (at most `cap` addresses, every language counted),
 * read with LIMIT and OFFSET in slug order, only the columns its addresses need. Each page names
 * its versions in every language (hreflang). Text null for a number beyond the last; null for an
 * unknown host.
 */
export async function sitemapFileFor(hostHeader: string | null, listing: SitemapListingName, file: number, cap = sitemapFileCap): Promise<SiteText | null> {
  const context = await siteOfHost(hostHeader);
  if (!context) return null;
  const organizationId = context.site.organization.id;
  const perFile = pagesPerFile(cap, context.seo.locales.length);
  // Beyond the first file only the landing's place counts (with no rows such a file is empty
  // anyway), so its date, an aggregate over the listing, is asked only where it is listed.
  const leading = await leadingPages(organizationId, listing, async () => (file === 1 ? sitemapListingLastModified(organizationId, listing) : new Date(0)));
  const share = fileShare(file, perFile, leading.length);
  const rows = await sitemapListingRowsPage(organizationId, listing, share.offset, share.limit);
  const pages: SitemapPage[] = [
    ...leading.slice(...share.leading),
    ...rows.map((row) => ({ path: pathOf(listing, row), lastModified: row.updated_at })),
  ];
  if (pages.length === 0) return { organizationId, text: null };
  return { organizationId, text: sitemapXml(sitemapEntries(context.seo, pages)) };
}

/**
 * Where a listing's row is read in each language: `/about`, `/blog/a-post`, `/help-center/an-article`,
 * `/docs/a-set/a-chapter`, with the post's slug in that language (decision 042).
 */
function pathOf(listing: SitemapListingName, row: { slug: string; slug_translation: Record<string, string>; doc_set: string | null }): (locale: string) => string {
  const place = { ...row, doc_set: listing === "docs" ? row.doc_set : null, is_help_center: listing === "help", display_as_blog_post: listing === "posts" };
  return (locale) => placeOf(place, locale).path;
}
