import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "@/modules/identity/identity.schema";
import { organizationColumn } from "@/modules/organizations/organizations.schema";
import { timestamps } from "@/server/db/columns";

export interface BannerContent {
  text?: string;
  text_translation?: Record<string, string>;
  icon?: string;
  link?: { url: string; label: string; label_translation?: Record<string, string>; isExternal?: boolean };
  customContent?: string;
  customContent_translation?: Record<string, string>;
  banner_background?: string;
  banner_content_style?: string;
}

/** Promotional banners of spec 001 §3. */
export const banners = pgTable(
  "banners",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organization_id: organizationColumn(),
    position: text("position").notNull().default("top"),
    type: text("type").notNull().default("permanent"),
    is_enabled: boolean("is_enabled").notNull().default(true),
    content: jsonb("content").$type<BannerContent>().notNull().default({}),
    landing_content: text("landing_content"),
    open_state: text("open_state").notNull().default("full"),
    dismissal_duration: text("dismissal_duration").notNull().default("1 minute"),
    page_paths: text("page_paths").array().notNull().default([]),
    is_fixed_above_navbar: boolean("is_fixed_above_navbar").notNull().default(false),
    /** Ours (issue 33): when it starts showing; null: at once. */
    start_date_promotion: timestamp("start_date_promotion", { withTimezone: true }),
    end_date_promotion: timestamp("end_date_promotion", { withTimezone: true }),
    end_date_promotion_is_displayed: boolean("end_date_promotion_is_displayed").notNull().default(false),
    /** Ours (issue 33): who sees it (everyone, members signed in, visitors not signed in), and in which languages (none: all). */
    audience: text("audience").notNull().default("everyone"),
    audience_languages: text("audience_languages").array().notNull().default([]),
    order: integer("order").notNull().default(0),
    ...timestamps(),
  },
  (table) => [index("banners_organization_idx").on(table.organization_id, table.order)],
);

/** A signed-in visitor's dismissal of a banner, until a moment given by the banner's duration. */
export const bannerDismissals = pgTable(
  "banner_dismissals",
  {
    banner_id: uuid("banner_id")
      .notNull()
      .references(() => banners.id, { onDelete: "cascade" }),
    user_id: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organization_id: organizationColumn(),
    dismissed_until: timestamp("dismissed_until", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.banner_id, table.user_id] })],
);
