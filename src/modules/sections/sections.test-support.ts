import { expect } from "vitest";
import { call } from "@/testing/api";
import { createTestWorld, type TestWorld } from "@/testing/factories";

export type World = TestWorld;

/** Two organizations: acme, whose admin and member the tests use, and globex, whose admin is the outsider. */
export const createWorld = createTestWorld;

interface Request {
  method: string;
  json?: unknown;
}

/**
 * Anonymous callers get 401, members 403, and the admin of another organization 404 on acme's host.
 * With `acmeRowInPath`, the outsider also gets 404 on their own host for acme's row.
 */
export async function expectAdminOnly(world: World, path: string, request: Request, { acmeRowInPath = true } = {}) {
  const onAcme = { host: world.acme.host, ...request };
  expect((await call(path, onAcme)).status, `${request.method} ${path} anonymous`).toBe(401);
  expect((await call(path, { ...onAcme, token: world.member.token })).status, `${request.method} ${path} member`).toBe(403);
  expect((await call(path, { ...onAcme, token: world.outsider.token })).status, `${request.method} ${path} outsider on acme`).toBe(404);
  if (acmeRowInPath) {
    const onGlobex = { host: world.globex.host, ...request, token: world.outsider.token };
    expect((await call(path, onGlobex)).status, `${request.method} ${path} outsider on globex`).toBe(404);
  }
}

/** Calls as acme's admin and returns status and body. */
export async function asAdmin(world: World, path: string, request: Partial<Request> = {}) {
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
