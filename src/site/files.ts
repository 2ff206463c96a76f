import { splitLocale } from "@/lib/site-path";
import { blogFeedResponse, robotsResponse, sitemapResponse } from "@/modules/seo/seo.handlers";

/**
 * The site's files, answered by the front beside its pages (docs/decisions/034): `/sitemap.xml` and
 * `/robots.txt` of the host, and the blog's feeds in each language (`/blog/rss.xml`,
 * `/es/blog/atom.xml`).
 */
type FileAnswer = (request: Request, pathname: string) => Promise<Response>;

const feed = (format: "rss" | "atom"): FileAnswer => (request, pathname) => {
  const host = encodeURIComponent((request.headers.get("host") ?? "").toLowerCase());
  return blogFeedResponse(Promise.resolve({ host, lang: splitLocale(pathname).lang }), format);
};

function answerOf(pathname: string): FileAnswer | null {
  if (pathname === "/sitemap.xml") return (request) => sitemapResponse(request);
  if (pathname === "/robots.txt") return (request) => robotsResponse(request);
  const { rest } = splitLocale(pathname);
  if (rest === "/blog/rss.xml") return feed("rss");
  if (rest === "/blog/atom.xml") return feed("atom");
  return null;
}

/** Whether a request's path is one of the site's files. */
export const isSiteFile = (url: string) => answerOf(url.split("?", 1)[0]!) !== null;

/** The file's answer (fetch's shape, for @hono/node-server's listener); 404 for a path that is none. */
export async function siteFile(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  const answer = answerOf(pathname);
  if (!answer || (request.method !== "GET" && request.method !== "HEAD")) return new Response("Not Found", { status: 404 });
  return answer(request, pathname);
}
