import { listMembers } from "@/modules/profiles/profiles.service";
import { transaction } from "@/server/db/client";
import { AppError, notFound } from "@/server/http/errors";
import * as repository from "./support.repository";
import { publishSupportEvent, publishTyping } from "./support.realtime";
import type { ConversationStatus } from "./support.schema";
import { supportMessages, type SupportConversation, type SupportConversationWithMessages, type SupportMessage, type VisitorMessageInput } from "./support.validation";

// Live support (issue 15, decision 029): a visitor chats with the organization's admins from the
// help widget. The visitor is the session's member or the browser's anonymous visitor id, never an
// id the client sends; an admin sees every conversation of the organization, nobody else sees any.
// Plain text only: React renders it as text.

export type { ChatOwner } from "./support.repository";

/** An admin is online while their inbox is open (its stream renews this every 20 s). */
const onlineWithinSeconds = 45;

type Member = Awaited<ReturnType<typeof listMembers>>[number];
const nameOf = (member: Member | undefined) => member?.full_name || member?.username || member?.email || null;
/** How the team shows to a visitor: a name, never an admin's e-mail address. */
const publicNameOf = (member: Member | undefined) => member?.full_name || member?.username || null;
/** Who looks: the team sees e-mail addresses, a visitor does not. */
type Side = "visitor" | "team";
const membersById = async (organizationId: string) => new Map((await listMembers(organizationId)).map((member) => [member.user_id, member]));

function messageView(message: repository.Message, members: Map<string, Member>, side: Side): SupportMessage {
  const author = members.get(message.author_user_id ?? "");
  return {
    seq: message.seq,
    conversation_id: message.conversation_id,
    author: message.author,
    author_name: message.author === "team" ? (side === "team" ? nameOf(author) : publicNameOf(author)) : null,
    body: message.body,
    created_at: message.created_at.toISOString(),
  };
}

function conversationView(conversation: repository.Conversation, members: Map<string, Member>, unread: number, lastMessage: repository.Message | null, side: Side): SupportConversation {
  const visitor = conversation.user_id ? members.get(conversation.user_id) : undefined;
  const assigned = conversation.assigned_user_id ? members.get(conversation.assigned_user_id) : undefined;
  return {
    id: conversation.id,
    status: conversation.status,
    page: conversation.page,
    visitor: visitor
      ? { name: nameOf(visitor) ?? "Visitor", email: visitor.email, signed_in: true }
      : // An anonymous visitor is told apart by the start of their browser's id.
        { name: `Visitor ${(conversation.visitor_id ?? conversation.id).slice(0, 4).toUpperCase()}`, email: null, signed_in: false },
    assigned: assigned && conversation.assigned_user_id ? { id: conversation.assigned_user_id, name: (side === "team" ? nameOf(assigned) : publicNameOf(assigned)) ?? "Team" } : null,
    visitor_read_seq: conversation.visitor_read_seq,
    team_read_seq: conversation.team_read_seq,
    unread,
    last_message: lastMessage ? messageView(lastMessage, members, side) : null,
    last_message_at: conversation.last_message_at.toISOString(),
    created_at: conversation.created_at.toISOString(),
  };
}

/** The conversation with its messages, as `side` sees it (unread: what the other side wrote after its read position). */
async function withMessages(conversation: repository.Conversation, side: Side, knownMembers?: Map<string, Member>): Promise<SupportConversationWithMessages> {
  const [messages, members] = await Promise.all([repository.listMessages(conversation.id), knownMembers ?? membersById(conversation.organization_id)]);
  const readSeq = side === "visitor" ? conversation.visitor_read_seq : conversation.team_read_seq;
  const unread = messages.filter((message) => message.seq > readSeq && (side === "visitor" ? message.author === "team" : message.author === "visitor")).length;
  return { ...conversationView(conversation, members, unread, messages.at(-1) ?? null, side), messages: messages.map((message) => messageView(message, members, side)) };
}

export const isTeamOnline = (organizationId: string) => repository.anyoneOnline(organizationId, onlineWithinSeconds);

/** The owner's open conversation; a member without one takes over the one this browser began before signing in. */
async function openConversationOf(organizationId: string, owner: repository.ChatOwner) {
  const open = await repository.findOpenConversation(organizationId, owner);
  if (open || !owner.userId) return open;
  // Only then a write: the widget reads the chat often, and most reads find the member's own.
  await repository.adoptVisitorConversation(organizationId, owner.visitorId, owner.userId);
  return repository.findOpenConversation(organizationId, owner);
}

/** What the widget's Live Support view shows: whether anyone answers now, and the visitor's open conversation. */
export async function getChat(organizationId: string, owner: repository.ChatOwner) {
  const [online, conversation] = await Promise.all([isTeamOnline(organizationId), openConversationOf(organizationId, owner)]);
  return { online, signed_in: owner.userId !== null, conversation: conversation ? await withMessages(conversation, "visitor") : null };
}

/** The visitor's open conversation, or 404: their stream, typing and read position need one. */
export async function visitorConversationOrThrow(organizationId: string, owner: repository.ChatOwner) {
  const conversation = await openConversationOf(organizationId, owner);
  if (!conversation) throw notFound(supportMessages.noConversation);
  return conversation;
}

/**
 * The visitor writes. The first message starts a conversation (only while an admin is online:
 * otherwise the widget offers a ticket), with the page and the AI assistant's transcript before it.
 */
