import { z } from "zod";
import { knownLocales } from "@/lib/locales";

/** A row of a list as the client reads it: each list's fields belong to its own module. */
export const organizationRow = z.looseObject({ id: z.string() });

/** GET and PUT /api/organizations/{orgId} (spec 000 §7): the organization, its settings and every related collection, with rows of `row`. */
const organizationData = <Row extends z.ZodType>(row: Row) => {
  const rows = z.array(row);
  return z.object({
    organization: z.looseObject({ id: z.string(), name: z.string().nullable().optional() }),
    settings: z.record(z.string(), z.unknown()),
    website_hero: row.nullable(),
    menu_items: rows,
    submenu_items: rows,
    blog_posts: rows,
    products: rows,
    pricing_plans: rows,
    features: rows,
    faqs: rows,
    banners: rows,
    cookie_categories: rows,
    cookie_services: rows,
    cookie_consent_records: rows,
  });
};

/** The answer as the API documents it (rows are loosely typed: their shapes belong to their modules' endpoints). */
export const organizationDataResponse = organizationData(z.record(z.string(), z.unknown()));
/** The same answer as the Global Settings modal parses it: every row has an id. */
export const organizationDataReply = organizationData(organizationRow);

/** Messages of `GET /api/site`. */
export const siteMessages = {
  languageNotOffered: "This site is not offered in that language",
} as const;

/** `GET /api/site?lang=`: the route segment a page was reached with, `-` (the default) for no prefix. */
export const siteQuery = z.object({
  lang: z.string().max(16, siteMessages.languageNotOffered).default("-"),
});

/**
 * `GET /api/site`: what the back office's and account pages show of the host's site, in one of its
 * languages. Everything here is public (the public pages show it too).
 */
export const siteResponse = z.object({
  organization: z.object({ id: z.uuid(), name: z.string(), slug: z.string(), type: z.string() }),
  site_name: z.string().describe("The setting `site`, else the organization's name"),
  logo: z.string().nullable(),
  locale: z.enum(knownLocales).describe("The page's language: the prefix's, or the organization's default for `-`"),
  default_locale: z.enum(knownLocales),
  locales: z.array(z.enum(knownLocales)).describe("The languages the site offers"),
  lang: z.string().describe("The route segment asked for (`-`: no prefix)"),
  link_base: z.string().describe("What the site's links in this language start with: `` for the default language, else `/{lang}`"),
  with_language_switch: z.boolean(),
});
export type SiteResponse = z.output<typeof siteResponse>;

/** `GET /api/organizations/{orgId}/translations`: per language the site offers besides its own. */
export const translationCoverageResponse = z.object({
  default_language: z.string(),
  languages: z.array(
    z.object({
      language: z.string(),
      total: z.number().int().describe("Texts with base text"),
      translated: z.number().int().describe("Of those, the ones with a translation in this language"),
      missing: z.array(z.object({ kind: z.string(), label: z.string(), path: z.string().nullable() })).describe("The first places lacking a translation"),
    }),
  ),
});
