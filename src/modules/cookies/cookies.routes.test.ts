import { beforeAll, describe, expect, it } from "vitest";
import { organizationTag, recentInvalidations } from "@/server/cache";
import { call, expectAdminOnly, type Credentials } from "@/testing/api";
import { createTestAdmin, createTestMember, createTestOrganization, createTestWorld, type TestWorld } from "@/testing/factories";
import { findLatestConsent } from "./cookies.repository";

type Site = Awaited<ReturnType<typeof createTestOrganization>>;
let acme: Site;
let globex: Site;
let admin: Credentials;
let outsider: Credentials;
let world: TestWorld;
/** Acme's services by name: "session" is in the Essential category. */
const ids: Record<string, string> = {};
let theirService: string;

const missing = "00000000-0000-4000-8000-000000000000";

function send(path: string, method: string, json?: unknown, token = admin.token, host = acme.host) {
  return call(path, { host, method, json, token });
}

async function created<T = { id: string }>(response: Response): Promise<T> {
  expect(response.status).toBe(201);
  return (await response.json()) as T;
}

async function errorOf(response: Response) {
  expect(response.status).toBe(400);
  return ((await response.json()) as { error: string }).error;
}


function visitorCookieOf(response: Response): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith("atrium_visitor="));
}

beforeAll(async () => {
  world = await createTestWorld();
  ({ acme, globex, admin, outsider } = world);

  const category = async (name: string) => (await created(await send("/api/cookies/categories", "POST", { name, description: `${name} cookies` }))).id;
  const service = async (category_id: string, name: string) =>
    (ids[name] = (await created(await send("/api/cookies/services", "POST", { category_id, name, hosts: [`${name}.example.com`] }))).id);
  // Created out of order on purpose: categories come back by order.
  const analytics = await category("Analytics");
  const essential = await category("ESSENTIAL");
  await send(`/api/cookies/categories/${essential}`, "PUT", { order: 0 });
  await send(`/api/cookies/categories/${analytics}`, "PUT", { order: 10 });
  const marketing = await category("Marketing");
  await service(essential, "session");
  await service(analytics, "stats");
  await service(marketing, "ads");
  await service(marketing, "video");

  const theirs = await created(await send("/api/cookies/categories", "POST", { name: "Essential" }, outsider.token, globex.host));
  theirService = (await created(await send("/api/cookies/services", "POST", { category_id: theirs.id, name: "theirs" }, outsider.token, globex.host))).id;
});

describe("GET /api/cookies/categories", () => {
  it("answers the categories by order with their services, to anyone", async () => {
    const response = await call("/api/cookies/categories", { host: acme.host });
    expect(response.status).toBe(200);
    const categories = (await response.json()) as { name: string; description: string; cookie_service: { id: string; name: string; active: boolean; description: string }[] }[];
    expect(categories.map((category) => category.name)).toEqual(["ESSENTIAL", "Analytics", "Marketing"]);
    expect(categories[0]).toMatchObject({ description: "ESSENTIAL cookies", cookie_service: [{ id: ids.session, name: "session", description: "", active: true }] });
    expect(categories[2]!.cookie_service.map((service) => service.name)).toEqual(["ads", "video"]);
    expect(JSON.stringify(categories)).not.toContain("theirs");
  });
});

