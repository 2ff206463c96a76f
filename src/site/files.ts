import { splitLocale } from "@/lib/site-path";
import { blogFeedAnswer, robotsAnswer, sitemapFileAnswer, sitemapIndexAnswer, type SiteFileAnswer } from "@/modules/seo/seo.handlers";
import { parseSitemapFilePath } from "@/modules/seo/sitemap-files";
import { organizationTag } from "@/server/cache";
import type { PublicPage } from "@/server/http/page-front";
import { cacheThisPage } from "@/server/http/page-render";

/**
 * The site's files, answered by the public renderer beside its pages (docs/decisions/034):
 * `/sitemap.xml` (an index) and its files `/sitemaps/posts-2.xml`, `/robots.txt` of the host,
 * and the blog's feeds in each language (`/blog/rss.xml`, `/es/blog/atom.xml`). The front caches
 * and compresses them like pages: each is tagged with its organization's tag, which every change
 * of what they list invalidates, so a new post is in the sitemap on the next request.
 */
type FileAnswer = (host: string, pathname: string) => Promise<SiteFileAnswer>;

const feed = (format: "rss" | "atom"): FileAnswer => (host, pathname) => blogFeedAnswer({ host: encodeURIComponent(host), lang: splitLocale(pathname).lang }, format);

function answerOf(pathname: string): FileAnswer | null {
  if (pathname === "/sitemap.xml") return sitemapIndexAnswer;
  if (pathname === "/robots.txt") return robotsAnswer;
  const sitemap = parseSitemapFilePath(pathname);
  if (sitemap) return (host) => sitemapFileAnswer(host, sitemap.listing, sitemap.file);
  const { rest } = splitLocale(pathname);
  if (rest === "/blog/rss.xml") return feed("rss");
  if (rest === "/blog/atom.xml") return feed("atom");
  return null;
}

/** Whether a path (without query) is one of the site's files. */
export const isSiteFile = (pathname: string) => answerOf(pathname) !== null;

/** The file at `pathname` of the site on `host` (the Host header, lower case), or null when the path is none. */
export async function siteFile(host: string, pathname: string): Promise<PublicPage | null> {
  const answer = answerOf(pathname);
  if (!answer) return null;
  const { status, contentType, body, organizationId } = await answer(host, pathname);
  if (organizationId) cacheThisPage(organizationTag(organizationId));
  return { status, html: body, contentType };
}
