import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { toJson } from "@/lib/json";
import type { TenantEnv } from "@/modules/organizations/organizations.service";
import { memberOf, requireAdmin } from "@/server/http/guards";
import { access, errorResponses, jsonContent, named } from "@/server/http/responses";
import { visitorIdOf } from "@/server/http/visitor-id";
import { notFound } from "@/server/http/errors";
import { createRouter } from "@/server/http/router";
import * as cookies from "./cookies.service";
import {
  categoryResponse,
  consentBody,
  consentQuery,
  consentRecordResponse,
  consentRecordsQuery,
  consentResponse,
  createCategoryBody,
  createServiceBody,
  serviceResponse,
  updateCategoryBody,
  updateServiceBody,
} from "./cookies.validation";
import { rowIdParam } from "@/lib/fields";

export const cookiesRoutes = createRouter<TenantEnv>();

const tags = ["Cookies"];
const categoryId = rowIdParam("Cookie category not found");
const serviceId = rowIdParam("Cookie service not found");
const consent = named(consentResponse, "CookieConsent");
const category = named(categoryResponse.omit({ cookie_service: true }), "CookieCategory");
const service = named(serviceResponse, "CookieService");
const deleted = z.object({ success: z.literal(true) });
const json = <T extends z.ZodType>(schema: T) => ({ body: { content: { "application/json": { schema } }, required: true } });

/** The consent's owner: the signed-in user (if any) and the browser's visitor id. */
async function consenterOf(c: Context<TenantEnv>, organizationId: string): Promise<cookies.Consenter> {
  if (organizationId !== c.get("organization").id) throw notFound("Organization not found");
  const member = await memberOf(c);
  return { userId: member?.user.id ?? null, visitorId: visitorIdOf(c) };
}

// GET /api/cookies/categories - the cookie categories with their services, for the privacy dialog
cookiesRoutes.openapi(
  createRoute({
    method: "get",
    path: "/cookies/categories",
    tags,
    summary: "Cookie categories by order, each with its services (cookie_service)",
    ...access.public,
    responses: { 200: jsonContent(named(z.array(categoryResponse), "CookieCategories"), "Categories with their services"), ...errorResponses(404) },
  }),
  async (c) => c.json(await cookies.listCategoriesWithServices(c.get("organization").id), 200),
);

// GET /api/cookies/consent?organization_id= - the caller's latest consent, and whether to ask again
cookiesRoutes.openapi(
  createRoute({
    method: "get",
    path: "/cookies/consent",
    tags,
    summary: "The latest consent of the signed-in user, or of this browser (atrium_visitor cookie); essential services only when none",
    ...access.public,
    request: { query: consentQuery },
    responses: { 200: jsonContent(consent, "Consented services and whether consent is needed"), ...errorResponses(404) },
  }),
  async (c) => {
    const organizationId = c.get("organization").id;
    const who = await consenterOf(c, c.req.valid("query").organization_id);
    return c.json(await cookies.getConsent(organizationId, who), 200);
  },
);

// POST /api/cookies/consent - record the caller's consent (essential services always included)
cookiesRoutes.openapi(
  createRoute({
    method: "post",
    path: "/cookies/consent",
    tags,
    summary: "Record a consent: who, which services, when, under which policy revision (public: visitors consent too)",
    ...access.public,
    request: json(consentBody),
    responses: { 201: jsonContent(consent, "The recorded consent"), ...errorResponses(404) },
  }),
  async (c) => {
    const input = c.req.valid("json");
    const who = await consenterOf(c, input.organization_id);
    const recorded = await cookies.recordConsent(c.get("organization").id, who, input, c.req.header("user-agent") ?? null);
    return c.json(recorded, 201);
  },
);

