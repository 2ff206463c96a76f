import type { SessionRole } from "./shell-context";

/** The role GET /api/session answered; anything unexpected (a failed request) counts as a guest. */
export function sessionRoleOf(body: unknown): SessionRole {
  const role = (body as { role?: unknown } | null)?.role;
  return role === "admin" || role === "user" ? role : "guest";
}
