import type { Metadata } from "next";
import { cache } from "react";
import { translator } from "@/lib/i18n/translator";
import { defaultLang } from "@/lib/site-path";
import { fallbackHero } from "@/modules/hero/components/hero-section";
import { blogLabel, breadcrumbTrail, type CrumbOverride } from "@/modules/layout/components/breadcrumb-trail";
import { loadPageContent } from "@/modules/layout/layout.service";
import { resolveTenant } from "@/modules/organizations/organizations.service";
import { loadSite, type Site } from "@/modules/organizations/site.service";
import { listLatestBlogPosts } from "@/modules/posts/posts.service";
import { blogFeed } from "./blog-feed";
import type { FeedFormat } from "./feed-formats";
import { articleJsonLd, breadcrumbJsonLd, siteJsonLd, type ArticleInput, socialProfiles, type JsonLdObject } from "./json-ld";
import { buildPageMetadata, buildSiteMetadata, createdPageSeo, homeSeo, metaDescription, titleWithSite, type SeoSite } from "./page-metadata";
import { robotsTxt } from "./robots-txt";
import { canonicalUrl, siteOrigin, type PathInLanguages } from "./site-urls";

export interface SeoContext {
  site: Site;
  seo: SeoSite;
}

/**
 * A site as its search and sharing tags need it: `loadSite` plus the public origin, built from
 * the host the route carries (pages read no headers: decisions 002 and 007) and the organization's
 * configured URLs (see `siteOrigin`). Null where `loadSite` is null (unknown host or language).
 * Cached per render, so metadata and JSON-LD of one page resolve it once.
 */
export const loadSeoContext = cache(async (hostSegment: string, lang: string): Promise<SeoContext | null> => {
  const site = await loadSite(hostSegment, lang);
  if (!site) return null;
  const host = decodeURIComponent(hostSegment);
  const organization = await resolveTenant(host); // the resolver's cache: loadSite just asked it
  const origin = siteOrigin(host, [organization?.base_url, organization?.base_url_local]);
  return {
    site,
    seo: { origin, siteName: site.siteName, logo: site.logo, locale: site.locale, defaultLocale: site.defaultLocale, locales: site.locales },
  };
});

type RouteParams = { host: string; lang: string };

/** What every page of the site shares (site layout): origin for relative URLs, OpenGraph basics. */
export async function siteMetadata({ host, lang }: RouteParams): Promise<Metadata> {
  const context = await loadSeoContext(host, lang);
  return context ? buildSiteMetadata(context.seo) : {};
}

/** The home page: its first hero's SEO title or title, description and image (the fallback hero when it has none, as the page shows). */
export async function homeMetadata({ host, lang }: RouteParams): Promise<Metadata> {
  const context = await loadSeoContext(host, lang);
  if (!context) return {};
  // The page loader's read, which the page itself renders from: no query of its own.
  const [hero] = (await loadPageContent(context.site.organization.id, "/")).hero;
  return buildPageMetadata(context.seo, homeSeo(hero ?? fallbackHero(context.site.siteName), context.seo));
}

export type CreatedPage = Parameters<typeof createdPageSeo>[0];

/**
 * A page made through Create Page, or a blog post at `path`, already found published by the route;
 * `paths`, its path in each language when they differ (a post's translated slugs, decision 042).
 */
export async function createdPageMetadata({ host, lang }: RouteParams, page: CreatedPage, path = `/${page.slug}`, paths?: PathInLanguages): Promise<Metadata> {
  const context = await loadSeoContext(host, lang);
  if (!context) return {};
  const [hero] = (await loadPageContent(context.site.organization.id, path)).hero;
  return buildPageMetadata(context.seo, { ...createdPageSeo(page, hero ?? null, context.seo, path), paths, feedTitle: feedTitleOf(context, path) });
}

/** A page of the site's own at `path` (/blog, a /cookie-policy nobody wrote): its title and description as given. */
export async function sitePageMetadata({ host, lang }: RouteParams, path: string, title: string, description?: string): Promise<Metadata> {
  const context = await loadSeoContext(host, lang);
  if (!context) return {};
  return buildPageMetadata(context.seo, { path, title: titleWithSite(title, context.seo.siteName), description, feedTitle: feedTitleOf(context, path) });
}

