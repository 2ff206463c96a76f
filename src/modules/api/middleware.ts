import type { Context, MiddlewareHandler } from "hono";
import { auth, isSecureRequest, type AuthSession } from "@/modules/auth/auth.server";
import { claimedOrigin, trustedOriginsOf } from "@/modules/auth/trusted-origins";
import { organizationNotFoundForDomain, resolveTenant } from "@/modules/organizations/tenant";
import { findProfile } from "@/modules/profiles/profiles.service";
import type { Profile } from "@/modules/profiles/profiles.schema";
import { AppError } from "@/server/http/errors";
import type { AppEnv } from "./context";

/** The spec's message for a mutation without a session (000 §8). */
export const noSessionMessage = "No active session found. Please log in again.";
export const notAdminMessage = "Only administrators of this organization can do this.";
export const crossSiteMessage = "This request came from another site and was refused. Reload the page and try again.";
export const nulCharacterMessage = "The request contains a NUL character (U+0000), which no address or field may hold.";

/** Resolves the organization from the Host header; an unknown host is a 404 (spec decision 3). */
export const withTenant: MiddlewareHandler<AppEnv> = async (c, next) => {
  const organization = await resolveTenant(c.req.header("host"));
  if (!organization) throw new AppError({ code: "not_found", message: organizationNotFoundForDomain });
  c.set("organization", organization);
  await next();
};

// A NUL escaped in JSON (\u0000, not preceded by an escaping backslash), in a form (%00), or raw.
const nulInJson = /(?:^|[^\\])(?:\\\\)*\\u0000|\u0000/;
const nulInUrl = /%00|\u0000/;

/**
 * Refuses a NUL character in the address or a JSON or form body with a 400: PostgreSQL cannot
 * store one in text, and no field has a use for it. The body is read from a copy, so that the
 * handler (better-auth reads the raw request) still has it.
 */
export const refuseNulCharacters: MiddlewareHandler<AppEnv> = async (c, next) => {
  const type = c.req.header("content-type") ?? "";
  const readsBody = /json|x-www-form-urlencoded/i.test(type) && c.req.raw.body !== null;
  if (nulInUrl.test(c.req.url) || (readsBody && nulInJson.test(await c.req.raw.clone().text()))) {
    throw new AppError({ code: "bad_request", message: nulCharacterMessage });
  }
  await next();
};

const mutating = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Cross-site request forgery: a mutation that a browser sends with this site's cookie must come
 * from one of the organization's own origins (docs/decisions/009). Bearer calls carry no ambient
 * credential and are exempt; any mutation that names a foreign origin is refused as well.
 */
export const refuseCrossSiteMutations: MiddlewareHandler<AppEnv> = async (c, next) => {
  const headers = c.req.raw.headers;
  if (mutating.has(c.req.method) && !/^bearer\s/i.test(headers.get("authorization") ?? "")) {
    const origin = claimedOrigin(headers);
    if (origin !== null || headers.has("cookie")) {
      const trusted = await trustedOriginsOf(headers.get("host"), isSecureRequest(c.req.raw) ? "https" : "http");
      if (!origin || !trusted.includes(origin.toLowerCase())) throw new AppError({ code: "forbidden", message: crossSiteMessage });
    }
  }
  await next();
};

/** The caller's session (cookie or Bearer token), read once per request. */
async function sessionOf(c: Context<AppEnv>): Promise<AuthSession | null> {
  let session = c.get("session");
  if (session === undefined) {
    session = await (await auth(c.req.raw)).api.getSession({ headers: c.req.raw.headers });
    c.set("session", session);
  }
  return session;
}

export interface Member {
  user: AuthSession["user"];
  profile: Profile;
}

/**
 * The signed-in caller, if they belong to the request's organization. A session is valid on every
 * host (Bearer tokens travel), but to an organization a user of another one is a guest.
 */
export async function memberOf(c: Context<AppEnv>): Promise<Member | null> {
  const session = await sessionOf(c);
  if (!session) return null;
  const profile = c.get("profile") ?? (await findProfile(c.get("organization").id, session.user.id));
  if (!profile) return null;
  c.set("profile", profile);
  return { user: session.user, profile };
}

/**
 * The signed-in member of this organization: no session is 401; a user of another organization,
 * like a row of another organization, is "not found".
 */
export async function userOf(c: Context<AppEnv>): Promise<AuthSession["user"]> {
  if (!(await sessionOf(c))) throw new AppError({ code: "unauthorized", message: noSessionMessage });
  const member = await memberOf(c);
  if (!member) throw new AppError({ code: "not_found", message: "Not found" });
  return member.user;
}

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  await userOf(c);
  await next();
};

/** Admins of the request's organization only; a member gets 403, an outsider "not found". */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  await userOf(c);
  if (c.get("profile")?.role !== "admin") throw new AppError({ code: "forbidden", message: notAdminMessage });
  await next();
};
