import { beforeAll, describe, expect, it } from "vitest";
import { organizationTag, recentInvalidations } from "@/server/cache";
import { call, expectAdminOnly, type Credentials } from "@/testing/api";
import { createTestAdmin, createTestMember, createTestOrganization, createTestWorld, type TestWorld } from "@/testing/factories";
import { upsertDismissal } from "./banners.repository";

type Site = Awaited<ReturnType<typeof createTestOrganization>>;
let acme: Site;
let globex: Site;
let admin: Credentials;
let member: Credentials;
let outsider: Credentials;
let world: TestWorld;

beforeAll(async () => {
  world = await createTestWorld();
  ({ acme, globex, admin, member, outsider } = world);
});

const day = 24 * 60 * 60 * 1000;
const missing = "00000000-0000-4000-8000-000000000000";

interface Banner {
  id: string;
  content: { text?: string };
  [field: string]: unknown;
}

function send(path: string, method: string, json?: unknown, token = admin.token, host = acme.host) {
  return call(path, { host, method, json, token });
}

async function createBanner(fields: Record<string, unknown> = {}, site = acme, token = admin.token): Promise<Banner> {
  const response = await send("/api/banners", "POST", fields, token, site.host);
  expect(response.status).toBe(201);
  return (await response.json()) as Banner;
}

async function bannersOn(path: string, site: Site, token?: string): Promise<string[]> {
  const response = await call(`/api/banners?path=${encodeURIComponent(path)}`, { host: site.host, token });
  expect(response.status).toBe(200);
  return ((await response.json()) as Banner[]).map((banner) => banner.content.text ?? "");
}

async function errorOf(response: Response) {
  expect(response.status).toBe(400);
  return ((await response.json()) as { error: string }).error;
}


/** A site of its own (its banners meet no other test's), made before the describe's other hooks, and its admin's way to make banners there. */
function siteOfItsOwn() {
  const own = {} as { site: Site; admin: Credentials; create: (fields: Record<string, unknown>) => Promise<Banner> };
  beforeAll(async () => {
    own.site = await createTestOrganization();
    own.admin = await createTestAdmin(own.site.host, own.site.organization.id);
    own.create = (fields) => createBanner(fields, own.site, own.admin.token);
  });
  return own;
}

describe("GET /api/banners?path=", () => {
  const own = siteOfItsOwn();
  let site: Site;

  beforeAll(async () => {
    site = own.site;
    const create = own.create;
    await create({ content: { text: "Everywhere" }, order: 0 });
    await create({ content: { text: "Blog" }, page_paths: ["/blog/*"], order: 10 });
    await create({ content: { text: "Disabled" }, is_enabled: false });
    await create({ content: { text: "Ended" }, end_date_promotion: new Date(Date.now() - day).toISOString() });
    await create({ content: { text: "Sale" }, end_date_promotion: new Date(Date.now() + day).toISOString(), order: 20 });
    await create({ content: { text: "About" }, page_paths: ["/about"], order: 30 });
  });

  it("answers enabled, running banners meant for the page, by order, language prefix ignored", async () => {
    expect(await bannersOn("/blog/first-post", site)).toEqual(["Everywhere", "Blog", "Sale"]);
    expect(await bannersOn("/es/about", site)).toEqual(["Everywhere", "Sale", "About"]);
    expect(await bannersOn("/", site)).toEqual(["Everywhere", "Sale"]);
    const all = await call("/api/banners", { host: site.host });
    expect(((await all.json()) as Banner[]).map((banner) => banner.content.text)).toEqual(["Everywhere", "Sale"]);
  });

  it("answers none on the paths of 001 §2", async () => {
    for (const path of ["/account/profile/tickets", "/account/edupro/x", "/help-center", "/admin", "/fr/login", "/signup", "/register", "/reset-password"]) {
      expect(await bannersOn(path, site), path).toEqual([]);
    }
  });

  it("shows nothing of another organization", async () => {
    expect(await bannersOn("/blog/x", globex)).not.toContain("Blog");
  });

  it("leaves out a banner the signed-in caller dismissed until its dismissal ends", async () => {
    const visitor = await createTestMember(site.host);
    const [sale] = ((await (await call("/api/banners?path=/", { host: site.host })).json()) as Banner[]).filter((banner) => banner.content.text === "Sale");
    const dismissed = await call(`/api/banners/${sale!.id}/dismissals`, { host: site.host, method: "POST", token: visitor.token });
    expect(dismissed.status).toBe(200);
    expect(await bannersOn("/", site, visitor.token)).toEqual(["Everywhere"]);
    expect(await bannersOn("/", site)).toEqual(["Everywhere", "Sale"]);
    await upsertDismissal(site.organization.id, sale!.id, visitor.userId, new Date(Date.now() - 1000));
    expect(await bannersOn("/", site, visitor.token)).toEqual(["Everywhere", "Sale"]);
  });

  it("refuses an oversized path", async () => {
    expect((await call(`/api/banners?path=/${"a".repeat(3000)}`, { host: site.host })).status).toBe(400);
  });
});

