import { createRoute } from "@hono/zod-openapi";
import { toJson } from "@/lib/json";
import type { TenantEnv } from "@/modules/organizations/organizations.service";
import { memberOf, requireUser, userOf } from "@/server/http/guards";
import { access, errorResponses, jsonContent, named } from "@/server/http/responses";
import { createRouter } from "@/server/http/router";
import { profileResponse, sessionResponse, updateProfileBody } from "./profiles.validation";
import { getProfileOrThrow, sessionRole, updateOwnProfile } from "./profiles.service";

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
