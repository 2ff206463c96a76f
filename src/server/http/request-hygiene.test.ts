import http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerUnparsable, parseHost, pathDecodes, refuseBadRequest, refuseConnect, refusalOf } from "./request-hygiene";

const get = (url: string, host: string | null = "acme.test", method = "GET", proto = "http") => ({ method, url, headers: { ...(host === null ? {} : { host }), "x-forwarded-proto": proto } });

describe("pathDecodes", () => {
  it("accepts plain and well-escaped paths, whatever the query holds", () => {
    expect(pathDecodes("/")).toBe(true);
    expect(pathDecodes("/blog/caf%C3%A9?q=%")).toBe(true);
  });

  it("refuses a path with a broken escape", () => {
    expect(pathDecodes("/%E0%A4%A")).toBe(false);
    expect(pathDecodes("/blog/%zz")).toBe(false);
  });
});

describe("parseHost", () => {
  it("accepts names, addresses and ports", () => {
    for (const host of ["localhost:3000", "demo.localhost:3000", "www.acme.com", "db_1.internal", "127.0.0.1", "[::1]:3000", "xn--bcher-kva.example"]) {
      expect(parseHost(host), host).toEqual({ host, trailingDot: false });
    }
  });

  it("recognizes the fully qualified form with its trailing dot", () => {
    expect(parseHost("acme.com.")).toEqual({ host: "acme.com", trailingDot: true });
    expect(parseHost("acme.com.:8080")).toEqual({ host: "acme.com:8080", trailingDot: true });
  });

  it("refuses anything else", () => {
    for (const host of [undefined, "", "a b", "a/b", "acme.com..", ".acme.com", "a..b", "acme.com:99999", "acme.com:", "[::g]", "-acme.com", "acme.com\0", `${"a".repeat(64)}.com`, "user@acme.com"]) {
      expect(parseHost(host), String(host)).toBeNull();
    }
  });
});

describe("refusalOf", () => {
  it("lets ordinary requests through", () => {
    for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) expect(refusalOf(get("/blog?page=2", "acme.test", method))).toBeNull();
  });

  it("answers methods nobody serves with 405", () => {
    for (const method of ["TRACE", "PROPFIND", "CONNECT"]) expect(refusalOf(get("/", "acme.test", method))).toMatchObject({ status: 405 });
  });

  it("answers a NUL in the path or the query with 400", () => {
    for (const url of ["/%00", "/blog%00.html", "/?q=%00", "/a\0b", "/api/session?x=a%00"]) expect(refusalOf(get(url))).toMatchObject({ status: 400, message: expect.stringContaining("NUL") });
  });

  it("answers a broken escape with 400", () => {
    expect(refusalOf(get("/%E0%A4%A"))).toMatchObject({ status: 400, message: expect.stringContaining("escape") });
  });

  it("answers a malformed or missing Host with 400", () => {
    expect(refusalOf(get("/", "a b"))).toMatchObject({ status: 400 });
    expect(refusalOf(get("/", null))).toMatchObject({ status: 400 });
  });

  it("sends page requests to the host without its trailing dot, in the scheme they came by", () => {
    expect(refusalOf(get("/blog?x=1", "acme.com."))).toEqual({ status: 308, location: "http://acme.com/blog?x=1" });
    expect(refusalOf(get("/", "acme.com.:8443", "HEAD", "https"))).toEqual({ status: 308, location: "https://acme.com:8443/" });
    expect(refusalOf(get("/api/session", "acme.com."))).toMatchObject({ status: 400 });
    expect(refusalOf(get("/login", "acme.com.", "POST"))).toMatchObject({ status: 400 });
  });
});

describe("the answers on the wire", () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (!refuseBadRequest(request, response)) response.end("passed");
    });
    server.on("connect", refuseConnect);
    server.on("clientError", answerUnparsable);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** Sends raw bytes and returns what came back before the server closed or went quiet. */
  const raw = (text: string) =>
    new Promise<string>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
      let answer = "";
      socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
      socket.on("close", () => resolve(answer));
      socket.setTimeout(2000, () => socket.destroy());
    });

  it("answers 405 with Allow to TRACE, TRACK (which Node's parser does not know) and CONNECT", async () => {
    for (const line of ["TRACE / HTTP/1.1", "TRACK / HTTP/1.1", "CONNECT acme.test:443 HTTP/1.1"]) {
      const answer = await raw(`${line}\r\nHost: acme.test\r\nConnection: close\r\n\r\n`);
      expect(answer, line).toMatch(/^HTTP\/1\.1 405 /);
      expect(answer, line).toMatch(/\r\nallow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS\r\n/i);
    }
  });

  it("answers a raw NUL (refused by Node's parser) with a 400 and a message", async () => {
    const answer = await raw("GET /a\0b HTTP/1.1\r\nHost: acme.test\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain("Bad Request");
  });

  it("answers %00 with 400 and a plain message, and passes ordinary requests", async () => {
    expect(await raw("GET /?q=%00 HTTP/1.1\r\nHost: acme.test\r\nConnection: close\r\n\r\n")).toMatch(/^HTTP\/1\.1 400 [^]*NUL character/);
    expect(await raw("GET /blog HTTP/1.1\r\nHost: acme.test\r\nConnection: close\r\n\r\n")).toMatch(/^HTTP\/1\.1 200 [^]*passed$/);
  });
});
