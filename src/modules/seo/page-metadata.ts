import type { Metadata } from "next";
import { metaDescriptionMax } from "@/lib/design-tokens";
import type { Locale } from "@/lib/locales";
import { plainText } from "@/lib/plain-text";
import { translated } from "@/lib/translate";
import { feedFormats, type FeedFormat } from "./feed-formats";
import { absoluteUrl, canonicalUrl, languageAlternates, type PathInLanguages } from "./site-urls";

/** OpenGraph wants language_TERRITORY; each language a site may offer, with its most usual territory. */
export const openGraphLocales: Record<Locale, string> = {
  en: "en_US",
  es: "es_ES",
  fr: "fr_FR",
  de: "de_DE",
  ru: "ru_RU",
  it: "it_IT",
  pt: "pt_PT",
  nl: "nl_NL",
  pl: "pl_PL",
  ja: "ja_JP",
  zh: "zh_CN",
};

/** What every page's tags are built from: the site (origin, languages, name, logo) and the page. */
export interface SeoSite {
  origin: string;
  siteName: string;
  /** The organization's logo (settings.image), as stored: absolute or site-relative. */
  logo: string | null;
  locale: Locale;
  defaultLocale: Locale;
  locales: readonly Locale[];
}

export interface PageSeo {
  /** The site path without language prefix: `/` or `/about`. */
  path: string;
  /** The page's path in each language when they differ (a post's translated slugs); else `path` in all. */
  paths?: PathInLanguages;
  /** The whole `<title>`, site name included. */
  title: string;
  description?: string | null;
  /** The page's or hero's image; the logo stands in when there is none. */
  image?: string | null;
  /** 404 pages and the like. */
  noindex?: boolean;
  /** The blog's title: its RSS and Atom feeds in the page's language are linked from the head (the blog and its posts). */
  feedTitle?: string;
}

/** Plain text cut to a meta description's 160 characters, at a word where one is near the end. */
export function metaDescription(text: string | null | undefined, max = metaDescriptionMax): string | undefined {
  const plain = plainText(text);
  if (!plain) return undefined;
  const characters = Array.from(plain);
  if (characters.length <= max) return plain;
  const cut = characters.slice(0, max - 1).join("");
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.\-–—]+$/, "")}…`;
}

/** "Page | Site", unless the text already names the site (an SEO title such as "Visas | Acme" is kept). */
export function titleWithSite(text: string | null | undefined, siteName: string): string {
  const plain = plainText(text);
  if (!plain) return siteName;
  if (plain.toLocaleLowerCase().includes(siteName.toLocaleLowerCase())) return plain;
  return `${plain} | ${siteName}`;
}

/** The fields of a hero that a home page's tags read (see hero.schema.ts). */
export interface HeroSeoFields {
  title: string;
  title_translation: Record<string, string>;
  description: string;
  description_translation: Record<string, string>;
  image: string | null;
  background_style: { seo_title?: string };
}

/**
 * The home page's title, description and image from its first hero: its SEO title
 * (background_style.seo_title, spec 001 §3), else its title, with the site name. The SEO title has
 * no translations: in another language the hero's translated title is preferred when there is one.
 */
export function homeSeo(hero: HeroSeoFields | null, site: Pick<SeoSite, "siteName" | "locale" | "defaultLocale">): PageSeo {
  if (!hero) return { path: "/", title: site.siteName };
  const seoTitle = hero.background_style.seo_title?.trim();
  const hasTranslation = Boolean(hero.title_translation[site.locale]?.trim());
  const headline = seoTitle && (site.locale === site.defaultLocale || !hasTranslation) ? seoTitle : translated(hero.title, hero.title_translation, site.locale);
  return {
    path: "/",
    title: titleWithSite(headline, site.siteName),
    description: metaDescription(translated(hero.description, hero.description_translation, site.locale)),
    image: hero.image,
  };
}

/** A created page: its meta description, else its description, else its hero's text; its photo, else its hero's image. */
export function createdPageSeo(
  page: { slug: string; title: string; metadescription_for_page: string | null; description: string | null; main_photo: string | null },
  hero: HeroSeoFields | null,
  site: Pick<SeoSite, "siteName" | "locale">,
  path = `/${page.slug}`,
): PageSeo {
  const heroDescription = hero ? translated(hero.description, hero.description_translation, site.locale) : null;
  return {
    path,
    title: titleWithSite(page.title, site.siteName),
    description: metaDescription(page.metadescription_for_page) ?? metaDescription(page.description) ?? metaDescription(heroDescription),
    image: page.main_photo || hero?.image || null,
  };
}

/** `<link rel="alternate">` to the blog's feeds in the page's language, by content type. */
function feedLinks(site: SeoSite, title: string) {
  const link = (format: FeedFormat) => [{ url: canonicalUrl(site.origin, feedFormats[format].path, site.locale, site.defaultLocale), title }];
  return { [feedFormats.rss.contentType]: link("rss"), [feedFormats.atom.contentType]: link("atom") };
}

/**
 * Next's metadata for a page: title, description, canonical and hreflang alternates (every
 * enabled language and x-default), OpenGraph and the Twitter card. Every URL is absolute on the
 * site's own origin.
 */
export function buildPageMetadata(site: SeoSite, page: PageSeo): Metadata {
  const url = canonicalUrl(site.origin, page.path, site.locale, site.defaultLocale);
  const description = page.description ?? undefined;
  const image = absoluteUrl(site.origin, page.image) ?? absoluteUrl(site.origin, site.logo);
  const images = image ? [{ url: image, alt: page.title }] : undefined;
  return {
    metadataBase: new URL(`${site.origin}/`),
    title: { absolute: page.title },
    description,
    alternates: {
      canonical: url,
      languages: languageAlternates(site.origin, page.paths ?? page.path, site.locales, site.defaultLocale),
      ...(page.feedTitle ? { types: feedLinks(site, page.feedTitle) } : {}),
    },
    openGraph: {
      type: "website",
      url,
      title: page.title,
      description,
      siteName: site.siteName,
      locale: openGraphLocales[site.locale],
      alternateLocale: site.locales.filter((locale) => locale !== site.locale).map((locale) => openGraphLocales[locale]),
      images,
    },
    twitter: { card: image ? "summary_large_image" : "summary", title: page.title, description, images },
    ...(page.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/**
 * What every page of a site shares, from the site layout: the origin for relative URLs and the
 * OpenGraph basics. A page's own metadata replaces these (Next merges per top-level key), so in
 * practice they show on pages that set none of their own, such as the 404 page.
 */
export function buildSiteMetadata(site: SeoSite): Metadata {
  const logo = absoluteUrl(site.origin, site.logo);
  const images = logo ? [{ url: logo, alt: site.siteName }] : undefined;
  return {
    metadataBase: new URL(`${site.origin}/`),
    // The browser tab shows the organization's logo; without one, Atrium's mark (and no request for a missing /favicon.ico).
    icons: { icon: logo ?? "/favicon.svg" },
    openGraph: { type: "website", siteName: site.siteName, title: site.siteName, locale: openGraphLocales[site.locale], images },
    twitter: { card: logo ? "summary_large_image" : "summary", title: site.siteName, images },
  };
}