describe("POST /api/banners/{id}/dismissals", () => {
  it("records the dismissal until now plus the banner's duration", async () => {
    const banner = await createBanner({ dismissal_duration: "2 days" });
    const before = Date.now();
    const response = await call(`/api/banners/${banner.id}/dismissals`, { host: acme.host, method: "POST", token: member.token });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { id: string; isDismissed: boolean; dismissed_until: string };
    expect(body).toMatchObject({ id: banner.id, isDismissed: true });
    const until = new Date(body.dismissed_until).getTime();
    expect(until).toBeGreaterThanOrEqual(before + 2 * day);
    expect(until).toBeLessThan(before + 2 * day + 60_000);

    const again = await call(`/api/banners/${banner.id}/dismissals`, { host: acme.host, method: "POST", cookie: member.cookie });
    expect(again.status).toBe(200);
  });

  it("uses the default of 1 minute", async () => {
    const banner = await createBanner();
    const before = Date.now();
    const body = (await (await call(`/api/banners/${banner.id}/dismissals`, { host: acme.host, method: "POST", token: member.token })).json()) as { dismissed_until: string };
    const until = new Date(body.dismissed_until).getTime();
    expect(until - before).toBeGreaterThanOrEqual(60_000);
    expect(until - before).toBeLessThan(120_000);
  });

  it("answers 401 to anonymous visitors (they keep dismissals in the browser)", async () => {
    const banner = await createBanner();
    expect((await call(`/api/banners/${banner.id}/dismissals`, { host: acme.host, method: "POST" })).status).toBe(401);
  });

  it("answers 404 for another organization's banner, an unknown id and a malformed id", async () => {
    const theirs = await createBanner({}, globex, outsider.token);
    for (const id of [theirs.id, missing, "nope"]) {
      expect((await call(`/api/banners/${id}/dismissals`, { host: acme.host, method: "POST", token: member.token })).status, id).toBe(404);
    }
  });
});

