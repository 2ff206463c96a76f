import { blogFeedResponse } from "@/modules/seo/seo.handlers";

// The blog's Atom 1.0 feed in the route's language (the proxy rewrites /{lang?}/blog/atom.xml here).
export const dynamic = "force-dynamic";

export function GET(_request: Request, { params }: { params: Promise<{ host: string; lang: string }> }) {
  return blogFeedResponse(params, "atom");
}
