import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { organizationColumn, type Gradient, type Translations } from "@/modules/organizations/organizations.schema";
import { timestamps, versionColumn } from "@/server/db/columns";

/** Template sections of spec 000 §3 (legacy flags included), placed on a page by url_page and order. */
export const templateSections = pgTable(
  "template_sections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organization_id: organizationColumn(),
    url_page: text("url_page").notNull().default("/home"),
    order: integer("order").notNull().default(0),
    section_title: text("section_title").notNull().default(""),
    section_description: text("section_description").notNull().default(""),
    section_title_translation: jsonb("section_title_translation").$type<Translations>().notNull().default({}),
    section_description_translation: jsonb("section_description_translation").$type<Translations>().notNull().default({}),
    background_color: text("background_color"),
    is_gradient: boolean("is_gradient").notNull().default(false),
    gradient: jsonb("gradient").$type<Gradient>(),
    text_style_variant: text("text_style_variant").notNull().default("default"),
    grid_columns: integer("grid_columns").notNull().default(3),
    image_metrics_height: text("image_metrics_height").notNull().default("h-48"),
    is_full_width: boolean("is_full_width").notNull().default(false),
    is_section_title_aligned_center: boolean("is_section_title_aligned_center").notNull().default(false),
    is_section_title_aligned_right: boolean("is_section_title_aligned_right").notNull().default(false),
    is_image_bottom: boolean("is_image_bottom").notNull().default(false),
    is_slider: boolean("is_slider").notNull().default(false),
    section_type: text("section_type").notNull().default("general"),
    is_reviews_section: boolean("is_reviews_section").notNull().default(false),
    is_help_center_section: boolean("is_help_center_section").notNull().default(false),
    is_real_estate_modal: boolean("is_real_estate_modal").notNull().default(false),
    is_brand: boolean("is_brand").notNull().default(false),
    is_article_slider: boolean("is_article_slider").notNull().default(false),
    is_contact_section: boolean("is_contact_section").notNull().default(false),
    is_faq_section: boolean("is_faq_section").notNull().default(false),
    is_pricingplans_section: boolean("is_pricingplans_section").notNull().default(false),
    version: versionColumn(),
    ...timestamps(),
  },
  (table) => [index("template_sections_page_idx").on(table.organization_id, table.url_page, table.order)],
);

/** The metric library of an organization (spec 000 §3 "Metric"). */
export const metrics = pgTable(
  "metrics",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organization_id: organizationColumn(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    title_translation: jsonb("title_translation").$type<Translations>().notNull().default({}),
    description_translation: jsonb("description_translation").$type<Translations>().notNull().default({}),
    image: text("image"),
    is_image_rounded_full: boolean("is_image_rounded_full").notNull().default(false),
    is_title_displayed: boolean("is_title_displayed").notNull().default(true),
    is_card_type: boolean("is_card_type").notNull().default(false),
    background_color: text("background_color"),
    is_gradient: boolean("is_gradient").notNull().default(false),
    gradient: jsonb("gradient").$type<Gradient>(),
    version: versionColumn(),
    ...timestamps(),
  },
  (table) => [index("metrics_organization_idx").on(table.organization_id)],
);

/** Which metrics a section shows, in which order (many to many). */
export const sectionMetrics = pgTable(
  "template_section_metrics",
  {
    section_id: uuid("section_id")
      .notNull()
      .references(() => templateSections.id, { onDelete: "cascade" }),
    metric_id: uuid("metric_id")
      .notNull()
      .references(() => metrics.id, { onDelete: "cascade" }),
    organization_id: organizationColumn(),
    order: integer("order").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.section_id, table.metric_id] }), index("template_section_metrics_metric_idx").on(table.metric_id)],
);
