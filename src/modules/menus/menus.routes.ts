import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { toJson } from "@/lib/json";
import type { TenantEnv } from "@/modules/organizations/organizations.service";
import { memberOf, requireAdmin } from "@/server/http/guards";
import { access, errorResponses, jsonContent, named } from "@/server/http/responses";
import { notFound } from "@/server/http/errors";
import { createRouter } from "@/server/http/router";
import * as menus from "./menus.service";
import {
  createMenuItemBody,
  createSubmenuItemBody,
  footerStyleBody,
  footerStyleResponse,
  headerStyleBody,
  headerStyleResponse,
  menuItemResponse,
  menuItemWithSubmenusResponse,
  reorderMenuItemsBody,
  submenuItemResponse,
  updateMenuItemBody,
  updateSubmenuItemBody,
} from "./menus.validation";
import { rowIdParam } from "@/lib/fields";

export const menusRoutes = createRouter<TenantEnv>();

const tags = ["Menus"];
const menuItemId = rowIdParam("Menu item not found");
const submenuItemId = rowIdParam("Submenu item not found");
const menu = named(z.array(menuItemWithSubmenusResponse), "Menu");
const menuItem = named(menuItemResponse, "MenuItem");
const submenuItem = named(submenuItemResponse, "SubmenuItem");
const headerStyle = named(headerStyleResponse, "HeaderStyle");
const footerStyle = named(footerStyleResponse, "FooterStyle");
const deleted = z.object({ success: z.literal(true) });
const json = <T extends z.ZodType>(schema: T) => ({ body: { content: { "application/json": { schema } }, required: true } });

/** An id the client sends for "its" organization must be the host's one; any other is not found. */
function assertOwnOrganization(c: Context<TenantEnv>, organizationId: string) {
  if (organizationId !== c.get("organization").id) throw notFound("Organization not found");
}

async function callerIsAdmin(c: Context<TenantEnv>): Promise<boolean> {
  return (await memberOf(c))?.profile.role === "admin";
}

// GET /api/menu-items - the menu: items with their submenu items, by order
menusRoutes.openapi(
  createRoute({
    method: "get",
    path: "/menu-items",
    tags,
    summary: "The menu items with their submenu items (hidden ones for admins only)",
    ...access.public,
    responses: { 200: jsonContent(menu, "Menu items by order, each with submenu_items by order"), ...errorResponses(404) },
  }),
  async (c) => {
    const items = await menus.listMenu(c.get("organization").id, { includeHidden: await callerIsAdmin(c) });
    return c.json(toJson(items), 200);
  },
);

