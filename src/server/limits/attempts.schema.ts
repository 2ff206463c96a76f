import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Counters of attempts per key in a fixed window (failed sign-ins of an account, e-mails a user
 * asked for). Kept in the database so that every server process of a deployment counts together.
 */
export const attemptCounters = pgTable("attempt_counters", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  window_started_at: timestamp("window_started_at", { withTimezone: true }).notNull(),
});
