import { NextResponse, type NextRequest } from "next/server";
import { localizedPath, splitLocale } from "@/lib/site-path";

/**
 * Rewrites `/{lang?}/{path}` on a host to `/{host}/{lang}/{path}`: pages then read their
 * organization and language from the route, not from headers. This is routing only; pages and
 * the API resolve and check the organization themselves.
 */
export function proxy(request: NextRequest) {
  const host = request.headers.get("host") ?? "unknown";
  const { lang, rest } = splitLocale(request.nextUrl.pathname);
  // /signup (spec 001 §2's routes) is registration's other address: it moves to /register with its
  // query (redirectTo), kept by the front server (page-query.ts). A relative Location: the Host stays the visitor's.
  if (rest === "/signup") return new NextResponse(null, { status: 308, headers: { location: `${localizedPath(lang, "/register")}${request.nextUrl.search}` } });
  const url = request.nextUrl.clone();
  url.pathname = `/${encodeURIComponent(host.toLowerCase())}/${lang}${rest === "/" ? "" : rest}`;
  return NextResponse.rewrite(url);
}

export const config = {
  // Everything but the API, Next's assets and files served from public/.
  matcher: ["/((?!api/|_next/|favicon.ico|favicon.svg|robots.txt|sitemap.xml|media/|demo/).*)"],
};
