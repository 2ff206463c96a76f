import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { MailAttachment } from "./transports/transport";
import { organizations } from "@/modules/organizations/organizations.schema";

/** Every message sent while no SMTP server is configured, kept for admins to read (spec decision 9). */
export const outbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organization_id: uuid("organization_id").references(() => organizations.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** Files sent with it (a booking's calendar invite), kept like the text. */
    attachments: jsonb("attachments").$type<MailAttachment[]>().notNull().default([]),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("email_outbox_organization_idx").on(table.organization_id, table.created_at)],
);
