import { boolean, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "@/server/db/columns";
import { organizationColumn, type Translations } from "./organizations.schema";

/** The list data edited in Global Settings (products, pricing plans, features, FAQs). */
export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organization_id: organizationColumn(),
    name: text("name").notNull(),
    name_translation: jsonb("name_translation").$type<Translations>().notNull().default({}),
    description: text("description").notNull().default(""),
    description_translation: jsonb("description_translation").$type<Translations>().notNull().default({}),
    image: text("image"),
    url: text("url"),
    order: integer("order").notNull().default(0),
    is_displayed: boolean("is_displayed").notNull().default(true),
    ...timestamps(),
  },
  (table) => [index("products_organization_idx").on(table.organization_id, table.order)],
);

export const pricingPlans = pgTable(
  "pricing_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organization_id: organizationColumn(),
    name: text("name").notNull(),
    name_translation: jsonb("name_translation").$type<Translations>().notNull().default({}),
    description: text("description").notNull().default(""),
    description_translation: jsonb("description_translation").$type<Translations>().notNull().default({}),
    /** Minor units (cents). */
    price: integer("price").notNull().default(0),
    currency_symbol: text("currency_symbol").notNull().default("$"),
    is_promotion: boolean("is_promotion").notNull().default(false),
    promotion_price: integer("promotion_price"),
    billing_period: text("billing_period").notNull().default("month"),
    features: jsonb("features").$type<string[]>().notNull().default([]),
    is_highlighted: boolean("is_highlighted").notNull().default(false),
    order: integer("order").notNull().default(0),
    ...timestamps(),
  },
  (table) => [index("pricing_plans_organization_idx").on(table.organization_id, table.order)],
);

export const features = pgTable(
  "features",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organization_id: organizationColumn(),
    title: text("title").notNull(),
    title_translation: jsonb("title_translation").$type<Translations>().notNull().default({}),
    description: text("description").notNull().default(""),
    description_translation: jsonb("description_translation").$type<Translations>().notNull().default({}),
    icon_name: text("icon_name"),
    image: text("image"),
    order: integer("order").notNull().default(0),
    ...timestamps(),
  },
  (table) => [index("features_organization_idx").on(table.organization_id, table.order)],
);

export const faqs = pgTable(
  "faqs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organization_id: organizationColumn(),
    question: text("question").notNull(),
    question_translation: jsonb("question_translation").$type<Translations>().notNull().default({}),
    answer: text("answer").notNull(),
    answer_translation: jsonb("answer_translation").$type<Translations>().notNull().default({}),
    order: integer("order").notNull().default(0),
    ...timestamps(),
  },
  (table) => [index("faqs_organization_idx").on(table.organization_id, table.order)],
);