describe("GET /api/banners/dismissals", () => {
  interface Dismissal {
    id: string;
    isDismissed: true;
    dismissed_until: string;
  }

  async function dismissalsOf(token?: string, host = acme.host): Promise<Dismissal[]> {
    const response = await call("/api/banners/dismissals", { host, token });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    return (await response.json()) as Dismissal[];
  }

  it("answers the signed-in member's dismissals that still hold, soonest to end first", async () => {
    const visitor = await createTestMember(acme.host);
    const week = await createBanner({ dismissal_duration: "7 days" });
    const hour = await createBanner({ dismissal_duration: "1 hour" });
    const ran = await createBanner();
    for (const banner of [week, hour]) {
      expect((await call(`/api/banners/${banner.id}/dismissals`, { host: acme.host, method: "POST", token: visitor.token })).status).toBe(200);
    }
    await upsertDismissal(acme.organization.id, ran.id, visitor.userId, new Date(Date.now() - 1000));

    const list = await dismissalsOf(visitor.token);
    expect(list.map((dismissal) => dismissal.id)).toEqual([hour.id, week.id]);
    expect(list[0]).toMatchObject({ isDismissed: true });
    expect(new Date(list[1]!.dismissed_until).getTime()).toBeGreaterThan(Date.now() + 7 * day - 60_000);
    // The same through the session cookie, as the banner island asks.
    expect((await (await call("/api/banners/dismissals", { host: acme.host, cookie: visitor.cookie })).json()) as Dismissal[]).toHaveLength(2);
    // Nobody else's.
    expect(await dismissalsOf(member.token)).not.toContainEqual(expect.objectContaining({ id: week.id }));
  });

  it("answers an empty list to anonymous visitors, who keep their dismissals in the browser", async () => {
    expect(await dismissalsOf()).toEqual([]);
  });

  it("answers only this organization's dismissals to a caller from another", async () => {
    const theirs = await createBanner({ dismissal_duration: "2 days" }, globex, outsider.token);
    expect((await call(`/api/banners/${theirs.id}/dismissals`, { host: globex.host, method: "POST", token: outsider.token })).status).toBe(200);
    expect((await dismissalsOf(outsider.token, globex.host)).map((dismissal) => dismissal.id)).toEqual([theirs.id]);
    expect(await dismissalsOf(outsider.token, acme.host)).toEqual([]);
    expect(JSON.stringify(await dismissalsOf(member.token, globex.host))).not.toContain(theirs.id);
  });
});

describe("POST /api/banners", () => {
  it("creates a banner with the defaults of 001 §3", async () => {
    const banner = await createBanner();
    expect(banner).toMatchObject({
      position: "top",
      type: "permanent",
      is_enabled: true,
      content: {},
      open_state: "full",
      dismissal_duration: "1 minute",
      page_paths: [],
      is_fixed_above_navbar: false,
      end_date_promotion: null,
      end_date_promotion_is_displayed: false,
    });
    expect(banner.organization_id).toBe(acme.organization.id);
    expect(recentInvalidations()).toContain(organizationTag(acme.organization.id));
  });

  it("keeps every field, and sanitises the rich text", async () => {
    const banner = await createBanner({
      position: "left",
      type: "closed",
      open_state: "right-70",
      dismissal_duration: "3 months",
      page_paths: ["/pricing", "/blog/*"],
      is_fixed_above_navbar: true,
      end_date_promotion: "2031-01-31T23:59:00+01:00",
      end_date_promotion_is_displayed: true,
      landing_content: "<p>Big <strong>sale</strong></p><script>alert(1)</script>",
      content: {
        text: '<p onclick="steal()">Save <em>20%</em></p><iframe src="//evil"></iframe>',
        icon: "Sparkles",
        link: { url: "/pricing", label: "See plans", isExternal: false },
        customContent: '<a href="javascript:alert(1)">x</a>',
        banner_background: "sky-600",
        banner_content_style: "text-white",
      },
    });
    expect(banner).toMatchObject({
      position: "left",
      type: "closed",
      open_state: "right-70",
      dismissal_duration: "3 months",
      page_paths: ["/pricing", "/blog/*"],
      end_date_promotion: "2031-01-31T22:59:00.000Z",
      landing_content: "<p>Big <strong>sale</strong></p>",
      content: { text: "<p>Save <em>20%</em></p>", icon: "Sparkles", link: { url: "/pricing", label: "See plans" }, customContent: "<a>x</a>" },
    });
  });

  it("keeps the text, custom content and link label in other languages, sanitised, known languages only", async () => {
    const banner = await createBanner({
      content: {
        text: "<p>Sale</p>",
        text_translation: { es: '<p onclick="x()">Rebajas</p><script>1</script>', de: "  " },
        customContent_translation: { fr: "<em>Soldes</em>" },
        link: { url: "/pricing", label: "See plans", label_translation: { es: "Ver planes" } },
      },
    });
    expect(banner.content).toEqual({
      text: "<p>Sale</p>",
      text_translation: { es: "<p>Rebajas</p>" },
      customContent_translation: { fr: "<em>Soldes</em>" },
      link: { url: "/pricing", label: "See plans", label_translation: { es: "Ver planes" } },
    });
    expect(await errorOf(await send("/api/banners", "POST", { content: { text_translation: { xx: "?" } } }))).toBe(
      "Translations may only use the languages en, es, fr, de, ru, it, pt, nl, pl, ja, zh",
    );
  });

  it("answers the spec's constants and our messages for bad input", async () => {
    const post = (json: unknown) => send("/api/banners", "POST", json);
    expect(await errorOf(await post({ position: "middle" }))).toBe("Position must be one of: top, bottom, left, right");
    expect(await errorOf(await post({ type: "sticky" }))).toBe("Type must be one of: permanent, closed");
    expect(await errorOf(await post({ open_state: "half" }))).toBe(
      "Open state must be one of: full, left-half, right-half, top-half, bottom-half, left-30, left-70, right-30, right-70, top-30, top-70, bottom-30, bottom-70",
    );
    expect(await errorOf(await post({ dismissal_duration: "3 weeks" }))).toBe("Dismissal duration must be a number followed by minutes, hours, days, months or years");
    expect(await errorOf(await post({ page_paths: ["blog"] }))).toBe("Page paths must start with / (end with /* to include the pages below)");
    expect(await errorOf(await post({ end_date_promotion: "tomorrow" }))).toBe("End date must be an ISO date and time, such as 2030-01-31T23:59:00Z");
    expect(await errorOf(await post({ content: { link: { url: "javascript:alert(1)", label: "x" } } }))).toBe("Links must be a site path such as /about or an http(s) address");
    expect(await errorOf(await post({ content: { banner_background: "plaid" } }))).toBe("Unknown colour: use a palette name such as sky-600");
    expect((await post({ colour: "red" })).status).toBe(400);
    expect((await post({ content: { title: "x" } })).status).toBe(400);
    expect((await post({ content: { text: "x".repeat(200_000) } })).status).toBe(400);
  });

  it("is for admins of the organization only", async () => {
    await expectAdminOnly(world, "/api/banners", { method: "POST", json: {} }, { acmeRowInPath: false });
  });
});

