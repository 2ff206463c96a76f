import { notFound } from "next/navigation";
import { cache } from "react";
import { enabledLocales, isLocale, type Locale } from "@/lib/locales";
import { defaultLang, localizedPath } from "@/lib/site-path";
import { oncePerRender } from "@/server/http/page-render";
import { getSettingsOrThrow } from "./organizations.service";
import { resolveTenant } from "./tenant";

export interface Site {
  organization: { id: string; name: string; slug: string; type: string };
  siteName: string;
  logo: string | null;
  /** The language of this page: the URL's prefix, or the organization's default. */
  locale: Locale;
  defaultLocale: Locale;
  locales: Locale[];
  /** The route segment the page was reached with (`-` for the default language). */
  lang: string;
  /** The setting with_language_switch: the public shell offers its language switch. */
  withLanguageSwitch: boolean;
  /** The organization's settings row, read once per page for every part of the shell that needs it. */
  settings: Awaited<ReturnType<typeof getSettingsOrThrow>>;
}

/**
 * The organization and language of a page, from the route segments the proxy filled in.
 * Null when the host belongs to no organization, or the prefix is a language it does not offer.
 */
export function loadSite(hostSegment: string, lang: string): Promise<Site | null> {
  // Keyed by the host as decoded: layouts, pages and metadata may get the segment escaped or not ("localhost%3A3000").
  return loadSiteOnce(decodedHost(hostSegment), lang);
}

const loadSiteOnce = cache((host: string, lang: string): Promise<Site | null> => oncePerRender(`site ${host} ${lang}`, () => readSite(encodeURIComponent(host), lang)));

function decodedHost(hostSegment: string): string {
  try {
    return decodeURIComponent(hostSegment);
  } catch {
    return hostSegment;
  }
}

async function readSite(hostSegment: string, lang: string): Promise<Site | null> {
  const organization = await resolveTenant(decodeURIComponent(hostSegment));
  return organization ? siteOf(organization, lang) : null;
}

/**
 * An organization's site in the language of a route segment (`-` for its default): null when it
 * does not offer that language. `GET /api/site` answers it for the back office's pages.
 */
export async function siteOf(organization: Site["organization"], lang: string): Promise<Site | null> {
  const settings = await getSettingsOrThrow(organization.id);
  const locales = enabledLocales(settings.supported_locales);
  const defaultLocale = isLocale(settings.language) && locales.includes(settings.language) ? settings.language : locales[0]!;
  const locale = lang === defaultLang ? defaultLocale : isLocale(lang) && locales.includes(lang) ? lang : null;
  if (!locale) return null;
  return {
    organization: { id: organization.id, name: organization.name, slug: organization.slug, type: organization.type },
    siteName: settings.site ?? organization.name,
    logo: settings.image,
    locale,
    defaultLocale,
    locales,
    lang,
    withLanguageSwitch: settings.with_language_switch,
    settings,
  };
}

/** A page's site, or the 404 page; with a helper for links in the page's language. */
export async function requireSite(params: Promise<{ host: string; lang: string }>) {
  const { host, lang } = await params;
  const site = await loadSite(host, lang);
  if (!site) notFound();
  return { site, link: (path: string) => localizedPath(lang, path) };
}
