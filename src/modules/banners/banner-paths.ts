import { knownLocales } from "@/lib/locales";
import { withoutLocale } from "@/lib/return-url";

/** Where banners never show (001 §2 "Banners"): paths beginning with these. */
export const bannerFreePrefixes = [
  "/account/profile/tickets",
  "/account/edupro/",
  "/help-center",
  "/admin",
  "/login",
  "/signup",
  "/register",
  "/reset-password",
] as const;

/** A page path without query, fragment, language prefix or trailing slash: `/es/blog/?x=1` -> `/blog`. */
export function pagePathOf(path: string): string {
  const bare = withoutLocale(path.split(/[?#]/)[0] || "/");
  return bare.length > 1 ? bare.replace(/\/+$/, "") || "/" : bare;
}

export function isBannerFreePath(path: string): boolean {
  const bare = withoutLocale(path.split(/[?#]/)[0] || "/");
  return bannerFreePrefixes.some((prefix) => bare.startsWith(prefix));
}

/**
 * Whether one of a banner's page_paths names this page: `/about` is that page only, `/blog/*` is
 * /blog and every page below it, `/*` is every page. Language prefixes are ignored on both sides.
 */
export function matchesPagePath(pattern: string, path: string): boolean {
  const page = pagePathOf(path);
  if (pattern.endsWith("/*")) {
    const base = pagePathOf(pattern.slice(0, -2) || "/");
    return base === "/" || page === base || page.startsWith(`${base}/`);
  }
  return pagePathOf(pattern) === page;
}

/** A banner with no page_paths shows everywhere banners may show; otherwise on the pages they name. */
export function showsOnPath(pagePaths: readonly string[], path: string): boolean {
  if (isBannerFreePath(path)) return false;
  return pagePaths.length === 0 || pagePaths.some((pattern) => matchesPagePath(pattern, path));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * `showsOnPath` as a regular expression source, tested against `location.pathname` by the banner island:
 * public pages are cached and the same on every path (decision 007), and a pattern is far less script
 * than these rules. The language prefix is matched atomically (a lookahead and a back-reference), so
 * that `/es/admin` cannot match as a page named `/es/admin`.
 */
export function showsOnPathPattern(pagePaths: readonly string[]): string {
  const prefix = `^(?=((?:/(?:${knownLocales.join("|")}))(?=/|$))?)\\1`;
  const free = `(?!${bannerFreePrefixes.map(escapeRegExp).join("|")})`;
  if (pagePaths.length === 0) return prefix + free;
  const pages = pagePaths.map((pattern) => {
    const wildcard = pattern.endsWith("/*");
    const base = pagePathOf(wildcard ? pattern.slice(0, -2) || "/" : pattern);
    if (base === "/") return wildcard ? "" : "/*$";
    return `${escapeRegExp(base)}${wildcard ? "(?:/.*)?$" : "/*$"}`;
  });
  return `${prefix}${free}(?:${pages.join("|")})`;
}
