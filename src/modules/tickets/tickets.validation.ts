import { z } from "zod";
import { rowVersion } from "@/lib/fields";

/** Here, not in the schema: client code reads them, and the schema would bring the database library along. */
export const ticketStatuses = ["open", "answered", "closed"] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

/** Tickets are "not shown" in the spec (README decision 6): our own messages, in its style. */
export const ticketMessages = {
  subjectRequired: "Please enter a subject",
  subjectTooLong: "Subjects are at most 200 characters",
  bodyRequired: "Please write your message",
  bodyTooLong: "Messages are at most 5,000 characters",
  notFound: "Ticket not found",
} as const;

const body = z.string({ error: ticketMessages.bodyRequired }).trim().min(1, ticketMessages.bodyRequired).max(5_000, ticketMessages.bodyTooLong);

/** `POST /api/tickets`: Contact, from the profile panel. */
export const createTicketBody = z
  .object({
    subject: z.string({ error: ticketMessages.subjectRequired }).trim().min(1, ticketMessages.subjectRequired).max(200, ticketMessages.subjectTooLong),
    body,
  })
  .strict();

/** `POST /api/tickets/{id}/replies` */
export const replyBody = z.object({ body }).strict();

/** `PATCH /api/tickets/{id}`: close it, or open it again. */
export const patchTicketBody = z.object({ status: z.enum(["open", "closed"]), version: rowVersion.optional() }).strict();

const message = z.object({ id: z.string(), from_staff: z.boolean(), author: z.string(), body: z.string(), created_at: z.string() });

export const ticketResponse = z.object({
  id: z.string(),
  subject: z.string(),
  status: z.enum(ticketStatuses),
  /** Who asked (for the admins' list). */
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  created_at: z.string(),
  last_message_at: z.string(),
  version: z.number().int(),
});

export const ticketWithMessagesResponse = ticketResponse.extend({ messages: z.array(message) });
export const ticketsQuery = z.object({ status: z.enum(ticketStatuses).optional() });
