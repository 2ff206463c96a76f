import { sitemapResponse } from "@/modules/seo/seo.handlers";

// The sitemap of the organization the Host header names (the proxy leaves /sitemap.xml alone).
export const dynamic = "force-dynamic";

export function GET(request: Request) {
  return sitemapResponse(request);
}
