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

async function createPage(slug: string) {
  const response = await call("/api/pages", { host: world.acme.host, token: world.admin.token, json: { title: "Start", slug } });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; slug: string; version: number };
}

const read = async (slug: string) => (await call(`/api/posts/${slug}`, { host: world.acme.host })).json();

describe("versions of pages and posts (decision 017)", () => {
  it("PATCH /api/posts/{slug} on a created page: fresh saves, stale is 409 with the current page, none is last write wins", async () => {
    const page = await createPage("versioned-page");
    expect(page.version).toBe(1);
    await expectVersionedSaves({
      host: world.acme.host,
      first: world.admin.token,
      second: secondAdmin.token,
      method: "PATCH",
      path: `/api/posts/${page.slug}`,
      body: (edit) => ({ title: `Page by ${edit}` }),
      read: () => read(page.slug),
      field: (row) => row.title,
    });
  });

  it("a taken slug is still a plain conflict, told apart by its code", async () => {
    await createPage("taken-slug");
    const page = await createPage("renamed-page");
    const response = await call(`/api/posts/${page.slug}`, { host: world.acme.host, token: world.admin.token, method: "PATCH", json: { slug: "taken-slug", version: 1 } });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: "conflict", error: "A post with this slug already exists" });
  });

  it("PATCH with a version stays admin-only and tenant-bound", async () => {
    const page = await createPage("guarded-page");
    await expectAdminOnly(world, `/api/posts/${page.slug}`, { method: "PATCH", json: { title: "Hijack", version: 1 } });
    expect(await read(page.slug)).toMatchObject({ title: "Start", version: 1 });
  });
});
