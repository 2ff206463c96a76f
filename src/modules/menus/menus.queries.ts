import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest, type ReplySchema } from "@/lib/api-client";
import {
  footerStyleResponse,
  headerStyleResponse,
  menuItemResponse,
  menuItemWithSubmenusResponse,
  submenuItemResponse,
} from "./menus.validation";

export type MenuItemDto = z.infer<typeof menuItemWithSubmenusResponse>;
export type SubmenuItemDto = z.infer<typeof submenuItemResponse>;
export type HeaderStyleDto = z.infer<typeof headerStyleResponse>;
export type FooterStyleDto = z.infer<typeof footerStyleResponse>;

/** The two bars the header and footer modals edit. */
export type ShellPart = "header" | "footer";

const menuReply = z.array(menuItemWithSubmenusResponse);
const deletedReply = z.object({ success: z.literal(true) });

export const menuKeys = { menu: ["menu-items"] as const, style: (part: ShellPart) => ["shell-style", part] as const };

// GET /api/menu-items - an admin gets the hidden items too
export const fetchMenu = () => apiRequest("/api/menu-items", { reply: menuReply });
export const menuQuery = () => queryOptions({ queryKey: menuKeys.menu, queryFn: fetchMenu });

export type StyleDto = HeaderStyleDto | FooterStyleDto;
const styleReply = (part: ShellPart) => (part === "header" ? headerStyleResponse : footerStyleResponse) as ReplySchema<StyleDto>;

// GET /api/header-style, GET /api/footer-style
export const fetchStyle = (part: ShellPart) => apiRequest(`/api/${part}-style`, { reply: styleReply(part) });
export const styleQuery = (part: ShellPart) => queryOptions({ queryKey: menuKeys.style(part), queryFn: () => fetchStyle(part) });

// PUT /api/header-style, PUT /api/footer-style - only the fields sent change (the server checks them)
export const saveStyle = (part: ShellPart, fields: Partial<StyleDto>) => apiRequest(`/api/${part}-style`, { method: "PUT", json: fields, reply: styleReply(part) });

// POST /api/menu-items (spec 001 §7)
export const createMenuItem = (fields: { organization_id: string; display_name: string; url_name: string; order: number; is_displayed: boolean; is_displayed_on_footer: boolean }) =>
  apiRequest("/api/menu-items", { json: fields, reply: menuItemResponse });

export type MenuItemFields = Partial<Pick<MenuItemDto, "display_name" | "display_name_translation" | "url_name" | "description" | "is_displayed" | "is_displayed_on_footer" | "order">>;
// PUT /api/menu-items/{id}
export const updateMenuItem = (id: string, fields: MenuItemFields) => apiRequest(`/api/menu-items/${encodeURIComponent(id)}`, { method: "PUT", json: fields, reply: menuItemResponse });

// PUT /api/menu-items - the whole top-level order, one transaction
export const saveMenuOrder = (items: { id: string; order: number }[]) => apiRequest("/api/menu-items", { method: "PUT", json: { items }, reply: menuReply });

// DELETE /api/menu-items/{id} - with its submenu items
export const deleteMenuItem = (id: string) => apiRequest(`/api/menu-items/${encodeURIComponent(id)}`, { method: "DELETE", reply: deletedReply });

// POST /api/submenu-items (spec 001 §7)
export const createSubmenuItem = (fields: { menu_item_id: string; organization_id: string; name: string; url_name: string; order: number; is_displayed: boolean; description: string }) =>
  apiRequest("/api/submenu-items", { json: fields, reply: submenuItemResponse });

export type SubmenuItemFields = Partial<Pick<SubmenuItemDto, "name" | "name_translation" | "url_name" | "description" | "description_translation" | "image" | "is_displayed" | "order">>;
// PUT /api/submenu-items/{id}
export const updateSubmenuItem = (id: string, fields: SubmenuItemFields) => apiRequest(`/api/submenu-items/${encodeURIComponent(id)}`, { method: "PUT", json: fields, reply: submenuItemResponse });

// DELETE /api/submenu-items/{id}
export const deleteSubmenuItem = (id: string) => apiRequest(`/api/submenu-items/${encodeURIComponent(id)}`, { method: "DELETE", reply: deletedReply });

/** Spec 001 §7: a new item goes after the last, its order the highest plus 10, or 0 in an empty list. */
export const nextOrder = (rows: readonly { order: number }[]) => (rows.length === 0 ? 0 : Math.max(...rows.map((row) => row.order)) + 10);

/** Spec 001 §4: orders 0, 10, 20... in the given sequence. */
export const renumbered = <T extends { id: string }>(rows: readonly T[]) => rows.map((row, index) => ({ id: row.id, order: index * 10 }));
