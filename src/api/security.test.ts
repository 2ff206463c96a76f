import { beforeAll, describe, expect, it } from "vitest";
import { call, type Credentials } from "@/testing/api";
import { loneSurrogateMessage, nulCharacterMessage } from "@/server/http/ill-formed-text";
import { crossSiteMessage } from "./tenant";
import { createTestAdmin, createTestMember, createTestOrganization } from "@/testing/factories";

/**
 * Walks the OpenAPI document: every route must declare its access level, every mutation must
 * require a session, and each guarded route must refuse anonymous callers (401), members (403,
 * for admin routes) and admins of another organization (404). A route added later without its
 * guards fails here.
 */
interface Operation {
  "x-atrium-access"?: "public" | "user" | "admin";
  parameters?: { name: string; in: string }[];
}

type Document = { paths: Record<string, Record<string, Operation>> };

let document: Document;
let site: Awaited<ReturnType<typeof createTestOrganization>>;
let member: Credentials;
let admin: Credentials;
let outsider: Credentials;

const mutating = new Set(["post", "put", "patch", "delete"]);
// Mutations that visitors make on purpose: consent is recorded for anonymous visitors too.
// Public by design: a visitor's consent; a visitor's booking; and the guest's own booking, which the
// key of their link opens (without it, or a host's or admin's session, the booking is "not found").
const publicMutations = new Set<string>([
  "post /api/cookies/consent",
  "post /api/meetings/bookings",
  "put /api/meetings/bookings/{id}",
  "post /api/meetings/bookings/{id}/join",
  "post /api/meetings/bookings/{id}/confirm",
  "post /api/meetings/bookings/{id}/cancel",
  "post /api/meetings/bookings/{id}/reschedule",
  "post /api/meetings/waiting-room/leave",
  "post /api/meetings/launch-video",
  // The call's signals: the room token in x-room-token is the credential (decision 025).
  "post /api/meetings/rooms/{id}/signals",
  // The media server's steps of a call: the same room token (decision 027).
  "post /api/meetings/rooms/{id}/media",
  // A visitor's question to the AI assistant (limited per address and minute).
  "post /api/assistant/ask",
  // Live support: the visitor is the session's member or the browser's HttpOnly visitor id (decision 029).
  "post /api/support/chat/messages",
  "post /api/support/chat/typing",
  "post /api/support/chat/read",
]);

function operations() {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
}

function concretePath(path: string) {
  return `${path.replace(/\{orgId\}/g, site.organization.id).replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000")}`;
}

beforeAll(async () => {
  site = await createTestOrganization();
  const elsewhere = await createTestOrganization();
  member = await createTestMember(site.host);
  admin = await createTestAdmin(site.host, site.organization.id);
  outsider = await createTestAdmin(elsewhere.host, elsewhere.organization.id);
  document = (await (await call("/api/openapi.json", { host: site.host })).json()) as Document;
});

