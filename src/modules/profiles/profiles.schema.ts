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
