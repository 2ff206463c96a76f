import { isLocale, type Locale } from "./locales";

/**
 * Public URLs are `/{lang?}/{path}`; the proxy rewrites them to `/{host}/{lang}/{path}` so that
 * pages know their organization and language without reading headers (and stay cacheable).
 * `defaultLang` stands for "no prefix": the organization's default language.
 */
export const defaultLang = "-";

export interface SitePath {
  lang: Locale | typeof defaultLang;
  rest: string;
}

export function splitLocale(pathname: string): SitePath {
  const [, first = "", ...rest] = pathname.split("/");
  if (isLocale(first)) return { lang: first, rest: `/${rest.join("/")}` };
  return { lang: defaultLang, rest: pathname || "/" };
}

/** A link in the visitor's language: the prefix is kept unless it is the default language. */
export function localizedPath(lang: string, path: string, organizationDefault?: string): string {
  const target = path.startsWith("/") ? path : `/${path}`;
  if (lang === defaultLang || lang === organizationDefault || !isLocale(lang)) return target;
  return target === "/" ? `/${lang}` : `/${lang}${target}`;
}

/**
 * The same page in another language (the language switch, spec 001 §2): the page's own prefix is
 * dropped and the target's added, unless the target is the organization's default language.
 */
export function pathInLanguage(pathname: string, target: string, organizationDefault: string): string {
  return localizedPath(target, splitLocale(pathname).rest, organizationDefault);
}

/**
 * The page `page` shows in another language, for a language link: the address its head's
 * `<link rel="alternate" hreflang>` gives that language (a post's slug differs per language,
 * decision 042), else the same path with the target's prefix; the query kept.
 */
export function pageInLanguage(
  page: { document: { head: { querySelector(selector: string): { getAttribute(name: string): string | null } | null } | null }; location: Pick<Location, "pathname" | "search" | "href"> },
  target: string,
  organizationDefault: string,
): string {
  const alternate = page.document.head?.querySelector(`link[rel="alternate"][hreflang="${target}"]`)?.getAttribute("href");
  let path = pathInLanguage(page.location.pathname, target, organizationDefault);
  if (alternate) {
    try {
      path = new URL(alternate, page.location.href).pathname;
    } catch {
      // A malformed alternate: the same path in that language.
    }
  }
  return path + page.location.search;
}
