import { beforeAll, describe, expect, it } from "vitest";
import { call, expectAdminOnly } from "@/testing/api";
import { createTestWorld, type TestWorld } from "@/testing/factories";

let world: TestWorld;

beforeAll(async () => {
  world = await createTestWorld();
});

describe("GET /api/site-check", () => {
  it("is for admins of the organization only", async () => {
    await expectAdminOnly(world, "/api/site-check", { method: "GET" }, { acmeRowInPath: false });
  });

  it("lists the site's public pages it could not read instead of failing (here no web server answers on the test host)", async () => {
    expect((await call("/api/pages", { host: world.acme.host, token: world.admin.token, method: "POST", json: { title: "About us", slug: "about-us" } })).status).toBe(201);
    const response = await call("/api/site-check", { host: world.acme.host, token: world.admin.token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ pages: 0, unread: ["/", "/about-us"], findings: [] });
  });
});
