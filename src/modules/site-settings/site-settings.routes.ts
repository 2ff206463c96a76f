import { createRoute, z } from "@hono/zod-openapi";
import { isUuid, toJson } from "@/lib/json";
import type { TenantEnv } from "@/modules/organizations/organizations.service";
import { requireAdmin } from "@/server/http/guards";
import { access, errorResponses, jsonContent, named } from "@/server/http/responses";
import { notFound } from "@/server/http/errors";
import { createRouter } from "@/server/http/router";
import { siteOf } from "@/modules/organizations/site.service";
import { defaultLang } from "@/lib/site-path";
import { getOrganizationData, getTabData, saveOrganization, saveOrganizationBody, settingsTabs } from "./site-settings.service";
import { organizationDataResponse, siteMessages, siteQuery, siteResponse, translationCoverageResponse } from "./site-settings.validation";
import { translationCoverageOf } from "./translation-coverage.service";

export const siteSettingsRoutes = createRouter<TenantEnv>();

const orgParam = z.object({ orgId: z.string().max(64) });
const organizationData = named(organizationDataResponse, "OrganizationData");

/** Another organization's id is "not found", whoever asks (spec decision 2). */
function ownOrganizationId(orgId: string, organization: { id: string }): string {
  if (!isUuid(orgId) || orgId !== organization.id) throw notFound("Organization not found");
  return orgId;
}

// GET /api/site?lang= - the host's site in one of its languages, as the back office's pages show it
siteSettingsRoutes.openapi(
  createRoute({
    method: "get",
    path: "/site",
    tags: ["Organizations"],
    summary: "The host's site: its organization, name, logo and languages, in the language of a route segment",
    description: "`lang` is a page's language prefix, or `-` (the default) for none; a language the site does not offer is not found.",
    ...access.public,
    request: { query: siteQuery },
    responses: { 200: jsonContent(named(siteResponse, "Site"), "The site"), ...errorResponses(404) },
  }),
  async (c) => {
    const site = await siteOf(c.get("organization"), c.req.valid("query").lang);
    if (!site) throw notFound(siteMessages.languageNotOffered);
    const { organization, siteName, logo, locale, defaultLocale, locales, lang, withLanguageSwitch } = site;
    const linkBase = lang === defaultLang ? "" : `/${lang}`;
    return c.json(
      { organization, site_name: siteName, logo, locale, default_locale: defaultLocale, locales, lang, link_base: linkBase, with_language_switch: withLanguageSwitch },
      200,
    );
  },
);

// GET /api/organizations/:orgId - the organization, its settings and every related collection
siteSettingsRoutes.openapi(
  createRoute({
    method: "get",
    path: "/organizations/{orgId}",
    tags: ["Organizations"],
    summary: "An organization with its settings and collections (Global Settings)",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: orgParam },
    responses: { 200: jsonContent(organizationData, "The organization"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => {
    const orgId = ownOrganizationId(c.req.valid("param").orgId, c.get("organization"));
    return c.json(toJson(await getOrganizationData(orgId)), 200);
  },
);

// PUT /api/organizations/:orgId - save Global Settings: settings and the lists sent, all or nothing
siteSettingsRoutes.openapi(
  createRoute({
    method: "put",
    path: "/organizations/{orgId}",
    tags: ["Organizations"],
    summary: "Save settings and lists (products, pricing plans, features, FAQs)",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: orgParam, body: { content: { "application/json": { schema: saveOrganizationBody } }, required: true } },
    responses: { 200: jsonContent(organizationData, "The saved organization"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => {
    const orgId = ownOrganizationId(c.req.valid("param").orgId, c.get("organization"));
    return c.json(toJson(await saveOrganization(orgId, c.req.valid("json"))), 200);
  },
);

// GET /api/organizations/:orgId/sections/:section - one Global Settings tab's data, after a save
siteSettingsRoutes.openapi(
  createRoute({
    method: "get",
    path: "/organizations/{orgId}/sections/{section}",
    tags: ["Organizations"],
    summary: "One settings tab's data",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: orgParam.extend({ section: z.string().max(40) }) },
    responses: { 200: jsonContent(z.record(z.string(), z.unknown()), "The tab's data"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => {
    const { orgId, section } = c.req.valid("param");
    ownOrganizationId(orgId, c.get("organization"));
    const tab = settingsTabs.find((name) => name === section);
    if (!tab) throw notFound(`No settings tab is named ${section}`);
    return c.json(toJson(await getTabData(orgId, tab)), 200);
  },
);

// GET /api/organizations/:orgId/translations - how much of the site each of its other languages covers
siteSettingsRoutes.openapi(
  createRoute({
    method: "get",
    path: "/organizations/{orgId}/translations",
    tags: ["Organizations"],
    summary: "How much of the site each language it offers besides its own is translated, and what is missing",
    description: "Counts the texts with base text (sections, cards, menus, questions, features, meeting types, shown posts) and those with a translation in each language; `missing` names the first places lacking one.",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: orgParam },
    responses: { 200: jsonContent(named(translationCoverageResponse, "TranslationCoverage"), "Each language's coverage"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => {
    const orgId = ownOrganizationId(c.req.valid("param").orgId, c.get("organization"));
    return c.json(await translationCoverageOf(orgId), 200);
  },
);
