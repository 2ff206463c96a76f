import { orderStep } from "@/lib/design-tokens";
import { isUuid } from "@/lib/json";
import type { FooterStyle, Gradient, HeaderStyle } from "@/modules/organizations/organizations.schema";
import {
  defaultFooterStyle,
  defaultHeaderStyle,
  getSettingsOrThrow,
  updateOrganizationSettings,
  withOrganizationLock,
} from "@/modules/organizations/organizations.service";
import { invalidate, organizationTag } from "@/server/cache";
import { transaction } from "@/server/db/client";
import { readAsOne } from "@/server/db/one-statement";
import { notFound } from "@/server/http/errors";
import * as repository from "./menus.repository";
import type {
  CreateMenuItemInput,
  CreateSubmenuItemInput,
  FooterStyleInput,
  HeaderStyleInput,
  UpdateMenuItemInput,
  UpdateSubmenuItemInput,
} from "./menus.validation";

/** Gradient colours filled in when a gradient is turned on without any (001 §4); ours, the spec shows none. */
export const defaultHeaderGradient: Gradient = { from: "sky-50", via: "white", to: "blue-50" };
export const defaultFooterGradient: Gradient = { from: "neutral-900", via: "slate-900", to: "gray-900" };

const nextOrder = (highest: number | null) => (highest === null ? 0 : highest + orderStep);

/**
 * The menu items with their submenu items, both by order. Visitors get what is shown somewhere
 * (header or footer); admins also get hidden items, to edit them.
 */
export async function listMenu(organizationId: string, { includeHidden }: { includeHidden: boolean }) {
  // One prepared statement: Drizzle builds its SQL once, not on every call (issue 30's API figure).
  const { menuItems, submenuItems } = await readAsOne(repository.menuRows(organizationId));
  return menuFrom(menuItems, submenuItems, { includeHidden });
}

/** What `listMenu` reads, unexecuted, for one statement with other reads (the public shell's). */
export const menuRows = repository.menuRows;

/** The rows of `menuRows`, shaped as `listMenu` answers them. */
export function menuFrom(items: repository.MenuItem[], submenus: repository.SubmenuItem[], { includeHidden }: { includeHidden: boolean }) {
  return items
    .filter((item) => includeHidden || item.is_displayed || item.is_displayed_on_footer)
    .map((item) => ({
      ...item,
      submenu_items: submenus.filter((submenu) => submenu.menu_item_id === item.id && (includeHidden || submenu.is_displayed)),
    }));
}

export async function getMenuItemOrThrow(organizationId: string, id: string) {
  const item = isUuid(id) ? await repository.findMenuItem(organizationId, id) : null;
  if (!item) throw notFound("Menu item not found");
  return item;
}

/** Adds a menu item; without an order it goes last (highest + 10, or 0 for the first). */
export async function createMenuItem(organizationId: string, { organization_id: _owner, order, ...fields }: CreateMenuItemInput) {
  const created = await withOrganizationLock(organizationId, async () =>
    repository.insertMenuItem(organizationId, { ...fields, order: order ?? nextOrder(await repository.highestMenuOrder(organizationId)) }),
  );
  invalidate(organizationTag(organizationId));
  return created;
}

export async function updateMenuItem(organizationId: string, id: string, fields: UpdateMenuItemInput) {
  const updated = isUuid(id) ? await repository.updateMenuItem(organizationId, id, fields) : null;
  if (!updated) throw notFound("Menu item not found");
  invalidate(organizationTag(organizationId));
  return updated;
}

/** Saves the whole menu order at once; an id that is not one of the organization's items fails it all. */
export async function reorderMenuItems(organizationId: string, items: { id: string; order: number }[]) {
  await transaction(async () => {
    for (const { id, order } of items) {
      const updated = isUuid(id) ? await repository.updateMenuItem(organizationId, id, { order }) : null;
      if (!updated) throw notFound("Menu item not found");
    }
  });
  invalidate(organizationTag(organizationId));
  return listMenu(organizationId, { includeHidden: true });
}

export async function deleteMenuItem(organizationId: string, id: string) {
  if (!isUuid(id) || !(await repository.deleteMenuItem(organizationId, id))) throw notFound("Menu item not found");
  invalidate(organizationTag(organizationId));
}

