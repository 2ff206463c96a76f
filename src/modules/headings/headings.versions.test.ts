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

const body = (name: string) => ({ name, description_text: "Text", url_page: "/versions" });

async function createHeading() {
  const response = await call("/api/template-heading-sections", { host: world.acme.host, token: world.admin.token, json: body("Start") });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; version: number };
}

const read = async (id: string) => {
  const rows = await (await call("/api/template-heading-sections?url_page=/versions", { host: world.acme.host })).json();
  return rows.find((row: { id: string }) => row.id === id);
};

describe("versions of heading sections (decision 017)", () => {
  it("PUT: fresh saves, stale is 409 with the current section, none is last write wins", async () => {
    const heading = await createHeading();
    expect(heading.version).toBe(1);
    await expectVersionedSaves({
      host: world.acme.host,
      first: world.admin.token,
      second: secondAdmin.token,
      method: "PUT",
      path: `/api/template-heading-sections/${heading.id}`,
      body: (edit) => body(`Heading by ${edit}`),
      read: () => read(heading.id),
      field: (row) => row.name,
    });
  });

  it("POST refuses a version (a new section has none to check)", async () => {
    const response = await call("/api/template-heading-sections", { host: world.acme.host, token: world.admin.token, json: { ...body("X"), version: 3 } });
    expect(response.status).toBe(400);
  });

  it("PUT with a version stays admin-only and tenant-bound", async () => {
    const heading = await createHeading();
    await expectAdminOnly(world, `/api/template-heading-sections/${heading.id}`, { method: "PUT", json: { ...body("Hijack"), version: 1 } });
    expect(await read(heading.id)).toMatchObject({ name: "Start", version: 1 });
  });
});
