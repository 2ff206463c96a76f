import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiFront } from "@/server/http/api-front";
import { sharedPageStore } from "@/server/http/page-store";
import { call } from "@/testing/api";
import { createTestAdmin, createTestOrganization } from "@/testing/factories";
import { createApi } from "./app";

// The API as scripts/start.ts serves it: site search kept like a page by the front (issue 30).
const server = http.createServer(createApiFront(sharedPageStore(), getRequestListener(createApi().fetch, { overrideGlobalObjects: false })));
let port = 0;
let site: Awaited<ReturnType<typeof createTestOrganization>>;
let other: Awaited<ReturnType<typeof createTestOrganization>>;
let token = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  [site, other] = await Promise.all([createTestOrganization(), createTestOrganization()]);
  token = (await createTestAdmin(site.host, site.organization.id)).token;
  expect((await call("/api/posts", { host: site.host, token, method: "POST", json: { title: "Renewing a passport", content: "<p>Book early.</p>" } })).status).toBe(201);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(path: string, host = site.host, headers: Record<string, string> = {}): Promise<{ status: number; cache: string | undefined; etag: string | undefined; titles: string[] }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, headers: { host, ...headers } }, (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk));
        response.on("end", () => {
          const titles = response.statusCode === 200 ? (JSON.parse(text) as { results: { title: string }[] }).results.map((result) => result.title) : [];
          resolve({ status: response.statusCode ?? 0, cache: response.headers["x-atrium-cache"] as string | undefined, etag: response.headers.etag, titles });
        });
      })
      .on("error", reject);
  });
}

describe("site search through the front", () => {
  it("is answered once, then from the cache, for any parameter it does not read; another language is its own answer", async () => {
    expect(await get("/api/search?q=passport")).toMatchObject({ status: 200, cache: "MISS", titles: ["Renewing a passport"] });
    expect(await get("/api/search?q=passport&utm_source=mail")).toMatchObject({ status: 200, cache: "HIT", titles: ["Renewing a passport"] });
    expect((await get("/api/search?q=passport&lang=es")).cache).toBe("MISS");
    const { etag } = await get("/api/search?q=passport");
    expect((await get("/api/search?q=passport", site.host, { "if-none-match": etag! })).status).toBe(304);
  });

  it("shows an admin's new post on the next search, and never another organization's answer", async () => {
    await get("/api/search?q=visa");
    expect(await get("/api/search?q=visa")).toMatchObject({ cache: "HIT", titles: [] });
    expect((await call("/api/posts", { host: site.host, token, method: "POST", json: { title: "Work visa checklist", content: "<p>What to bring.</p>" } })).status).toBe(201);
    expect(await get("/api/search?q=visa")).toMatchObject({ cache: "MISS", titles: ["Work visa checklist"] });
    expect(await get("/api/search?q=visa", other.host)).toMatchObject({ status: 200, titles: [] });
  });

  it("keeps no refusal: a search without words is answered 400 each time", async () => {
    expect(await get("/api/search")).toMatchObject({ status: 400, cache: "BYPASS" });
    expect(await get("/api/search")).toMatchObject({ status: 400, cache: "BYPASS" });
  });
});
