import { createRoute, z } from "@hono/zod-openapi";
import { toJson } from "@/lib/json";
import type { TenantEnv } from "@/modules/organizations/organizations.service";
import { memberOf, requireAdmin, requireUser, userOf } from "@/server/http/guards";
import { access, errorResponses, jsonBody, jsonContent, named } from "@/server/http/responses";
import { createRouter } from "@/server/http/router";
import { accountResponse, memberParam, memberRoleBody, profileResponse, sessionResponse, updateProfileBody } from "./profiles.validation";
import { getProfileOrThrow, listMembers, sessionRole, setMemberRole, updateOwnProfile } from "./profiles.service";

export const profilesRoutes = createRouter<TenantEnv>();

const profile = named(profileResponse, "Profile");

// GET /api/session - who is looking, answered 200 for everyone so that a guest's check logs no error
profilesRoutes.openapi(
  createRoute({
    method: "get",
    path: "/session",
    tags: ["Profiles"],
    summary: "The caller's role on this site: guest, user or admin",
    ...access.public,
    responses: { 200: jsonContent(named(sessionResponse, "Session"), "The role") },
  }),
  async (c) => {
    const member = await memberOf(c);
    const role: "guest" | "user" | "admin" = member ? sessionRole(member.profile) : "guest";
    return c.json({ role }, 200);
  },
);

// GET /api/profile - the caller's profile (and role) in this organization
profilesRoutes.openapi(
  createRoute({
    method: "get",
    path: "/profile",
    tags: ["Profiles"],
    summary: "The caller's profile in this organization",
    ...access.user,
    middleware: [requireUser] as const,
    responses: { 200: jsonContent(profile, "The profile"), ...errorResponses(401, 404) },
  }),
  async (c) => {
    const user = await userOf(c);
    return c.json(toJson(await getProfileOrThrow(c.get("organization").id, user.id)), 200);
  },
);

// GET /api/account - the signed-in user and their profile here, for the account and back-office pages
profilesRoutes.openapi(
  createRoute({
    method: "get",
    path: "/account",
    tags: ["Profiles"],
    summary: "The signed-in user (id, e-mail, name) and their profile and role in this organization",
    description: "A user of another organization is not found here, as their rows would be.",
    ...access.user,
    middleware: [requireUser] as const,
    responses: { 200: jsonContent(named(accountResponse, "Account"), "The account"), ...errorResponses(401, 404) },
  }),
  async (c) => {
    const { id, email, name } = await userOf(c);
    const profile = await getProfileOrThrow(c.get("organization").id, id);
    return c.json(toJson({ user: { id, email, name }, profile }), 200);
  },
);

// PUT /api/profile - upsert the caller's username and full name in this organization
profilesRoutes.openapi(
  createRoute({
    method: "put",
    path: "/profile",
    tags: ["Profiles"],
    summary: "Update the caller's profile in this organization (a profile is made by signing up or in on its host)",
    ...access.user,
    middleware: [requireUser] as const,
    request: { body: { content: { "application/json": { schema: updateProfileBody } }, required: true } },
    responses: { 200: jsonContent(profile, "The saved profile"), ...errorResponses(401, 404) },
  }),
  async (c) => {
    const user = await userOf(c);
    const saved = await updateOwnProfile(c.get("organization").id, user, c.req.valid("json"));
    return c.json(toJson(saved), 200);
  },
);

// GET /api/members - the organization's members and their roles (the admin area)
profilesRoutes.openapi(
  createRoute({
    method: "get",
    path: "/members",
    tags: ["Profiles"],
    summary: "The organization's members and their roles, admins first",
    ...access.admin,
    middleware: [requireAdmin] as const,
    responses: { 200: jsonContent(z.array(profile), "The members"), ...errorResponses(401, 403) },
  }),
  async (c) => c.json(toJson(await listMembers(c.get("organization").id)), 200),
);

// PUT /api/members/:userId/role - grant or revoke admin
profilesRoutes.openapi(
  createRoute({
    method: "put",
    path: "/members/{userId}/role",
    tags: ["Profiles"],
    summary: "Make a member an admin, or an admin a member (never the last admin)",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: memberParam, ...jsonBody(memberRoleBody) },
    responses: { 200: jsonContent(profile, "The member with the new role"), ...errorResponses(401, 403, 404, 409) },
  }),
  async (c) => c.json(toJson(await setMemberRole(c.get("organization").id, c.req.valid("param").userId, c.req.valid("json").role)), 200),
);
