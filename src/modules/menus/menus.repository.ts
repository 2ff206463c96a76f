import { and, asc, eq, like, sql } from "drizzle-orm";
import { db, readTogether } from "@/server/db/client";
import { containing } from "@/server/db/columns";
import { prepareRows, queryBuilder } from "@/server/db/one-statement";
import { menuItems, submenuItems } from "./menus.schema";
import type { TranslatedSource } from "@/server/db/translation-coverage";

export type MenuItem = typeof menuItems.$inferSelect;
export type SubmenuItem = typeof submenuItems.$inferSelect;
type MenuItemFields = Partial<Omit<typeof menuItems.$inferInsert, "id" | "organization_id" | "created_at" | "updated_at">>;
type SubmenuItemFields = Partial<Omit<typeof submenuItems.$inferInsert, "id" | "organization_id" | "menu_item_id" | "created_at" | "updated_at">>;

/** The menu items and the submenu items, each by order, unexecuted: one statement on their own or with others (one-statement.ts). */
const menuItemRows = prepareRows((organizationId: string) =>
  queryBuilder.select().from(menuItems).where(eq(menuItems.organization_id, organizationId)).orderBy(asc(menuItems.order), asc(menuItems.created_at)),
);
const submenuItemRows = prepareRows((organizationId: string) =>
  queryBuilder.select().from(submenuItems).where(eq(submenuItems.organization_id, organizationId)).orderBy(asc(submenuItems.order), asc(submenuItems.created_at)),
);
export const menuRows = (organizationId: string) => ({ menuItems: menuItemRows(organizationId), submenuItems: submenuItemRows(organizationId) });

export async function findMenuItem(organizationId: string, id: string): Promise<MenuItem | null> {
  const [row] = await (await db())
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.organization_id, organizationId), eq(menuItems.id, id)));
  return row ?? null;
}

/** The highest order among the organization's menu items, or null when it has none. */
export async function highestMenuOrder(organizationId: string): Promise<number | null> {
  const [row] = await (await db())
    .select({ highest: sql<number | null>`max(${menuItems.order})` })
    .from(menuItems)
    .where(eq(menuItems.organization_id, organizationId));
  return row?.highest ?? null;
}

/** The highest order among one menu item's submenu items, or null when it has none. */
export async function highestSubmenuOrder(organizationId: string, menuItemId: string): Promise<number | null> {
  const [row] = await (await db())
    .select({ highest: sql<number | null>`max(${submenuItems.order})` })
    .from(submenuItems)
    .where(and(eq(submenuItems.organization_id, organizationId), eq(submenuItems.menu_item_id, menuItemId)));
  return row?.highest ?? null;
}

export async function insertMenuItem(organizationId: string, values: MenuItemFields & { display_name: string; url_name: string }): Promise<MenuItem> {
  const [row] = await (await db())
    .insert(menuItems)
    .values({ ...values, organization_id: organizationId })
    .returning();
  if (!row) throw new Error("Insert returned no menu item");
  return row;
}

export async function updateMenuItem(organizationId: string, id: string, values: MenuItemFields): Promise<MenuItem | null> {
  const [row] = await (await db())
    .update(menuItems)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(menuItems.organization_id, organizationId), eq(menuItems.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteMenuItem(organizationId: string, id: string): Promise<boolean> {
  const rows = await (await db())
    .delete(menuItems)
    .where(and(eq(menuItems.organization_id, organizationId), eq(menuItems.id, id)))
    .returning({ id: menuItems.id });
  return rows.length > 0;
}

export async function insertSubmenuItem(
  organizationId: string,
  menuItemId: string,
  values: SubmenuItemFields & { name: string; url_name: string },
): Promise<SubmenuItem> {
  const [row] = await (await db())
    .insert(submenuItems)
    .values({ ...values, organization_id: organizationId, menu_item_id: menuItemId })
    .returning();
  if (!row) throw new Error("Insert returned no submenu item");
  return row;
}

export async function updateSubmenuItem(organizationId: string, id: string, values: SubmenuItemFields): Promise<SubmenuItem | null> {
  const [row] = await (await db())
    .update(submenuItems)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(submenuItems.organization_id, organizationId), eq(submenuItems.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteSubmenuItem(organizationId: string, id: string): Promise<boolean> {
  const rows = await (await db())
    .delete(submenuItems)
    .where(and(eq(submenuItems.organization_id, organizationId), eq(submenuItems.id, id)))
    .returning({ id: submenuItems.id });
  return rows.length > 0;
}

/** Both menu levels in order: the Global Settings menu tab. */
export async function listMenus(organizationId: string) {
  const database = await db();
  const [menu_items, submenu_items] = await readTogether([
    () => database.select().from(menuItems).where(eq(menuItems.organization_id, organizationId)).orderBy(asc(menuItems.order)),
    () => database.select().from(submenuItems).where(eq(submenuItems.organization_id, organizationId)).orderBy(asc(submenuItems.order)),
  ]);
  return { menu_items, submenu_items };
}

/** Menu items and submenu items whose image address contains `text` (the media library's "used by"). */
export async function listWithImage(organizationId: string, text: string) {
  const database = await db();
  const [items, submenus] = await readTogether([
    () =>
      database
        .select({ id: menuItems.id, title: menuItems.display_name, url_page: menuItems.url_name })
        .from(menuItems)
        .where(and(eq(menuItems.organization_id, organizationId), like(menuItems.image, containing(text))))
        .orderBy(asc(menuItems.order)),
    () =>
      database
        .select({ id: submenuItems.id, title: submenuItems.name, url_page: submenuItems.url_name })
        .from(submenuItems)
        .where(and(eq(submenuItems.organization_id, organizationId), like(submenuItems.image, containing(text))))
        .orderBy(asc(submenuItems.order)),
  ]);
  return [...items, ...submenus];
}

/** Empties the image of every menu and submenu item whose address contains `text`. */
export async function clearImages(organizationId: string, text: string) {
  const database = await db();
  const items = await database
    .update(menuItems)
    .set({ image: null, updated_at: new Date() })
    .where(and(eq(menuItems.organization_id, organizationId), like(menuItems.image, containing(text))))
    .returning({ id: menuItems.id });
  const submenus = await database
    .update(submenuItems)
    .set({ image: null, updated_at: new Date() })
    .where(and(eq(submenuItems.organization_id, organizationId), like(submenuItems.image, containing(text))))
    .returning({ id: submenuItems.id });
  return [...items, ...submenus];
}

/** Menu and submenu items' texts that carry translations, for Global Settings' coverage of each language. */
export const menuTranslationSources = (organizationId: string): TranslatedSource[] => [
  {
    kind: "menu item",
    table: menuItems,
    where: eq(menuItems.organization_id, organizationId),
    label: menuItems.display_name,
    path: null,
    texts: [[menuItems.display_name, menuItems.display_name_translation]],
  },
  {
    kind: "submenu item",
    table: submenuItems,
    where: eq(submenuItems.organization_id, organizationId),
    label: submenuItems.name,
    path: null,
    texts: [[submenuItems.name, submenuItems.name_translation], [submenuItems.description, submenuItems.description_translation]],
  },
];
