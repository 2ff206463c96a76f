import { expect } from "vitest";
import { call, type CallOptions } from "@/testing/api";
import { createTestWorld, type TestWorld } from "@/testing/factories";

export { expectAdminOnly } from "@/testing/api";

export type World = TestWorld;

/** Two organizations: acme, whose admin and member the tests use, and globex, whose admin is the outsider. */
export const createWorld = createTestWorld;

/** Calls as acme's admin and returns status and body. */
export async function asAdmin(world: World, path: string, request: Partial<Pick<CallOptions, "method" | "json">> = {}) {
  const response = await call(path, { host: world.acme.host, token: world.admin.token, ...request });
  return { status: response.status, body: await response.json() };
}

export async function createSection(world: World, body: Record<string, unknown> = {}) {
  const { status, body: section } = await asAdmin(world, "/api/template-sections", {
    json: { url_page: "/about", section_title: "About us", ...body },
  });
  expect(status).toBe(201);
  return section as { id: string; order: number; url_page: string; section_type: string };
}

export async function createMetric(world: World, body: Record<string, unknown> = {}) {
  const { status, body: metric } = await asAdmin(world, "/api/metrics", { json: { title: "Clients", description: "Served", ...body } });
  expect(status).toBe(201);
  return metric as { id: string; title: string };
}
