import { index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { organizationColumn, type Gradient, type Translations } from "@/modules/organizations/organizations.schema";
import { timestamps, versionColumn } from "@/server/db/columns";

export interface HeroImageStyle {
  position: "left" | "right" | "background" | "inline" | "full";
  fullPage: boolean;
  height?: number;
  width?: number;
}
export interface HeroBackgroundStyle {
  column: number;
  color?: string;
  is_gradient: boolean;
  gradient?: Gradient;
  seo_title?: string;
}
export interface HeroTitleStyle {
  blockWidth: string;
  alignment: "left" | "center" | "right";
  size: { desktop: string; mobile: string };
  color?: string;
  is_gradient: boolean;
  gradient?: Gradient;
}
export interface HeroDescriptionStyle {
  size: { desktop: string; mobile: string };
  color?: string;
  weight: "normal" | "medium" | "semibold" | "bold";
}
export interface HeroButtonStyle {
  isVideo: boolean;
  aboveDescription: boolean;
  url: string;
  color?: string;
  gradient?: Gradient;
}

/** Hero sections: the form data of spec 001 §3, nested style objects included. */
export const heroSections = pgTable(
  "hero_sections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organization_id: organizationColumn(),
    url_page: text("url_page").notNull().default("/home"),
    order: integer("order").notNull().default(0),
    name: text("name"),
    display_order: integer("display_order").notNull().default(0),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    button: text("button"),
    image: text("image"),
    animation_element: text("animation_element").notNull().default(""),
    title_translation: jsonb("title_translation").$type<Translations>().notNull().default({}),
    description_translation: jsonb("description_translation").$type<Translations>().notNull().default({}),
    button_translation: jsonb("button_translation").$type<Translations>().notNull().default({}),
    image_style: jsonb("image_style").$type<HeroImageStyle>().notNull(),
    background_style: jsonb("background_style").$type<HeroBackgroundStyle>().notNull(),
    title_style: jsonb("title_style").$type<HeroTitleStyle>().notNull(),
    description_style: jsonb("description_style").$type<HeroDescriptionStyle>().notNull(),
    button_style: jsonb("button_style").$type<HeroButtonStyle>().notNull(),
    version: versionColumn(),
    ...timestamps(),
  },
  (table) => [index("hero_sections_page_idx").on(table.organization_id, table.url_page, table.order)],
);
