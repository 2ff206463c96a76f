import { splitLocale } from "@/lib/site-path";

/**
 * Query parameters a page's server render reads, by route (the path without its language prefix).
 * Any other parameter (a campaign tag, `?cb=123`) cannot change the HTML, so the front drops it
 * before rendering and before looking up the page cache: it neither costs a render nor takes a
 * cache entry. Scripts in the browser still see the full address. A page that starts reading a
 * parameter on the server (`searchParams`) must add it here.
 */
export const queryReadByRoute: Readonly<Record<string, readonly string[]>> = {
  "/reset-password": ["token", "error"],
  "/account/profile/tickets": ["ticket"],
  "/admin": ["ticket"],
  // Not a page: the proxy moves /signup to /register with this parameter.
  "/signup": ["redirectTo"],
  // Not a page either: an API read the front keeps like a page (api-front.ts).
  "/api/search": ["q", "lang", "cursor", "limit"],
};

// Escapes of unreserved characters name the same path as the characters themselves (RFC 3986
// 6.2.2.2): "/%62log" is "/blog". "." stays escaped, so no escape turns into a "../" segment.
const unreservedEscape = /%(4[1-9A-F]|5[0-9A]|6[1-9A-F]|7[0-9A]|3[0-9]|2D|5F|7E)/gi;

function normalizedPath(path: string): string {
  return path.replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase()).replace(unreservedEscape, (_escape, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function parameterName(pair: string): string {
  const name = pair.split("=", 1)[0]!.replace(/\+/g, " ");
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * The URL a page request is rendered and cached as: its path with unreserved escapes decoded,
 * and only the parameters its route reads, each once (the first), in a fixed order.
 */
export function normalizedPageUrl(url: string): string {
  const queryStart = url.indexOf("?");
  const path = normalizedPath(queryStart < 0 ? url : url.slice(0, queryStart));
  const route = splitLocale(path).rest.replace(/(.)\/+$/, "$1");
  const read = queryReadByRoute[route];
  if (!read || queryStart < 0) return path;
  const kept = new Map<string, string>();
  for (const pair of url.slice(queryStart + 1).split("&")) {
    const name = parameterName(pair);
    if (read.includes(name) && !kept.has(name)) kept.set(name, pair);
  }
  const query = [...kept.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, pair]) => pair);
  return query.length ? `${path}?${query.join("&")}` : path;
}
