import { boolean, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { organizationColumn, type Translations } from "@/modules/organizations/organizations.schema";
import { timestamps } from "@/server/db/columns";

/** Menu items of spec 001 §3; their order steps by 10. */
export const menuItems = pgTable(
  "menu_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organization_id: organizationColumn(),
    display_name: text("display_name").notNull(),
    display_name_translation: jsonb("display_name_translation").$type<Translations>().notNull().default({}),
    url_name: text("url_name").notNull(),
    description: text("description"),
    order: integer("order").notNull().default(0),
    is_displayed: boolean("is_displayed").notNull().default(true),
    is_displayed_on_footer: boolean("is_displayed_on_footer").notNull().default(false),
    image: text("image"),
    icon_name: text("icon_name"),
    react_icon_id: text("react_icon_id"),
    menu_items_are_text: boolean("menu_items_are_text").notNull().default(true),
    ...timestamps(),
  },
  (table) => [index("menu_items_organization_idx").on(table.organization_id, table.order)],
);

export const submenuItems = pgTable(
  "submenu_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    menu_item_id: uuid("menu_item_id")
      .notNull()
      .references(() => menuItems.id, { onDelete: "cascade" }),
    organization_id: organizationColumn(),
    name: text("name").notNull(),
    name_translation: jsonb("name_translation").$type<Translations>().notNull().default({}),
    url_name: text("url_name").notNull(),
    description: text("description").notNull().default(""),
    description_translation: jsonb("description_translation").$type<Translations>().notNull().default({}),
    image: text("image"),
    order: integer("order").notNull().default(0),
    is_displayed: boolean("is_displayed").notNull().default(true),
    ...timestamps(),
  },
  (table) => [index("submenu_items_menu_idx").on(table.menu_item_id, table.order)],
);