/** Organization and WebSite JSON-LD; sameAs from the social profiles the site's menus link to. */
export async function siteGraph({ host, lang }: RouteParams, links: readonly string[] = []): Promise<JsonLdObject | null> {
  const context = await loadSeoContext(host, lang);
  if (!context) return null;
  const { site, seo } = context;
  return siteJsonLd({
    origin: seo.origin,
    organizationName: site.organization.name,
    siteName: site.siteName,
    logo: site.logo,
    locale: site.locale,
    defaultLocale: site.defaultLocale,
    sameAs: socialProfiles(links),
  });
}

/** The BreadcrumbList of a created page: the breadcrumb bar's trail, with canonical URLs. */
export async function breadcrumbGraph({ host, lang }: RouteParams, path: string, overrides?: Record<string, CrumbOverride>): Promise<JsonLdObject | null> {
  const context = await loadSeoContext(host, lang);
  if (!context) return null;
  const { site, seo } = context;
  const trail = breadcrumbTrail(path, {
    organizationType: site.organization.type,
    locale: site.locale,
    link: (sitePath) => canonicalUrl(seo.origin, sitePath, site.locale, site.defaultLocale),
    overrides,
  });
  return breadcrumbJsonLd(trail, seo.origin);
}

/** The BlogPosting or TechArticle of a post at `path`, already found published by the route. */
export async function articleGraph(
  { host, lang }: RouteParams,
  type: ArticleInput["type"],
  post: { title: string; description: string | null; metadescription_for_page: string | null; main_photo: string | null; author_name: string | null; created_on: Date; updated_at: Date },
  path: string,
): Promise<JsonLdObject | null> {
  const context = await loadSeoContext(host, lang);
  if (!context) return null;
  const { site, seo } = context;
  return articleJsonLd({
    type,
    origin: seo.origin,
    url: canonicalUrl(seo.origin, path, site.locale, site.defaultLocale),
    locale: site.locale,
    headline: post.title,
    description: metaDescription(post.metadescription_for_page) ?? metaDescription(post.description) ?? null,
    image: post.main_photo,
    published: post.created_on,
    modified: post.updated_at,
    author: post.author_name,
  });
}

/** The site a Host header names, in its default language, with its origin; null for an unknown host. */
export async function siteOfHost(hostHeader: string | null): Promise<SeoContext | null> {
  if (!hostHeader?.trim()) return null;
  try {
    return await loadSeoContext(encodeURIComponent(hostHeader.trim().toLowerCase()), defaultLang);
  } catch (error) {
    if (error instanceof URIError) return null;
    throw error;
  }
}

/** A site file's text and the organization whose content it shows (the front caches it under its tag). */
export interface SiteText {
  organizationId: string;
  /** Null: the site has no such file (a sitemap number beyond the last). */
  text: string | null;
}

/** robots.txt of the site on this host; null for an unknown host. */
export async function robotsFor(hostHeader: string | null): Promise<SiteText | null> {
  const context = await siteOfHost(hostHeader);
  return context ? { organizationId: context.site.organization.id, text: robotsTxt(context.seo.origin, context.seo.locales) } : null;
}

/** The blog's title with the site's name ("Blog | Acme"): its feeds' title. */
const blogTitle = ({ site, seo }: SeoContext) => titleWithSite(blogLabel(site.organization.type, site.locale), seo.siteName);

/** The blog and its posts link to the blog's feeds. */
const feedTitleOf = (context: SeoContext, path: string) => (path === "/blog" || path.startsWith("/blog/") ? blogTitle(context) : undefined);

/**
 * Posts in a feed: the newest, as feed readers poll for what is new (a reader that missed more
 * finds them on the blog). Read with LIMIT, so a blog of any size costs the same.
 */
export const feedEntryLimit = 20;

/** The blog of a site's language as RSS or Atom, its newest `feedEntryLimit` posts; null for an unknown host or a language the site does not offer. */
export async function blogFeedFor({ host, lang }: RouteParams, format: FeedFormat, limit = feedEntryLimit): Promise<SiteText | null> {
  const context = await loadSeoContext(host, lang);
  if (!context) return null;
  const { site, seo } = context;
  const posts = await listLatestBlogPosts(site.organization.id, limit, site.locale);
  return { organizationId: site.organization.id, text: blogFeed({ site: seo, title: blogTitle(context), description: translator(site.locale, "blog")("intro"), posts }, format) };
}