describe("cookie consent", () => {
  it("gives a new visitor the essential services only, asks for consent, and sets the visitor cookie", async () => {
    const response = await call(`/api/cookies/consent?organization_id=${acme.organization.id}`, { host: acme.host });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ services: [ids.session], consent_given: null, policy_revision: null, current_policy_revision: 1, needs_consent: true });
    const cookie = visitorCookieOf(response);
    expect(cookie).toMatch(/^atrium_visitor=[0-9a-f-]{36}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it("records an anonymous visitor's consent with the essential services and reads it back by the visitor cookie", async () => {
    const first = await call(`/api/cookies/consent?organization_id=${acme.organization.id}`, { host: acme.host });
    const cookie = visitorCookieOf(first)!.split(";")[0]!;
    const saved = await call("/api/cookies/consent", {
      host: acme.host,
      cookie,
      headers: { "user-agent": "TestBrowser/1.0" },
      json: { consent_given: true, services: [ids.stats], organization_id: acme.organization.id },
    });
    expect(saved.status).toBe(201);
    expect(visitorCookieOf(saved)).toBeUndefined();
    expect(await saved.json()).toMatchObject({ services: [ids.session, ids.stats], consent_given: true, policy_revision: 1, needs_consent: false });

    const read = await call(`/api/cookies/consent?organization_id=${acme.organization.id}`, { host: acme.host, cookie });
    expect(await read.json()).toEqual({ services: [ids.session, ids.stats], consent_given: true, policy_revision: 1, current_policy_revision: 1, needs_consent: false });

    // The proof: who, what, when, under which revision, from which browser.
    const record = await findLatestConsent(acme.organization.id, { visitorId: cookie.split("=")[1]! });
    expect(record).toMatchObject({ user_id: null, consent_given: true, services: [ids.session, ids.stats], policy_revision: 1, user_agent: "TestBrowser/1.0" });
    expect(record?.created_at).toBeInstanceOf(Date);

    // Another browser is another visitor.
    const elsewhere = await call(`/api/cookies/consent?organization_id=${acme.organization.id}`, { host: acme.host });
    expect(await elsewhere.json()).toMatchObject({ needs_consent: true, services: [ids.session] });
  });

  it("always keeps the essential services, also on Reject all", async () => {
    const response = await call("/api/cookies/consent", { host: acme.host, json: { consent_given: false, services: [], organization_id: acme.organization.id } });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ services: [ids.session], consent_given: false });
    expect(visitorCookieOf(response)).toBeDefined();
  });

  it("keeps a signed-in user's consent by user, whichever browser asks", async () => {
    const user = await createTestMember(acme.host);
    const saved = await call("/api/cookies/consent", { host: acme.host, token: user.token, json: { consent_given: true, services: [ids.ads, ids.video], organization_id: acme.organization.id } });
    expect(saved.status).toBe(201);
    const read = await call(`/api/cookies/consent?organization_id=${acme.organization.id}`, { host: acme.host, token: user.token });
    expect(await read.json()).toMatchObject({ services: [ids.session, ids.ads, ids.video], needs_consent: false });
    expect(await findLatestConsent(acme.organization.id, { userId: user.userId })).toMatchObject({ user_id: user.userId });
  });

  it("refuses unknown services, another organization's services and missing fields", async () => {
    const post = (json: unknown) => call("/api/cookies/consent", { host: acme.host, json });
    const base = { consent_given: true, services: [] as string[], organization_id: acme.organization.id };
    expect(await errorOf(await post({ ...base, services: [missing] }))).toBe("Unknown cookie service");
    expect(await errorOf(await post({ ...base, services: [theirService] }))).toBe("Unknown cookie service");
    expect(await errorOf(await post({ ...base, services: ["not-a-uuid"] }))).toBe("Unknown cookie service");
    expect(await errorOf(await post({ ...base, organization_id: undefined }))).toBe("An organization id is required");
    expect(await errorOf(await post({ ...base, consent_given: "yes" }))).toBe("consent_given must be true or false");
    expect(await errorOf(await post({ ...base, services: "all" }))).toBe("services must be a list of service ids");
    expect((await post({ ...base, extra: 1 })).status).toBe(400);
    expect((await post({ ...base, services: Array.from({ length: 501 }, () => missing) })).status).toBe(400);
    expect(await errorOf(await call("/api/cookies/consent", { host: acme.host }))).toBe("An organization id is required");
  });

  it("answers 404 when organization_id is not the host's organization", async () => {
    expect((await call(`/api/cookies/consent?organization_id=${globex.organization.id}`, { host: acme.host })).status).toBe(404);
    const response = await call("/api/cookies/consent", { host: acme.host, json: { consent_given: true, services: [], organization_id: globex.organization.id } });
    expect(response.status).toBe(404);
  });

  it("asks again once the policy revision is raised", async () => {
    const site = await createTestOrganization();
    const siteAdmin = await createTestAdmin(site.host, site.organization.id);
    const saved = await call("/api/cookies/consent", { host: site.host, json: { consent_given: true, services: [], organization_id: site.organization.id } });
    const cookie = visitorCookieOf(saved)!.split(";")[0]!;
    const raised = await call("/api/cookies/policy-revision", { host: site.host, method: "POST", token: siteAdmin.token });
    expect(raised.status).toBe(200);
    expect(await raised.json()).toEqual({ policy_revision: 2 });
    expect(recentInvalidations()).toContain(organizationTag(site.organization.id));
    const read = await call(`/api/cookies/consent?organization_id=${site.organization.id}`, { host: site.host, cookie });
    expect(await read.json()).toMatchObject({ consent_given: true, policy_revision: 1, current_policy_revision: 2, needs_consent: true });
  });

  it("raising the revision is for admins of the organization only", async () => {
    await expectAdminOnly(world, "/api/cookies/policy-revision", { method: "POST" }, { acmeRowInPath: false });
  });
});