// GET /api/cookies/consent-records - the proof of consent: every decision recorded, for admins
cookiesRoutes.openapi(
  createRoute({
    method: "get",
    path: "/cookies/consent-records",
    tags,
    summary: "The organization's consent records, newest first (who, which services, when, under which policy revision, from which browser)",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { query: consentRecordsQuery },
    responses: { 200: jsonContent(named(z.array(consentRecordResponse), "CookieConsentRecords"), "Consent records"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => c.json(toJson(await cookies.listConsentRecords(c.get("organization").id, c.req.valid("query"))), 200),
);

// POST /api/cookies/policy-revision - raise the policy revision, so that visitors are asked again
cookiesRoutes.openapi(
  createRoute({
    method: "post",
    path: "/cookies/policy-revision",
    tags,
    summary: "Raise the cookie policy revision (every visitor is asked for consent again)",
    ...access.admin,
    middleware: [requireAdmin] as const,
    responses: { 200: jsonContent(z.object({ policy_revision: z.number() }), "The new revision"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => c.json(await cookies.raisePolicyRevision(c.get("organization").id), 200),
);

// POST /api/cookies/categories - create a cookie category
cookiesRoutes.openapi(
  createRoute({
    method: "post",
    path: "/cookies/categories",
    tags,
    summary: "Create a cookie category (last unless an order is given)",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: json(createCategoryBody),
    responses: { 201: jsonContent(category, "The new category"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => c.json(toJson(await cookies.createCategory(c.get("organization").id, c.req.valid("json"))), 201),
);

// PUT /api/cookies/categories/{id} - update some fields of a cookie category
cookiesRoutes.openapi(
  createRoute({
    method: "put",
    path: "/cookies/categories/{id}",
    tags,
    summary: "Update a cookie category (partial); the Essential category keeps its name",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: categoryId, ...json(updateCategoryBody) },
    responses: { 200: jsonContent(category, "The updated category"), ...errorResponses(400, 401, 403, 404) },
  }),
  async (c) => {
    const updated = await cookies.updateCategory(c.get("organization").id, c.req.valid("param").id, c.req.valid("json"));
    return c.json(toJson(updated), 200);
  },
);

// DELETE /api/cookies/categories/{id} - delete a cookie category with its services
cookiesRoutes.openapi(
  createRoute({
    method: "delete",
    path: "/cookies/categories/{id}",
    tags,
    summary: "Delete a cookie category with its services",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: categoryId },
    responses: { 200: jsonContent(deleted, "Deleted"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => {
    await cookies.deleteCategory(c.get("organization").id, c.req.valid("param").id);
    return c.json({ success: true as const }, 200);
  },
);

// POST /api/cookies/services - create a cookie service in a category
cookiesRoutes.openapi(
  createRoute({
    method: "post",
    path: "/cookies/services",
    tags,
    summary: "Create a cookie service",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: json(createServiceBody),
    responses: { 201: jsonContent(service, "The new service"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => c.json(toJson(await cookies.createService(c.get("organization").id, c.req.valid("json"))), 201),
);

// PUT /api/cookies/services/{id} - update some fields of a cookie service
cookiesRoutes.openapi(
  createRoute({
    method: "put",
    path: "/cookies/services/{id}",
    tags,
    summary: "Update a cookie service (partial; category_id moves it)",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: serviceId, ...json(updateServiceBody) },
    responses: { 200: jsonContent(service, "The updated service"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => {
    const updated = await cookies.updateService(c.get("organization").id, c.req.valid("param").id, c.req.valid("json"));
    return c.json(toJson(updated), 200);
  },
);

// DELETE /api/cookies/services/{id} - delete a cookie service
cookiesRoutes.openapi(
  createRoute({
    method: "delete",
    path: "/cookies/services/{id}",
    tags,
    summary: "Delete a cookie service",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: serviceId },
    responses: { 200: jsonContent(deleted, "Deleted"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => {
    await cookies.deleteService(c.get("organization").id, c.req.valid("param").id);
    return c.json({ success: true as const }, 200);
  },
);