/** Adds a submenu item under one of the organization's menu items; without an order it goes last. */
export async function createSubmenuItem(organizationId: string, { organization_id: _owner, menu_item_id, order, ...fields }: CreateSubmenuItemInput) {
  const parent = await getMenuItemOrThrow(organizationId, menu_item_id);
  const created = await withOrganizationLock(organizationId, async () =>
    repository.insertSubmenuItem(organizationId, parent.id, {
      ...fields,
      order: order ?? nextOrder(await repository.highestSubmenuOrder(organizationId, parent.id)),
    }),
  );
  invalidate(organizationTag(organizationId));
  return created;
}

export async function updateSubmenuItem(organizationId: string, id: string, fields: UpdateSubmenuItemInput) {
  const updated = isUuid(id) ? await repository.updateSubmenuItem(organizationId, id, fields) : null;
  if (!updated) throw notFound("Submenu item not found");
  invalidate(organizationTag(organizationId));
  return updated;
}

export async function deleteSubmenuItem(organizationId: string, id: string) {
  if (!isUuid(id) || !(await repository.deleteSubmenuItem(organizationId, id))) throw notFound("Submenu item not found");
  invalidate(organizationTag(organizationId));
}

/** Turning a gradient on fills in default colours; turning it off removes it (001 §4 "Menu editing"). */
function applyGradientRule<T extends { is_gradient: boolean; gradient?: Gradient }>(style: T, fallback: Gradient): T {
  const { gradient, ...rest } = style;
  return style.is_gradient ? ({ ...rest, gradient: gradient ?? fallback } as T) : (rest as T);
}

/** Merges changes over a stored style; a null gradient in the changes means "none". */
function merge<T extends { gradient?: Gradient }>(current: T, changes: Partial<Omit<T, "gradient">> & { gradient?: Gradient | null }): T {
  const { gradient, ...rest } = changes;
  const merged = { ...current, ...rest } as T;
  if (gradient === null) delete merged.gradient;
  else if (gradient !== undefined) merged.gradient = gradient;
  return merged;
}

function headerStyleOf(stored: unknown): HeaderStyle {
  return { ...defaultHeaderStyle, ...(typeof stored === "object" && stored ? stored : {}) };
}

/** An older plain background string is read as that background (001 §3). */
function footerStyleOf(stored: unknown): FooterStyle {
  if (typeof stored === "string") return { ...defaultFooterStyle, background: stored };
  return { ...defaultFooterStyle, ...(typeof stored === "object" && stored ? stored : {}) };
}

export async function getHeaderStyle(organizationId: string): Promise<HeaderStyle> {
  return headerStyleOf((await getSettingsOrThrow(organizationId)).header_style);
}

export async function getFooterStyle(organizationId: string): Promise<FooterStyle> {
  return footerStyleOf((await getSettingsOrThrow(organizationId)).footer_style);
}

/** Both styles from one read of the settings, for the public shell on every page. */
/** The header and footer styles of an organization's settings row, as the public shell draws them. */
export function siteStylesOf(settings: { header_style: unknown; footer_style: unknown }): { header: HeaderStyle; footer: FooterStyle } {
  return { header: headerStyleOf(settings.header_style), footer: footerStyleOf(settings.footer_style) };
}

export async function saveHeaderStyle(organizationId: string, changes: HeaderStyleInput): Promise<HeaderStyle> {
  const style = applyGradientRule(merge(await getHeaderStyle(organizationId), changes), defaultHeaderGradient);
  await updateOrganizationSettings(organizationId, { header_style: style });
  invalidate(organizationTag(organizationId));
  return style;
}

export async function saveFooterStyle(organizationId: string, changes: FooterStyleInput): Promise<FooterStyle> {
  const style = applyGradientRule(merge(await getFooterStyle(organizationId), changes), defaultFooterGradient);
  await updateOrganizationSettings(organizationId, { footer_style: style });
  invalidate(organizationTag(organizationId));
  return style;
}

/** Every menu item and submenu item of the organization, in order (Global Settings). */
export function listMenus(organizationId: string) {
  return repository.listMenus(organizationId);
}

/** The menu and submenu items showing a stored file (the media library's "used by"). */
export async function findMediaReferences(organizationId: string, urlStem: string) {
  return (await repository.listWithImage(organizationId, urlStem)).map(({ id, title, url_page }) => ({ kind: "menu_item" as const, id, title, url_page }));
}

/** Empties the image of the menu items showing a stored file being deleted (part of its transaction); how many changed. */
export async function clearMediaReferences(organizationId: string, urlStem: string) {
  const cleared = await repository.clearImages(organizationId, urlStem);
  if (cleared.length > 0) invalidate(organizationTag(organizationId));
  return cleared.length;
}

/** Its texts that carry translations (Global Settings shows how much of each language they cover). */
export { menuTranslationSources } from "./menus.repository";
