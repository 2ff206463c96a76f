import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { auth, type AuthSession } from "@/modules/auth/auth.server";
import type { TenantEnv } from "@/modules/organizations/organizations.service";
import type { Profile } from "@/modules/profiles/profiles.schema";
import { findProfile } from "@/modules/profiles/profiles.service";

/**
 * Tells the guards of src/server/http/guards.ts who is calling: the session (cookie or Bearer) and
 * the profile in the request's organization, each read once per request and only when asked.
 */
export const withCaller: MiddlewareHandler<TenantEnv> = async (c, next) => {
  // A request with neither a session cookie nor a Bearer token has no session: better-auth is not
  // asked (its endpoint machinery was most of an anonymous public read's time, issue 30).
  let session: AuthSession | null | undefined = carriesCredential(c) ? undefined : null;
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

/** Whether the request carries something better-auth could take for a session: `Authorization`, or its cookie (`better-auth.session_token`, `__Secure-` prefixed over https). */
function carriesCredential(c: Context): boolean {
  return c.req.header("authorization") !== undefined || Object.keys(getCookie(c)).some((name) => name.endsWith("session_token"));
}
