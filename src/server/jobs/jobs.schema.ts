import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * When each periodic job last ran, for the whole installation: the process that moves a job's time
 * on runs it, so work meant to happen once a period happens once, however many processes tick.
 */
export const periodicRuns = pgTable("periodic_runs", {
  name: text("name").primaryKey(),
  ran_at: timestamp("ran_at", { withTimezone: true }).notNull(),
});
