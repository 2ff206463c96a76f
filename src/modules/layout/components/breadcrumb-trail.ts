import type { Locale } from "@/lib/locales";
import type { OrganizationType } from "@/modules/organizations/organizations.validation";
import { breadcrumbWords, type BlogLabel, type OfferingLabel } from "../breadcrumb-strings";

/** Spec 001 §5 and §9: breadcrumb labels are cut at 25 characters. */
export const breadcrumbLabelLimit = 25;

/**
 * What /products lists, per organization type (spec 000 §9 types). Most of them are service
 * businesses: an immigration adviser or a solicitor sells services, a school courses, a clinic
 * treatments, so "Products" would name the page wrongly. Only sellers of goods or software keep it.
 */
const offeringByType: Record<OrganizationType, OfferingLabel> = {
  immigration: "services", solicitor: "services", finance: "services", services: "services", construction: "services",
  marketing: "services", consulting: "services", automotive: "services", hospitality: "services", transportation: "services",
  healthcare: "services", doctor: "treatments", beauty: "treatments", education: "courses", job: "jobs",
  realestate: "properties", software: "products", retail: "products", technology: "products", platform: "products", general: "products",
};

/** The blog's usual name per type: advisory firms publish insights, clinics and schools articles, shops and venues news. */
const blogByType: Partial<Record<OrganizationType, BlogLabel>> = {
  solicitor: "insights", finance: "insights", consulting: "insights", marketing: "insights",
  doctor: "articles", healthcare: "articles", education: "articles",
  hospitality: "news", retail: "news", automotive: "news", transportation: "news", realestate: "news",
};

export interface Crumb {
  /** What the visitor reads, cut to 25 characters. */
  label: string;
  /** The whole label when it was cut (shown as a tooltip). */
  fullLabel?: string;
  /** With the language prefix. */
  href: string;
  /** The first crumb, shown as the Home icon. */
  home?: true;
  /** The last crumb: the page itself, shown as text, not a link. */
  current?: true;
}

/** Label and/or site path (without language prefix) that replace a segment's. */
export interface CrumbOverride {
  label?: string;
  href?: string;
}

export interface BreadcrumbOptions {
  organizationType: string;
  locale: Locale;
  /** Adds the language prefix to a site path (see `requireSite`). */
  link: (path: string) => string;
  /** Keyed by the decoded path segment, e.g. `{ "visa-help": { label: "Visa help desk" } }`. */
  overrides?: Record<string, CrumbOverride>;
  /** Crumbs placed right after the Products crumb (ignored when the path has none); hrefs are site paths. */
  afterProducts?: { label: string; href: string }[];
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape is shown as typed rather than failing the page
  }
}

/** "visa-help" → "Visa help": hyphens become spaces and the first letter is capitalised (spec 001 §2). */
export function segmentLabel(segment: string, locale: Locale): string {
  const [first = "", ...rest] = Array.from(segment.replaceAll("-", " ").trim());
  return first.toLocaleUpperCase(locale) + rest.join("");
}

/** Cuts by characters, not UTF-16 units, so an emoji or CJK character is never split. */
export function truncateLabel(label: string): Pick<Crumb, "label" | "fullLabel"> {
  const characters = Array.from(label);
  if (characters.length <= breadcrumbLabelLimit) return { label };
  return { label: `${characters.slice(0, breadcrumbLabelLimit).join("").trimEnd()}…`, fullLabel: label };
}

/** What the site calls its /blog: Blog, News, Insights or Articles, by organization type. */
export function blogLabel(organizationType: string, locale: Locale): string {
  return breadcrumbWords(locale).blog[blogByType[organizationType as OrganizationType] ?? "blog"];
}

/** What the site calls its /products: Products, Services, Courses… by organization type. */
export function offeringLabel(organizationType: string, locale: Locale): string {
  return breadcrumbWords(locale).offering[offeringByType[organizationType as OrganizationType] ?? "products"];
}

/** What /help-center and /docs are called in a language. */
export const helpCenterLabel = (locale: Locale) => breadcrumbWords(locale).helpCenter;
export const documentationLabel = (locale: Locale) => breadcrumbWords(locale).docs;

function segmentDefaultLabel(segment: string, index: number, { organizationType, locale }: BreadcrumbOptions): string {
  // The site's own top-level /products and /blog are named by type, /help-center and /docs by name; deeper down such a slug is just a word.
  if (index === 0 && segment === "products") return offeringLabel(organizationType, locale);
  if (index === 0 && segment === "blog") return blogLabel(organizationType, locale);
  if (index === 0 && segment === "help-center") return helpCenterLabel(locale);
  if (index === 0 && segment === "docs") return documentationLabel(locale);
  return segmentLabel(segment, locale);
}

/**
 * The breadcrumb trail of a page (spec 001 §2): Home, then one crumb per path segment; empty on
 * the home page, which shows no bar. `pathname` is the site path without the language prefix.
 */
export function breadcrumbTrail(pathname: string, options: BreadcrumbOptions): Crumb[] {
  const segments = pathname.split("/").filter((segment) => segment !== "");
  if (segments.length === 0) return [];
  const trail: Crumb[] = [{ label: breadcrumbWords(options.locale).home, href: options.link("/"), home: true }];
  segments.forEach((segment, index) => {
    const decoded = decodeSegment(segment);
    const override = options.overrides?.[decoded];
    const path = `/${segments.slice(0, index + 1).join("/")}`;
    trail.push({ ...truncateLabel(override?.label ?? segmentDefaultLabel(decoded, index, options)), href: options.link(override?.href ?? path) });
    if (index === 0 && decoded === "products") {
      for (const extra of options.afterProducts ?? []) trail.push({ ...truncateLabel(extra.label), href: options.link(extra.href) });
    }
  });
  trail[trail.length - 1]!.current = true;
  return trail;
}
