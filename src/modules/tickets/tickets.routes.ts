import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { TenantEnv } from "@/modules/organizations/organizations.service";
import { memberOf, requireAdmin, requireUser, userOf } from "@/server/http/guards";
import { access, errorResponses, jsonBody, jsonContent, named, versionConflictResponse } from "@/server/http/responses";
import { createRouter } from "@/server/http/router";
import { createTicket, getTicket, listTickets, reply, setStatus } from "./tickets.service";
import { createTicketBody, patchTicketBody, replyBody, ticketResponse, ticketsQuery, ticketWithMessagesResponse } from "./tickets.validation";
import { rowIdParam } from "@/lib/fields";

// Tickets (issue 15; "not shown" in the spec, README decision 6): users write from Contact, read on
// /account/profile/tickets; admins answer from the Tickets modal. The caller is always the session.

export const ticketsRoutes = createRouter<TenantEnv>();

const tags = ["Tickets"];
const ticket = named(ticketResponse, "Ticket");
const ticketWithMessages = named(ticketWithMessagesResponse, "TicketWithMessages");
const idParam = rowIdParam("Ticket not found");
const origin = (c: Context) => new URL(c.req.url).origin;

async function viewerOf(c: Context<TenantEnv>) {
  const user = await userOf(c);
  return { userId: user.id, isAdmin: (await memberOf(c))?.profile.role === "admin" };
}

ticketsRoutes.openapi(
  createRoute({ method: "get", path: "/tickets", tags, summary: "The caller's own tickets, the latest message first", ...access.user, middleware: [requireUser] as const, request: { query: ticketsQuery }, responses: { 200: jsonContent(z.array(ticket), "Their tickets"), ...errorResponses(401, 404) } }),
  async (c) => c.json(await listTickets(c.get("organization").id, await viewerOf(c), c.req.valid("query")), 200),
);

ticketsRoutes.openapi(
  createRoute({
    method: "get",
    path: "/tickets/inbox",
    tags,
    summary: "Every ticket of the organization, for the admins' Tickets modal (`status` to filter)",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { query: ticketsQuery },
    responses: { 200: jsonContent(z.array(ticket), "All tickets, the latest message first"), ...errorResponses(401, 403) },
  }),
  async (c) => c.json(await listTickets(c.get("organization").id, await viewerOf(c), { inbox: true, ...c.req.valid("query") }), 200),
);

ticketsRoutes.openapi(
  createRoute({
    method: "post",
    path: "/tickets",
    tags,
    summary: "Open a ticket (Contact); the admins get it by e-mail",
    ...access.user,
    middleware: [requireUser] as const,
    request: jsonBody(createTicketBody),
    responses: { 201: jsonContent(ticketWithMessages, "The ticket with its first message"), ...errorResponses(401, 404) },
  }),
  async (c) => c.json(await createTicket(c.get("organization"), await viewerOf(c), c.req.valid("json"), origin(c)), 201),
);

ticketsRoutes.openapi(
  createRoute({ method: "get", path: "/tickets/{id}", tags, summary: "A ticket and its messages, for its user and the admins", ...access.user, middleware: [requireUser] as const, request: { params: idParam }, responses: { 200: jsonContent(ticketWithMessages, "The ticket"), ...errorResponses(401, 404) } }),
  async (c) => c.json(await getTicket(c.get("organization").id, c.req.valid("param").id, await viewerOf(c)), 200),
);

ticketsRoutes.openapi(
  createRoute({
    method: "post",
    path: "/tickets/{id}/replies",
    tags,
    summary: "Reply: an admin's answer marks it answered and is e-mailed to its user; the user's opens it again and is e-mailed to the admins",
    ...access.user,
    middleware: [requireUser] as const,
    request: { params: idParam, ...jsonBody(replyBody) },
    responses: { 201: jsonContent(ticketWithMessages, "The ticket with the reply"), ...errorResponses(401, 404) },
  }),
  async (c) => c.json(await reply(c.get("organization"), c.req.valid("param").id, await viewerOf(c), c.req.valid("json").body, origin(c)), 201),
);

ticketsRoutes.openapi(
  createRoute({
    method: "patch",
    path: "/tickets/{id}",
    tags,
    summary: "Close a ticket or open it again (its user or an admin); with `version`, only if nothing changed since",
    ...access.user,
    middleware: [requireUser] as const,
    request: { params: idParam, ...jsonBody(patchTicketBody) },
    responses: { 200: jsonContent(ticketWithMessages, "The ticket"), ...errorResponses(401, 404), ...versionConflictResponse(ticketWithMessages) },
  }),
  async (c) => {
    const { status, version } = c.req.valid("json");
    return c.json(await setStatus(c.get("organization").id, c.req.valid("param").id, await viewerOf(c), status, version), 200);
  },
);
