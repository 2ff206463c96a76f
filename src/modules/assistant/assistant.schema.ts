import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { organizationColumn } from "@/modules/organizations/organizations.schema";
import { timestamps, versionColumn } from "@/server/db/columns";

/** The AI assistant of one organization (/admin/ai/management, issue 15); no row: the defaults. */
export const assistantSettings = pgTable("assistant_settings", {
  organization_id: organizationColumn().primaryKey(),
  enabled: boolean("enabled").notNull().default(true),
  /** Shown when the assistant opens; empty: the widget's own greeting. */
  welcome_text: text("welcome_text").notNull().default(""),
  /** Which of the organization's content it may answer from. */
  use_help_center: boolean("use_help_center").notNull().default(true),
  use_docs: boolean("use_docs").notNull().default(true),
  use_faqs: boolean("use_faqs").notNull().default(true),
  version: versionColumn(),
  ...timestamps(),
});

/**
 * Questions the assistant could not answer, once per wording (case and spacing aside), with how
 * often they were asked: what the admins could write an article about.
 */
export const unansweredQuestions = pgTable(
  "assistant_unanswered_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organization_id: organizationColumn(),
    question: text("question").notNull(),
    /** Lower case, white space collapsed: the same question asked twice is one row. */
    normalized: text("normalized").notNull(),
    locale: text("locale").notNull(),
    times_asked: integer("times_asked").notNull().default(1),
    last_asked_at: timestamp("last_asked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("assistant_unanswered_question_idx").on(table.organization_id, table.normalized), index("assistant_unanswered_recent_idx").on(table.organization_id, table.last_asked_at)],
);
