import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Behind a trusted https proxy, the hardest case: the browser's cookie is the `__Secure-` one.
vi.stubEnv("TRUST_PROXY_HEADERS", "on");
const { createApi } = await import("@/api/app");
const { applyForwardingPolicy } = await import("@/server/http/forwarded-headers");
const { call } = await import("@/testing/api");
const { createTestAdmin, createTestMember, createTestOrganization } = await import("@/testing/factories");
const { loopbackHeaders, readOverLoopback } = await import("./back-office-loopback");

// The front as scripts/start.ts builds it: its forwarding policy, then the API's listener.
const serveApi = getRequestListener(createApi().fetch, { overrideGlobalObjects: false });
const front = http.createServer((request, response) => {
  applyForwardingPolicy(request.headers, { remoteAddress: request.socket.remoteAddress, encrypted: "encrypted" in request.socket }, true);
  void serveApi(request, response);
});
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
  port = (front.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => front.close(() => resolve())));

/** A session cookie as the browser holds it after signing in over https. */
async function secureCookieOf(host: string, email: string): Promise<string> {
  const signedIn = await call("/api/auth/sign-in/email", { host, json: { email, password: "Correct-Horse-42" }, headers: { "x-forwarded-proto": "https", origin: `https://${host}` } });
  const line = signedIn.headers.getSetCookie().find((cookie) => cookie.startsWith("__Secure-better-auth.session_token="));
  expect(line).toBeDefined();
  return line!.split(";")[0]!;
}

/** A page request's headers as the front handed them to Next behind the proxy. */
const pageRequest = (host: string, cookie: string) =>
  new Headers({ host, cookie: `theme=dark; ${cookie}`, "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.7", rsc: "1", "accept-encoding": "gzip, br" });

describe("a back-office page's read over loopback (behind a trusted https proxy)", () => {
  it("hands on the Host, the cookie and the scheme and client the front settled, nothing else", () => {
    expect(loopbackHeaders(pageRequest("acme.test", "a=b"))).toEqual({ accept: "application/json", host: "acme.test", cookie: "theme=dark; a=b", "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.7" });
  });

  it("is answered for the page's organization and the page's session", async () => {
    const site = await createTestOrganization();
    const other = await createTestOrganization();
    const admin = await createTestAdmin(site.host, site.organization.id);
    const cookie = await secureCookieOf(site.host, admin.email);

    const account = await readOverLoopback("/account", pageRequest(site.host, cookie), port);
    expect(account).toMatchObject({ status: 200, body: { user: { id: admin.userId }, profile: { organization_id: site.organization.id, role: "admin" } } });
    expect(await readOverLoopback("/site", pageRequest(site.host, cookie), port)).toMatchObject({ status: 200, body: { organization: { id: site.organization.id } } });
    expect((await readOverLoopback("/members", pageRequest(site.host, cookie), port)).status).toBe(200);

    // Another organization's host is another organization: the same session finds nothing there.
    expect((await readOverLoopback("/account", pageRequest(other.host, cookie), port)).status).toBe(404);
    expect((await readOverLoopback("/site", pageRequest(other.host, cookie), port)).body).toMatchObject({ organization: { id: other.organization.id } });
    // Without the page's cookie, no session; and over http the API would look for the other cookie.
    expect((await readOverLoopback("/account", pageRequest(site.host, "theme=dark"), port)).status).toBe(401);
    const overHttp = new Headers(pageRequest(site.host, cookie));
    overHttp.set("x-forwarded-proto", "http");
    expect((await readOverLoopback("/account", overHttp, port)).status).toBe(401);
  });

  it("keeps a member a member: the admin-only reads refuse them", async () => {
    const site = await createTestOrganization();
    const member = await createTestMember(site.host);
    const cookie = await secureCookieOf(site.host, member.email);
    expect(await readOverLoopback("/account", pageRequest(site.host, cookie), port)).toMatchObject({ status: 200, body: { profile: { role: "member" } } });
    expect((await readOverLoopback("/members", pageRequest(site.host, cookie), port)).status).toBe(403);
  });
});
