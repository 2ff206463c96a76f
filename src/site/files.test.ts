import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// First: the API (through the factories) sets zod up for OpenAPI before any module schema is made.
import { createTestOrganization } from "@/testing/factories";
import { createPost, updatePost } from "@/modules/posts/posts.service";
import { sharedPageStore } from "@/server/http/page-store";
import { createPageFront } from "@/server/http/page-front";
import { isSiteFile, siteFile } from "./files";

/**
 * The site's files as the front serves them (scripts/start.ts wires the same): through the page
 * cache, compressed, and dropped from it by the writes services make (their `invalidate`).
 */
let acme: Awaited<ReturnType<typeof createTestOrganization>>;
let server: http.Server;
let base: string;

beforeAll(async () => {
  acme = await createTestOrganization({ language: "en", supported_locales: ["en", "es"] });
  await createPost(acme.organization.id, { title: "First post", slug: "first-post" });
  const front = createPageFront(sharedPageStore(), (_request, response) => void response.writeHead(500).end("Next was asked"), {
    renderPublic: async (host, pathname) => (isSiteFile(pathname) ? siteFile(host, pathname) : null),
    isPublicFile: isSiteFile,
  });
  server = http.createServer((request, response) => void front(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .request(`${base}${path}`, { method, headers: { host: acme.host, ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          const encoding = response.headers["content-encoding"];
          const text = (encoding === "br" ? zlib.brotliDecompressSync(body) : encoding === "gzip" ? zlib.gunzipSync(body) : body).toString();
          resolve({ status: response.statusCode!, headers: response.headers, text });
        });
      })
      .on("error", reject)
      .end();
  });
}

describe("the site's files through the front", () => {
  it("keeps the sitemap index and files, compressed as the crawler asks, with their type and an ETag", async () => {
    const first = await get("/sitemap.xml", { "accept-encoding": "br, gzip" });
    expect(first.status).toBe(200);
    expect(first.headers).toMatchObject({ "x-atrium-cache": "MISS", "content-encoding": "br", "content-type": "application/xml; charset=utf-8" });
    expect(first.text).toContain(`<loc>https://${acme.host}/sitemaps/posts-1.xml</loc>`);
    const again = await get("/sitemap.xml", { "accept-encoding": "gzip" });
    expect(again.headers).toMatchObject({ "x-atrium-cache": "HIT", "content-encoding": "gzip" });
    expect(again.text).toBe(first.text);
    expect((await get("/sitemap.xml", { "if-none-match": String(first.headers.etag) })).status).toBe(304);

    const posts = await get("/sitemaps/posts-1.xml", { "accept-encoding": "gzip" });
    expect(posts.headers["content-encoding"]).toBe("gzip");
    expect(posts.text).toContain(`<loc>https://${acme.host}/blog/first-post</loc>`);
    expect((await get("/sitemaps/posts-1.xml")).headers["x-atrium-cache"]).toBe("HIT");
  });

  it("shows a new post, and no longer an unpublished one, on the next request", async () => {
    await get("/sitemaps/posts-1.xml");
    await get("/blog/rss.xml");
    expect((await get("/sitemaps/posts-1.xml")).headers["x-atrium-cache"]).toBe("HIT");

    await createPost(acme.organization.id, { title: "Second post", slug: "second-post" });
    const after = await get("/sitemaps/posts-1.xml");
    expect(after.headers["x-atrium-cache"]).toBe("MISS");
    expect(after.text).toContain(`<loc>https://${acme.host}/es/blog/second-post</loc>`);
    expect((await get("/blog/rss.xml")).text).toContain("/blog/second-post</link>");

    await updatePost(acme.organization.id, "second-post", { display_config: { display_this_post: false } });
    expect((await get("/sitemaps/posts-1.xml")).text).not.toContain("second-post");
  });

  it("answers robots.txt and the feeds in each language from the cache too, and 404 beyond the last file", async () => {
    for (const path of ["/robots.txt", "/es/blog/atom.xml"]) {
      expect((await get(path)).status).toBe(200);
      expect((await get(path)).headers["x-atrium-cache"]).toBe("HIT");
    }
    expect((await get("/es/blog/atom.xml")).headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
    expect((await get("/sitemaps/posts-2.xml")).status).toBe(404);
  });

  it("answers HEAD without a body and a write with 405", async () => {
    const head = await get("/sitemap.xml", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.text).toBe("");
    expect((await get("/sitemap.xml", {}, "POST")).status).toBe(405);
  });
});
