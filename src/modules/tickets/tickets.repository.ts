import { and, asc, desc, eq } from "drizzle-orm";
import { db } from "@/server/db/client";
import { atVersion, nextVersion } from "@/server/db/columns";
import { ticketMessages, tickets, type TicketStatus } from "./tickets.schema";

export type Ticket = typeof tickets.$inferSelect;
export type TicketMessage = typeof ticketMessages.$inferSelect;
/** The organization's tickets (`userId`: only that user's), the latest message first. */
export function listTickets(organizationId: string, filter: { userId?: string; status?: TicketStatus }): Promise<Ticket[]> {
  return db().then((database) =>
    database
      .select()
      .from(tickets)
      .where(and(eq(tickets.organization_id, organizationId), filter.userId ? eq(tickets.user_id, filter.userId) : undefined, filter.status ? eq(tickets.status, filter.status) : undefined))
      .orderBy(desc(tickets.last_message_at), desc(tickets.id))
      .limit(200),
  );
}

export async function findTicket(organizationId: string, id: string): Promise<Ticket | null> {
  const [row] = await (await db()).select().from(tickets).where(and(eq(tickets.organization_id, organizationId), eq(tickets.id, id)));
  return row ?? null;
}

export async function insertTicket(organizationId: string, userId: string, subject: string): Promise<Ticket> {
  const [row] = await (await db()).insert(tickets).values({ organization_id: organizationId, user_id: userId, subject }).returning();
  return row!;
}

export async function insertMessage(ticket: Ticket, authorUserId: string, fromStaff: boolean, body: string): Promise<TicketMessage> {
  const [row] = await (await db()).insert(ticketMessages).values({ ticket_id: ticket.id, organization_id: ticket.organization_id, author_user_id: authorUserId, from_staff: fromStaff, body }).returning();
  return row!;
}

export async function listMessages(ticketId: string): Promise<TicketMessage[]> {
  return (await db()).select().from(ticketMessages).where(eq(ticketMessages.ticket_id, ticketId)).orderBy(asc(ticketMessages.created_at), asc(ticketMessages.id));
}

/** Null when the ticket is not at `version` any more. */
export async function setTicketStatus(organizationId: string, id: string, status: TicketStatus, version?: number, touched = false): Promise<Ticket | null> {
  const now = new Date();
  const [row] = await (await db())
    .update(tickets)
    .set({ status, version: nextVersion(tickets.version), updated_at: now, ...(touched ? { last_message_at: now } : {}) })
    .where(and(eq(tickets.organization_id, organizationId), eq(tickets.id, id), atVersion(tickets.version, version)))
    .returning();
  return row ?? null;
}
