import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { outbox } from "@/modules/email/email.schema";
import { db } from "@/server/db/client";
import { call, expectAdminOnly, expectError } from "@/testing/api";
import { createTestMember, createTestWorld, type TestWorld } from "@/testing/factories";

let world: TestWorld;

beforeAll(async () => {
  world = await createTestWorld();
});

const asAdmin = (path: string, init: { method?: string; json?: unknown } = {}) => call(path, { host: world.acme.host, token: world.admin.token, ...init });
const invite = (email: string, role = "admin") => asAdmin("/api/invitations", { json: { email, role } });

/** The token in the invitation e-mail to `to`, as its recipient reads it. */
async function tokenSentTo(to: string): Promise<string> {
  const [message] = await (await db()).select().from(outbox).where(and(eq(outbox.to, to), eq(outbox.kind, "invitation"))).orderBy(desc(outbox.created_at)).limit(1);
  const token = /\/invitation#token=([\w-]+)/.exec(message?.text ?? "")?.[1];
  if (!token) throw new Error(`No invitation e-mail to ${to}`);
  return token;
}

const roleOf = async (token: string) => ((await (await call("/api/session", { host: world.acme.host, token })).json()) as { role: string }).role;

describe("invitations", () => {
  it("e-mail a link; only the invited address accepts it, once, and joins with the role", async () => {
    const email = `invited-${Date.now()}@example.com`;
    const created = await invite(email.toUpperCase());
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ email, role: "admin" });
    const listed = (await (await asAdmin("/api/invitations")).json()) as { email: string }[];
    expect(listed.map((entry) => entry.email)).toContain(email);
    const token = await tokenSentTo(email);
    // The admins' outbox does not show the link.
    expect(JSON.stringify(await (await asAdmin("/api/outbox")).json())).not.toContain(token);

    const stranger = await createTestMember(world.acme.host);
    await expectError(await call("/api/invitations/accept", { host: world.acme.host, token: stranger.token, json: { token } }), 403, "This invitation was sent to another e-mail address. Sign in with that address to accept it.");
    expect(await roleOf(stranger.token)).toBe("user");

    const invited = await createTestMember(world.acme.host, { email });
    expect(await roleOf(invited.token)).toBe("user");
    const accepted = await call("/api/invitations/accept", { host: world.acme.host, token: invited.token, json: { token } });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ role: "admin" });
    expect(await roleOf(invited.token)).toBe("admin");
    expect(((await (await asAdmin("/api/invitations")).json()) as { email: string }[]).map((entry) => entry.email)).not.toContain(email);
    await expectError(await call("/api/invitations/accept", { host: world.acme.host, token: invited.token, json: { token } }), 404, "This invitation is no longer valid. Ask the site's admin for a new one.");
  });

  it("a renewed invitation's earlier link stops working; a withdrawn one's too", async () => {
    const email = `renewed-${Date.now()}@example.com`;
    await invite(email, "member");
    const first = await tokenSentTo(email);
    const renewed = (await (await invite(email, "member")).json()) as { id: string };
    const second = await tokenSentTo(email);
    expect(second).not.toBe(first);
    const user = await createTestMember(world.acme.host, { email });
    expect((await call("/api/invitations/accept", { host: world.acme.host, token: user.token, json: { token: first } })).status).toBe(404);

    expect((await asAdmin(`/api/invitations/${renewed.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await call("/api/invitations/accept", { host: world.acme.host, token: user.token, json: { token: second } })).status).toBe(404);
    expect((await asAdmin(`/api/invitations/${renewed.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("refuses an address that is already a member's and one that is not an address", async () => {
    const member = (await (await call("/api/profile", { host: world.acme.host, token: world.member.token })).json()) as { email: string };
    await expectError(await invite(member.email), 409, "This address already belongs to a member: change their role in the list instead.");
    await expectError(await invite("not an address"), 400, "Please enter a valid e-mail address");
  });

  it("is for admins of the organization only; another organization's invitation is not found; accepting needs a session", async () => {
    await expectAdminOnly(world, "/api/invitations", { method: "GET" }, { acmeRowInPath: false });
    await expectAdminOnly(world, "/api/invitations", { method: "POST", json: { email: "x@example.com" } }, { acmeRowInPath: false });
    const theirs = (await (await call("/api/invitations", { host: world.globex.host, token: world.outsider.token, json: { email: `globex-${Date.now()}@example.com` } })).json()) as { id: string };
    await expectAdminOnly(world, `/api/invitations/${theirs.id}`, { method: "DELETE" }, { acmeRowInPath: false });
    expect((await asAdmin(`/api/invitations/${theirs.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await call("/api/invitations/accept", { host: world.acme.host, json: { token: "x" } })).status).toBe(401);
  });
});
