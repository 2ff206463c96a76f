import { createRoute, z } from "@hono/zod-openapi";
import { toJson } from "@/lib/json";
import type { TenantEnv } from "@/modules/organizations/organizations.service";
import { requireAdmin, requireUser, userOf } from "@/server/http/guards";
import { access, errorResponses, jsonBody, jsonContent, named } from "@/server/http/responses";
import { createRouter } from "@/server/http/router";
import { acceptInvitation, inviteMember, listInvitations, revokeInvitation } from "./invitations.service";
import { acceptInvitationBody, invitationBody, invitationMessages, invitationResponse } from "./profiles.validation";
import { rowIdParam } from "@/lib/fields";

export const invitationsRoutes = createRouter<TenantEnv>();

const tags = ["Profiles"];
const invitation = named(invitationResponse, "Invitation");

// GET /api/invitations - the invitations not accepted yet (the admin area)
invitationsRoutes.openapi(
  createRoute({
    method: "get",
    path: "/invitations",
    tags,
    summary: "Invitations not accepted yet, newest first",
    ...access.admin,
    middleware: [requireAdmin] as const,
    responses: { 200: jsonContent(z.array(invitation), "The open invitations"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => c.json(toJson(await listInvitations(c.get("organization").id)), 200),
);

// POST /api/invitations - invite an address as a member or an admin; the link goes by e-mail
invitationsRoutes.openapi(
  createRoute({
    method: "post",
    path: "/invitations",
    tags,
    summary: "Invite an e-mail address to join as a member or an admin (renews an open invitation of the same address)",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: jsonBody(invitationBody),
    responses: { 201: jsonContent(invitation, "The invitation; its link was e-mailed"), ...errorResponses(400, 401, 403, 404, 409, 502) },
  }),
  async (c) => {
    const user = await userOf(c);
    const saved = await inviteMember(c.get("organization"), user.id, c.req.valid("json"), new URL(c.req.url).origin);
    return c.json(toJson(saved), 201);
  },
);

// DELETE /api/invitations/{id} - withdraw an invitation (its link stops working)
invitationsRoutes.openapi(
  createRoute({
    method: "delete",
    path: "/invitations/{id}",
    tags,
    summary: "Withdraw an invitation",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: rowIdParam(invitationMessages.notFound) },
    responses: { 200: jsonContent(z.object({ success: z.literal(true) }), "Withdrawn"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => {
    await revokeInvitation(c.get("organization").id, c.req.valid("param").id);
    return c.json({ success: true as const }, 200);
  },
);

// POST /api/invitations/accept - the signed-in user accepts an invitation sent to their address
invitationsRoutes.openapi(
  createRoute({
    method: "post",
    path: "/invitations/accept",
    tags,
    summary: "Accept an invitation with the token from its e-mail; it must have been sent to the caller's address",
    ...access.user,
    middleware: [requireUser] as const,
    request: jsonBody(acceptInvitationBody),
    responses: { 200: jsonContent(z.object({ role: z.enum(["admin", "member"]) }), "The caller's role now"), ...errorResponses(400, 401, 403, 404) },
  }),
  async (c) => c.json(await acceptInvitation(c.get("organization").id, await userOf(c), c.req.valid("json").token), 200),
);