describe("every route in the OpenAPI document", () => {
  it("declares who may call it, and no mutation is public by accident", () => {
    expect(operations().length).toBeGreaterThan(5);
    for (const { path, method, operation } of operations()) {
      expect(["public", "user", "admin"], `${method} ${path}`).toContain(operation["x-atrium-access"]);
      if (mutating.has(method) && !publicMutations.has(`${method} ${path}`)) {
        expect(operation["x-atrium-access"], `${method} ${path}`).not.toBe("public");
      }
    }
  });

  it("refuses anonymous callers of guarded routes with 401", async () => {
    for (const { path, method, operation } of operations().filter(({ operation }) => operation["x-atrium-access"] !== "public")) {
      const response = await call(concretePath(path), { host: site.host, method: method.toUpperCase(), json: mutating.has(method) ? {} : undefined });
      expect(response.status, `${method} ${path}: ${operation["x-atrium-access"]}`).toBe(401);
    }
  });

  it("refuses users of another organization (404) on routes for signed-in users: a session counts only where its user belongs", async () => {
    for (const { path, method } of operations().filter(({ operation }) => operation["x-atrium-access"] === "user")) {
      const init = { host: site.host, method: method.toUpperCase(), json: mutating.has(method) ? {} : undefined };
      expect((await call(concretePath(path), { ...init, token: outsider.token })).status, `${method} ${path} as outsider`).toBe(404);
    }
  });

  it("never lets a user of another organization join it, start a trial there, mail as it or dismiss its banners", async () => {
    const asOutsider = (path: string, json: unknown) => call(path, { host: site.host, token: outsider.token, json, method: path === "/api/profile" ? "PUT" : "POST" });
    expect((await asOutsider("/api/profile", { username: "Intruder" })).status).toBe(404);
    expect((await asOutsider("/api/register-user-free-trial", { email: outsider.email })).status).toBe(404);
    const mail = { type: "welcome", to: outsider.email, organization_id: site.organization.id, user_id: outsider.userId };
    expect((await asOutsider("/api/send-email", mail)).status).toBe(404);
    expect((await call("/api/session", { host: site.host, token: outsider.token }).then((r) => r.json())).role).toBe("guest");
    expect((await call("/api/profile", { host: site.host, token: outsider.token })).status).toBe(404);
  });

  it("refuses every mutation sent with a session cookie from another site, or with no origin at all (403)", async () => {
    const mutations = operations().filter(({ method }) => mutating.has(method));
    expect(mutations.length).toBeGreaterThan(20);
    for (const { path, method } of mutations) {
      // The site's own host over the other scheme is another origin too; "" sends no Origin header.
      for (const origin of ["http://evil.example", `https://${site.host}`, "null", ""]) {
        const response = await call(concretePath(path), { host: site.host, method: method.toUpperCase(), json: {}, cookie: admin.cookie, headers: { origin } });
        expect(response.status, `${method} ${path} from ${origin || "no origin"}`).toBe(403);
        expect((await response.json()).error).toBe(crossSiteMessage);
      }
    }
  });

  it("refuses a NUL character in any path, query or JSON body with 400 and a message", async () => {
    for (const { path, method } of operations()) {
      const withParams = /\{[^}]+\}/.test(path);
      const target = withParams ? path.replace(/\{[^}]+\}/g, "a%00b") : `${concretePath(path)}?q=a%00b`;
      const cases = [call(target, { host: site.host, method: method.toUpperCase(), json: mutating.has(method) ? {} : undefined, token: admin.token })];
      if (mutating.has(method)) cases.push(call(concretePath(path), { host: site.host, method: method.toUpperCase(), body: '{"title":"a\\u0000b","name":"\\u0000"}', token: admin.token }));
      for (const response of await Promise.all(cases)) {
        expect(response.status, `${method} ${path}`).toBe(400);
        expect((await response.json()).error, `${method} ${path}`).toBe(nulCharacterMessage);
      }
    }
    const signUp = await call("/api/auth/sign-up/email", { host: site.host, body: '{"name":"Nul\\u0000","email":"nul@example.com","password":"Correct-Horse-42"}' });
    expect(signUp.status).toBe(400);
  });

  it("refuses a lone UTF-16 surrogate in any JSON body with 400 and a message, and takes a paired one", async () => {
    for (const { path, method } of operations().filter(({ method }) => mutating.has(method))) {
      for (const body of ['{"title":"a\\ud800b"}', '{"content":["\\udc00"]}', '{"\\ud83d":"key"}']) {
        const response = await call(concretePath(path), { host: site.host, method: method.toUpperCase(), body, token: admin.token });
        expect(response.status, `${method} ${path} ${body}`).toBe(400);
        expect((await response.json()).error, `${method} ${path}`).toBe(loneSurrogateMessage);
      }
    }
    // An emoji written as its escaped pair is well-formed text: the banner keeps it.
    const banner = await call("/api/banners", { host: site.host, body: '{"content":{"text":"Sale \\ud83c\\udf89"}}', token: admin.token });
    expect(banner.status).toBe(201);
    expect((await banner.json()).content.text).toBe("Sale 🎉");
  });

  it("refuses members (403) and admins of another organization (404) on admin routes", async () => {
    for (const { path, method } of operations().filter(({ operation }) => operation["x-atrium-access"] === "admin")) {
      const init = { host: site.host, method: method.toUpperCase(), json: mutating.has(method) ? {} : undefined };
      expect((await call(concretePath(path), { ...init, token: member.token })).status, `${method} ${path} as member`).toBe(403);
      expect((await call(concretePath(path), { ...init, token: outsider.token })).status, `${method} ${path} as outsider`).toBe(404);
    }
  });
});
