import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { isUuid } from "@/lib/json";
import { isSecureRequest } from "./secure-request";

/** The anonymous visitor's id, kept for a year in an HttpOnly cookie: their cookie consent and live chat are theirs by it. */
export const visitorCookie = "atrium_visitor";

/** The browser's visitor id; a browser without one gets one now. Set by the server only: scripts cannot read it. */
export function visitorIdOf(c: Context): string {
  const current = getCookie(c, visitorCookie);
  if (current && isUuid(current)) return current;
  const id = randomUUID();
  setCookie(c, visitorCookie, id, { httpOnly: true, sameSite: "Lax", path: "/", maxAge: 365 * 24 * 60 * 60, secure: isSecureRequest(c.req.raw) });
  return id;
}
