import { createHash } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preferredEncoding } from "./compression";
import { PageCache } from "./page-cache";
import { createPageFront } from "./page-front";
import { memoryPageStore } from "./page-store";
import { cacheThisPage } from "./page-render";
import { applySecurityHeaders } from "./security-headers";
import { answerWithRequestId } from "./request-log";
import { logTo } from "@/server/log";

// Stands where Next stands: pages that call cacheThisPage, like the site layout, and pages that do not.
let renders = 0;
let version = "first";
const rendered: string[] = [];
async function pages(request: IncomingMessage, response: ServerResponse) {
  renders += 1;
  rendered.push(`${request.method} ${request.url}`);
  await new Promise((resolve) => setImmediate(resolve));
  if (request.url?.startsWith("/account")) {
    response.setHeader("cache-control", "private, no-store");
  } else if (request.url === "/with-cookie") {
    cacheThisPage("org-a");
    response.setHeader("set-cookie", "seen=1");
  } else if (request.url !== "/") {
    // Next writes pages in several chunks, sometimes through writeHead.
    cacheThisPage("org-a");
    response.writeHead(404, { "content-type": "text/html; charset=utf-8", "x-middleware-rewrite": "/a.test/-/missing" });
    response.write("<h1>Page not found</h1>");
    return void response.end();
  } else {
    cacheThisPage("org-a");
  }
  response.setHeader("content-type", "text/html; charset=utf-8");
  response.write("<!doctype html><script>self.__next_f.push([0])</script><p>");
  response.end(`${version} ${"x".repeat(2000)}</p>`);
}

const cache = new PageCache();
let server: http.Server;
let base: string;

