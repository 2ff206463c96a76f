import { createRoute, z } from "@hono/zod-openapi";
import { toJson } from "@/lib/json";
import type { TenantEnv } from "@/modules/organizations/organizations.service";
import { requireAdmin } from "@/server/http/guards";
import { access, errorResponses, jsonContent, named } from "@/server/http/responses";
import { AppError } from "@/server/http/errors";
import { createRouter } from "@/server/http/router";
import * as sections from "./sections.service";
import {
  attachMetricBody,
  createMetricBody,
  createSectionBody,
  forceQuery,
  metricIdParam,
  metricIdQuery,
  pageQuery,
  patchMetricBody,
  reorderMetricsBody,
  sectionIdParam,
  sectionMessages,
  updateSectionBody,
} from "./sections.validation";

export const sectionsRoutes = createRouter<TenantEnv>();

const gradient = z.object({ from: z.string(), via: z.string().optional(), to: z.string() });
const translations = z.record(z.string(), z.string());

const metric = named(
  z.object({
    id: z.uuid(),
    title: z.string(),
    description: z.string(),
    title_translation: translations,
    description_translation: translations,
    image: z.string().nullable(),
    is_image_rounded_full: z.boolean(),
    is_title_displayed: z.boolean(),
    is_card_type: z.boolean(),
    background_color: z.string().nullable(),
    is_gradient: z.boolean(),
    gradient: gradient.nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
  "Metric",
);

const templateSection = named(
  z.object({
    id: z.uuid(),
    organization_id: z.uuid(),
    url_page: z.string(),
    order: z.number().int(),
    section_title: z.string(),
    section_description: z.string(),
    section_title_translation: translations,
    section_description_translation: translations,
    background_color: z.string().nullable(),
    is_gradient: z.boolean(),
    gradient: gradient.nullable(),
    text_style_variant: z.string(),
    grid_columns: z.number().int(),
    image_metrics_height: z.string(),
    is_full_width: z.boolean(),
    is_section_title_aligned_center: z.boolean(),
    is_section_title_aligned_right: z.boolean(),
    is_image_bottom: z.boolean(),
    is_slider: z.boolean(),
    section_type: z.string(),
    is_reviews_section: z.boolean(),
    is_help_center_section: z.boolean(),
    is_real_estate_modal: z.boolean(),
    is_brand: z.boolean(),
    is_article_slider: z.boolean(),
    is_contact_section: z.boolean(),
    is_faq_section: z.boolean(),
    is_pricingplans_section: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
    website_metric: z.array(metric),
  }),
  "TemplateSection",
);

const success = z.object({ success: z.literal(true) });
const jsonBody = <T extends z.ZodType>(schema: T) => ({ body: { content: { "application/json": { schema } }, required: true } });

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
    summary: "Update any of a section's editable fields",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: sectionIdParam, ...jsonBody(updateSectionBody) },
    responses: { 200: jsonContent(templateSection, "The updated section"), ...errorResponses(401, 403, 404) },
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
    summary: "Change exactly one field: is_title_displayed, is_image_rounded_full, is_card_type, background_color, title, description or image",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: metricIdParam, ...jsonBody(patchMetricBody) },
    responses: { 200: jsonContent(metric, "The updated metric"), ...errorResponses(401, 403, 404) },
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
