import { z } from "zod";
import { maxMessageLength } from "./support-limits";

/** Here, not in the schema: client code reads them, and the schema would bring the database library along. */
export const conversationStatuses = ["open", "closed"] as const;
export type ConversationStatus = (typeof conversationStatuses)[number];
export const messageAuthors = ["visitor", "team", "assistant"] as const;
export type MessageAuthor = (typeof messageAuthors)[number];

/** Live support is "not shown" in the spec (README decision 6): our own messages, in its style. */
export const supportMessages = {
  bodyRequired: "Please write your message",
  nothingToChange: "Send assigned_user_id or status: the request changes nothing",
  bodyTooLong: "Messages are at most 2,000 characters",
  nobodyOnline: "No one from our team is online right now. Please open a ticket instead.",
  noConversation: "You have no open conversation",
  notFound: "Conversation not found",
  notAnAdmin: "Conversations can be assigned to this organization's administrators only",
  closed: "This conversation is closed",
} as const;

const body = z.string({ error: supportMessages.bodyRequired }).trim().min(1, supportMessages.bodyRequired).max(maxMessageLength, supportMessages.bodyTooLong);

/** A path of the site (never another origin): where the visitor wrote from. */
const page = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)[^\s]*$/, "The page must be a path of this site")
  .optional();

/**
 * `POST /api/support/chat/messages`: the visitor's message; the first one starts the conversation,
 * with the page and what the AI assistant was asked and answered before it handed over.
 */
export const visitorMessageBody = z
  .object({
    body,
    page,
    transcript: z
      .array(z.object({ author: z.enum(["visitor", "assistant"]), body: z.string().trim().min(1).max(maxMessageLength) }).strict())
      .max(20)
      .optional(),
  })
  .strict();
export type VisitorMessageInput = z.output<typeof visitorMessageBody>;

/** `POST /api/support/conversations/{id}/messages`: an admin's answer. */
export const teamMessageBody = z.object({ body }).strict();

/** `POST .../read`: everything up to this message has been read. */
export const readBody = z.object({ seq: z.number().int().min(0) }).strict();

/** `PATCH /api/support/conversations/{id}`: assign it (null: to nobody), close it or open it again. */
export const patchConversationBody = z
  .object({ assigned_user_id: z.string().min(1).max(64).nullable().optional(), status: z.enum(conversationStatuses).optional() })
  .strict()
  .refine((change) => change.assigned_user_id !== undefined || change.status !== undefined, supportMessages.nothingToChange);

export const conversationsQuery = z.object({ status: z.enum(conversationStatuses).default("open") });

export const messageResponse = z.object({
  seq: z.number().int(),
  conversation_id: z.string(),
  author: z.enum(messageAuthors),
  /** The admin's name for the team's messages; null otherwise. */
  author_name: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
});
export type SupportMessage = z.output<typeof messageResponse>;

export const conversationResponse = z.object({
  id: z.string(),
  status: z.enum(conversationStatuses),
  page: z.string(),
  visitor: z.object({ name: z.string(), email: z.string().nullable(), signed_in: z.boolean() }),
  assigned: z.object({ id: z.string(), name: z.string() }).nullable(),
  visitor_read_seq: z.number().int(),
  team_read_seq: z.number().int(),
  /** Messages the other side wrote that this side has not read (the visitor's, to the team; the team's, to the visitor). */
  unread: z.number().int(),
  last_message: messageResponse.nullable(),
  last_message_at: z.string(),
  created_at: z.string(),
});
export type SupportConversation = z.output<typeof conversationResponse>;

export const conversationWithMessagesResponse = conversationResponse.extend({ messages: z.array(messageResponse) });
export type SupportConversationWithMessages = z.output<typeof conversationWithMessagesResponse>;

/** `GET /api/support/chat`: whether anyone answers now, whether the visitor is signed in (a ticket needs it), and their open conversation. */
export const chatResponse = z.object({ online: z.boolean(), signed_in: z.boolean(), conversation: conversationWithMessagesResponse.nullable() });
export type SupportChat = z.output<typeof chatResponse>;

/**
 * The events of the two streams (Server-Sent Events, each `data` is JSON), by event name. A
 * `message` event's id is its seq: the visitor's stream resumes after `Last-Event-ID`.
 */
export const supportEventData = {
  message: messageResponse,
  typing: z.object({ conversation_id: z.string(), author: z.enum(["visitor", "team"]), name: z.string().nullable() }),
  read: z.object({ conversation_id: z.string(), visitor_read_seq: z.number().int(), team_read_seq: z.number().int() }),
  conversation: z.object({ conversation_id: z.string() }),
  ready: z.object({}),
};
type EventData = typeof supportEventData;
export type SupportEvent = { [Name in keyof EventData]: { event: Name; data: z.output<EventData[Name]> } }[keyof EventData];
