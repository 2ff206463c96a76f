import { createRoute, z } from "@hono/zod-openapi";
import { toJson } from "@/lib/json";
import type { TenantEnv } from "@/modules/organizations/organizations.service";
import { requireAdmin } from "@/server/http/guards";
import { access, errorResponses, jsonContent, named, versionConflictResponse } from "@/server/http/responses";
import { pathnameUndefined, urlPage } from "@/lib/section-fields";
import { createRouter } from "@/server/http/router";
import { createHeadingSection, deleteHeadingSection, listHeadingSections, updateHeadingSection } from "./headings.service";
import { headingBody, headingResponse, headingUpdateBody } from "./headings.validation";
import { rowIdParam } from "@/lib/fields";

export const headingsRoutes = createRouter<TenantEnv>();

const heading = named(headingResponse, "HeadingSection");
const body = { content: { "application/json": { schema: named(headingBody, "HeadingSectionInput") } }, required: true };
const updateBody = { content: { "application/json": { schema: named(headingUpdateBody, "HeadingSectionUpdate") } }, required: true };
const idParam = rowIdParam("Heading section not found");

// GET /api/template-heading-sections?url_page=/about - a page's heading sections, in order
headingsRoutes.openapi(
  createRoute({
    method: "get",
    path: "/template-heading-sections",
    tags: ["Heading sections"],
    summary: "The heading sections of a page (\"/\" is /home)",
    ...access.public,
    request: { query: z.object({ url_page: urlPage(pathnameUndefined) }) },
    responses: { 200: jsonContent(z.array(heading), "The page's heading sections by order"), ...errorResponses(404) },
  }),
  async (c) => {
    const rows = await listHeadingSections(c.get("organization").id, c.req.valid("query").url_page);
    return c.json(toJson(rows), 200);
  },
);

// POST /api/template-heading-sections - create a heading section, last on its page
headingsRoutes.openapi(
  createRoute({
    method: "post",
    path: "/template-heading-sections",
    tags: ["Heading sections"],
    summary: "Create a heading section",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { body },
    responses: { 201: jsonContent(heading, "The created section"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => {
    const created = await createHeadingSection(c.get("organization").id, c.req.valid("json"));
    return c.json(toJson(created), 201);
  },
);

// PUT /api/template-heading-sections/:id - replace a heading section
headingsRoutes.openapi(
  createRoute({
    method: "put",
    path: "/template-heading-sections/{id}",
    tags: ["Heading sections"],
    summary:
      "Update a heading section (omitted optional fields take their defaults); with `version`, only if nobody saved it since (else 409 with the current section)",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: idParam, body: updateBody },
    responses: {
      200: jsonContent(heading, "The saved section, its version raised by one"),
      ...errorResponses(401, 403, 404),
      ...versionConflictResponse(heading),
    },
  }),
  async (c) => {
    const { version, ...input } = c.req.valid("json");
    const updated = await updateHeadingSection(c.get("organization").id, c.req.valid("param").id, input, version);
    return c.json(toJson(updated), 200);
  },
);

// DELETE /api/template-heading-sections/:id - delete a heading section
headingsRoutes.openapi(
  createRoute({
    method: "delete",
    path: "/template-heading-sections/{id}",
    tags: ["Heading sections"],
    summary: "Delete a heading section",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: idParam },
    responses: { 200: jsonContent(z.object({ success: z.literal(true) }), "Deleted"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => {
    await deleteHeadingSection(c.get("organization").id, c.req.valid("param").id);
    return c.json({ success: true as const }, 200);
  },
);