export async function sendVisitorMessage(organizationId: string, owner: repository.ChatOwner, input: VisitorMessageInput) {
  const written = await transaction(async () => {
    let conversation = await openConversationOf(organizationId, owner);
    const started = !conversation;
    if (conversation) conversation = await repository.lockConversation(organizationId, conversation.id);
    else {
      if (!(await isTeamOnline(organizationId))) throw new AppError({ code: "conflict", message: supportMessages.nobodyOnline });
      conversation = await repository.insertConversation(organizationId, owner, input.page ?? "/");
    }
    const messages: repository.Message[] = [];
    if (started) for (const earlier of input.transcript ?? []) messages.push(await repository.insertMessage(conversation!, earlier.author, earlier.author === "visitor" ? owner.userId : null, earlier.body));
    messages.push(await repository.insertMessage(conversation!, "visitor", owner.userId, input.body));
    return { conversation: conversation!, messages };
  });
  return announce(written.conversation, written.messages, "visitor");
}

/** Tells both sides of each new message, and answers with the conversation as `side` sees it now. */
async function announce(conversation: repository.Conversation, messages: repository.Message[], side: "visitor" | "team") {
  const members = await membersById(conversation.organization_id);
  for (const message of messages)
    publishSupportEvent(conversation.organization_id, conversation.id, { event: "message", data: messageView(message, members, "team") }, { event: "message", data: messageView(message, members, "visitor") });
  publishSupportEvent(conversation.organization_id, conversation.id, { event: "conversation", data: { conversation_id: conversation.id } });
  const current = await repository.findConversation(conversation.organization_id, conversation.id);
  return withMessages(current ?? conversation, side, members);
}

export async function listConversations(organizationId: string, status: ConversationStatus): Promise<SupportConversation[]> {
  const [rows, members] = await Promise.all([repository.listConversations(organizationId, status), membersById(organizationId)]);
  const latest = new Map((await repository.findMessages(rows.flatMap((row) => (row.lastSeq ? [row.lastSeq] : [])))).map((message) => [message.seq, message]));
  return rows.map((row) => conversationView(row.conversation, members, row.unread, row.lastSeq ? (latest.get(row.lastSeq) ?? null) : null, "team"));
}

async function conversationOrThrow(organizationId: string, id: string) {
  const conversation = await repository.findConversation(organizationId, id);
  if (!conversation) throw notFound(supportMessages.notFound);
  return conversation;
}

export async function getConversation(organizationId: string, id: string) {
  return withMessages(await conversationOrThrow(organizationId, id), "team");
}

/**
 * An admin answers: the conversation opens again if it was closed, goes to them if nobody had it,
 * and counts as read up to their answer.
 */
export async function sendTeamMessage(organizationId: string, id: string, adminUserId: string, body: string) {
  const written = await transaction(async () => {
    const conversation = await repository.lockConversation(organizationId, id);
    if (!conversation) throw notFound(supportMessages.notFound);
    const message = await repository.insertMessage(conversation, "team", adminUserId, body);
    const updated = await repository.updateConversation(organizationId, id, { status: "open", assigned_user_id: conversation.assigned_user_id ?? adminUserId });
    await repository.markRead(organizationId, id, "team", message.seq);
    return { conversation: updated ?? conversation, messages: [message] };
  });
  return announce(written.conversation, written.messages, "team");
}

/** Assigns it (to an admin of the organization, or to nobody), closes it or opens it again. */
export async function updateConversation(organizationId: string, id: string, change: { assigned_user_id?: string | null; status?: ConversationStatus }) {
  await conversationOrThrow(organizationId, id);
  if (change.assigned_user_id) {
    const member = (await membersById(organizationId)).get(change.assigned_user_id);
    if (member?.role !== "admin") throw new AppError({ code: "bad_request", message: supportMessages.notAnAdmin });
  }
  const updated = await repository.updateConversation(organizationId, id, change);
  if (!updated) throw notFound(supportMessages.notFound);
  publishSupportEvent(organizationId, id, { event: "conversation", data: { conversation_id: id } });
  return withMessages(updated, "team");
}

/** One side has read up to `seq`: the other side's "Seen", and the unread counts. */
export async function markRead(conversation: repository.Conversation, side: "visitor" | "team", seq: number) {
  const updated = await repository.markRead(conversation.organization_id, conversation.id, side, seq);
  if (!updated) throw notFound(supportMessages.notFound);
  if (updated.visitor_read_seq !== conversation.visitor_read_seq || updated.team_read_seq !== conversation.team_read_seq)
    publishSupportEvent(conversation.organization_id, conversation.id, { event: "read", data: { conversation_id: conversation.id, visitor_read_seq: updated.visitor_read_seq, team_read_seq: updated.team_read_seq } });
}

export async function markTeamRead(organizationId: string, id: string, seq: number) {
  await markRead(await conversationOrThrow(organizationId, id), "team", seq);
}

export async function typingInConversation(organizationId: string, id: string, adminUserId: string) {
  const conversation = await conversationOrThrow(organizationId, id);
  const name = nameOf((await membersById(organizationId)).get(adminUserId));
  await publishTyping(organizationId, conversation.id, { conversation_id: conversation.id, author: "team", name });
}

export async function visitorTyping(conversation: repository.Conversation) {
  await publishTyping(conversation.organization_id, conversation.id, { conversation_id: conversation.id, author: "visitor", name: null });
}

/** The visitor's stream resumes after a seq: the messages of their conversation after it. */
export async function messagesAfter(conversation: repository.Conversation, afterSeq: number): Promise<SupportMessage[]> {
  const [messages, members] = await Promise.all([repository.listMessages(conversation.id, afterSeq), membersById(conversation.organization_id)]);
  return messages.map((message) => messageView(message, members, "visitor"));
}

export const renewPresence = repository.touchPresence;
export const endPresence = repository.clearPresence;
