import { beforeAll, describe, expect, it } from "vitest";
import { call, type Credentials } from "@/testing/api";
import { createTestAdmin } from "@/testing/factories";
import { expectVersionedSaves } from "@/testing/versions";
import { asAdmin, createMetric, createSection, createWorld, expectAdminOnly, type World } from "./sections.test-support";

let world: World;
let secondAdmin: Credentials;

beforeAll(async () => {
  world = await createWorld();
  secondAdmin = await createTestAdmin(world.acme.host, world.acme.organization.id);
});

const findIn = async (path: string, id: string) => {
  const rows = await (await call(path, { host: world.acme.host, token: world.admin.token })).json();
  return rows.find((row: { id: string }) => row.id === id);
};

describe("versions of template sections (decision 017)", () => {
  it("creates sections at version 1 and lists them with it", async () => {
    const section = await createSection(world, { url_page: "/versions" });
    expect(section).toMatchObject({ version: 1 });
    expect(await findIn("/api/template-sections?url_page=/versions", section.id)).toMatchObject({ version: 1 });
  });

  it("PUT: two admins edit the same section; the second save gets 409 with the first one's section, nothing is overwritten", async () => {
    const section = await createSection(world, { url_page: "/versions", section_title: "Start" });
    await expectVersionedSaves({
      host: world.acme.host,
      first: world.admin.token,
      second: secondAdmin.token,
      method: "PUT",
      path: `/api/template-sections/${section.id}`,
      body: (edit) => ({ section_title: `Title by ${edit}` }),
      read: () => findIn("/api/template-sections?url_page=/versions", section.id),
      field: (row) => row.section_title,
    });
  });

  it("PUT: the conflict carries the section with its metrics, as the endpoint answers it", async () => {
    const section = await createSection(world, { url_page: "/versions-metrics" });
    const metric = await createMetric(world, { title: "Shown" });
    await asAdmin(world, `/api/template-sections/${section.id}/metrics`, { json: { metric_id: metric.id } });
    await asAdmin(world, `/api/template-sections/${section.id}`, { method: "PUT", json: { grid_columns: 2, version: 1 } });
    const stale = await asAdmin(world, `/api/template-sections/${section.id}`, { method: "PUT", json: { grid_columns: 4, version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.details.current).toMatchObject({ id: section.id, grid_columns: 2, version: 2, website_metric: [{ id: metric.id }] });
  });

  it("PUT: a version that is not a whole number from 1 is 400", async () => {
    const section = await createSection(world);
    for (const version of [0, 1.5, "1", null]) {
      const { status } = await asAdmin(world, `/api/template-sections/${section.id}`, { method: "PUT", json: { section_title: "X", version } });
      expect(status, String(version)).toBe(400);
    }
  });

  it("PUT with a version stays admin-only and tenant-bound", async () => {
    const section = await createSection(world);
    await expectAdminOnly(world, `/api/template-sections/${section.id}`, { method: "PUT", json: { section_title: "Hijack", version: 1 } });
    expect(await findIn("/api/template-sections?url_page=/about", section.id)).toMatchObject({ section_title: "About us", version: 1 });
  });
});

describe("versions of metrics (decision 017)", () => {
  it("PATCH: one field and the version; stale is 409 with the current metric and changes nothing", async () => {
    const metric = await createMetric(world, { title: "Start" });
    expect(metric).toMatchObject({ version: 1 });
    await expectVersionedSaves({
      host: world.acme.host,
      first: world.admin.token,
      second: secondAdmin.token,
      method: "PATCH",
      path: `/api/metrics/${metric.id}`,
      body: (edit) => ({ title: `Metric by ${edit}` }),
      read: () => findIn("/api/metrics", metric.id),
      field: (row) => row.title,
    });
  });

  it("PATCH: the version does not count as the one field, and alone is refused", async () => {
    const metric = await createMetric(world);
    const alone = await asAdmin(world, `/api/metrics/${metric.id}`, { method: "PATCH", json: { version: 1 } });
    expect(alone.status).toBe(400);
    const two = await asAdmin(world, `/api/metrics/${metric.id}`, { method: "PATCH", json: { title: "A", description: "B", version: 1 } });
    expect(two.status).toBe(400);
  });

  it("PATCH with a version stays admin-only and tenant-bound", async () => {
    const metric = await createMetric(world, { title: "Mine" });
    await expectAdminOnly(world, `/api/metrics/${metric.id}`, { method: "PATCH", json: { title: "Hijack", version: 1 } });
    expect(await findIn("/api/metrics", metric.id)).toMatchObject({ title: "Mine", version: 1 });
  });
});
