import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { applySecurityHeaders, attachScriptHashes, contentSecurityPolicy, inlineScriptHashes, securityHeadersFor } from "./security-headers";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes the inline scripts a browser runs, once each, and nothing else", () => {
    const html = [
      `<script>(self.__next_f=self.__next_f||[]).push([0])</script>`,
      `<script src="/_next/static/chunks/a.js" async=""></script>`,
      `<script data-src="x">self.__next_f.push([1,"a"])</script>`,
      `<script type="application/ld+json">{"@type":"Organization"}</script>`,
      `<SCRIPT type="module">import "/x.js"</SCRIPT >`,
      `<script type='text/javascript; charset=utf-8'>run()</script>`,
      `<script>(self.__next_f=self.__next_f||[]).push([0])</script>`,
      `<script>a()\r\nb()</script>`,
    ].join("\n");
    expect(inlineScriptHashes(html)).toEqual([sha("(self.__next_f=self.__next_f||[]).push([0])"), sha('self.__next_f.push([1,"a"])'), sha('import "/x.js"'), sha("run()"), sha("a()\nb()")]);
  });
});

describe("the policy of an answer", () => {
  it("lets a page run its own scripts and inline ones by hash, and nothing frame it", () => {
    const csp = contentSecurityPolicy({ pathname: "/blog", https: false, contentType: "text/html; charset=utf-8", scriptHashes: ["'sha256-abc'"] });
    expect(csp).toContain("script-src 'self' 'sha256-abc';");
    for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'", "frame-src https:", "style-src 'self' 'unsafe-inline'"]) expect(csp).toContain(directive);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it("gives non-HTML answers a policy that loads nothing, and the API's HTML its styles but no scripts", () => {
    expect(contentSecurityPolicy({ pathname: "/api/session", https: false, contentType: "application/json" })).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(contentSecurityPolicy({ pathname: "/favicon.svg", https: false, contentType: "image/svg+xml" })).toBe("default-src 'none'; frame-ancestors 'none'");
    const docs = contentSecurityPolicy({ pathname: "/api/docs", https: false, contentType: "text/html" });
    expect(docs).toContain("style-src 'unsafe-inline'");
    expect(docs).not.toContain("script-src");
    expect(docs).toContain("default-src 'none'");
  });

  it("sends HSTS only over https", () => {
    const answer = { pathname: "/", contentType: "text/html" };
    expect(securityHeadersFor({ ...answer, https: true })["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(securityHeadersFor({ ...answer, https: false })["strict-transport-security"]).toBeUndefined();
  });

  it("lets one path prefix be framed, by whom the policy says", () => {
    const policy = { embeddable: { pathPrefix: "/widget/", ancestors: "https:" } };
    const widget = securityHeadersFor({ pathname: "/widget/chat", https: false, contentType: "text/html" }, policy);
    expect(widget["content-security-policy"]).toContain("frame-ancestors https:");
    expect(widget["x-frame-options"]).toBeUndefined();
    const page = securityHeadersFor({ pathname: "/", https: false, contentType: "text/html" }, policy);
    expect(page["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(page["x-frame-options"]).toBe("DENY");
  });
});

describe("applySecurityHeaders", () => {
  async function answer(path: string, handler: (response: http.ServerResponse) => void, headers: Record<string, string> = {}) {
    const server = http.createServer((request, response) => {
      applySecurityHeaders(request, response);
      handler(response);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
    await response.text();
    await new Promise((resolve) => server.close(resolve));
    return response.headers;
  }

  it("adds the headers however the answer is written, and the page's hashes when the front gave them", async () => {
    const implicit = await answer("/", (response) => {
      response.setHeader("content-type", "text/html");
      attachScriptHashes(response, ["'sha256-abc'"]);
      response.end("<p>hi</p>");
    });
    expect(implicit.get("content-security-policy")).toContain("script-src 'self' 'sha256-abc';");
    expect(implicit.get("x-content-type-options")).toBe("nosniff");
    expect(implicit.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(implicit.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(implicit.get("strict-transport-security")).toBeNull();

    const flat = await answer("/x", (response) => response.writeHead(200, ["Content-Type", "application/json", "Set-Cookie", "a=1", "Set-Cookie", "b=2"]).end("{}"));
    expect(flat.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(flat.getSetCookie()).toEqual(["a=1", "b=2"]);
    // A cookie makes an answer private unless it chose its caching.
    expect(flat.get("cache-control")).toBe("no-store");
  });

  it("makes API answers no-store unless they chose their own caching", async () => {
    expect((await answer("/api/session", (response) => response.writeHead(200, { "content-type": "application/json" }).end("{}"))).get("cache-control")).toBe("no-store");
    const own = await answer("/api/media/files/a.webp", (response) => response.writeHead(200, { "content-type": "image/webp", "cache-control": "public, max-age=31536000, immutable" }).end());
    expect(own.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await answer("/", (response) => response.writeHead(200, { "content-type": "text/html" }).end())).get("cache-control")).toBeNull();
  });

  it("sends HSTS when the forwarding policy says the request came over https", async () => {
    expect((await answer("/", (response) => response.end(), { "x-forwarded-proto": "https" })).get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });
});
