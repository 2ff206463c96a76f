import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { TenantEnv } from "@/modules/organizations/organizations.service";
import { eventStream } from "@/server/http/event-stream";
import { memberOf, requireAdmin, userOf } from "@/server/http/guards";
import { access, errorResponses, eventStreamContent, jsonBody, jsonContent, named } from "@/server/http/responses";
import { limitAttempts } from "@/server/http/rate-limit";
import { createRouter } from "@/server/http/router";
import { visitorIdOf } from "@/server/http/visitor-id";
import { streamConversation, streamInbox } from "./support.realtime";
import * as support from "./support.service";
import { chatResponse, conversationResponse, conversationsQuery, conversationWithMessagesResponse, patchConversationBody, readBody, teamMessageBody, visitorMessageBody } from "./support.validation";
import { rowIdParam } from "@/lib/fields";

// Live support (issue 15, decision 029): the visitor's side under /support/chat (public; the
// visitor is the session's member or the browser's HttpOnly visitor id), the admins' inbox under
// /support/conversations. Both sides hear each other over Server-Sent Events; they write with POST.

export const supportRoutes = createRouter<TenantEnv>();

const tags = ["Live support"];
const conversation = named(conversationResponse, "SupportConversation");
const conversationWithMessages = named(conversationWithMessagesResponse, "SupportConversationWithMessages");
const idParam = rowIdParam("Conversation not found");

async function ownerOf(c: Context<TenantEnv>): Promise<support.ChatOwner> {
  const visitorId = visitorIdOf(c);
  const member = await memberOf(c);
  return member ? { userId: member.user.id, visitorId } : { userId: null, visitorId };
}

/** The seq a reconnecting stream resumes after (`Last-Event-ID`); 0 without one. */
function lastEventIdOf(c: Context): number {
  const id = Number(c.req.header("last-event-id") ?? 0);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/** A visitor writes or types at most this often a minute (a person does far less; a script is cut short). */
const maxVisitorCallsPerMinute = 60;
const limitVisitor = (c: Context<TenantEnv>, owner: support.ChatOwner, what: string) => limitAttempts(c, `support-${what}:${c.get("organization").id}:${owner.userId ?? owner.visitorId}`, maxVisitorCallsPerMinute, 60);

const visitorConversation = async (c: Context<TenantEnv>, owner?: support.ChatOwner) => support.visitorConversationOrThrow(c.get("organization").id, owner ?? (await ownerOf(c)));

supportRoutes.openapi(
  createRoute({
    method: "get",
    path: "/support/chat",
    tags,
    summary: "The visitor's live chat: whether an admin is online now, and the visitor's open conversation with its messages",
    ...access.public,
    responses: { 200: jsonContent(named(chatResponse, "SupportChat"), "The chat"), ...errorResponses(404) },
  }),
  async (c) => c.json(await support.getChat(c.get("organization").id, await ownerOf(c)), 200),
);

supportRoutes.openapi(
  createRoute({
    method: "post",
    path: "/support/chat/messages",
    tags,
    summary: "The visitor writes; the first message starts a conversation (with the page and the AI assistant's transcript), only while an admin is online (409 otherwise: the widget offers a ticket)",
    ...access.public,
    request: jsonBody(visitorMessageBody),
    responses: { 201: jsonContent(conversationWithMessages, "The conversation with the message"), ...errorResponses(400, 404, 409, 429) },
  }),
  async (c) => {
    const owner = await ownerOf(c);
    await limitVisitor(c, owner, "message");
    return c.json(await support.sendVisitorMessage(c.get("organization").id, owner, c.req.valid("json")), 201);
  },
);

supportRoutes.openapi(
  createRoute({
    method: "get",
    path: "/support/chat/events",
    tags,
    summary: "The visitor's conversation as it happens: `message` (id: its seq), `typing`, `read`, `conversation`; a reconnection with `Last-Event-ID` gets the messages after it first, each once, then `ready`",
    ...access.public,
    responses: { 200: eventStreamContent("The conversation's events"), ...errorResponses(404) },
  }),
  async (c) => {
    const current = await visitorConversation(c);
    return eventStream(c, (stream) => streamConversation(stream, current.id, lastEventIdOf(c), (after) => support.messagesAfter(current, after))) as never;
  },
);

supportRoutes.openapi(
  createRoute({ method: "post", path: "/support/chat/typing", tags, summary: "The visitor is typing (the inbox shows it for a few seconds)", ...access.public, responses: { 204: { description: "Told" }, ...errorResponses(404, 429) } }),
  async (c) => {
    const owner = await ownerOf(c);
    await limitVisitor(c, owner, "typing");
    await support.visitorTyping(await visitorConversation(c, owner));
    return c.body(null, 204);
  },
);

supportRoutes.openapi(
  createRoute({ method: "post", path: "/support/chat/read", tags, summary: "The visitor has read the team's messages up to `seq`", ...access.public, request: jsonBody(readBody), responses: { 204: { description: "Recorded" }, ...errorResponses(400, 404) } }),
  async (c) => {
    await support.markRead(await visitorConversation(c), "visitor", c.req.valid("json").seq);
    return c.body(null, 204);
  },
);

supportRoutes.openapi(
  createRoute({
    method: "get",
    path: "/support/conversations",
    tags,
    summary: "The inbox: the organization's open (or closed) conversations, the latest first, each with its unread count",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { query: conversationsQuery },
    responses: { 200: jsonContent(z.array(conversation), "Conversations"), ...errorResponses(401, 403) },
  }),
  async (c) => c.json(await support.listConversations(c.get("organization").id, c.req.valid("query").status), 200),
);

supportRoutes.openapi(
  createRoute({
    method: "get",
    path: "/support/conversations/events",
    tags,
    summary: "The inbox as it happens: `ready` (read the lists then), then every conversation's `message`, `typing`, `read` and `conversation` events. While it is open, its admin is online",
    ...access.admin,
    middleware: [requireAdmin] as const,
    responses: { 200: eventStreamContent("The inbox's events"), ...errorResponses(401, 403) },
  }),
  async (c) => {
    const organizationId = c.get("organization").id;
    const { id: userId } = await userOf(c);
    return eventStream(c, (stream) => streamInbox(stream, organizationId, { renew: () => support.renewPresence(organizationId, userId), end: (renewedAt) => support.endPresence(organizationId, userId, renewedAt) })) as never;
  },
);

supportRoutes.openapi(
  createRoute({ method: "get", path: "/support/conversations/{id}", tags, summary: "A conversation with its messages", ...access.admin, middleware: [requireAdmin] as const, request: { params: idParam }, responses: { 200: jsonContent(conversationWithMessages, "The conversation"), ...errorResponses(401, 403, 404) } }),
  async (c) => c.json(await support.getConversation(c.get("organization").id, c.req.valid("param").id), 200),
);

supportRoutes.openapi(
  createRoute({
    method: "patch",
    path: "/support/conversations/{id}",
    tags,
    summary: "Assign a conversation to an admin (null: to nobody), close it or open it again",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: idParam, ...jsonBody(patchConversationBody) },
    responses: { 200: jsonContent(conversationWithMessages, "The conversation"), ...errorResponses(400, 401, 403, 404) },
  }),
  async (c) => c.json(await support.updateConversation(c.get("organization").id, c.req.valid("param").id, c.req.valid("json")), 200),
);