describe("GET /api/cookies/consent-records (the proof of consent, for admins)", () => {
  type Record = { id: string; user_id: string | null; visitor_id: string; consent_given: boolean; services: string[]; policy_revision: number; user_agent: string | null; created_at: string };
  const records = async (query = "", token = admin.token, host = acme.host) => {
    const response = await send(`/api/cookies/consent-records${query}`, "GET", undefined, token, host);
    expect(response.status).toBe(200);
    return (await response.json()) as Record[];
  };

  it("lists every decision of a visitor, newest first: who, which services, when, under which revision, from which browser", async () => {
    const first = await call("/api/cookies/consent", {
      host: acme.host,
      headers: { "user-agent": "ProofBrowser/2.0" },
      json: { consent_given: true, services: [ids.stats, ids.video], organization_id: acme.organization.id },
    });
    const cookie = visitorCookieOf(first)!.split(";")[0]!;
    const visitor = cookie.split("=")[1]!;
    await call("/api/cookies/consent", { host: acme.host, cookie, headers: { "user-agent": "ProofBrowser/2.0" }, json: { consent_given: false, services: [], organization_id: acme.organization.id } });

    const listed = await records(`?visitor_id=${visitor}`);
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({ user_id: null, visitor_id: visitor, consent_given: false, services: [ids.session], policy_revision: 1, user_agent: "ProofBrowser/2.0" });
    expect(listed[1]).toMatchObject({ consent_given: true, services: [ids.session, ids.stats, ids.video] });
    expect(new Date(listed[0]!.created_at).getTime()).toBeGreaterThanOrEqual(new Date(listed[1]!.created_at).getTime());
    expect(listed[0]).not.toHaveProperty("organization_id");
  });

  it("filters by user, limits the list, and answers only the organization's own records", async () => {
    const user = await createTestMember(acme.host);
    await call("/api/cookies/consent", { host: acme.host, token: user.token, json: { consent_given: true, services: [ids.ads], organization_id: acme.organization.id } });
    expect((await records(`?user_id=${user.userId}`)).map((record) => record.services)).toEqual([[ids.session, ids.ads]]);

    expect(await records("?limit=1")).toHaveLength(1);
    expect((await records()).length).toBeGreaterThan(2);
    expect(await errorOf(await send("/api/cookies/consent-records?limit=0", "GET"))).toBe("limit must be a number from 1 to 500");
    expect(await errorOf(await send("/api/cookies/consent-records?limit=many", "GET"))).toBe("limit must be a number from 1 to 500");

    await call("/api/cookies/consent", { host: globex.host, json: { consent_given: true, services: [theirService], organization_id: globex.organization.id } });
    const theirs = await records("", outsider.token, globex.host);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((record) => !record.services.includes(ids.session!))).toBe(true);
    expect(JSON.stringify(await records())).not.toContain(theirService);
  });

  it("is for admins of the organization only", async () => {
    await expectAdminOnly(world, "/api/cookies/consent-records", { method: "GET" }, { acmeRowInPath: false });
  });
});

describe("admin: cookie categories", () => {
  it("POST puts a new category last, PUT changes the fields sent, DELETE removes it with its services", async () => {
    const category = await created<{ id: string; order: number; name: string }>(
      await send("/api/cookies/categories", "POST", { name: " Preferences ", name_translation: { es: "Preferencias" } }),
    );
    expect(category).toMatchObject({ name: "Preferences", order: 30, description: "", name_translation: { es: "Preferencias" } });
    const service = await created(await send("/api/cookies/services", "POST", { category_id: category.id, name: "theme" }));

    const updated = await send(`/api/cookies/categories/${category.id}`, "PUT", { description: "Remembers choices" });
    expect(await updated.json()).toMatchObject({ name: "Preferences", description: "Remembers choices" });
    const renamed = await send(`/api/cookies/categories/${category.id}`, "PUT", { name: "Choices" });
    expect(await renamed.json()).toMatchObject({ name: "Choices", description: "Remembers choices", order: 30, name_translation: { es: "Preferencias" } });

    expect((await send(`/api/cookies/categories/${category.id}`, "DELETE")).status).toBe(200);
    expect((await send(`/api/cookies/categories/${category.id}`, "DELETE")).status).toBe(404);
    expect((await send(`/api/cookies/services/${service.id}`, "PUT", { name: "x" })).status).toBe(404);
    expect(recentInvalidations()).toContain(organizationTag(acme.organization.id));
  });

  it("refuses a blank name, unknown fields and oversized text", async () => {
    expect(await errorOf(await send("/api/cookies/categories", "POST", { name: "  " }))).toBe("Category name is required");
    expect((await send("/api/cookies/categories", "POST", { name: "X", colour: "red" })).status).toBe(400);
    expect((await send("/api/cookies/categories", "POST", { name: "X", description: "x".repeat(5000) })).status).toBe(400);
    const category = await created(await send("/api/cookies/categories", "POST", { name: "Temporary" }));
    expect(await errorOf(await send(`/api/cookies/categories/${category.id}`, "PUT", { name: "" }))).toBe("Category name is required");
  });

  it("answers 404 for another organization's category, and is for admins only", async () => {
    const theirs = await created(await send("/api/cookies/categories", "POST", { name: "Theirs" }, outsider.token, globex.host));
    expect((await send(`/api/cookies/categories/${theirs.id}`, "PUT", { name: "Mine" })).status).toBe(404);
    expect((await send(`/api/cookies/categories/${theirs.id}`, "DELETE")).status).toBe(404);
    expect((await send("/api/cookies/categories/nope", "DELETE")).status).toBe(404);
    const category = await created(await send("/api/cookies/categories", "POST", { name: "Guarded" }));
    await expectAdminOnly(world, "/api/cookies/categories", { method: "POST", json: { name: "X" } }, { acmeRowInPath: false });
    await expectAdminOnly(world, `/api/cookies/categories/${category.id}`, { method: "PUT", json: { name: "X" } }, { acmeRowInPath: false });
    await expectAdminOnly(world, `/api/cookies/categories/${category.id}`, { method: "DELETE" }, { acmeRowInPath: false });
  });
});

