import { beforeAll, describe, expect, it } from "vitest";
import { call, expectAdminOnly } from "@/testing/api";
import { createTestWorld, type TestWorld } from "@/testing/factories";

let world: TestWorld;

beforeAll(async () => {
  world = await createTestWorld();
});

const create = async (path: string, json: unknown, host = world.acme.host, token = world.admin.token) => {
  const response = await call(path, { host, token, json });
  expect(response.status, path).toBe(201);
  return (await response.json()) as { id: string };
};

describe("GET /api/section-index", () => {
  it("lists every placed section of the organization with its page and plain title, by page then title", async () => {
    const hero = await create("/api/hero-sections", { title: "<p>Welcome <em>home</em></p>", url_page: "/home" });
    const visas = await create("/api/template-sections", { url_page: "/visas", section_title: "Work visas", section_type: "general" });
    const heading = await create("/api/template-heading-sections", { name: "Our", name_part_2: "team", description_text: "<p>Who we are</p>", url_page: "/about" });
    // Another organization's section is not listed.
    await create("/api/template-sections", { url_page: "/visas", section_title: "Globex visas", section_type: "general" }, world.globex.host, world.outsider.token);

    const response = await call("/api/section-index", { host: world.acme.host, token: world.admin.token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      { kind: "heading", id: heading.id, title: "Our team", url_page: "/about" },
      { kind: "hero", id: hero.id, title: "Welcome home", url_page: "/home" },
      { kind: "template", id: visas.id, title: "Work visas", url_page: "/visas" },
    ]);
  });

  it("is for admins of the organization only", async () => {
    await expectAdminOnly(world, "/api/section-index", { method: "GET" }, { acmeRowInPath: false });
  });
});
