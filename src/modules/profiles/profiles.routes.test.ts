import { beforeAll, describe, expect, it } from "vitest";
import { call, expectError } from "@/testing/api";
import { createTestMember, createTestWorld, type TestWorld } from "@/testing/factories";
import { noSessionMessage } from "@/server/http/guards";

let world: TestWorld;

beforeAll(async () => {
  world = await createTestWorld();
});

describe("GET /api/account (the account and back-office pages read who is signed in here)", () => {
  it("answers the signed-in member's identity and profile in this organization, by token and by cookie", async () => {
    const ada = await createTestMember(world.acme.host, { name: "Ada" });
    for (const credentials of [{ token: ada.token }, { cookie: ada.cookie }]) {
      const response = await call("/api/account", { host: world.acme.host, ...credentials });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        user: { id: ada.userId, email: ada.email, name: "Ada" },
        profile: { user_id: ada.userId, organization_id: world.acme.organization.id, username: "Ada", email: ada.email, role: "member" },
      });
    }
  });

  it("tells an admin from a member by the profile's role", async () => {
    const response = await call("/api/account", { host: world.acme.host, token: world.admin.token });
    expect((await response.json()).profile).toMatchObject({ user_id: world.admin.userId, role: "admin" });
  });

  it("answers 401 without a session, and 404 to a user of another organization", async () => {
    await expectError(await call("/api/account", { host: world.acme.host }), 401, noSessionMessage);
    await expectError(await call("/api/account", { host: world.acme.host, cookie: "better-auth.session_token=forged.value" }), 401, noSessionMessage);
    const outsider = await call("/api/account", { host: world.acme.host, token: world.outsider.token });
    expect(outsider.status).toBe(404);
    expect(JSON.stringify(await outsider.json())).not.toContain(world.outsider.email);
    // On their own organization's host they are answered as its admin.
    expect((await (await call("/api/account", { host: world.globex.host, token: world.outsider.token })).json()).profile).toMatchObject({ organization_id: world.globex.organization.id, role: "admin" });
  });
});