// POST /api/menu-items - create a menu item (last in the order unless one is given)
menusRoutes.openapi(
  createRoute({
    method: "post",
    path: "/menu-items",
    tags,
    summary: "Create a menu item",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: json(createMenuItemBody),
    responses: { 201: jsonContent(menuItem, "The new menu item"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => {
    const input = c.req.valid("json");
    assertOwnOrganization(c, input.organization_id);
    return c.json(toJson(await menus.createMenuItem(c.get("organization").id, input)), 201);
  },
);

// PUT /api/menu-items - save the order of all menu items at once
menusRoutes.openapi(
  createRoute({
    method: "put",
    path: "/menu-items",
    tags,
    summary: "Save the menu order ({items: [{id, order}]}) in one transaction",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: json(reorderMenuItemsBody),
    responses: { 200: jsonContent(menu, "The menu in its new order"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => {
    const items = await menus.reorderMenuItems(c.get("organization").id, c.req.valid("json").items);
    return c.json(toJson(items), 200);
  },
);

// PUT /api/menu-items/{id} - update some fields of a menu item
menusRoutes.openapi(
  createRoute({
    method: "put",
    path: "/menu-items/{id}",
    tags,
    summary: "Update a menu item (partial)",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: menuItemId, ...json(updateMenuItemBody) },
    responses: { 200: jsonContent(menuItem, "The updated menu item"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => {
    const updated = await menus.updateMenuItem(c.get("organization").id, c.req.valid("param").id, c.req.valid("json"));
    return c.json(toJson(updated), 200);
  },
);

// DELETE /api/menu-items/{id} - delete a menu item and its submenu items
menusRoutes.openapi(
  createRoute({
    method: "delete",
    path: "/menu-items/{id}",
    tags,
    summary: "Delete a menu item with its submenu items",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: menuItemId },
    responses: { 200: jsonContent(deleted, "Deleted"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => {
    await menus.deleteMenuItem(c.get("organization").id, c.req.valid("param").id);
    return c.json({ success: true as const }, 200);
  },
);

// POST /api/submenu-items - create a submenu item under a menu item (last unless an order is given)
menusRoutes.openapi(
  createRoute({
    method: "post",
    path: "/submenu-items",
    tags,
    summary: "Create a submenu item",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: json(createSubmenuItemBody),
    responses: { 201: jsonContent(submenuItem, "The new submenu item"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => {
    const input = c.req.valid("json");
    assertOwnOrganization(c, input.organization_id);
    return c.json(toJson(await menus.createSubmenuItem(c.get("organization").id, input)), 201);
  },
);

// PUT /api/submenu-items/{id} - update some fields of a submenu item
menusRoutes.openapi(
  createRoute({
    method: "put",
    path: "/submenu-items/{id}",
    tags,
    summary: "Update a submenu item (partial)",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: submenuItemId, ...json(updateSubmenuItemBody) },
    responses: { 200: jsonContent(submenuItem, "The updated submenu item"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => {
    const updated = await menus.updateSubmenuItem(c.get("organization").id, c.req.valid("param").id, c.req.valid("json"));
    return c.json(toJson(updated), 200);
  },
);

// DELETE /api/submenu-items/{id} - delete a submenu item
menusRoutes.openapi(
  createRoute({
    method: "delete",
    path: "/submenu-items/{id}",
    tags,
    summary: "Delete a submenu item",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: submenuItemId },
    responses: { 200: jsonContent(deleted, "Deleted"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => {
    await menus.deleteSubmenuItem(c.get("organization").id, c.req.valid("param").id);
    return c.json({ success: true as const }, 200);
  },
);

// GET /api/header-style - the header style, with the defaults of 001 §9 for what is unset
menusRoutes.openapi(
  createRoute({
    method: "get",
    path: "/header-style",
    tags,
    summary: "The header style",
    ...access.public,
    responses: { 200: jsonContent(headerStyle, "The header style"), ...errorResponses(404) },
  }),
  async (c) => c.json(await menus.getHeaderStyle(c.get("organization").id), 200),
);

// PUT /api/header-style - change the header style (only the fields sent)
menusRoutes.openapi(
  createRoute({
    method: "put",
    path: "/header-style",
    tags,
    summary: "Update the header style; a gradient turned on gets default colours, turned off is removed",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: json(headerStyleBody),
    responses: { 200: jsonContent(headerStyle, "The saved header style"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => c.json(await menus.saveHeaderStyle(c.get("organization").id, c.req.valid("json")), 200),
);

// GET /api/footer-style - the footer style, with the defaults of 001 §9 for what is unset
menusRoutes.openapi(
  createRoute({
    method: "get",
    path: "/footer-style",
    tags,
    summary: "The footer style",
    ...access.public,
    responses: { 200: jsonContent(footerStyle, "The footer style"), ...errorResponses(404) },
  }),
  async (c) => c.json(await menus.getFooterStyle(c.get("organization").id), 200),
);

// PUT /api/footer-style - change the footer style (only the fields sent)
menusRoutes.openapi(
  createRoute({
    method: "put",
    path: "/footer-style",
    tags,
    summary: "Update the footer style; a gradient turned on gets default colours, turned off is removed",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: json(footerStyleBody),
    responses: { 200: jsonContent(footerStyle, "The saved footer style"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => c.json(await menus.saveFooterStyle(c.get("organization").id, c.req.valid("json")), 200),
);
