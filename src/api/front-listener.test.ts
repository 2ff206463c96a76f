import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "@/testing/api";
import { createTestAdmin, createTestOrganization } from "@/testing/factories";
import { createApi } from "./app";

// The API as the front serves it (scripts/start.ts): Hono behind @hono/node-server's listener, with
// the lighter Request that listener passes (Next's globals left alone). In-process tests hand the
// app real Requests, so what only that path meets is tried here.
const server = http.createServer(getRequestListener(createApi().fetch, { overrideGlobalObjects: false }));
let port = 0;
let site: Awaited<ReturnType<typeof createTestOrganization>>;
let token = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  site = await createTestOrganization();
  token = (await createTestAdmin(site.host, site.organization.id)).token;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** One request over HTTP; `chunked` sends the body without a length, as a streaming client does. */
function send(method: string, path: string, { body, chunked = false }: { body?: string; chunked?: boolean } = {}): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host: site.host, origin: `http://${site.host}`, authorization: `Bearer ${token}` };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (body !== undefined && !chunked) headers["content-length"] = String(Buffer.byteLength(body));
    const request = http.request({ host: "127.0.0.1", port, method, path, headers }, (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on("error", reject);
    if (body !== undefined) request.write(body);
    request.end();
  });
}

describe("the API behind the front's listener", () => {
  it("deletes with a request that has no body (no length, no transfer encoding)", async () => {
    const banner = (await (await call("/api/banners", { host: site.host, token, json: { content: { text: "To delete" } } })).json()) as { id: string };
    const deleted = await send("DELETE", `/api/banners/${banner.id}`);
    expect(deleted).toMatchObject({ status: 200 });
    expect((await send("DELETE", `/api/banners/${banner.id}`)).status).toBe(404);
  });

  it("reads a JSON body sent without a length, and still limits it", async () => {
    const created = await send("POST", "/api/banners", { body: JSON.stringify({ content: { text: "Sent in chunks" } }), chunked: true });
    expect(created.status).toBe(201);
    expect(JSON.parse(created.text)).toMatchObject({ content: { text: "Sent in chunks" } });
    const huge = await send("POST", "/api/banners", { body: JSON.stringify({ content: { text: "x".repeat(2 * 1024 * 1024) } }), chunked: true });
    expect(huge.status).toBe(400);
    expect(JSON.parse(huge.text)).toMatchObject({ code: "payload_too_large" });
  });
});
