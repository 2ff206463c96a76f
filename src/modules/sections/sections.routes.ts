import { createRoute, z } from "@hono/zod-openapi";
import { toJson } from "@/lib/json";
import type { TenantEnv } from "@/modules/organizations/organizations.service";
import { requireAdmin } from "@/server/http/guards";
import { access, errorResponses, jsonBody, jsonContent, named, versionConflictResponse } from "@/server/http/responses";
import { AppError } from "@/server/http/errors";
import { createRouter } from "@/server/http/router";
import * as sections from "./sections.service";
import {
  attachMetricBody,
  createMetricBody,
  createSectionBody,
  forceQuery,
  metricIdParam,
  metricResponse,
  metricIdQuery,
  pageQuery,
  patchMetricBody,
  reorderMetricsBody,
  saveSectionBody,
  sectionIdParam,
  sectionMessages,
  templateSectionResponse,
} from "./sections.validation";

export const sectionsRoutes = createRouter<TenantEnv>();

const metric = named(metricResponse, "Metric");
const templateSection = named(templateSectionResponse, "TemplateSection");

const success = z.object({ success: z.literal(true) });

// GET /api/template-sections?url_page=/about - a page's sections with their metrics, for everyone
sectionsRoutes.openapi(
  createRoute({
    method: "get",
    path: "/template-sections",
    tags: ["Template sections"],
    summary: "The sections of a page, in order, each with its metrics (`/` is the home page)",
    ...access.public,
    request: { query: pageQuery },
    responses: { 200: jsonContent(z.array(templateSection), "The page's sections"), ...errorResponses(404) },
  }),
  async (c) => {
    const { url_page: urlPage } = c.req.valid("query");
    if (!urlPage) throw new AppError({ code: "bad_request", message: sectionMessages.pathnameUndefined });
    return c.json(toJson(await sections.listPageSections(c.get("organization").id, urlPage)), 200);
  },
);

