import { createRoute } from "@hono/zod-openapi";
import type { TenantEnv } from "@/modules/organizations/organizations.service";
import { requireAdmin } from "@/server/http/guards";
import { access, errorResponses, jsonContent, named, versionConflictResponse } from "@/server/http/responses";
import { createRouter } from "@/server/http/router";
import { getPageLayout, listSectionIndex, savePageLayout } from "./layout.service";
import { layoutSection, pageLayoutQuery, saveLayoutBody, sectionIndexEntry } from "./layout.validation";

export const layoutRoutes = createRouter<TenantEnv>();

const layout = named(layoutSection.array(), "PageLayout");

// GET /api/page-layout?url_page=/about - the page's sections in display order, for the layout manager
layoutRoutes.openapi(
  createRoute({
    method: "get",
    path: "/page-layout",
    tags: ["Page layout"],
    summary: "A page's hero, template and heading sections, merged and ordered",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { query: pageLayoutQuery },
    responses: { 200: jsonContent(layout, "The page's sections; order is the zero-based position"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => c.json(await getPageLayout(c.get("organization").id, c.req.valid("query").url_page), 200),
);

// PUT /api/page-layout - save the new order of a page's sections
layoutRoutes.openapi(
  createRoute({
    method: "put",
    path: "/page-layout",
    tags: ["Page layout"],
    summary:
      "Reorder a page's sections; the list must hold each of the page's sections exactly once. With each section's `version`, only if none was saved or moved since (else 409 with the current layout)",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { body: { content: { "application/json": { schema: saveLayoutBody } }, required: true } },
    responses: {
      200: jsonContent(layout, "The page's sections in their saved order; the moved ones have a new version"),
      ...errorResponses(401, 403, 404),
      ...versionConflictResponse(layout),
    },
  }),
  async (c) => c.json(await savePageLayout(c.get("organization").id, c.req.valid("json")), 200),
);

// GET /api/section-index - every placed section of the site with its page, for the command palette's search
layoutRoutes.openapi(
  createRoute({
    method: "get",
    path: "/section-index",
    tags: ["Page layout"],
    summary: "Every hero, template and heading section of the site with its page and title",
    ...access.admin,
    middleware: [requireAdmin] as const,
    responses: { 200: jsonContent(named(sectionIndexEntry.array(), "SectionIndex"), "The sections, by page and title"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => c.json(await listSectionIndex(c.get("organization").id), 200),
);
