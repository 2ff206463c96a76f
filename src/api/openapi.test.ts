import SwaggerParser from "@apidevtools/swagger-parser";
import { describe, expect, it } from "vitest";
import { call } from "@/testing/api";
import { createTestOrganization } from "@/testing/factories";

/** The endpoints of spec 000 §7 (but meetings) and 001 §7, and ours (spec decision 6). */
const required = [
  "post /api/register-user-free-trial",
  "post /api/send-email",
  "get /api/template-sections",
  "post /api/template-sections",
  "put /api/template-sections/{id}",
  "delete /api/template-sections/{id}",
  "post /api/template-heading-sections",
  "put /api/template-heading-sections/{id}",
  "delete /api/template-heading-sections/{id}",
  "get /api/template-heading-sections",
  "post /api/template-sections/{id}/metrics",
  "delete /api/template-sections/{id}/metrics",
  "put /api/template-sections/{id}/metrics",
  "get /api/metrics",
  "post /api/metrics",
  "patch /api/metrics/{id}",
  "delete /api/metrics/{id}",
  "get /api/organizations/{orgId}",
  "put /api/organizations/{orgId}",
  "get /api/organizations/{orgId}/sections/{section}",
  "post /api/revalidate",
  "post /api/posts",
  "patch /api/posts/{slug}",
  "get /api/document-sets",
  "get /api/cookies/categories",
  "get /api/cookies/consent",
  "post /api/cookies/consent",
  "post /api/menu-items",
  "put /api/menu-items/{id}",
  "delete /api/menu-items/{id}",
  "post /api/submenu-items",
  "delete /api/submenu-items/{id}",
  // Ours, for what the documents call "not shown".
  "post /api/hero-sections",
  "put /api/hero-sections/{id}",
  "delete /api/hero-sections/{id}",
  "get /api/page-layout",
  "put /api/page-layout",
  "get /api/header-style",
  "put /api/header-style",
  "get /api/footer-style",
  "put /api/footer-style",
  "get /api/banners",
  "post /api/banners/{id}/dismissals",
  "get /api/banners/dismissals",
  "get /api/cookies/consent-records",
  "get /api/session",
  "get /api/account",
  "get /api/site",
  "post /api/pages",
  "post /api/media",
  "get /api/media",
  "delete /api/media/{id}",
  "get /api/media/{id}",
  "patch /api/media/{id}",
  "get /api/media/{id}/usage",
];

/** Saves that carry a version (decision 017): each documents its 409 with the current row. */
const versioned = [
  "put /api/template-sections/{id}",
  "patch /api/metrics/{id}",
  "put /api/template-heading-sections/{id}",
  "put /api/hero-sections/{id}",
  "patch /api/posts/{slug}",
  "put /api/page-layout",
  "patch /api/media/{id}",
];

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3 document", async () => {
    const { host } = await createTestOrganization();
    const document = await (await call("/api/openapi.json", { host })).json();
    expect(document.openapi).toMatch(/^3\./);
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeDefined();
  });

  it("lists every endpoint of the specification and ours", async () => {
    const { host } = await createTestOrganization();
    const document = (await (await call("/api/openapi.json", { host })).json()) as { paths: Record<string, Record<string, unknown>> };
    const listed = new Set(Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`)));
    expect(required.filter((endpoint) => !listed.has(endpoint))).toEqual([]);
  });

  it("documents `version` in the body and the 409 version_conflict of every versioned save", async () => {
    const { host } = await createTestOrganization();
    const document = await SwaggerParser.dereference(await (await call("/api/openapi.json", { host })).json());
    type Operation = { requestBody: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> }; responses: Record<string, { description: string; content: Record<string, { schema: { properties: Record<string, unknown> } }> }> };
    for (const endpoint of versioned) {
      const [method, path] = endpoint.split(" ") as [string, string];
      const operation = (document.paths as Record<string, Record<string, Operation>>)[path]?.[method];
      expect(operation, endpoint).toBeDefined();
      // In the body itself, or (page layout) in each of its sections.
      expect(JSON.stringify(operation!.requestBody.content["application/json"]!.schema.properties), endpoint).toContain('"version":');
      const conflict = operation!.responses["409"];
      expect(conflict?.description, endpoint).toContain("version_conflict");
      expect(Object.keys(conflict!.content["application/json"]!.schema.properties), endpoint).toEqual(["error", "code", "details"]);
    }
  });
});

describe("GET /api/docs", () => {
  it("shows the same document as a readable page, on any host", async () => {
    const page = await call("/api/docs", { host: "anywhere.example" });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain("Atrium API");
    expect(html).toContain("/api/organizations/{orgId}");
  });
});
