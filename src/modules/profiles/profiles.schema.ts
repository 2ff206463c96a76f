import { pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "@/modules/identity/identity.schema";
import { organizations } from "@/modules/organizations/organizations.schema";

export const roles = ["admin", "member"] as const;
export type Role = (typeof roles)[number];

/** Spec 000 §3 "Profile": one per user and organization, carrying the role there. */
export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organization_id: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    username: text("username"),
    full_name: text("full_name"),
    email: text("email").notNull(),
    role: text("role").$type<Role>().notNull().default("member"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique("profiles_user_organization_unique").on(table.user_id, table.organization_id)],
);

export type Profile = typeof profiles.$inferSelect;

/**
 * An invitation to join the organization with a role, e-mailed to `email` (issue 12). Only the hash
 * of its token is stored: the link in the e-mail is the one proof that the address was reached.
 */
export const invitations = pgTable(
  "invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organization_id: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role").$type<Role>().notNull().default("member"),
    token_hash: text("token_hash").notNull().unique(),
    invited_by: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    accepted_at: timestamp("accepted_at", { withTimezone: true }),
  },
  (table) => [unique("invitations_organization_email_unique").on(table.organization_id, table.email)],
);

export type Invitation = typeof invitations.$inferSelect;
