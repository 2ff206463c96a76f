import { beforeAll, describe, expect, it } from "vitest";
import { call, type Credentials } from "@/testing/api";
import { createTestAdmin, createTestWorld, type TestWorld } from "@/testing/factories";
import { expectAdminOnly } from "@/modules/sections/sections.test-support";

let world: TestWorld;
let secondAdmin: Credentials;

interface LayoutRow {
  id: string;
  type: "hero" | "template_section" | "heading_section";
  order: number;
  version: number;
}

beforeAll(async () => {
  world = await createTestWorld();
  secondAdmin = await createTestAdmin(world.acme.host, world.acme.organization.id);
});

async function post(path: string, json: Record<string, unknown>) {
  const response = await call(path, { host: world.acme.host, token: world.admin.token, json });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string };
}

async function page(urlPage: string) {
  await post("/api/hero-sections", { title: "Hero", url_page: urlPage });
  await post("/api/template-heading-sections", { name: "Heading", description_text: "D", url_page: urlPage });
  await post("/api/template-sections", { section_title: "Section", url_page: urlPage });
  return layout(urlPage);
}

async function layout(urlPage: string): Promise<LayoutRow[]> {
  return (await call(`/api/page-layout?url_page=${urlPage}`, { host: world.acme.host, token: world.admin.token })).json();
}

const save = (urlPage: string, rows: LayoutRow[], token = world.admin.token, withVersions = true) =>
  call("/api/page-layout", {
    host: world.acme.host,
    token,
    method: "PUT",
    json: { url_page: urlPage, sections: rows.map(({ id, type, version }) => (withVersions ? { id, type, version } : { id, type })) },
  });

describe("versions in the page layout (decision 017)", () => {
  it("lists each section's version; a save raises the versions of the sections it moved, and only theirs", async () => {
    const loaded = await page("/layout-v1");
    expect(loaded.map((row) => row.version)).toEqual([1, 1, 1]);
    const [hero, heading, section] = loaded as [LayoutRow, LayoutRow, LayoutRow];
    const response = await save("/layout-v1", [hero, section, heading]);
    expect(response.status).toBe(200);
    const saved: LayoutRow[] = await response.json();
    expect(saved.map((row) => [row.id, row.version])).toEqual([
      [hero.id, 1],
      [section.id, 2],
      [heading.id, 2],
    ]);
    // The moved section's editor now saves with the new version.
    const sectionRow = (await (await call("/api/template-sections?url_page=/layout-v1", { host: world.acme.host })).json())[0];
    expect(sectionRow.version).toBe(2);
  });

  it("two admins reorder the same page: the second save gets 409 with the first one's layout, nothing moves", async () => {
    const loaded = await page("/layout-v2");
    const [hero, heading, section] = loaded as [LayoutRow, LayoutRow, LayoutRow];
    expect((await save("/layout-v2", [section, hero, heading])).status).toBe(200);
    const afterFirst = await layout("/layout-v2");

    const stale = await save("/layout-v2", [heading, section, hero], secondAdmin.token);
    expect(stale.status).toBe(409);
    const body = await stale.json();
    expect(body).toMatchObject({ code: "version_conflict", error: "This was changed by someone else. Reload to see their changes, or overwrite them." });
    expect(body.details.current).toEqual(afterFirst);
    expect(await layout("/layout-v2")).toEqual(afterFirst);

    // Overwrite: the same order on the versions the conflict showed.
    const current: LayoutRow[] = body.details.current;
    const byId = new Map(current.map((row) => [row.id, row]));
    const overwrite = await save("/layout-v2", [heading, section, hero].map((row) => byId.get(row.id)!), secondAdmin.token);
    expect(overwrite.status).toBe(200);
    expect((await overwrite.json()).map((row: LayoutRow) => row.id)).toEqual([heading.id, section.id, hero.id]);
  });

  it("a section saved in its editor since the layout was loaded makes the layout save 409", async () => {
    const loaded = await page("/layout-v3");
    const [hero, heading, section] = (["hero", "heading_section", "template_section"] as const).map((type) => loaded.find((row) => row.type === type)!) as [LayoutRow, LayoutRow, LayoutRow];
    const edited = await call(`/api/template-sections/${section.id}`, { host: world.acme.host, token: secondAdmin.token, method: "PUT", json: { section_title: "Renamed", version: 1 } });
    expect(edited.status).toBe(200);
    expect((await save("/layout-v3", [section, heading, hero])).status).toBe(409);
  });

  it("without versions the last write wins (API clients)", async () => {
    const loaded = await page("/layout-v4");
    const [hero, heading, section] = loaded as [LayoutRow, LayoutRow, LayoutRow];
    expect((await save("/layout-v4", [section, hero, heading])).status).toBe(200);
    const blind = await save("/layout-v4", [heading, section, hero], world.admin.token, false);
    expect(blind.status).toBe(200);
    expect((await blind.json()).map((row: LayoutRow) => row.id)).toEqual([heading.id, section.id, hero.id]);
  });

  it("PUT with versions stays admin-only and tenant-bound", async () => {
    const loaded = await page("/layout-v5");
    const json = { url_page: "/layout-v5", sections: [...loaded].reverse().map(({ id, type, version }) => ({ id, type, version })) };
    await expectAdminOnly(world, "/api/page-layout", { method: "PUT", json }, { acmeRowInPath: false });
    expect(await layout("/layout-v5")).toEqual(loaded);
  });
});
