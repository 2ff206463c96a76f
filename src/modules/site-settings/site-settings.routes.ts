import { createRoute, z } from "@hono/zod-openapi";
import { isUuid, toJson } from "@/lib/json";
import type { TenantEnv } from "@/modules/organizations/organizations.service";
import { requireAdmin } from "@/server/http/guards";
import { access, errorResponses, jsonContent, named } from "@/server/http/responses";
import { notFound } from "@/server/http/errors";
import { createRouter } from "@/server/http/router";
import { getOrganizationData, getTabData, saveOrganization, saveOrganizationBody, settingsTabs } from "./site-settings.service";
import { organizationDataResponse } from "./site-settings.validation";

export const siteSettingsRoutes = createRouter<TenantEnv>();

const orgParam = z.object({ orgId: z.string().max(64) });
const organizationData = named(organizationDataResponse, "OrganizationData");

/** Another organization's id is "not found", whoever asks (spec decision 2). */
function ownOrganizationId(orgId: string, organization: { id: string }): string {
  if (!isUuid(orgId) || orgId !== organization.id) throw notFound("Organization not found");
  return orgId;
}

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
