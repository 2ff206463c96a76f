import { pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "@/modules/identity/identity.schema";
import { organizations } from "@/modules/organizations/organizations.schema";

/** A free-trial registration made at sign-up (spec 000 §4 "Registration"). */
export const freeTrials = pgTable(
  "free_trials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organization_id: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    user_id: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    started_at: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    ends_at: timestamp("ends_at", { withTimezone: true }).notNull(),
  },
  (table) => [unique("free_trials_user_organization_unique").on(table.user_id, table.organization_id)],
);
