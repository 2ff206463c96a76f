import { beforeAll, describe, expect, it } from "vitest";
import { call, type Credentials } from "@/testing/api";
import { createTestAdmin, createTestMember, createTestOrganization } from "@/testing/factories";

/**
 * Walks the OpenAPI document: every route must declare its access level, every mutation must
 * require a session, and each guarded route must refuse anonymous callers (401), members (403,
 * for admin routes) and admins of another organization (404). A route added later without its
 * guards fails here.
 */
interface Operation {
  "x-atrium-access"?: "public" | "user" | "admin";
  parameters?: { name: string; in: string }[];
}

type Document = { paths: Record<string, Record<string, Operation>> };

let document: Document;
let site: Awaited<ReturnType<typeof createTestOrganization>>;
let member: Credentials;
let outsider: Credentials;

const mutating = new Set(["post", "put", "patch", "delete"]);
// Mutations that visitors make on purpose: consent is recorded for anonymous visitors too.
const publicMutations = new Set<string>(["post /api/cookies/consent"]);

function operations() {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
}

function concretePath(path: string) {
  return `${path.replace(/\{orgId\}/g, site.organization.id).replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000")}`;
}

beforeAll(async () => {
  site = await createTestOrganization();
  const elsewhere = await createTestOrganization();
  member = await createTestMember(site.host);
  outsider = await createTestAdmin(elsewhere.host, elsewhere.organization.id);
  document = (await (await call("/api/openapi.json", { host: site.host })).json()) as Document;
});

describe("every route in the OpenAPI document", () => {
  it("declares who may call it, and no mutation is public by accident", () => {
    expect(operations().length).toBeGreaterThan(5);
    for (const { path, method, operation } of operations()) {
      expect(["public", "user", "admin"], `${method} ${path}`).toContain(operation["x-atrium-access"]);
      if (mutating.has(method) && !publicMutations.has(`${method} ${path}`)) {
        expect(operation["x-atrium-access"], `${method} ${path}`).not.toBe("public");
      }
    }
  });

  it("refuses anonymous callers of guarded routes with 401", async () => {
    for (const { path, method, operation } of operations().filter(({ operation }) => operation["x-atrium-access"] !== "public")) {
      const response = await call(concretePath(path), { host: site.host, method: method.toUpperCase(), json: mutating.has(method) ? {} : undefined });
      expect(response.status, `${method} ${path}: ${operation["x-atrium-access"]}`).toBe(401);
    }
  });

  it("refuses members (403) and admins of another organization (404) on admin routes", async () => {
    for (const { path, method } of operations().filter(({ operation }) => operation["x-atrium-access"] === "admin")) {
      const init = { host: site.host, method: method.toUpperCase(), json: mutating.has(method) ? {} : undefined };
      expect((await call(concretePath(path), { ...init, token: member.token })).status, `${method} ${path} as member`).toBe(403);
      expect((await call(concretePath(path), { ...init, token: outsider.token })).status, `${method} ${path} as outsider`).toBe(404);
    }
  });
});
