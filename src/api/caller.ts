import type { MiddlewareHandler } from "hono";
import { auth, type AuthSession } from "@/modules/auth/auth.server";
import type { TenantEnv } from "@/modules/organizations/organizations.service";
import type { Profile } from "@/modules/profiles/profiles.schema";
import { findProfile } from "@/modules/profiles/profiles.service";

/**
 * Tells the guards of src/server/http/guards.ts who is calling: the session (cookie or Bearer) and
 * the profile in the request's organization, each read once per request and only when asked.
 */
export const withCaller: MiddlewareHandler<TenantEnv> = async (c, next) => {
  let session: AuthSession | null | undefined;
  let profile: Profile | undefined;
  const sessionOf = async () => (session === undefined ? (session = await (await auth(c.req.raw)).api.getSession({ headers: c.req.raw.headers })) : session);
  c.set("caller", {
    hasSession: async () => (await sessionOf()) !== null,
    member: async () => {
      const current = await sessionOf();
      if (!current) return null;
      profile ??= (await findProfile(c.get("organization").id, current.user.id)) ?? undefined;
      return profile ? { user: current.user, profile } : null;
    },
  });
  await next();
};
