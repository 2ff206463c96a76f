import { beforeAll, describe, expect, it } from "vitest";
import { call, type Credentials } from "@/testing/api";
import { createTestAdmin, createTestWorld, type TestWorld } from "@/testing/factories";
import { expectVersionedSaves } from "@/testing/versions";
import { expectAdminOnly } from "@/modules/sections/sections.test-support";

let world: TestWorld;
let secondAdmin: Credentials;

beforeAll(async () => {
  world = await createTestWorld();
  secondAdmin = await createTestAdmin(world.acme.host, world.acme.organization.id);
});

async function createHero() {
  const response = await call("/api/hero-sections", { host: world.acme.host, token: world.admin.token, json: { title: "Start", url_page: "/versions" } });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; version: number };
}

const read = async (id: string) => {
  const rows = await (await call("/api/hero-sections?url_page=/versions", { host: world.acme.host })).json();
  return rows.find((row: { id: string }) => row.id === id);
};

describe("versions of hero sections (decision 017)", () => {
  it("PUT: fresh saves, stale is 409 with the current hero, none is last write wins", async () => {
    const hero = await createHero();
    expect(hero.version).toBe(1);
    await expectVersionedSaves({
      host: world.acme.host,
      first: world.admin.token,
      second: secondAdmin.token,
      method: "PUT",
      path: `/api/hero-sections/${hero.id}`,
      body: (edit) => ({ title: `Hero by ${edit}` }),
      read: () => read(hero.id),
      field: (row) => row.title,
    });
  });

  it("PUT with a version stays admin-only and tenant-bound", async () => {
    const hero = await createHero();
    await expectAdminOnly(world, `/api/hero-sections/${hero.id}`, { method: "PUT", json: { title: "Hijack", version: 1 } });
    expect(await read(hero.id)).toMatchObject({ title: "Start", version: 1 });
  });
});