describe("a banner's start, audience and languages (issue 33)", () => {
  const own = siteOfItsOwn();
  const create = (fields: Record<string, unknown>) => own.create(fields);

  it("answers a banner from its start, and to its audience only", async () => {
    await create({ content: { text: "Soon" }, start_date_promotion: new Date(Date.now() + day).toISOString() });
    await create({ content: { text: "Started" }, start_date_promotion: new Date(Date.now() - 60_000).toISOString(), end_date_promotion: new Date(Date.now() + day).toISOString() });
    await create({ content: { text: "Members" }, audience: "members", audience_languages: ["es"] });
    await create({ content: { text: "Visitors" }, audience: "visitors" });
    const visitor = await createTestMember(own.site.host);
    expect(await bannersOn("/", own.site)).toEqual(["Started", "Visitors"]);
    expect(await bannersOn("/", own.site, visitor.token)).toEqual(["Started", "Members"]);
    const all = (await (await send("/api/banners/all", "GET", undefined, own.admin.token, own.site.host)).json()) as Banner[];
    expect(all.find((banner) => banner.content.text === "Members")).toMatchObject({ audience: "members", audience_languages: ["es"], start_date_promotion: null });
  });

  it("refuses a start after the end, an unknown audience or language, on creation and on update", async () => {
    const at = (days: number) => new Date(Date.now() + days * day).toISOString();
    const post = (json: unknown) => send("/api/banners", "POST", json, own.admin.token, own.site.host);
    expect(await errorOf(await post({ start_date_promotion: at(2), end_date_promotion: at(1) }))).toBe("A banner must start before it ends");
    expect(await errorOf(await post({ start_date_promotion: "next week" }))).toBe("Start date must be an ISO date and time, such as 2030-01-01T09:00:00Z");
    expect(await errorOf(await post({ audience: "admins" }))).toBe("Audience must be one of: everyone, members, visitors");
    expect(await errorOf(await post({ audience_languages: ["xx"] }))).toBe("Languages must be among: en, es, fr, de, ru, it, pt, nl, pl, ja, zh");
    const banner = await create({ end_date_promotion: at(1) });
    expect(await errorOf(await send(`/api/banners/${banner.id}`, "PUT", { start_date_promotion: at(3) }, own.admin.token, own.site.host))).toBe("A banner must start before it ends");
    expect((await send(`/api/banners/${banner.id}`, "PUT", { start_date_promotion: at(0.5) }, own.admin.token, own.site.host)).status).toBe(200);
  });

  it("renders the cached pages again when a banner starts or ends (the periodic job)", async () => {
    const { refreshPagesOnBannerSchedule } = await import("./banners.service");
    const { clearRecentInvalidations } = await import("@/server/cache");
    const startsAt = Date.now() + 10 * 60_000;
    await create({ content: { text: "Scheduled" }, start_date_promotion: new Date(startsAt).toISOString() });
    clearRecentInvalidations();
    await refreshPagesOnBannerSchedule(new Date(startsAt - 60_000));
    expect(recentInvalidations()).not.toContain(organizationTag(own.site.organization.id));
    await refreshPagesOnBannerSchedule(new Date(startsAt + 60_000));
    await expect.poll(() => recentInvalidations()).toContain(organizationTag(own.site.organization.id));
  });
});

