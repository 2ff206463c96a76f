import { createRoute, z } from "@hono/zod-openapi";
import { toJson } from "@/lib/json";
import type { TenantEnv } from "@/modules/organizations/organizations.service";
import { memberOf, requireAdmin, requireUser, userOf } from "@/server/http/guards";
import { access, errorResponses, jsonContent, named } from "@/server/http/responses";
import { createRouter } from "@/server/http/router";
import * as bannersService from "./banners.service";
import { bannerBody, bannerResponse, bannersQuery, dismissalList, dismissalResponse } from "./banners.validation";
import { rowIdParam } from "@/lib/fields";

export const bannersRoutes = createRouter<TenantEnv>();

const tags = ["Banners"];
const idParam = rowIdParam("Banner not found");
const banner = named(bannerResponse, "Banner");
const bannerList = named(z.array(banner), "Banners");
const body = { body: { content: { "application/json": { schema: bannerBody } }, required: true } };

// GET /api/banners?path=/some/page - the banners a visitor sees on that page
bannersRoutes.openapi(
  createRoute({
    method: "get",
    path: "/banners",
    tags,
    summary: "Banners for a page: enabled, not ended, not dismissed by the signed-in caller, matching page_paths",
    description:
      "page_paths empty means every page; `/about` means that page only; `/blog/*` means /blog and every page below it. " +
      "Language prefixes are ignored, and no banner shows under /account/profile/tickets, /account/edupro/, /help-center, " +
      "/admin, /login, /signup, /register or /reset-password.",
    ...access.public,
    request: { query: bannersQuery },
    responses: { 200: jsonContent(bannerList, "Banners by order"), ...errorResponses(404) },
  }),
  async (c) => {
    const member = await memberOf(c);
    const list = await bannersService.listBannersForPath(c.get("organization").id, c.req.valid("query").path ?? "/", member?.user.id ?? null);
    return c.json(toJson(list), 200);
  },
);

// GET /api/banners/all - every banner of the organization, for its admins
bannersRoutes.openapi(
  createRoute({
    method: "get",
    path: "/banners/all",
    tags,
    summary: "Every banner, disabled and ended ones too",
    ...access.admin,
    middleware: [requireAdmin] as const,
    responses: { 200: jsonContent(bannerList, "Banners by order"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => c.json(toJson(await bannersService.listAllBanners(c.get("organization").id)), 200),
);

// GET /api/banners/dismissals - the caller's dismissals that still hold (the cached pages carry every banner)
bannersRoutes.openapi(
  createRoute({
    method: "get",
    path: "/banners/dismissals",
    tags,
    summary: "The signed-in caller's banner dismissals in this organization that have not run out; none for anonymous callers",
    description:
      "Public pages are cached and the same for every visitor, so they carry every active banner, and the page's banner " +
      "script hides the ones listed here until dismissed_until. Anonymous visitors keep their dismissals in the browser " +
      "and get an empty list, so that the script need not know who is signed in before asking.",
    ...access.public,
    responses: { 200: jsonContent(named(dismissalList, "BannerDismissals"), "Dismissals, the soonest to run out first"), ...errorResponses(404) },
  }),
  async (c) => {
    const member = await memberOf(c);
    c.header("cache-control", "private, no-store");
    return c.json(member ? await bannersService.listDismissals(c.get("organization").id, member.user.id) : [], 200);
  },
);

// POST /api/banners - create a banner
bannersRoutes.openapi(
  createRoute({
    method: "post",
    path: "/banners",
    tags,
    summary: "Create a banner",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: body,
    responses: { 201: jsonContent(banner, "The new banner"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => c.json(toJson(await bannersService.createBanner(c.get("organization").id, c.req.valid("json"))), 201),
);

// PUT /api/banners/{id} - update some fields of a banner
bannersRoutes.openapi(
  createRoute({
    method: "put",
    path: "/banners/{id}",
    tags,
    summary: "Update a banner (partial; content is replaced as a whole)",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: idParam, ...body },
    responses: { 200: jsonContent(banner, "The updated banner"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => {
    const updated = await bannersService.updateBanner(c.get("organization").id, c.req.valid("param").id, c.req.valid("json"));
    return c.json(toJson(updated), 200);
  },
);

// DELETE /api/banners/{id} - delete a banner
bannersRoutes.openapi(
  createRoute({
    method: "delete",
    path: "/banners/{id}",
    tags,
    summary: "Delete a banner",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: idParam },
    responses: { 200: jsonContent(z.object({ success: z.literal(true) }), "Deleted"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => {
    await bannersService.deleteBanner(c.get("organization").id, c.req.valid("param").id);
    return c.json({ success: true as const }, 200);
  },
);

// POST /api/banners/{id}/dismissals - hide a banner from the signed-in user for its dismissal duration
bannersRoutes.openapi(
  createRoute({
    method: "post",
    path: "/banners/{id}/dismissals",
    tags,
    summary: "Dismiss a banner for the signed-in user (anonymous visitors keep dismissals in the browser)",
    ...access.user,
    middleware: [requireUser] as const,
    request: { params: idParam },
    responses: { 200: jsonContent(named(dismissalResponse, "BannerDismissal"), "Dismissed until dismissed_until"), ...errorResponses(401, 404) },
  }),
  async (c) => {
    const user = await userOf(c);
    const dismissal = await bannersService.dismissBanner(c.get("organization").id, c.req.valid("param").id, user.id);
    return c.json(dismissal, 200);
  },
);
