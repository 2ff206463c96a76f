import { blogFeedResponse } from "@/modules/seo/seo.handlers";

// The blog's RSS 2.0 feed in the route's language (the proxy rewrites /{lang?}/blog/rss.xml here).
export const dynamic = "force-dynamic";

export function GET(_request: Request, { params }: { params: Promise<{ host: string; lang: string }> }) {
  return blogFeedResponse(params, "rss");
}
