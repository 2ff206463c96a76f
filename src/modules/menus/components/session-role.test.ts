import { describe, expect, it } from "vitest";
import { call } from "@/testing/api";
import { createTestWorld } from "@/testing/factories";
import { sessionRoleOf } from "./session-role";

/** The island's requests, as its browser would send them on `host` with `cookie`. */
async function roleOn(host: string, cookie?: string) {
  const response = await call("/api/session", { host, cookie });
  expect(response.status).toBe(200);
  return sessionRoleOf(await response.json());
}

describe("the shell's session check (spec 001 §2)", () => {
  it("tells guests, members and admins apart from GET /api/session; a user of another organization is a guest here", async () => {
    const { acme, admin, member, outsider } = await createTestWorld();
    expect(await roleOn(acme.host)).toBe("guest");
    expect(await roleOn(acme.host, member.cookie)).toBe("user");
    expect(await roleOn(acme.host, admin.cookie)).toBe("admin");
    expect(await roleOn(acme.host, outsider.cookie)).toBe("guest");
  });

  it("signs out with the island's request, after which the visitor is a guest", async () => {
    const { acme, member } = await createTestWorld();
    const signOut = await call("/api/auth/sign-out", { host: acme.host, cookie: member.cookie, body: "{}" });
    expect(signOut.status).toBe(200);
    expect(await roleOn(acme.host, member.cookie)).toBe("guest");
  });

  it("counts a failed or unexpected answer as a guest", () => {
    expect(sessionRoleOf(null)).toBe("guest");
    expect(sessionRoleOf({ error: "An error occurred. Please try again." })).toBe("guest");
    expect(sessionRoleOf({ role: "superuser" })).toBe("guest");
  });
});
