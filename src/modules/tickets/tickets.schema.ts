import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "@/modules/identity/identity.schema";
import { organizationColumn } from "@/modules/organizations/organizations.schema";
import { timestamps, versionColumn } from "@/server/db/columns";
import type { TicketStatus } from "./tickets.validation";

export { ticketStatuses, type TicketStatus } from "./tickets.validation";

/** A signed-in user's question to the organization (Contact in the profile panel, issue 15). */
export const tickets = pgTable(
  "tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organization_id: organizationColumn(),
    user_id: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    /** open: waiting for the organization; answered: waiting for the user; closed. */
    status: text("status").$type<TicketStatus>().notNull().default("open"),
    last_message_at: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    version: versionColumn(),
    ...timestamps(),
  },
  (table) => [index("tickets_organization_idx").on(table.organization_id, table.last_message_at), index("tickets_user_idx").on(table.organization_id, table.user_id)],
);

/** A ticket's messages, plain text, oldest first. */
export const ticketMessages = pgTable(
  "ticket_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ticket_id: uuid("ticket_id")
      .notNull()
      .references(() => tickets.id, { onDelete: "cascade" }),
    organization_id: organizationColumn(),
    author_user_id: text("author_user_id").references(() => users.id, { onDelete: "set null" }),
    /** Written by the organization's side (an admin), not by the ticket's user. */
    from_staff: boolean("from_staff").notNull(),
    body: text("body").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("ticket_messages_ticket_idx").on(table.ticket_id, table.created_at)],
);
