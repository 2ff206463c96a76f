import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "@/modules/identity/identity.schema";
import { organizationColumn, type Translations } from "@/modules/organizations/organizations.schema";
import { timestamps } from "@/server/db/columns";

/** Cookie categories and their services (spec 001 §3 "Cookies"); "essential" is always on. */
export const cookieCategories = pgTable(
  "cookie_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organization_id: organizationColumn(),
    name: text("name").notNull(),
    name_translation: jsonb("name_translation").$type<Translations>().notNull().default({}),
    description: text("description").notNull().default(""),
    description_translation: jsonb("description_translation").$type<Translations>().notNull().default({}),
    order: integer("order").notNull().default(0),
    ...timestamps(),
  },
  (table) => [index("cookie_categories_organization_idx").on(table.organization_id, table.order)],
);

export const cookieServices = pgTable(
  "cookie_services",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    category_id: uuid("category_id")
      .notNull()
      .references(() => cookieCategories.id, { onDelete: "cascade" }),
    organization_id: organizationColumn(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Hosts whose scripts or frames belong to this service (e.g. youtube.com), for consent gating. */
    hosts: text("hosts").array().notNull().default([]),
    active: boolean("active").notNull().default(true),
    ...timestamps(),
  },
  (table) => [index("cookie_services_category_idx").on(table.category_id)],
);

/**
 * Proof of consent: who (user or anonymous visitor id), what (accepted or not, which services),
 * when, and under which policy revision. Rows are only ever added.
 */
export const consentRecords = pgTable(
  "cookie_consent_records",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organization_id: organizationColumn(),
    user_id: text("user_id").references(() => users.id, { onDelete: "set null" }),
    visitor_id: text("visitor_id").notNull(),
    consent_given: boolean("consent_given").notNull(),
    services: uuid("services").array().notNull().default([]),
    policy_revision: integer("policy_revision").notNull(),
    user_agent: text("user_agent"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("cookie_consent_visitor_idx").on(table.organization_id, table.visitor_id, table.created_at)],
);
