import type { Context, MiddlewareHandler } from "hono";
import { auth, type AuthSession } from "@/modules/auth/auth.server";
import { organizationNotFoundForDomain, resolveTenant } from "@/modules/organizations/tenant";
import { findProfile } from "@/modules/profiles/profiles.service";
import { AppError } from "@/server/http/errors";
import type { AppEnv } from "./context";

/** The spec's message for a mutation without a session (000 §8). */
export const noSessionMessage = "No active session found. Please log in again.";
export const notAdminMessage = "Only administrators of this organization can do this.";

/** Resolves the organization from the Host header; an unknown host is a 404 (spec decision 3). */
export const withTenant: MiddlewareHandler<AppEnv> = async (c, next) => {
  const organization = await resolveTenant(c.req.header("host"));
  if (!organization) throw new AppError({ code: "not_found", message: organizationNotFoundForDomain });
  c.set("organization", organization);
  await next();
};

/** The caller's session (cookie or Bearer token), read once per request and only when a route needs it. */
export async function sessionOf(c: Context<AppEnv>): Promise<AuthSession | null> {
  let session = c.get("session");
  if (session === undefined) {
    session = await (await auth(c.req.raw)).api.getSession({ headers: c.req.raw.headers });
    c.set("session", session);
  }
  return session;
}

export async function userOf(c: Context<AppEnv>): Promise<AuthSession["user"]> {
  const session = await sessionOf(c);
  if (!session) throw new AppError({ code: "unauthorized", message: noSessionMessage });
  return session.user;
}

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  await userOf(c);
  await next();
};

/**
 * Admins of the request's organization only. A caller with no profile here is an outsider and
 * gets "not found", like a row of another organization; a member gets 403.
 */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = await userOf(c);
  const profile = await findProfile(c.get("organization").id, user.id);
  if (!profile) throw new AppError({ code: "not_found", message: "Not found" });
  if (profile.role !== "admin") throw new AppError({ code: "forbidden", message: notAdminMessage });
  c.set("profile", profile);
  await next();
};
