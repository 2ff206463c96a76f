import { organizationNotFoundForDomain } from "@/lib/hosts";
import { feedFormats, type FeedFormat } from "./feed-formats";
import { blogFeedFor, robotsFor, type SiteText } from "./seo.service";
import type { SitemapListingName } from "./sitemap-files";
import { sitemapFileFor, sitemapIndexFor } from "./sitemap.service";

/**
 * The site's files (/sitemap.xml and its files, /robots.txt, the blog's feeds) of the site the
 * Host header names (the proxy does not rewrite these paths into /{host}/…, so the header is all
 * there is). src/site/files.ts, in the front, routes to these; the front caches and compresses
 * them like pages, under the organization's tag.
 */
export interface SiteFileAnswer {
  status: number;
  contentType: string;
  body: string;
  /** Whose content the answer shows; null for an unknown host, whose answer is not kept. */
  organizationId: string | null;
}

const plainText = "text/plain; charset=utf-8";
const xml = "application/xml; charset=utf-8";

function answer(file: SiteText | null, contentType: string): SiteFileAnswer {
  // An unknown host answers 404 with the message of spec decision 3.
  if (!file) return { status: 404, contentType: plainText, body: organizationNotFoundForDomain, organizationId: null };
  if (file.text === null) return { status: 404, contentType: plainText, body: "Not Found", organizationId: file.organizationId };
  return { status: 200, contentType, body: file.text, organizationId: file.organizationId };
}

/** GET /sitemap.xml: the index of the site's sitemap files. */
export async function sitemapIndexAnswer(host: string): Promise<SiteFileAnswer> {
  return answer(await sitemapIndexFor(host), xml);
}

/** GET /sitemaps/{listing}-{n}.xml: one sitemap file; 404 beyond the last. */
export async function sitemapFileAnswer(host: string, listing: SitemapListingName, file: number): Promise<SiteFileAnswer> {
  return answer(await sitemapFileFor(host, listing, file), xml);
}

/** GET /robots.txt. */
export async function robotsAnswer(host: string): Promise<SiteFileAnswer> {
  return answer(await robotsFor(host), plainText);
}

/** GET /blog/rss.xml and /blog/atom.xml in any of the site's languages (/es/blog/rss.xml); `host` as the route's segment (escaped). */
export async function blogFeedAnswer(params: { host: string; lang: string }, format: FeedFormat): Promise<SiteFileAnswer> {
  return answer(await blogFeedFor(params, format), `${feedFormats[format].contentType}; charset=utf-8`);
}
