import { beforeAll, describe, expect, it } from "vitest";
import { call, expectAdminOnly, expectError } from "@/testing/api";
import { createTestAdmin, createTestMember, createTestOrganization, createTestWorld, type TestWorld } from "@/testing/factories";

let world: TestWorld;

beforeAll(async () => {
  world = await createTestWorld();
});

const asAdmin = (path: string, options: { method?: string; json?: unknown } = {}, token = world.admin.token) => call(path, { host: world.acme.host, token, ...options });
const roleOf = async (userId: string) => ((await (await asAdmin("/api/members")).json()) as { user_id: string; role: string }[]).find((member) => member.user_id === userId)?.role;

describe("the admin area's members", () => {
  it("lists the organization's members with their roles, admins first, and none of another organization's", async () => {
    const response = await asAdmin("/api/members");
    expect(response.status).toBe(200);
    const members = (await response.json()) as { user_id: string; email: string; role: string }[];
    expect(members[0]).toMatchObject({ user_id: world.admin.userId, role: "admin" });
    expect(members.find((member) => member.user_id === world.member.userId)).toMatchObject({ email: world.member.email, role: "member" });
    expect(members.some((member) => member.user_id === world.outsider.userId)).toBe(false);
  });

  it("makes a member an admin, who can then manage members; and makes them a member again", async () => {
    const someone = await createTestMember(world.acme.host);
    const granted = await asAdmin(`/api/members/${someone.userId}/role`, { method: "PUT", json: { role: "admin" } });
    expect(granted.status).toBe(200);
    expect(await granted.json()).toMatchObject({ user_id: someone.userId, role: "admin" });
    expect((await asAdmin("/api/members", {}, someone.token)).status).toBe(200);

    expect((await asAdmin(`/api/members/${someone.userId}/role`, { method: "PUT", json: { role: "member" } })).status).toBe(200);
    expect(await roleOf(someone.userId)).toBe("member");
    expect((await asAdmin("/api/members", {}, someone.token)).status).toBe(403);
  });

  it("never revokes the last admin", async () => {
    const site = await createTestOrganization();
    const only = await createTestAdmin(site.host, site.organization.id);
    const revoke = await call(`/api/members/${only.userId}/role`, { host: site.host, token: only.token, method: "PUT", json: { role: "member" } });
    await expectError(revoke, 409, "An organization needs at least one admin: make someone else an admin first.");
    const second = await createTestAdmin(site.host, site.organization.id);
    expect((await call(`/api/members/${only.userId}/role`, { host: site.host, token: second.token, method: "PUT", json: { role: "member" } })).status).toBe(200);
  });

  it("answers 400 for a bad role and 404 for someone who is not a member here", async () => {
    await expectError(await asAdmin(`/api/members/${world.member.userId}/role`, { method: "PUT", json: { role: "owner" } }), 400, "Role must be admin or member");
    await expectError(await asAdmin(`/api/members/${world.outsider.userId}/role`, { method: "PUT", json: { role: "admin" } }), 404, "Member not found");
    await expectError(await asAdmin("/api/members/no-such-user/role", { method: "PUT", json: { role: "admin" } }), 404, "Member not found");
    expect(await roleOf(world.member.userId)).toBe("member");
  });

  it("is for admins of the organization only", async () => {
    await expectAdminOnly(world, "/api/members", { method: "GET" }, { acmeRowInPath: false });
    await expectAdminOnly(world, `/api/members/${world.member.userId}/role`, { method: "PUT", json: { role: "admin" } }, { acmeRowInPath: false });
    expect(await roleOf(world.member.userId)).toBe("member");
  });
});
