import { normalizeHost } from "@/lib/hosts";
import { localizedPath } from "@/lib/site-path";

/** localhost, `<anything>.localhost`, 127.0.0.1 and [::1], with or without a port. */
export function isLocalHost(host: string): boolean {
  const name = normalizeHost(host).replace(/:\d+$/, "");
  return name === "localhost" || name.endsWith(".localhost") || name === "127.0.0.1" || name === "[::1]";
}

function schemeOf(url: string | null | undefined, host: string): "http" | "https" | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(url?.trim() ?? "");
  if (!match) return null;
  return normalizeHost(match[2]!) === host ? (match[1]!.toLowerCase() as "http" | "https") : null;
}

/**
 * The public origin of a site answering on `host` (a Host header or the route's decoded host
 * segment), e.g. `https://acme.com` or `http://acme.localhost:3000`.
 *
 * Pages read no headers (decisions 002 and 007), so the request's own scheme is unknown here. The
 * rule is kept simple:
 * - a configured URL of the organization (`base_url`, `base_url_local`) naming this very host
 *   decides, as its admin wrote it (`http://intranet.acme.test` stays http);
 * - otherwise local hosts (localhost, *.localhost, 127.0.0.1) are http, as `npm start` serves them;
 * - everything else is https, which is how a public site is reached behind its TLS proxy.
 */
export function siteOrigin(host: string, configuredUrls: readonly (string | null | undefined)[] = []): string {
  const normalized = normalizeHost(host);
  const configured = configuredUrls.map((url) => schemeOf(url, normalized)).find((scheme) => scheme !== null);
  const scheme = configured ?? (isLocalHost(normalized) ? "http" : "https");
  return `${scheme}://${normalized}`;
}

/**
 * The absolute URL of a site path in a language: the default language has no prefix (spec
 * decision 4), so `/about` in German is `/de/about` and in the default language `/about`.
 * The home page is `https://acme.com/` (with its slash) and `https://acme.com/de`.
 */
export function canonicalUrl(origin: string, path: string, locale: string, defaultLocale: string): string {
  return new URL(localizedPath(locale, path, defaultLocale), `${origin}/`).href;
}

/** A page's site path: the same in every language, or one per language (a post's translated slugs, decision 042). */
export type PathInLanguages = string | ((locale: string) => string);

/** The page's path in `locale`. */
export const pathIn = (path: PathInLanguages, locale: string) => (typeof path === "string" ? path : path(locale));

/**
 * `hreflang` → URL for every enabled language of the site, plus `x-default` (the default language,
 * no prefix), each at the page's own path in that language: every version lists the same set.
 */
export function languageAlternates(origin: string, path: PathInLanguages, locales: readonly string[], defaultLocale: string): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const locale of locales) alternates[locale] = canonicalUrl(origin, pathIn(path, locale), locale, defaultLocale);
  alternates["x-default"] = canonicalUrl(origin, pathIn(path, defaultLocale), defaultLocale, defaultLocale);
  return alternates;
}

/**
 * An image or link as an absolute http(s) URL: site-relative paths (`/demo/logo.svg`,
 * `/api/media/files/…`) are resolved against the origin; anything else (data:, javascript:,
 * garbage) is null.
 */
export function absoluteUrl(origin: string, value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed, `${origin}/`);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}