describe("admin: cookie services", () => {
  it("POST adds a service to a category, PUT changes or moves it, DELETE removes it", async () => {
    const category = await created(await send("/api/cookies/categories", "POST", { name: "Media" }));
    const other = await created(await send("/api/cookies/categories", "POST", { name: "Social" }));
    const service = await created<{ id: string }>(await send("/api/cookies/services", "POST", { category_id: category.id, name: "YouTube", hosts: ["YouTube.com", "youtube-nocookie.com"] }));
    expect(service).toMatchObject({ category_id: category.id, name: "YouTube", hosts: ["youtube.com", "youtube-nocookie.com"], active: true, description: "" });

    const moved = await send(`/api/cookies/services/${service.id}`, "PUT", { category_id: other.id, active: false, description: "Videos" });
    expect(await moved.json()).toMatchObject({ category_id: other.id, active: false, description: "Videos", name: "YouTube" });
    const renamed = await send(`/api/cookies/services/${service.id}`, "PUT", { name: "YouTube videos" });
    expect(await renamed.json()).toMatchObject({ name: "YouTube videos", active: false, description: "Videos", hosts: ["youtube.com", "youtube-nocookie.com"] });

    expect((await send(`/api/cookies/services/${service.id}`, "DELETE")).status).toBe(200);
    expect((await send(`/api/cookies/services/${service.id}`, "DELETE")).status).toBe(404);
  });

  it("refuses a blank name and bad hosts", async () => {
    const category = await created(await send("/api/cookies/categories", "POST", { name: "Checks" }));
    expect(await errorOf(await send("/api/cookies/services", "POST", { category_id: category.id, name: "" }))).toBe("Service name is required");
    expect(await errorOf(await send("/api/cookies/services", "POST", { category_id: category.id, name: "X", hosts: ["https://x.com/a"] }))).toBe(
      "Hosts must be host names such as youtube.com",
    );
  });

  it("answers 404 for another organization's category or service, and is for admins only", async () => {
    const theirCategory = await created(await send("/api/cookies/categories", "POST", { name: "Theirs" }, outsider.token, globex.host));
    expect((await send("/api/cookies/services", "POST", { category_id: theirCategory.id, name: "X" })).status).toBe(404);
    expect((await send("/api/cookies/services", "POST", { category_id: "nope", name: "X" })).status).toBe(404);
    expect((await send(`/api/cookies/services/${ids.stats}`, "PUT", { category_id: theirCategory.id })).status).toBe(404);
    expect((await send(`/api/cookies/services/${theirService}`, "PUT", { name: "Mine" })).status).toBe(404);
    expect((await send(`/api/cookies/services/${theirService}`, "DELETE")).status).toBe(404);
    const category = await created(await send("/api/cookies/categories", "POST", { name: "Guarded services" }));
    await expectAdminOnly(world, "/api/cookies/services", { method: "POST", json: { category_id: category.id, name: "X" } }, { acmeRowInPath: false });
    await expectAdminOnly(world, `/api/cookies/services/${ids.stats}`, { method: "PUT", json: { name: "X" } }, { acmeRowInPath: false });
    await expectAdminOnly(world, `/api/cookies/services/${ids.stats}`, { method: "DELETE" }, { acmeRowInPath: false });
  });
});