beforeAll(async () => {
  const front = createPageFront(memoryPageStore(cache), pages);
  // As scripts/start.ts wraps it: an id per request, then the security headers.
  server = http.createServer((request, response) =>
    answerWithRequestId(request, response, false, () => {
      applySecurityHeaders(request, response);
      void front(request, response);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http.get(`${base}${path}`, { headers: { host: "a.test", ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

describe("the page front", () => {
  it("renders a public page once, then answers from the cache, compressed as the browser asks", async () => {
    const before = renders;
    const first = await get("/", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(first.headers["x-atrium-cache"]).toBe("MISS");
    expect(first.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(first.body).toString()).toContain("first");

    const second = await get("/", { "accept-encoding": "gzip" });
    expect(second.headers["x-atrium-cache"]).toBe("HIT");
    expect(zlib.gunzipSync(second.body).toString()).toContain("first");
    const plain = await get("/");
    expect(plain.body.toString()).toMatch(/^<!doctype html><script>self.__next_f.push\(\[0\]\)<\/script><p>first x+<\/p>$/);
    expect(plain.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(renders - before).toBe(1);
  });

  it("gives each answer its own request id, from the cache too: the id of the render is not kept with the page", async () => {
    const first = await get("/request-id", { "x-request-id": "made-up" });
    const second = await get("/request-id");
    const notModified = await get("/", { "if-none-match": String((await get("/")).headers.etag) });
    expect([first.headers["x-atrium-cache"], second.headers["x-atrium-cache"], notModified.status]).toEqual(["MISS", "HIT", 304]);
    const ids = [first, second, notModified].map((answer) => answer.headers["x-request-id"]);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(3);
  });

  it("answers 304 to a browser that holds the current version", async () => {
    const { headers } = await get("/");
    const again = await get("/", { "if-none-match": String(headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("shows the change on the next request once the page's tag is invalidated", async () => {
    await get("/");
    version = "second";
    cache.invalidate(["org-a"]);
    const after = await get("/");
    expect(after.headers["x-atrium-cache"]).toBe("MISS");
    expect(after.body.toString()).toContain("second");
  });

  it("keeps a site's 404 page, without Next's internal headers", async () => {
    const missing = await get("/missing");
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe("<h1>Page not found</h1>");
    expect(missing.headers["x-middleware-rewrite"]).toBeUndefined();
    expect((await get("/missing")).headers["x-atrium-cache"]).toBe("HIT");
  });

  it("never keeps a page that did not declare itself public, or one that sets a cookie", async () => {
    for (const path of ["/account", "/with-cookie"]) {
      const before = renders;
      const first = await get(path);
      expect(first.headers["x-atrium-cache"]).toBe("BYPASS");
      await get(path);
      expect(renders - before).toBe(2);
    }
    expect((await get("/account")).headers["cache-control"]).toBe("no-store");
    expect((await get("/with-cookie")).headers["cache-control"]).toBe("no-store");
  });

  it("sends a page's policy with the hashes of its inline scripts, from the cache too", async () => {
    const inline = `'sha256-${createHash("sha256").update("self.__next_f.push([0])").digest("base64")}'`;
    for (const state of ["first", "again"]) {
      const { headers } = await get("/");
      expect(headers["content-security-policy"], state).toContain(`script-src 'self' ${inline};`);
      expect(headers["x-frame-options"], state).toBe("DENY");
    }
  });

  it("serves an address with parameters no page reads as the page without them: no render, no entry of its own", async () => {
    const home = await get("/");
    const size = cache.size;
    const before = renders;
    for (const path of ["/?cb=1", "/?cb=2", "/?utm_source=news&cb=3", "/?cb=4&cb=5"]) {
      const answer = await get(path);
      expect(answer.headers["x-atrium-cache"], path).toBe("HIT");
      expect(answer.headers.etag, path).toBe(home.headers.etag);
    }
    expect(renders - before).toBe(0);
    expect(cache.size).toBe(size);
  });

  it("renders the address without the parameters when that page is not cached yet", async () => {
    cache.invalidate(["org-a"]);
    rendered.length = 0;
    const first = await get("/?cb=5");
    expect(first.headers["x-atrium-cache"]).toBe("MISS");
    expect(rendered).toEqual(["GET /"]);
    expect((await get("/")).headers["x-atrium-cache"]).toBe("HIT");
  });

  it("keeps at most 16 of a host's 404 pages, however many addresses are made up", async () => {
    cache.invalidate(["org-a"]);
    for (let n = 0; n < 20; n += 1) expect((await get(`/made-up-${n}`)).status).toBe(404);
    expect(cache.size).toBe(16);
    expect((await get("/made-up-19")).headers["x-atrium-cache"]).toBe("HIT");
    expect((await get("/made-up-0")).headers["x-atrium-cache"]).toBe("MISS");
  });

  it("answers HEAD like GET, from the cache, without a body", async () => {
    await get("/");
    const before = renders;
    const head = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.request(`${base}/?cb=6`, { method: "HEAD", headers: { host: "a.test" } }, resolve).on("error", reject).end();
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers["x-atrium-cache"]).toBe("HIT");
    expect(Number(head.headers["content-length"])).toBeGreaterThan(2000);
    expect(renders - before).toBe(0);
  });

  it("answers a write to a page 405 instead of rendering it, and lets Server Actions and the API through", async () => {
    const send = (method: string, path: string, headers: Record<string, string> = {}) =>
      new Promise<http.IncomingMessage>((resolve, reject) => {
        http.request(`${base}${path}`, { method, headers: { host: "a.test", ...headers } }, (response) => response.resume().on("end", () => resolve(response))).on("error", reject).end();
      });
    const before = renders;
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const answer = await send(method, "/?cb=1");
      expect(answer.statusCode, method).toBe(405);
      expect(answer.headers.allow, method).toBe("GET, HEAD");
    }
    expect(renders - before).toBe(0);
    await send("POST", "/", { "next-action": "abc" });
    await send("POST", "/api/pages");
    expect(renders - before).toBe(2);
  });

  it("passes client-side navigation requests of Next straight through", async () => {
    const before = renders;
    const response = await get("/", { rsc: "1" });
    expect(response.headers["x-atrium-cache"]).toBeUndefined();
    expect(renders - before).toBe(1);
  });
});

describe("the encoding a browser gets", () => {
  it("prefers Brotli, then gzip, and honours a refusal", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, br;q=0")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("gzip");
    expect(preferredEncoding(undefined)).toBe("identity");
  });
});

describe("a page requested by many at once", () => {
  it("is rendered once, the other requests waiting for that render", async () => {
    const slowCache = new PageCache();
    let slowRenders = 0;
    const front = createPageFront(memoryPageStore(slowCache), async (_request, response) => {
      slowRenders += 1;
      cacheThisPage("org-slow");
      await new Promise((resolve) => setTimeout(resolve, 50));
      response.setHeader("content-type", "text/html; charset=utf-8");
      response.end("<p>slow page</p>");
    });
    const slow = http.createServer((request, response) => void front(request, response));
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    const port = (slow.address() as AddressInfo).port;
    const fetchPage = () =>
      new Promise<{ state: string; body: string }>((resolve, reject) => {
        http.get(`http://127.0.0.1:${port}/`, { headers: { host: "slow.test" } }, (response) => {
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk.toString()));
          response.on("end", () => resolve({ state: String(response.headers["x-atrium-cache"]), body }));
        }).on("error", reject);
      });
    const answers = await Promise.all(Array.from({ length: 5 }, fetchPage));
    await new Promise((resolve) => slow.close(resolve));
    expect(slowRenders).toBe(1);
    expect(answers.map((answer) => answer.body)).toEqual(Array(5).fill("<p>slow page</p>"));
    expect(answers.filter((answer) => answer.state === "MISS")).toHaveLength(1);
  });
});

describe("renders the cache does not keep", () => {
  async function serve(front: ReturnType<typeof createPageFront>) {
    const server = http.createServer((request, response) => void front(request, response));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    const fetchPage = (path: string, encoding: string) =>
      new Promise<{ state: string; encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        http.get(`http://127.0.0.1:${port}${path}`, { headers: { host: "off.test", "accept-encoding": encoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ state: String(response.headers["x-atrium-cache"]), encoding: response.headers["content-encoding"], body: Buffer.concat(chunks) }));
        }).on("error", reject);
      });
    return { fetchPage, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it("go out in the encoding each request accepts (PAGE_CACHE_MB=0)", async () => {
    const page = `<p>${"uncached ".repeat(500)}</p>`;
    const { fetchPage, close } = await serve(
      createPageFront(memoryPageStore(new PageCache(0)), (_request, response) => {
        cacheThisPage("org-off");
        response.setHeader("content-type", "text/html; charset=utf-8");
        response.end(page);
      }),
    );
    const [br, gzip, plain] = await Promise.all([fetchPage("/", "br"), fetchPage("/", "gzip"), fetchPage("/", "identity")]);
    await close();
    expect([br.state, gzip.state, plain.state]).toEqual(["BYPASS", "BYPASS", "BYPASS"]);
    expect(br.encoding).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(page);
    expect(gzip.encoding).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(page);
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });

  it("run at most renderSlots at a time, the others waiting their turn", async () => {
    let running = 0;
    let most = 0;
    const { fetchPage, close } = await serve(
      createPageFront(
        memoryPageStore(new PageCache(0)),
        async (request, response) => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 20));
          running -= 1;
          cacheThisPage("org-off");
          response.setHeader("content-type", "text/html; charset=utf-8");
          response.end(`<p>${request.url}</p>`);
        },
        { renderSlots: 2 },
      ),
    );
    const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => fetchPage(`/page-${index}`, "identity")));
    await close();
    expect(most).toBe(2);
    expect(answers.map((answer) => answer.body.toString())).toEqual(Array.from({ length: 6 }, (_, index) => `<p>/page-${index}</p>`));
  });
});

describe("pages of the public renderer (decision 030)", () => {
  const asked: string[] = [];
  const nextRendered: string[] = [];
  let front: ReturnType<typeof createPageFront>;
  let port: number;
  let publicServer: http.Server;

  beforeAll(async () => {
    front = createPageFront(
      memoryPageStore(new PageCache()),
      (request, response) => {
        nextRendered.push(request.url!);
        cacheThisPage("org-p");
        response.setHeader("content-type", "text/html; charset=utf-8");
        response.end(`<p>next ${request.url}</p>`);
      },
      {
        isNextPage: (pathname) => pathname === "/login",
        renderPublic: async (host, pathname) => {
          asked.push(`${host} ${pathname}`);
          if (pathname === "/broken") throw new Error("a component failed");
          if (pathname === "/login") return null;
          cacheThisPage("org-p");
          if (pathname === "/missing") return { status: 404, html: "<p>public 404</p>" };
          if (pathname === "/es/blog/old") return { status: 308, location: "/es/blog/nuevo", html: "Moved to /es/blog/nuevo\n", contentType: "text/plain; charset=utf-8" };
          return { status: 200, html: `<p>public ${pathname}</p>` };
        },
      },
    );
    publicServer = http.createServer((request, response) => void front(request, response));
    await new Promise<void>((resolve) => publicServer.listen(0, "127.0.0.1", resolve));
    port = (publicServer.address() as AddressInfo).port;
  });

  afterAll(() => new Promise((resolve) => publicServer.close(resolve)));

  const fetchPage = (path: string, cookie?: string) =>
    new Promise<{ state: string; body: string }>((resolve, reject) => {
      http.get(`http://127.0.0.1:${port}${path}`, { headers: { host: "p.test", ...(cookie ? { cookie } : {}) } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ state: String(response.headers["x-atrium-cache"]), body: Buffer.concat(chunks).toString() }));
      }).on("error", reject);
    });

  it("answers the renderer's permanent redirect with its location, and keeps it as a page (decision 042)", async () => {
    const redirect = (path: string) =>
      new Promise<{ status: number; location: string | undefined; state: string }>((resolve, reject) => {
        http.get(`http://127.0.0.1:${port}${path}`, { headers: { host: "p.test" } }, (response) => {
          response.resume();
          response.on("end", () => resolve({ status: response.statusCode!, location: response.headers.location, state: String(response.headers["x-atrium-cache"]) }));
        }).on("error", reject);
      });
    expect(await redirect("/es/blog/old")).toEqual({ status: 308, location: "/es/blog/nuevo", state: "MISS" });
    expect(await redirect("/es/blog/old")).toEqual({ status: 308, location: "/es/blog/nuevo", state: "HIT" });
  });

  it("serves a public page from the renderer, and keeps the page", async () => {
    expect(await fetchPage("/about?utm_source=x")).toEqual({ state: "MISS", body: "<p>public /about</p>" });
    expect(await fetchPage("/about")).toEqual({ state: "HIT", body: "<p>public /about</p>" });
    expect(asked.filter((line) => line === "p.test /about")).toHaveLength(1);
    expect(nextRendered).not.toContain("/about");
  });

  it("gives visitors, members and admins the same page: a session cookie changes nothing", async () => {
    const visitor = await fetchPage("/pricing");
    expect(visitor).toEqual({ state: "MISS", body: "<p>public /pricing</p>" });
    for (const cookie of ["better-auth.session_token=abc", "theme=dark; __Secure-better-auth.session_token=abc"]) expect(await fetchPage("/pricing", cookie)).toEqual({ state: "HIT", body: visitor.body });
    expect(nextRendered).not.toContain("/pricing");
  });

  it("keeps the renderer's 404 page with its status", async () => {
    const missing = await fetchPage("/missing");
    expect(missing.body).toBe("<p>public 404</p>");
    expect((await fetchPage("/missing")).state).toBe("HIT");
  });

  it("hands the back office to Next, and answers a failed render with the error page", async () => {
    expect((await fetchPage("/login")).body).toBe("<p>next /login</p>");
    const lines: string[] = [];
    const restore = logTo({ write: (line: string) => void lines.push(line) });
    const broken = await fetchPage("/broken");
    restore();
    expect(broken.body).toContain("An error occurred. Please try again.");
    expect(broken.state).toBe("BYPASS");
    // The failure is logged for the operator, with its stack; the visitor never sees it.
    expect(lines.map((line) => JSON.parse(line) as { level: string; err: { message: string; stack: string } })).toEqual([
      expect.objectContaining({ level: "error", err: expect.objectContaining({ message: "a component failed", stack: expect.stringContaining("page-front.test.ts") }) }),
    ]);
    expect(nextRendered).not.toContain("/broken");
  });

  it("answers Next's router asking for a public page with no payload, so the browser loads the page", async () => {
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) => http.get(`http://127.0.0.1:${port}/about?_rsc=1x`, { headers: { host: "p.test", rsc: "1" } }, resolve).on("error", reject));
    answer.resume();
    expect(answer.statusCode).toBe(204);
    expect(nextRendered).not.toContain("/about?_rsc=1x");
    const login = await new Promise<http.IncomingMessage>((resolve, reject) => http.get(`http://127.0.0.1:${port}/login?_rsc=1x`, { headers: { host: "p.test", rsc: "1" } }, resolve).on("error", reject));
    login.resume();
    expect(nextRendered).toContain("/login?_rsc=1x");
  });
});
