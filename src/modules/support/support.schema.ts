import { bigserial, bigint, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "@/modules/identity/identity.schema";
import { organizationColumn } from "@/modules/organizations/organizations.schema";
import type { ConversationStatus, MessageAuthor } from "./support.validation";

export { conversationStatuses, messageAuthors, type ConversationStatus, type MessageAuthor } from "./support.validation";

/**
 * A visitor's live chat with the organization's team (issue 15, decision 029). Its visitor is a
 * signed-in member (`user_id`) or the browser's anonymous visitor id (`visitor_id`, the HttpOnly
 * atrium_visitor cookie): never an id the client names.
 */
export const supportConversations = pgTable(
  "support_conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organization_id: organizationColumn(),
    user_id: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    visitor_id: uuid("visitor_id"),
    /** The page the visitor wrote from (a path of the site). */
    page: text("page").notNull().default("/"),
    status: text("status").$type<ConversationStatus>().notNull().default("open"),
    assigned_user_id: text("assigned_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The last message each side has read (a message's seq). */
    visitor_read_seq: bigint("visitor_read_seq", { mode: "number" }).notNull().default(0),
    team_read_seq: bigint("team_read_seq", { mode: "number" }).notNull().default(0),
    last_message_at: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("support_conversations_organization_idx").on(table.organization_id, table.last_message_at),
    index("support_conversations_user_idx").on(table.organization_id, table.user_id),
    index("support_conversations_visitor_idx").on(table.organization_id, table.visitor_id),
  ],
);

/**
 * A conversation's messages, plain text. `seq` orders them and is the Server-Sent Events id that a
 * reconnecting visitor resumes after: messages of one conversation are written one at a time (the
 * conversation's row is locked first), so their seqs commit in order.
 */
export const supportMessages = pgTable(
  "support_messages",
  {
    seq: bigserial("seq", { mode: "number" }).primaryKey(),
    conversation_id: uuid("conversation_id")
      .notNull()
      .references(() => supportConversations.id, { onDelete: "cascade" }),
    organization_id: organizationColumn(),
    /** visitor, team (an admin), or assistant (the AI's answers in a handed-over transcript). */
    author: text("author").$type<MessageAuthor>().notNull(),
    author_user_id: text("author_user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("support_messages_conversation_idx").on(table.conversation_id, table.seq)],
);

/** Which admins have the inbox open: seen within the last 45 s is online (the inbox's stream renews it). */
export const supportPresence = pgTable(
  "support_presence",
  {
    organization_id: organizationColumn(),
    user_id: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    last_seen_at: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organization_id, table.user_id] })],
);
