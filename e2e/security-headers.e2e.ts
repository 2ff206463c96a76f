import { createHash } from "node:crypto";
import fs from "node:fs";
import type http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { request, type HttpAnswer } from "./support/http";
import { demoUrl } from "./support/journey";
import { freePort, startServer } from "./support/server";
import { signInByApi } from "./support/admin";
import { testServer } from "./support/test-server";

/**
 * Issue 9: every answer of `npm start` carries the security headers, the page policy blocks
 * nothing the public site does, cache busters cannot force renders, and malformed requests get a
 * 4xx of ours instead of Next's 500.
 */
let browser: Browser;
const host = () => `localhost:${testServer().port}`;
let sessionCookie = "";
let adminToken = "";

beforeAll(async () => {
  browser = await launchBrowser();
  ({ token: adminToken, cookie: sessionCookie } = await signInByApi());
  expect(sessionCookie).toContain("session_token");
});

afterAll(async () => {
  await browser?.close();
});

function expectBaseHeaders(answer: HttpAnswer, label: string) {
  expect(answer.headers["x-content-type-options"], label).toBe("nosniff");
  expect(answer.headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(answer.headers["cross-origin-opener-policy"], label).toBe("same-origin");
  expect(answer.headers["x-frame-options"], label).toBe("DENY");
  expect(answer.headers["content-security-policy"], label).toContain("frame-ancestors 'none'");
  // Plain http: no HSTS (it would pin localhost to https).
  expect(answer.headers["strict-transport-security"], label).toBeUndefined();
}

function expectPagePolicy(answer: HttpAnswer, label: string) {
  const csp = String(answer.headers["content-security-policy"]);
  // Pages of the public renderer (decision 030) have no inline script to list: 'self' alone.
  expect(csp, label).toMatch(/(^|; )script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*;/);
  for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'"]) expect(csp, label).toContain(directive);
  // Every inline script of the page that runs is listed by its hash (JSON-LD runs nothing).
  let inline = 0;
  for (const [, attributes, text] of answer.text.matchAll(/<script\b([^>]*)>([^]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes!) || /type="application\/ld\+json"/.test(attributes!)) continue;
    inline += 1;
    expect(csp, `${label}: ${text!.slice(0, 40)}`).toContain(`'sha256-${createHash("sha256").update(text!).digest("base64")}'`);
  }
  // No more hashes than the page's inline scripts: none is allowed that the page does not hold.
  expect(csp.match(/'sha256-/g)?.length ?? 0, label).toBeLessThanOrEqual(inline);
}

describe("the headers of every kind of answer", () => {
  it("a public page, cached, keeps its shared caching and carries the page policy", async () => {
    await request(host(), "/");
    const page = await request(host(), "/");
    expect(page.headers["x-atrium-cache"]).toBe("HIT");
    expect(page.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expectBaseHeaders(page, "home");
    expectPagePolicy(page, "home");
    // Without a trusted proxy a client cannot claim https (forwarded-headers.ts), so no HSTS.
    const claimed = await request(host(), "/", { headers: { "x-forwarded-proto": "https" } });
    expect(claimed.headers["strict-transport-security"]).toBeUndefined();
  });

  it("an account page, a sign-in page and a page setting a cookie are no-store", async () => {
    const account = await request(host(), "/account/profile", { headers: { cookie: sessionCookie } });
    expect(account.status).toBe(200);
    expect(account.headers["cache-control"]).toBe("no-store");
    expectBaseHeaders(account, "account");
    expectPagePolicy(account, "account");
    for (const path of ["/login", "/register", "/account"]) {
      const answer = await request(host(), path);
      expect(answer.headers["cache-control"], path).toBe("no-store");
      expectBaseHeaders(answer, path);
    }
  });

  it("an API answer is no-store with a policy that loads nothing; the API reference may style itself", async () => {
    const session = await request(host(), "/api/session");
    expect(session.status).toBe(200);
    expect(session.headers["cache-control"]).toBe("no-store");
    expect(session.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expectBaseHeaders(session, "/api/session");

    const docs = await request(host(), "/api/docs");
    expect(docs.headers["content-type"]).toMatch(/^text\/html/);
    expect(docs.headers["content-security-policy"]).toContain("style-src 'unsafe-inline'");
    expect(docs.headers["content-security-policy"]).not.toContain("script-src");
    expectBaseHeaders(docs, "/api/docs");
  });

  it("build assets keep their immutable caching, and files of public/ get the headers too", async () => {
    const script = /<script\b[^>]* src="(\/_next\/static\/[^"]+\.js)"/.exec((await request(host(), "/")).text)?.[1];
    expect(script).toBeTruthy();
    const asset = await request(host(), script!);
    expect(asset.status).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expectBaseHeaders(asset, script!);

    const icon = await request(host(), "/favicon.svg");
    expect(icon.status).toBe(200);
    expect(icon.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expectBaseHeaders(icon, "/favicon.svg");
  });

  it("a 404 page gets the page policy", async () => {
    const missing = await request(host(), `/no-such-page-${Date.now()}`);
    expect(missing.status).toBe(404);
    expectBaseHeaders(missing, "404");
    expectPagePolicy(missing, "404");
  });
});

describe("behind a trusted https proxy (TRUST_PROXY_HEADERS=on)", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "atrium-proxied-"));
  let stop = async () => {};
  afterAll(async () => {
    await stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("sends Strict-Transport-Security only on requests the proxy says came over https", { timeout: 240_000 }, async () => {
    const port = await freePort();
    const server = await startServer(port, { ATRIUM_DATA_DIR: dataDir, DATABASE_URL: "", TRUST_PROXY_HEADERS: "on" });
    stop = server.stop;
    const origin = `http://127.0.0.1:${port}`;
    const get = (path: string, proto?: string) => fetch(`${origin}${path}`, { headers: { host: `localhost:${port}`, ...(proto ? { "x-forwarded-proto": proto } : {}) }, redirect: "manual" });
    for (const path of ["/", "/api/session", "/favicon.svg"]) {
      const secure = await get(path, "https");
      expect(secure.headers.get("strict-transport-security"), path).toBe("max-age=31536000; includeSubDomains");
      expect((await get(path, "http")).headers.get("strict-transport-security"), path).toBeNull();
      expect((await get(path)).headers.get("strict-transport-security"), path).toBeNull();
    }
  });
});

/** A browser context that records CSP violations (as the page sees them), CSP console messages and script errors. */
async function watchedContext(cookies: string): Promise<{ context: BrowserContext; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const problems: string[] = [];
  if (cookies) {
    const url = demoUrl("/");
    await context.addCookies(cookies.split("; ").map((pair) => ({ name: pair.split("=", 1)[0]!, value: pair.slice(pair.indexOf("=") + 1), url })));
  }
  // Video hosts are never reached: the request is stopped after the policy allowed it.
  await context.route((url) => /(^|\.)(youtube(-nocookie)?\.com|ytimg\.com|vimeo\.com|vimeocdn\.com)$/.test(url.hostname), (route) => route.abort());
  await context.exposeFunction("reportViolation", (text: string) => problems.push(text));
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} on ${location.pathname} (${event.sample})`);
    });
  });
  context.on("console", (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  context.on("weberror", (error) => problems.push(`script error: ${error.error().message}`));
  return { context, problems };
}

/** Opens a page, checks that it came with the page policy, and waits until its scripts have run. */
async function open(page: Page, path: string, problems: string[]): Promise<void> {
  const response = await page.goto(demoUrl(path));
  expect(response?.headers()["content-security-policy"], path).toMatch(/script-src 'self'/);
  // Next's pages: React marks the elements it hydrated. The site's pages: the page's script (decision
  // 036) runs the shell's behavior, which marks <html data-session> once it listens to clicks.
  const ran = () => Object.keys(document.body).some((key) => key.startsWith("__reactFiber$")) || document.documentElement.hasAttribute("data-session");
  await page.waitForFunction(ran, undefined, { timeout: 15_000 }).catch(() => {
    throw new Error(`${path}: its scripts did not run; the browser reported: ${problems.join(" | ") || "nothing"}`);
  });
}

describe("the page policy in Chromium", () => {
  let videoPage = "";

  beforeAll(async () => {
    // A page with a YouTube video, so that the consent-gated player is loaded under the policy too.
    videoPage = `csp-video-${Date.now()}`;
    const api = (url: string, json: unknown) => request(host(), url, { json, headers: { authorization: `Bearer ${adminToken}` } });
    expect((await api("/api/pages", { title: "Video under the policy", slug: videoPage })).status).toBe(201);
    const section = JSON.parse((await api("/api/template-sections", { url_page: `/${videoPage}`, section_title: "Watch", section_type: "general" })).text) as { id: string };
    expect((await api("/api/metrics", { title: "Moving to Spain", description: "A short film.", image: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", section_id: section.id })).status).toBe(201);
  });

  it("blocks nothing on the public pages, the sign-in pages, the login modal, the privacy dialog and after client-side navigation", async () => {
    const blogHtml = (await request(host(), "/blog")).text;
    const post = /href="(\/blog\/[a-z0-9-]+)"/.exec(blogHtml)?.[1];
    expect(post).toBeTruthy();
    const { context, problems } = await watchedContext("");
    const page = await context.newPage();
    for (const path of ["/", "/work-visas", "/blog", post!, "/cookie-policy", "/login", "/register", "/es"]) await open(page, path, problems);

    // The login modal and, from the cookie notice, the privacy dialog (both load their code on use).
    await open(page, "/", problems);
    await page.locator("header a[data-login-modal]").click();
    await page.getByRole("dialog", { name: "Login" }).waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("dialog[open]").count()).toBe(0);
    await page.locator("#cookie-notice").getByRole("button", { name: "Settings", exact: true }).click();
    await page.getByRole("dialog", { name: "Privacy Settings" }).waitFor();
    await page.keyboard.press("Escape");

    // Links between pages: the public site's are plain links (full loads), the sign-in pages' are
    // Next's, which fetch the next page's data and swap it in: the document (and the marker) stays.
    await page.getByRole("link", { name: /Explore/ }).click();
    await page.waitForURL(demoUrl("/blog"));
    await open(page, "/login", problems);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole("link", { name: "Create an account" }).click();
    await page.waitForURL(demoUrl("/register"));
    await page.getByRole("button", { name: "Create account" }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // The consent-gated video player: allowing YouTube puts its frame in the page.
    await open(page, `/${videoPage}`, problems);
    await page.getByRole("group", { name: "YouTube: Moving to Spain" }).getByRole("button", { name: "Always allow YouTube" }).click();
    await page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]').waitFor({ state: "attached" });
    await page.waitForTimeout(500);
    await context.close();
    expect(problems).toEqual([]);
  });

  it("blocks nothing on a signed-in account page", async () => {
    const { context, problems } = await watchedContext(sessionCookie);
    const page = await context.newPage();
    await open(page, "/account/profile", problems);
    expect(page.url()).toBe(demoUrl("/account/profile"));
    await page.waitForLoadState("networkidle");
    await context.close();
    expect(problems).toEqual([]);
  });
});

describe("cache busters", () => {
  it("/?cb=1 and /?cb=2 are the cached page of / itself: no render and no cache entry of their own", async () => {
    await request(host(), "/");
    const home = await request(host(), "/");
    expect(home.headers["x-atrium-cache"]).toBe("HIT");
    for (const path of ["/?cb=1", "/?cb=2", `/?cb=${Date.now()}&utm_source=mail`]) {
      const busted = await request(host(), path);
      expect(busted.headers["x-atrium-cache"], path).toBe("HIT");
      expect(busted.headers.etag, path).toBe(home.headers.etag);
    }
  });

  it("a page not cached yet is rendered once, as the address without the parameters", async () => {
    // A new page: its first request carries a cache buster, the plain address then finds it cached.
    const slug = `cache-buster-${Date.now()}`;
    const created = await request(host(), "/api/pages", { json: { title: "Cache buster", slug }, headers: { authorization: `Bearer ${adminToken}` } });
    expect(created.status).toBe(201);
    const first = await request(host(), `/${slug}?cb=${Date.now()}`);
    expect(first.status).toBe(200);
    expect(first.headers["x-atrium-cache"]).toBe("MISS");
    const plain = await request(host(), `/${slug}`);
    expect(plain.headers["x-atrium-cache"]).toBe("HIT");
    expect(plain.headers.etag).toBe(first.headers.etag);
  });
});

describe("writes to a page", () => {
  it("POST, PUT, PATCH and DELETE to a page answer 405 instead of rendering it uncached", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const answer = await request(host(), `/?cb=${method}`, { method });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow, method).toBe("GET, HEAD");
      expectBaseHeaders(answer, method);
    }
  });
});

/** Raw bytes to the server, for what an HTTP client will not send. */
function raw(text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(testServer().port, "127.0.0.1", () => socket.write(text));
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.on("close", () => resolve(answer));
    socket.setTimeout(5000, () => socket.destroy());
  });
}

describe("malformed requests get an answer of the front instead of a 500", () => {
  it("a NUL in the path or the query answers 400 with a plain message", async () => {
    for (const path of ["/%00", "/blog/a%00b", "/?q=%00", "/api/session?x=%00", "/_next/static/%00.js"]) {
      const answer = await request(host(), path);
      expect(answer.status, path).toBe(400);
      expect(answer.headers["content-type"], path).toBe("text/plain; charset=utf-8");
      expect(answer.text, path).toContain("NUL");
      expectBaseHeaders(answer, path);
    }
    // A raw NUL never gets past Node's parser, which answers 400 too.
    expect(await raw(`GET /a\0b HTTP/1.1\r\nHost: ${host()}\r\n\r\n`)).toMatch(/^HTTP\/1\.1 400 /);
  });

  it("a Host that is no host[:port] answers 400", async () => {
    for (const bad of ["a b", "localhost:3000/x", "acme..test", "localhost:999999"]) {
      const answer = await request(bad, "/");
      expect(answer.status, bad).toBe(400);
      expect(answer.text, bad).toContain("Host");
    }
  });

  it("a Host with a trailing dot: pages are sent to the name without it, other requests refused", async () => {
    const page = await request(`${"localhost."}:${testServer().port}`, "/blog?page=1");
    expect(page.status).toBe(308);
    expect(page.headers.location).toBe(`http://${host()}/blog?page=1`);
    const api = await request(`localhost.:${testServer().port}`, "/api/session");
    expect(api.status).toBe(400);
    const post = await request(`localhost.:${testServer().port}`, "/login", { method: "POST", json: {} });
    expect(post.status).toBe(400);
  });

  it("TRACE, TRACK, CONNECT and made-up methods answer 405 with Allow", async () => {
    const trace = await request(host(), "/", { method: "TRACE" });
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    expectBaseHeaders(trace, "TRACE");
    for (const line of ["TRACK / HTTP/1.1", "PROPFIND / HTTP/1.1", "BREW / HTTP/1.1", `CONNECT ${host()} HTTP/1.1`]) {
      const answer = await raw(`${line}\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`);
      expect(answer, line).toMatch(/^HTTP\/1\.1 405 /);
      expect(answer, line).toMatch(/\r\nallow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS\r\n/i);
    }
  });

  it("HEAD of a page answers like GET, from the cache, without a body", async () => {
    const get = (await request(host(), "/")).headers;
    const head: http.IncomingHttpHeaders = (await request(host(), "/?cb=head", { method: "HEAD" })).headers;
    expect(head["x-atrium-cache"]).toBe("HIT");
    expect(head.etag).toBe(get.etag);
    expect(head["content-security-policy"]).toBe(get["content-security-policy"]);
  });
});