supportRoutes.openapi(
  createRoute({
    method: "post",
    path: "/support/conversations/{id}/messages",
    tags,
    summary: "Answer: the conversation opens again if it was closed, goes to the answering admin if nobody had it, and counts as read up to the answer",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: idParam, ...jsonBody(teamMessageBody) },
    responses: { 201: jsonContent(conversationWithMessages, "The conversation with the answer"), ...errorResponses(400, 401, 403, 404) },
  }),
  async (c) => c.json(await support.sendTeamMessage(c.get("organization").id, c.req.valid("param").id, (await userOf(c)).id, c.req.valid("json").body), 201),
);

supportRoutes.openapi(
  createRoute({ method: "post", path: "/support/conversations/{id}/read", tags, summary: "The team has read the visitor's messages up to `seq`", ...access.admin, middleware: [requireAdmin] as const, request: { params: idParam, ...jsonBody(readBody) }, responses: { 204: { description: "Recorded" }, ...errorResponses(400, 401, 403, 404) } }),
  async (c) => {
    await support.markTeamRead(c.get("organization").id, c.req.valid("param").id, c.req.valid("json").seq);
    return c.body(null, 204);
  },
);

supportRoutes.openapi(
  createRoute({ method: "post", path: "/support/conversations/{id}/typing", tags, summary: "An admin is typing an answer (the visitor sees it for a few seconds)", ...access.admin, middleware: [requireAdmin] as const, request: { params: idParam }, responses: { 204: { description: "Told" }, ...errorResponses(401, 403, 404) } }),
  async (c) => {
    await support.typingInConversation(c.get("organization").id, c.req.valid("param").id, (await userOf(c)).id);
    return c.body(null, 204);
  },
);
