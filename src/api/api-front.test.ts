import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
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

function get(path: string, host = site.host, headers: Record<string, string> = {}): Promise<ReturnType<typeof answerOf>> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, headers: { host, ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          try {
            resolve(answerOf(response, Buffer.concat(chunks)));
          } catch (error) {
            reject(error as Error);
          }
        });
      })
      .on("error", reject);
  });
}

/** The status, cache state, ETag and result titles of an answer, its body decoded as its encoding says. */
function answerOf(response: http.IncomingMessage, body: Buffer) {
  const encoding = response.headers["content-encoding"];
  const text = (encoding === "br" ? zlib.brotliDecompressSync(body) : encoding === "gzip" ? zlib.gunzipSync(body) : body).toString();
  const titles = response.statusCode === 200 ? (JSON.parse(text) as { results: { title: string }[] }).results.map((result) => result.title) : [];
  return { status: response.statusCode ?? 0, cache: response.headers["x-atrium-cache"] as string | undefined, etag: response.headers.etag, titles };
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

  it("compresses an answer once, in the encoding the browser takes, from the cache too", async () => {
    for (const encoding of ["br", "gzip"]) {
      for (const cache of ["MISS", "HIT"]) {
        const answer = await get(`/api/search?q=passport&limit=${encoding === "br" ? 5 : 6}`, site.host, { "accept-encoding": "gzip, deflate, br".replace(encoding === "gzip" ? ", br" : "", "") });
        expect(answer, `${encoding} ${cache}`).toMatchObject({ status: 200, cache, titles: ["Renewing a passport"] });
      }
    }
  });

  it("keeps no refusal: a search without words is answered 400 each time", async () => {
    expect(await get("/api/search")).toMatchObject({ status: 400, cache: "BYPASS" });
    expect(await get("/api/search")).toMatchObject({ status: 400, cache: "BYPASS" });
  });
});