describe("PUT and DELETE /api/banners/{id}, GET /api/banners/all", () => {
  it("updates the fields sent, lists every banner to admins, and deletes", async () => {
    const banner = await createBanner({ content: { text: "Old" }, position: "bottom" });
    const response = await send(`/api/banners/${banner.id}`, "PUT", { content: { text: "New" }, is_enabled: false, end_date_promotion: null });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ content: { text: "New" }, is_enabled: false, position: "bottom" });

    const all = (await (await send("/api/banners/all", "GET")).json()) as Banner[];
    expect(all.find((item) => item.id === banner.id)).toMatchObject({ is_enabled: false });
    expect(await bannersOn("/", acme)).not.toContain("New");

    expect((await send(`/api/banners/${banner.id}`, "DELETE")).status).toBe(200);
    expect((await send(`/api/banners/${banner.id}`, "DELETE")).status).toBe(404);
    expect((await send(`/api/banners/${banner.id}`, "PUT", { is_enabled: true })).status).toBe(404);
  });

  it("refuses bad input on update", async () => {
    const banner = await createBanner();
    expect(await errorOf(await send(`/api/banners/${banner.id}`, "PUT", { position: "center" }))).toBe("Position must be one of: top, bottom, left, right");
    expect((await send(`/api/banners/${banner.id}`, "PUT", { id: missing })).status).toBe(400);
  });

  it("answers 404 for another organization's banner and leaves it", async () => {
    const theirs = await createBanner({ content: { text: "Theirs" } }, globex, outsider.token);
    expect((await send(`/api/banners/${theirs.id}`, "PUT", { is_enabled: false })).status).toBe(404);
    expect((await send(`/api/banners/${theirs.id}`, "DELETE")).status).toBe(404);
    expect((await send("/api/banners/not-a-uuid", "DELETE")).status).toBe(404);
    expect(await bannersOn("/", globex)).toContain("Theirs");
    expect(JSON.stringify(await (await send("/api/banners/all", "GET")).json())).not.toContain("Theirs");
  });

  it("are for admins of the organization only", async () => {
    const banner = await createBanner();
    await expectAdminOnly(world, `/api/banners/${banner.id}`, { method: "PUT", json: { is_enabled: false } }, { acmeRowInPath: false });
    await expectAdminOnly(world, `/api/banners/${banner.id}`, { method: "DELETE" }, { acmeRowInPath: false });
    await expectAdminOnly(world, "/api/banners/all", { method: "GET" }, { acmeRowInPath: false });
  });
});
