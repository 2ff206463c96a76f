import { robotsResponse } from "@/modules/seo/seo.handlers";

// robots.txt of the organization the Host header names (the proxy leaves /robots.txt alone).
export const dynamic = "force-dynamic";

export function GET(request: Request) {
  return robotsResponse(request);
}
