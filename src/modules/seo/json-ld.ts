import type { Crumb } from "@/modules/layout/components/breadcrumb-trail";
import { absoluteUrl, canonicalUrl } from "./site-urls";

export type JsonLdObject = { "@context"?: string; "@type"?: string; [key: string]: unknown };

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` are written as `\u003c`,
 * `\u003e` and `\u0026`, so text such as `</script>` or `<!--` in a page title cannot end the script
 * (the JSON means the same). U+2028/2029 are escaped too, for older parsers.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Hosts of the usual social profiles: a site's links to them become the Organization's sameAs. */
const socialHosts = [
  "facebook.com", "instagram.com", "linkedin.com", "twitter.com", "x.com", "youtube.com", "tiktok.com",
  "pinterest.com", "github.com", "threads.net", "bsky.app", "mastodon.social", "t.me", "vk.com",
];

/**
 * The organization's social profiles among a site's links (its menu and footer): absolute https
 * URLs on a known social host, once each. Atrium has no separate "social links" setting, so the
 * links an admin put in the menus are what there is.
 */
export function socialProfiles(urls: readonly (string | null | undefined)[]): string[] {
  const found = new Set<string>();
  for (const value of urls) {
    const text = value?.trim() ?? "";
    // Most of a site's links are its own paths: skipped before parsing, where each would throw.
    if (!/^https?:\/\//i.test(text)) continue;
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      continue;
    }
    const host = url.hostname.toLowerCase().replace(/^(www|m)\./, "");
    if (!socialHosts.some((social) => host === social || host.endsWith(`.${social}`))) continue;
    if (url.pathname === "/" || url.pathname === "") continue; // the network itself, not a profile
    found.add(url.href);
  }
  return [...found];
}

export interface SiteGraphInput {
  origin: string;
  organizationName: string;
  siteName: string;
  logo: string | null;
  locale: string;
  defaultLocale: string;
  sameAs?: readonly string[];
}

/**
 * The Organization and the WebSite of every page, as one graph: the organization at the site's
 * root, the website at the home page in the page's language, published by the organization.
 */
export function siteJsonLd(input: SiteGraphInput): JsonLdObject {
  const root = `${input.origin}/`;
  const organizationId = `${root}#organization`;
  const logo = absoluteUrl(input.origin, input.logo);
  const organization: JsonLdObject = {
    "@type": "Organization",
    "@id": organizationId,
    name: input.organizationName,
    url: root,
    ...(logo ? { logo } : {}),
    ...(input.sameAs && input.sameAs.length > 0 ? { sameAs: [...input.sameAs] } : {}),
  };
  const website: JsonLdObject = {
    "@type": "WebSite",
    "@id": `${root}#website`,
    name: input.siteName,
    url: canonicalUrl(input.origin, "/", input.locale, input.defaultLocale),
    inLanguage: input.locale,
    publisher: { "@id": organizationId },
  };
  return { "@context": "https://schema.org", "@graph": [organization, website] };
}

/**
 * The BreadcrumbList of a page, crumb for crumb as the breadcrumb bar shows it (see
 * breadcrumb-trail.ts): whole labels rather than the bar's shortened ones, absolute URLs.
 * Null for the home page, which has no trail.
 */
export function breadcrumbJsonLd(trail: readonly Crumb[], origin: string): JsonLdObject | null {
  if (trail.length === 0) return null;
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.fullLabel ?? crumb.label,
      item: absoluteUrl(origin, crumb.href) ?? undefined,
    })),
  };
}

export interface ArticleInput {
  /** A blog post is a BlogPosting; a help article or documentation chapter a TechArticle. */
  type: "BlogPosting" | "TechArticle";
  origin: string;
  /** The post's canonical URL. */
  url: string;
  locale: string;
  headline: string;
  description: string | null;
  image: string | null;
  published: Date;
  modified: Date;
  author: string | null;
}

/** A post as schema.org's BlogPosting or TechArticle, published by the site's Organization (the graph of `siteJsonLd`). */
export function articleJsonLd(input: ArticleInput): JsonLdObject {
  const image = absoluteUrl(input.origin, input.image);
  return {
    "@context": "https://schema.org",
    "@type": input.type,
    "@id": `${input.url}#article`,
    url: input.url,
    mainEntityOfPage: input.url,
    headline: input.headline,
    ...(input.description ? { description: input.description } : {}),
    ...(image ? { image } : {}),
    datePublished: input.published.toISOString(),
    dateModified: input.modified.toISOString(),
    inLanguage: input.locale,
    ...(input.author ? { author: { "@type": "Person", name: input.author } } : {}),
    publisher: { "@id": `${input.origin}/#organization` },
  };
}
