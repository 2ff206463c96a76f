import { and, asc, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { db } from "@/server/db/client";
import { supportConversations, supportMessages, supportPresence, type ConversationStatus, type MessageAuthor } from "./support.schema";

export type Conversation = typeof supportConversations.$inferSelect;
export type Message = typeof supportMessages.$inferSelect;

/** Whose conversation: the signed-in member's, or else the browser's anonymous visitor's. */
export type ChatOwner = { userId: string; visitorId: string } | { userId: null; visitorId: string };

const ownedBy = (owner: ChatOwner) => (owner.userId ? eq(supportConversations.user_id, owner.userId) : and(isNull(supportConversations.user_id), eq(supportConversations.visitor_id, owner.visitorId)));

export async function findOpenConversation(organizationId: string, owner: ChatOwner): Promise<Conversation | null> {
  const [row] = await (await db())
    .select()
    .from(supportConversations)
    .where(and(eq(supportConversations.organization_id, organizationId), eq(supportConversations.status, "open"), ownedBy(owner)))
    .orderBy(desc(supportConversations.last_message_at))
    .limit(1);
  return row ?? null;
}

/** A member who signs in mid-chat keeps the conversation this browser started anonymously. */
export async function adoptVisitorConversation(organizationId: string, visitorId: string, userId: string): Promise<void> {
  await (await db())
    .update(supportConversations)
    .set({ user_id: userId })
    .where(and(eq(supportConversations.organization_id, organizationId), eq(supportConversations.status, "open"), isNull(supportConversations.user_id), eq(supportConversations.visitor_id, visitorId)));
}

export async function findConversation(organizationId: string, id: string): Promise<Conversation | null> {
  const [row] = await (await db()).select().from(supportConversations).where(and(eq(supportConversations.organization_id, organizationId), eq(supportConversations.id, id)));
  return row ?? null;
}

export async function insertConversation(organizationId: string, owner: ChatOwner, page: string): Promise<Conversation> {
  const [row] = await (await db()).insert(supportConversations).values({ organization_id: organizationId, user_id: owner.userId, visitor_id: owner.visitorId, page }).returning();
  return row!;
}

/**
 * Locks the conversation's row for the open transaction (and marks its latest activity): the
 * message written next gets its seq only after any other writer of this conversation committed.
 */
export async function lockConversation(organizationId: string, id: string): Promise<Conversation | null> {
  const [row] = await (await db())
    .update(supportConversations)
    .set({ last_message_at: new Date() })
    .where(and(eq(supportConversations.organization_id, organizationId), eq(supportConversations.id, id)))
    .returning();
  return row ?? null;
}

export async function insertMessage(conversation: Conversation, author: MessageAuthor, authorUserId: string | null, body: string): Promise<Message> {
  const [row] = await (await db()).insert(supportMessages).values({ conversation_id: conversation.id, organization_id: conversation.organization_id, author, author_user_id: authorUserId, body }).returning();
  return row!;
}

/** A conversation's messages after `afterSeq`, oldest first. */
export async function listMessages(conversationId: string, afterSeq = 0): Promise<Message[]> {
  return (await db())
    .select()
    .from(supportMessages)
    .where(and(eq(supportMessages.conversation_id, conversationId), gt(supportMessages.seq, afterSeq)))
    .orderBy(asc(supportMessages.seq))
    .limit(1_000);
}

export async function findMessages(seqs: number[]): Promise<Message[]> {
  if (seqs.length === 0) return [];
  return (await db()).select().from(supportMessages).where(inArray(supportMessages.seq, seqs));
}

/** The organization's conversations with a status, the latest first, each with its team-unread count and latest message's seq. */
export async function listConversations(organizationId: string, status: ConversationStatus) {
  const c = supportConversations;
  return (await db())
    .select({
      conversation: c,
      unread: sql<number>`(select count(*) from ${supportMessages} m where m.conversation_id = ${c.id} and m.author = 'visitor' and m.seq > ${c.team_read_seq})`.mapWith(Number),
      lastSeq: sql<number | null>`(select max(m.seq) from ${supportMessages} m where m.conversation_id = ${c.id})`.mapWith(Number),
    })
    .from(c)
    .where(and(eq(c.organization_id, organizationId), eq(c.status, status)))
    .orderBy(desc(c.last_message_at), desc(c.id))
    .limit(200);
}

/** Raises one side's read position to `seq` (never lowers it, never past the last message). */
export async function markRead(organizationId: string, id: string, side: "visitor" | "team", seq: number): Promise<Conversation | null> {
  const column = side === "visitor" ? supportConversations.visitor_read_seq : supportConversations.team_read_seq;
  const latest = sql`(select coalesce(max(m.seq), 0) from ${supportMessages} m where m.conversation_id = ${supportConversations.id})`;
  const [row] = await (await db())
    .update(supportConversations)
    .set({ [side === "visitor" ? "visitor_read_seq" : "team_read_seq"]: sql`greatest(${column}, least(${seq}, ${latest}))` })
    .where(and(eq(supportConversations.organization_id, organizationId), eq(supportConversations.id, id)))
    .returning();
  return row ?? null;
}

export async function updateConversation(organizationId: string, id: string, change: { assigned_user_id?: string | null; status?: ConversationStatus }): Promise<Conversation | null> {
  const [row] = await (await db())
    .update(supportConversations)
    .set(change)
    .where(and(eq(supportConversations.organization_id, organizationId), eq(supportConversations.id, id)))
    .returning();
  return row ?? null;
}

/** The admin has the inbox open now; answers the time it recorded. */
export async function touchPresence(organizationId: string, userId: string): Promise<Date> {
  const [row] = await (await db())
    .insert(supportPresence)
    .values({ organization_id: organizationId, user_id: userId, last_seen_at: new Date() })
    .onConflictDoUpdate({ target: [supportPresence.organization_id, supportPresence.user_id], set: { last_seen_at: new Date() } })
    .returning();
  return row!.last_seen_at;
}

export async function anyoneOnline(organizationId: string, withinSeconds: number): Promise<boolean> {
  const [row] = await (await db())
    .select({ userId: supportPresence.user_id })
    .from(supportPresence)
    .where(and(eq(supportPresence.organization_id, organizationId), sql`${supportPresence.last_seen_at} > now() - make_interval(secs => ${withinSeconds})`))
    .limit(1);
  return Boolean(row);
}

/**
 * The admin closed an inbox: offline at once, unless another of their inboxes (a second tab, the
 * page that replaced it) renewed the presence since `renewedAt`.
 */
export async function clearPresence(organizationId: string, userId: string, renewedAt: Date): Promise<void> {
  await (await db())
    .delete(supportPresence)
    .where(and(eq(supportPresence.organization_id, organizationId), eq(supportPresence.user_id, userId), eq(supportPresence.last_seen_at, renewedAt)));
}