// POST /api/template-sections - add a section at the end of its page
sectionsRoutes.openapi(
  createRoute({
    method: "post",
    path: "/template-sections",
    tags: ["Template sections"],
    summary: "Create a section; its order is the page's highest + 10",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: jsonBody(createSectionBody),
    responses: { 201: jsonContent(templateSection, "The new section"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => {
    const section = await sections.createSection(c.get("organization").id, c.req.valid("json"));
    return c.json(toJson(section), 201);
  },
);

// PUT /api/template-sections/:id - update a section
sectionsRoutes.openapi(
  createRoute({
    method: "put",
    path: "/template-sections/{id}",
    tags: ["Template sections"],
    summary: "Update any of a section's editable fields; with `version`, only if nobody saved it since (else 409 with the current section)",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: sectionIdParam, ...jsonBody(saveSectionBody) },
    responses: {
      200: jsonContent(templateSection, "The updated section, its version raised by one"),
      ...errorResponses(401, 403, 404),
      ...versionConflictResponse(templateSection),
    },
  }),
  async (c) => {
    const section = await sections.updateSection(c.get("organization").id, c.req.valid("param").id, c.req.valid("json"));
    return c.json(toJson(section), 200);
  },
);

// DELETE /api/template-sections/:id - delete a section (its metrics stay in the library)
sectionsRoutes.openapi(
  createRoute({
    method: "delete",
    path: "/template-sections/{id}",
    tags: ["Template sections"],
    summary: "Delete a section",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: sectionIdParam },
    responses: { 200: jsonContent(success, "Deleted"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => {
    await sections.deleteSection(c.get("organization").id, c.req.valid("param").id);
    return c.json({ success: true as const }, 200);
  },
);

// POST /api/template-sections/:id/metrics - append a library metric to a section
sectionsRoutes.openapi(
  createRoute({
    method: "post",
    path: "/template-sections/{id}/metrics",
    tags: ["Template sections"],
    summary: "Attach a metric at the end of the section; a metric shows once per section",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: sectionIdParam, ...jsonBody(attachMetricBody) },
    responses: { 200: jsonContent(templateSection, "The section with its metrics"), ...errorResponses(401, 403, 404, 409) },
  }),
  async (c) => {
    const section = await sections.attachMetric(c.get("organization").id, c.req.valid("param").id, c.req.valid("json").metric_id);
    return c.json(toJson(section), 200);
  },
);

// DELETE /api/template-sections/:id/metrics?metric_id=… - remove a metric from a section (it stays in the library)
sectionsRoutes.openapi(
  createRoute({
    method: "delete",
    path: "/template-sections/{id}/metrics",
    tags: ["Template sections"],
    summary: "Remove a metric from the section",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: sectionIdParam, query: metricIdQuery },
    responses: { 200: jsonContent(templateSection, "The section with its metrics"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => {
    const section = await sections.detachMetric(c.get("organization").id, c.req.valid("param").id, c.req.valid("query").metric_id);
    return c.json(toJson(section), 200);
  },
);

// PUT /api/template-sections/:id/metrics - reorder a section's metrics
sectionsRoutes.openapi(
  createRoute({
    method: "put",
    path: "/template-sections/{id}/metrics",
    tags: ["Template sections"],
    summary: "Reorder the section's metrics; metric_ids lists each of them once, in the new order",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: sectionIdParam, ...jsonBody(reorderMetricsBody) },
    responses: { 200: jsonContent(templateSection, "The section with its metrics"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => {
    const section = await sections.reorderMetrics(c.get("organization").id, c.req.valid("param").id, c.req.valid("json").metric_ids);
    return c.json(toJson(section), 200);
  },
);

// GET /api/metrics - the organization's metric library
sectionsRoutes.openapi(
  createRoute({
    method: "get",
    path: "/metrics",
    tags: ["Metrics"],
    summary: "The metric library, oldest first",
    ...access.admin,
    middleware: [requireAdmin] as const,
    responses: { 200: jsonContent(z.array(metric), "Every metric of the organization"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => c.json(toJson(await sections.listMetrics(c.get("organization").id)), 200),
);

// POST /api/metrics - create a metric, and with section_id attach it in the same transaction
sectionsRoutes.openapi(
  createRoute({
    method: "post",
    path: "/metrics",
    tags: ["Metrics"],
    summary: "Create a metric (title and description required), optionally appended to a section",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: jsonBody(createMetricBody),
    responses: { 201: jsonContent(metric, "The new metric"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => {
    const created = await sections.createMetric(c.get("organization").id, c.req.valid("json"));
    return c.json(toJson(created), 201);
  },
);

// PATCH /api/metrics/:id - change one field of a metric
sectionsRoutes.openapi(
  createRoute({
    method: "patch",
    path: "/metrics/{id}",
    tags: ["Metrics"],
    summary:
      "Change exactly one field: is_title_displayed, is_image_rounded_full, is_card_type, background_color, title, description or image; with `version`, only if nobody saved the metric since (else 409)",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: metricIdParam, ...jsonBody(patchMetricBody) },
    responses: {
      200: jsonContent(metric, "The updated metric, its version raised by one"),
      ...errorResponses(401, 403, 404),
      ...versionConflictResponse(metric),
    },
  }),
  async (c) => {
    const updated = await sections.patchMetric(c.get("organization").id, c.req.valid("param").id, c.req.valid("json"));
    return c.json(toJson(updated), 200);
  },
);

// DELETE /api/metrics/:id?force=true - delete a metric permanently, from every section
sectionsRoutes.openapi(
  createRoute({
    method: "delete",
    path: "/metrics/{id}",
    tags: ["Metrics"],
    summary: "Delete a metric from the library and all sections; requires force=true",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: metricIdParam, query: forceQuery },
    responses: { 200: jsonContent(success, "Deleted"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => {
    await sections.deleteMetricPermanently(c.get("organization").id, c.req.valid("param").id, c.req.valid("query").force === "true");
    return c.json({ success: true as const }, 200);
  },
);
