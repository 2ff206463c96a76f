import { boolean, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { organizationColumn, type Gradient, type Translations } from "@/modules/organizations/organizations.schema";
import { timestamps, versionColumn } from "@/server/db/columns";

/** Heading sections of spec 000 §3 (hero-style blocks placed on a page). */
export const headingSections = pgTable(
  "heading_sections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organization_id: organizationColumn(),
    url_page: text("url_page").notNull().default("/home"),
    order: integer("order").notNull().default(0),
    name: text("name").notNull(),
    name_part_2: text("name_part_2"),
    name_part_3: text("name_part_3"),
    name_translation: jsonb("name_translation").$type<Translations>().notNull().default({}),
    description_text: text("description_text").notNull(),
    description_text_translation: jsonb("description_text_translation").$type<Translations>().notNull().default({}),
    button_text: text("button_text"),
    button_text_translation: jsonb("button_text_translation").$type<Translations>().notNull().default({}),
    url: text("url"),
    image: text("image"),
    image_first: boolean("image_first").notNull().default(false),
    is_included_templatesection: boolean("is_included_templatesection").notNull().default(false),
    background_color: text("background_color"),
    is_gradient: boolean("is_gradient").notNull().default(false),
    gradient: jsonb("gradient").$type<Gradient>(),
    style_variant: text("style_variant").notNull().default("default"),
    text_style_variant: text("text_style_variant").notNull().default("default"),
    is_text_link: boolean("is_text_link").notNull().default(false),
    title_alignment: text("title_alignment").notNull().default("left"),
    version: versionColumn(),
    ...timestamps(),
  },
  (table) => [index("heading_sections_page_idx").on(table.organization_id, table.url_page, table.order)],
);
