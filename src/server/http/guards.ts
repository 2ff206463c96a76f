import type { Context, Env, MiddlewareHandler } from "hono";
import { AppError } from "./errors";

/** The spec's message for a mutation without a session (000 §8). */
export const noSessionMessage = "No active session found. Please log in again.";
export const notAdminMessage = "Only administrators of this organization can do this.";

/** A signed-in caller who belongs to the request's organization: what the guards and handlers read. */
export interface Member {
  user: { id: string; email: string; name: string };
  profile: { role: string };
}

/**
 * Who is calling, looked up on first use and kept for the request. The API's composition root
 * installs it (src/api/caller.ts): server/ knows neither sessions nor profiles, so it is told.
 */
export interface CallerLookup {
  /** Whether the request carries a valid session (cookie or Bearer), on any organization. */
  hasSession(): Promise<boolean>;
  /** The caller, if they belong to the request's organization; to it a user of another one is a guest. */
  member(): Promise<Member | null>;
}

export interface GuardEnv extends Env {
  Variables: { caller: CallerLookup };
}

function callerOf(c: Context): CallerLookup {
  return (c as Context<GuardEnv>).get("caller");
}

/** The signed-in caller, if they belong to the request's organization. */
export function memberOf(c: Context): Promise<Member | null> {
  return callerOf(c).member();
}

/**
 * The signed-in member of this organization: no session is 401; a user of another organization,
 * like a row of another organization, is "not found".
 */
export async function userOf(c: Context): Promise<Member["user"]> {
  if (!(await callerOf(c).hasSession())) throw new AppError({ code: "unauthorized", message: noSessionMessage });
  const member = await memberOf(c);
  if (!member) throw new AppError({ code: "not_found", message: "Not found" });
  return member.user;
}

export const requireUser: MiddlewareHandler = async (c, next) => {
  await userOf(c);
  await next();
};

/** Admins of the request's organization only; a member gets 403, an outsider "not found". */
export const requireAdmin: MiddlewareHandler = async (c, next) => {
  await userOf(c);
  if ((await memberOf(c))?.profile.role !== "admin") throw new AppError({ code: "forbidden", message: notAdminMessage });
  await next();
};
