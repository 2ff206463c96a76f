import { createRoute, z } from "@hono/zod-openapi";
import { toJson } from "@/lib/json";
import type { TenantEnv } from "@/modules/organizations/organizations.service";
import { requireAdmin } from "@/server/http/guards";
import { access, errorResponses, jsonContent, named, versionConflictResponse } from "@/server/http/responses";
import { pathnameUndefined, urlPage } from "@/lib/section-fields";
import { createRouter } from "@/server/http/router";
import { createHeroSection, deleteHeroSection, listHeroSections, updateHeroSection } from "./hero.service";
import { heroBody, heroResponse, heroUpdateBody } from "./hero.validation";
import { rowIdParam } from "@/lib/fields";

export const heroRoutes = createRouter<TenantEnv>();

const hero = named(heroResponse, "HeroSection");
const body = { content: { "application/json": { schema: named(heroBody, "HeroSectionInput") } }, required: true };
const updateBody = { content: { "application/json": { schema: named(heroUpdateBody, "HeroSectionUpdate") } }, required: true };
const idParam = rowIdParam("Hero section not found");

// GET /api/hero-sections?url_page=/ - a page's hero sections, in order
heroRoutes.openapi(
  createRoute({
    method: "get",
    path: "/hero-sections",
    tags: ["Hero sections"],
    summary: "The hero sections of a page (\"/\" is /home)",
    ...access.public,
    request: { query: z.object({ url_page: urlPage(pathnameUndefined) }) },
    responses: { 200: jsonContent(z.array(hero), "The page's heroes by order"), ...errorResponses(404) },
  }),
  async (c) => {
    const rows = await listHeroSections(c.get("organization").id, c.req.valid("query").url_page);
    return c.json(toJson(rows), 200);
  },
);

// POST /api/hero-sections - create a hero (url_page defaults to /home), last on its page
heroRoutes.openapi(
  createRoute({
    method: "post",
    path: "/hero-sections",
    tags: ["Hero sections"],
    summary: "Create a hero section; omitted style fields take the editor's defaults",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { body },
    responses: { 201: jsonContent(hero, "The created hero"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => {
    const created = await createHeroSection(c.get("organization").id, c.req.valid("json"));
    return c.json(toJson(created), 201);
  },
);

// PUT /api/hero-sections/:id - replace a hero
heroRoutes.openapi(
  createRoute({
    method: "put",
    path: "/hero-sections/{id}",
    tags: ["Hero sections"],
    summary:
      "Update a hero section (omitted fields take their defaults; an omitted url_page keeps the page); with `version`, only if nobody saved it since (else 409 with the current hero)",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: idParam, body: updateBody },
    responses: {
      200: jsonContent(hero, "The saved hero, its version raised by one"),
      ...errorResponses(401, 403, 404),
      ...versionConflictResponse(hero),
    },
  }),
  async (c) => {
    const { version, ...input } = c.req.valid("json");
    const updated = await updateHeroSection(c.get("organization").id, c.req.valid("param").id, input, version);
    return c.json(toJson(updated), 200);
  },
);

// DELETE /api/hero-sections/:id - delete a hero
heroRoutes.openapi(
  createRoute({
    method: "delete",
    path: "/hero-sections/{id}",
    tags: ["Hero sections"],
    summary: "Delete a hero section",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: idParam },
    responses: { 200: jsonContent(z.object({ success: z.literal(true) }), "Deleted"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => {
    await deleteHeroSection(c.get("organization").id, c.req.valid("param").id);
    return c.json({ success: true as const }, 200);
  },
);
