import { organizationNotFoundForDomain } from "@/lib/hosts";
import { feedFormats, type FeedFormat } from "./feed-formats";
import { blogFeedFor, robotsFor, sitemapFor } from "./seo.service";

/**
 * GET /sitemap.xml and /robots.txt of the site the Host header names (the proxy does not rewrite
 * these paths into /{host}/…, so the header is all there is). An unknown host answers 404 with
 * the message of spec decision 3. src/site/files.ts, in the front, calls these.
 */
function answer(body: string | null, contentType: string): Response {
  if (body === null) return new Response(organizationNotFoundForDomain, { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  // Crawlers read these now and then; a few minutes of freshness is plenty and a new page shows soon after.
  return new Response(body, { status: 200, headers: { "content-type": contentType, "cache-control": "public, max-age=300" } });
}

export async function sitemapResponse(request: Request): Promise<Response> {
  return answer(await sitemapFor(request.headers.get("host")), "application/xml; charset=utf-8");
}

export async function robotsResponse(request: Request): Promise<Response> {
  return answer(await robotsFor(request.headers.get("host")), "text/plain; charset=utf-8");
}

/** GET /blog/rss.xml and /blog/atom.xml in any of the site's languages (/es/blog/rss.xml); the proxy fills in host and language. */
export async function blogFeedResponse(params: Promise<{ host: string; lang: string }>, format: FeedFormat): Promise<Response> {
  return answer(await blogFeedFor(await params, format), `${feedFormats[format].contentType}; charset=utf-8`);
}
