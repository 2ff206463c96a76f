import { beforeAll, describe, expect, it } from "vitest";
import { call, type Credentials } from "@/testing/api";
import { createTestAdmin, createTestOrganization } from "@/testing/factories";

/**
 * Sends bad bodies to every JSON route of the OpenAPI document, as an admin so that the guards
 * let them through to validation: malformed JSON, a body that is not an object, wrong types,
 * unknown fields, huge strings and an oversized body must all answer 400 with a message, never 500.
 */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
interface Operation {
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  "x-atrium-access"?: string;
}

let site: Awaited<ReturnType<typeof createTestOrganization>>;
let admin: Credentials;
let routes: { method: string; path: string; schema: JsonSchema }[] = [];
/** Every operation whose path names a row by id, with a valid value for each query parameter it requires. */
let rowPaths: { method: string; path: string; query: string }[] = [];

beforeAll(async () => {
  site = await createTestOrganization();
  admin = await createTestAdmin(site.host, site.organization.id);
  const document = (await (await call("/api/openapi.json", { host: site.host })).json()) as { paths: Record<string, Record<string, Operation>> };
  routes = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) => {
      const schema = operation.requestBody?.content?.["application/json"]?.schema;
      return schema ? [{ method: method.toUpperCase(), path: concrete(path), schema }] : [];
    }),
  );
  rowPaths = Object.entries(document.paths).flatMap(([path, methods]) =>
    path.includes("{id}")
      ? Object.entries(methods).map(([method, operation]) => {
          const required = (operation.parameters ?? []).filter((parameter) => parameter.in === "query" && parameter.required);
          return { method: method.toUpperCase(), path, query: required.map((parameter) => `${parameter.name}=${validQueryValues[parameter.name] ?? "00000000-0000-4000-8000-000000000000"}`).join("&") };
        })
      : [],
  );
});

/** Values the routes' required query parameters accept (ids take a well-formed UUID). */
const validQueryValues: Record<string, string> = { from: "2030-01-07" };

function concrete(path: string) {
  return path.replace(/\{orgId\}/g, () => site.organization.id).replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000");
}

function typesOf(schema: JsonSchema): string[] {
  const own = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return [...own, ...(schema.anyOf ?? []).flatMap(typesOf), ...(schema.oneOf ?? []).flatMap(typesOf)];
}

/** A value no schema of these types accepts. */
function wrongValueFor(schema: JsonSchema): unknown {
  const types = typesOf(schema);
  if (types.includes("object") || types.includes("array")) return 12345;
  return { not: ["a", schema.type ?? "value"] };
}

async function expectClear400(response: Response, label: string) {
  expect(response.status, label).toBe(400);
  const body = (await response.json()) as { error?: unknown };
  expect(typeof body.error, label).toBe("string");
  expect(String(body.error).length, label).toBeGreaterThan(0);
}

function send(route: { method: string; path: string }, body: string) {
  return call(route.path, { host: site.host, token: admin.token, method: route.method, body });
}

describe("bad input on every JSON route", () => {
  it("finds the routes it checks", () => {
    expect(routes.length).toBeGreaterThan(3);
  });

  it("answers malformed JSON and a non-object body with 400", async () => {
    for (const route of routes) {
      await expectClear400(await send(route, '{"title": "unfinished'), `${route.method} ${route.path} malformed`);
      await expectClear400(await send(route, "[1, 2, 3]"), `${route.method} ${route.path} array body`);
    }
  });

  it("answers a wrong type in any field with 400", async () => {
    for (const route of routes) {
      for (const [field, schema] of Object.entries(route.schema.properties ?? {})) {
        const label = `${route.method} ${route.path} .${field}`;
        await expectClear400(await send(route, JSON.stringify({ [field]: wrongValueFor(schema) })), label);
      }
    }
  });

  it("answers an unknown field with 400 naming it", async () => {
    for (const route of routes) {
      const response = await send(route, JSON.stringify({ sneaky_extra_field: true }));
      const label = `${route.method} ${route.path}`;
      expect(response.status, label).toBe(400);
      expect(JSON.stringify(await response.json()), label).toContain("sneaky_extra_field");
    }
  });

  it("answers a huge string in any text field with 400", async () => {
    // Larger than any field may hold (post content included), smaller than the 1 MB body limit.
    const huge = "x".repeat(900_000);
    for (const route of routes) {
      for (const [field, schema] of Object.entries(route.schema.properties ?? {})) {
        if (!typesOf(schema).includes("string")) continue;
        await expectClear400(await send(route, JSON.stringify({ [field]: huge })), `${route.method} ${route.path} .${field}`);
      }
    }
  });

  it("answers an oversized body with 400 and says so", async () => {
    const body = JSON.stringify({ padding: "x".repeat(1_200_000) });
    for (const route of routes) {
      const response = await send(route, body);
      expect(response.status, `${route.method} ${route.path}`).toBe(400);
      expect(await response.json()).toMatchObject({ code: "payload_too_large" });
    }
  });
});

describe("malformed ids in paths", () => {
  it("answer 404 with the route's own message on every route with an id, and never reach the database", async () => {
    expect(rowPaths.length).toBeGreaterThan(20);
    for (const { method, path, query } of rowPaths) {
      for (const id of ["NaN", "1", "not-a-uuid", "00000000-0000-4000-8000-00000000000g", "x".repeat(300)]) {
        const label = `${method} ${path} with id ${id.slice(0, 20)}`;
        const response = await call(`${path.replace("{id}", id).replace(/\{orgId\}/g, site.organization.id)}${query ? `?${query}` : ""}`, {
          host: site.host,
          token: admin.token,
          method,
          ...(["POST", "PUT", "PATCH"].includes(method) ? { body: "{}" } : {}),
        });
        expect(response.status, label).toBe(404);
        expect((await response.json()).error, label).toMatch(/not found/i);
      }
    }
  });
});
