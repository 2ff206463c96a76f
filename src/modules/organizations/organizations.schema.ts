import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { OrganizationType } from "./organization-types";

export interface HeaderStyle {
  type: "default" | "transparent" | "fixed" | "mini" | "ring_card_mini";
  background: string;
  color: string;
  color_hover: string;
  is_gradient: boolean;
  gradient?: { from: string; via?: string; to: string };
  menu_width: "lg" | "xl" | "2xl" | "3xl" | "4xl" | "5xl" | "6xl" | "7xl";
  logo_height: "h-8" | "h-10" | "h-12" | "h-16";
  menu_items_are_text: boolean;
}

export interface FooterStyle {
  type: "default" | "transparent" | "fixed" | "compact" | "grid" | "light" | "minimal" | "stacked";
  background: string;
  color: string;
  color_hover: string;
  is_gradient: boolean;
  gradient?: { from: string; via?: string; to: string };
}

/** Header defaults of spec 001 §9: white background, gray-700 text, gray-900 hover, width 7xl, logo h-12. */
export const defaultHeaderStyle: HeaderStyle = {
  type: "default",
  background: "white",
  color: "gray-700",
  color_hover: "gray-900",
  is_gradient: false,
  menu_width: "7xl",
  logo_height: "h-12",
  menu_items_are_text: true,
};

/** Footer defaults of spec 001 §9: neutral-900 background, neutral-400 text, white hover. */
export const defaultFooterStyle: FooterStyle = {
  type: "default",
  background: "neutral-900",
  color: "neutral-400",
  color_hover: "white",
  is_gradient: false,
};

const timestamps = {
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const organizations = pgTable("organizations", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  /** Short name used in `<slug>.localhost` and the CLI. */
  slug: text("slug").notNull().unique(),
  base_url: text("base_url"),
  base_url_local: text("base_url_local"),
  type: text("type").$type<OrganizationType>().notNull().default("general"),
  ...timestamps,
});

/** One row per organization: the settings of spec 000 §3 and 001 §3, with the defaults of 000 §9 and 001 §9. */
export const organizationSettings = pgTable("organization_settings", {
  organization_id: uuid("organization_id")
    .primaryKey()
    .references(() => organizations.id, { onDelete: "cascade" }),
  site: text("site"),
  image: text("image"),
  image_for_privacy_settings: text("image_for_privacy_settings"),
  font_family: text("font_family").notNull().default("Inter"),
  language: text("language").notNull().default("en"),
  supported_locales: text("supported_locales").array().notNull().default(["en"]),
  with_language_switch: boolean("with_language_switch").notNull().default(false),
  header_style: jsonb("header_style").$type<HeaderStyle>().notNull().default(defaultHeaderStyle),
  footer_style: jsonb("footer_style").$type<FooterStyle>().notNull().default(defaultFooterStyle),
  primary_color: text("primary_color").notNull().default("sky"),
  primary_shade: text("primary_shade").notNull().default("600"),
  secondary_color: text("secondary_color").notNull().default("gray"),
  secondary_shade: text("secondary_shade").notNull().default("500"),
  /** Ours: raised when the cookie policy changes, so visitors are asked for consent again. */
  cookie_policy_revision: integer("cookie_policy_revision").notNull().default(1),
  /** Ours: whether new accounts must confirm their e-mail address before signing in (off by default). */
  require_email_confirmation: boolean("require_email_confirmation").notNull().default(false),
  /** Ours: the zone the organization's dates are written in (a banner's start and end in Global Settings). */
  time_zone: text("time_zone").notNull().default("UTC"),
  updated_at: timestamps.updated_at,
});

/**
 * Every host an organization answers on: its base_url's, its base_url_local's and extra ones.
 * The primary key makes a host belong to one organization only.
 */
export const organizationHosts = pgTable(
  "organization_hosts",
  {
    host: text("host").primaryKey(),
    organization_id: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    created_at: timestamps.created_at,
  },
  (table) => [index("organization_hosts_organization_idx").on(table.organization_id)],
);

export type Organization = typeof organizations.$inferSelect;

/** The owning organization of a row: every content table has one (ARCHITECTURE.md rule 1). */
export const organizationColumn = () =>
  uuid("organization_id")
    .notNull()
    .references(() => organizations.id, { onDelete: "cascade" });

export type Translations = Record<string, string>;
export type Gradient = { from: string; via?: string; to: string };
export type OrganizationSettings = typeof organizationSettings.$inferSelect;
