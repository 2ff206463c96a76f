import { beforeAll, describe, expect, it } from "vitest";
import { recentInvalidations } from "@/server/cache";
import { organizationNotFoundForDomain } from "@/lib/hosts";
import { call, expectError, type Credentials } from "@/testing/api";
import { createTestAdmin, createTestOrganization, createTestWorld } from "@/testing/factories";

let site: Awaited<ReturnType<typeof createTestOrganization>>;
let admin: Credentials;

const save = (json: unknown, host = site.host, token = admin.token) => call(`/api/organizations/${site.organization.id}`, { host, token, method: "PUT", json });
const read = async () => (await call(`/api/organizations/${site.organization.id}`, { host: site.host, token: admin.token })).json();

beforeAll(async () => {
  site = await createTestOrganization({ name: "Harbour Finance", type: "finance" });
  admin = await createTestAdmin(site.host, site.organization.id);
});

describe("GET /api/organizations/:orgId", () => {
  it("answers every related collection of spec 000 §7", async () => {
    const body = await read();
    for (const key of ["organization", "settings", "website_hero", "menu_items", "submenu_items", "blog_posts", "products", "pricing_plans", "features", "faqs", "banners", "cookie_categories", "cookie_services", "cookie_consent_records"]) {
      expect(body, key).toHaveProperty(key);
    }
  });
});

describe("PUT /api/organizations/:orgId (Global Settings save)", () => {
  it("saves settings and lists, keeping the list order and invalidating the organization's pages", async () => {
    const response = await save({
      settings: { site: "Harbour Finance Ltd", supported_locales: ["en", "de"], with_language_switch: true, primary_color: "emerald", primary_shade: "700", time_zone: "Europe/Madrid" },
      faqs: [
        { question: "Do you charge for a first meeting?", answer: "No, the first meeting is free." },
        { question: "Where are you?", answer: "<p>Harbour Street 1</p>", question_translation: { de: "Wo sind Sie?" } },
      ],
      pricing_plans: [{ name: "Starter", price: 4900, is_promotion: true, promotion_price: 3900, features: ["One adviser"] }],
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.settings).toMatchObject({ site: "Harbour Finance Ltd", supported_locales: ["en", "de"], with_language_switch: true, primary_color: "emerald", primary_shade: "700", time_zone: "Europe/Madrid" });
    expect(body.faqs.map((faq: { question: string; order: number }) => [faq.question, faq.order])).toEqual([
      ["Do you charge for a first meeting?", 0],
      ["Where are you?", 10],
    ]);
    expect(body.faqs[1].question_translation).toEqual({ de: "Wo sind Sie?" });
    expect(body.pricing_plans[0]).toMatchObject({ name: "Starter", price: 4900, promotion_price: 3900, currency_symbol: "$" });
    expect(recentInvalidations()).toContain(`org-${site.organization.id}`);
  });

  it("updates rows by id, adds new ones and drops the ones left out", async () => {
    const before = await read();
    const [first] = before.faqs;
    const response = await save({ faqs: [{ question: "A new question?", answer: "Yes." }, { id: first.id, question: first.question, answer: "Changed." }] });
    const { faqs } = await response.json();
    expect(faqs).toHaveLength(2);
    expect(faqs[0].question).toBe("A new question?");
    expect(faqs[1]).toMatchObject({ id: first.id, answer: "Changed.", order: 10 });
  });

  it("changes nothing when one item belongs to another organization (404)", async () => {
    const other = await createTestOrganization();
    const otherAdmin = await createTestAdmin(other.host, other.organization.id);
    const theirs = await call(`/api/organizations/${other.organization.id}`, {
      host: other.host,
      token: otherAdmin.token,
      method: "PUT",
      json: { faqs: [{ question: "Theirs?", answer: "Theirs." }] },
    });
    const theirId = (await theirs.json()).faqs[0].id;
    const before = await read();
    const response = await save({ settings: { site: "Hijacked" }, faqs: [{ id: theirId, question: "Mine now?", answer: "No." }] });
    expect(response.status).toBe(404);
    const after = await read();
    expect(after.settings.site).toBe(before.settings.site);
    expect(after.faqs).toEqual(before.faqs);
  });

  it("answers 400 with the first problem for invalid settings and items", async () => {
    const cases: [unknown, string][] = [
      [{ settings: { language: "xx" } }, "Language must be one of: en, es, fr, de, ru, it, pt, nl, pl, ja, zh"],
      [{ settings: { language: "fr", supported_locales: ["en", "de"] } }, "The default language must be one of the supported languages"],
      [{ settings: { primary_color: "octarine" } }, "Unknown colour: use a palette name such as sky"],
      [{ settings: { time_zone: "Mars/Olympus" } }, "Choose a time zone such as Europe/Madrid"],
      [{ faqs: [{ question: " ", answer: "x" }] }, "Question is required"],
      [{ products: [{ name: "Audit", image: "javascript:alert(1)" }] }, "Please enter a valid URL"],
      [{ pricing_plans: [{ name: "Pro", price: 12.5 }] }, "Prices are whole minor units (cents)"],
      [{ faqs: [{ question: "Q", answer: "A", secret: true }] }, 'Unrecognized key: "secret"'],
    ];
    for (const [json, message] of cases) {
      const response = await save(json);
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect((await response.json()).error, JSON.stringify(json)).toBe(message);
    }
  });
});

describe("GET /api/organizations/:orgId/sections/:section", () => {
  it("answers one tab's data, and 404 for a tab that does not exist", async () => {
    const faqs = await call(`/api/organizations/${site.organization.id}/sections/faqs`, { host: site.host, token: admin.token });
    expect(Object.keys(await faqs.json())).toEqual(["faqs"]);
    const general = await call(`/api/organizations/${site.organization.id}/sections/general`, { host: site.host, token: admin.token });
    expect(await general.json()).toHaveProperty("settings.site");
    const unknown = await call(`/api/organizations/${site.organization.id}/sections/weather`, { host: site.host, token: admin.token });
    expect(unknown.status).toBe(404);
  });

  it("lists the organization's meeting types on their tab", async () => {
    const everyDay = Object.fromEntries(["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((day) => [day, [{ start: "09:00", end: "17:00" }]]));
    const created = await call("/api/meeting-types", { host: site.host, token: admin.token, json: { name: "Consultation", duration_minutes: 30, host_user_ids: [admin.userId], time_zone: "UTC", availability: everyDay } });
    expect(created.status).toBe(201);
    const tab = await call(`/api/organizations/${site.organization.id}/sections/meeting-types`, { host: site.host, token: admin.token });
    expect((await tab.json()).meeting_types.map((type: { name: string }) => type.name)).toEqual(["Consultation"]);
  });
});

describe("PUT /api/organizations/:orgId with lists that have their own editors", () => {
  it("updates menu items, submenu items and banners by id, all or nothing", async () => {
    const menu = await (await call("/api/menu-items", { host: site.host, token: admin.token, json: { organization_id: site.organization.id, display_name: "Services", url_name: "services" } })).json();
    const submenu = await (
      await call("/api/submenu-items", { host: site.host, token: admin.token, json: { menu_item_id: menu.id, organization_id: site.organization.id, name: "Audits", url_name: "audits" } })
    ).json();
    const banner = await (await call("/api/banners", { host: site.host, token: admin.token, json: { content: { text: "Spring offer" } } })).json();

    const saved = await save({
      menu_items: [{ id: menu.id, display_name: "Our services", is_displayed_on_footer: true }],
      submenu_items: [{ id: submenu.id, name: "Tax audits" }],
      banners: [{ id: banner.id, is_enabled: false }],
    });
    expect(saved.status).toBe(200);
    const body = await saved.json();
    expect(body.menu_items.find((item: { id: string }) => item.id === menu.id)).toMatchObject({ display_name: "Our services", is_displayed_on_footer: true });
    expect(body.submenu_items.find((item: { id: string }) => item.id === submenu.id)).toMatchObject({ name: "Tax audits" });
    expect(body.banners.find((item: { id: string }) => item.id === banner.id)).toMatchObject({ is_enabled: false });

    const failed = await save({ menu_items: [{ id: menu.id, display_name: "Renamed" }], banners: [{ id: "00000000-0000-4000-8000-000000000000", is_enabled: true }] });
    expect(failed.status).toBe(404);
    const after = await read();
    expect(after.menu_items.find((item: { id: string }) => item.id === menu.id).display_name).toBe("Our services");
  });
});

describe("PUT /api/organizations/:orgId with the hero tab and blog posts", () => {
  it("creates the home hero when there is none, then updates it; edits blog posts by id", async () => {
    const first = await save({ website_hero: { title: "Money matters, made simple", description: "Advice you can trust." } });
    expect(first.status).toBe(200);
    const created = (await first.json()).website_hero;
    expect(created).toMatchObject({ title: "Money matters, made simple", url_page: "/home" });

    const second = await (await save({ website_hero: { title: "Plain advice", button_style: { url: "/contact" } } })).json();
    expect(second.website_hero).toMatchObject({ id: created.id, title: "Plain advice" });
    expect(second.website_hero.button_style.url).toBe("/contact");

    const missingTitle = await save({ website_hero: { description: "No title" } });
    expect(missingTitle.status).toBe(400);
    expect((await missingTitle.json()).error).toBe("Title is required.");

    const post = await (await call("/api/posts", { host: site.host, token: admin.token, json: { title: "Tax season checklist" } })).json();
    const postId = (await read()).blog_posts.find((row: { slug: string }) => row.slug === post.slug).id;
    const savedResponse = await save({ blog_posts: [{ id: postId, display_config: { display_this_post: false } }] });
    const saved = await savedResponse.json();
    expect(savedResponse.status, JSON.stringify(saved)).toBe(200);
    expect(saved.blog_posts.find((row: { id: string }) => row.id === postId).display_this_post).toBe(false);
  });
});

describe("PUT /api/organizations/:orgId with the cookie consent tab", () => {
  const create = async (path: string, json: unknown) => (await call(path, { host: site.host, token: admin.token, json })).json() as Promise<{ id: string }>;

  it("edits cookie categories and services by id; the Essential category keeps its name, and a refused save changes nothing", async () => {
    const essential = await create("/api/cookies/categories", { name: "Essential", description: "Needed for the site to work." });
    const statistics = await create("/api/cookies/categories", { name: "Statistics" });
    const service = await create("/api/cookies/services", { category_id: statistics.id, name: "Page counter" });

    const saved = await save({
      cookie_categories: [{ id: statistics.id, description: "How many people read what." }, { id: essential.id, name: "ESSENTIAL" }],
      cookie_services: [{ id: service.id, description: "Counts page views.", active: false }],
    });
    expect(saved.status).toBe(200);
    const body = await saved.json();
    expect(body.cookie_categories.find((row: { id: string }) => row.id === statistics.id)).toMatchObject({ description: "How many people read what." });
    expect(body.cookie_services.find((row: { id: string }) => row.id === service.id)).toMatchObject({ description: "Counts page views.", active: false });

    const renamed = await save({ cookie_services: [{ id: service.id, name: "Visit counter" }], cookie_categories: [{ id: essential.id, name: "Necessary" }] });
    expect(renamed.status).toBe(400);
    expect((await renamed.json()).error).toBe("The Essential category keeps its name: it is the one visitors cannot turn off");
    const after = await read();
    expect(after.cookie_categories.find((row: { id: string }) => row.id === essential.id).name).toBe("ESSENTIAL");
    expect(after.cookie_services.find((row: { id: string }) => row.id === service.id).name).toBe("Page counter");
  });

  it("answers 404 for another organization's cookie service, and changes nothing", async () => {
    const other = await createTestOrganization();
    const otherAdmin = await createTestAdmin(other.host, other.organization.id);
    const theirs = await (await call("/api/cookies/categories", { host: other.host, token: otherAdmin.token, json: { name: "Marketing" } })).json();
    const before = await read();
    const response = await save({ settings: { site: "Taken over" }, cookie_categories: [{ id: theirs.id, description: "Mine now" }] });
    expect(response.status).toBe(404);
    expect((await read()).settings.site).toBe(before.settings.site);
  });
});

describe("GET /api/organizations/:orgId cookie services", () => {
  it("keep their order after a save renames one (the tab names rows by their place)", async () => {
    const category = await (await call("/api/cookies/categories", { host: site.host, token: admin.token, json: { name: "Preferences" } })).json();
    for (const name of ["Language memory", "Theme memory", "Layout memory"]) {
      await call("/api/cookies/services", { host: site.host, token: admin.token, json: { category_id: category.id, name } });
    }
    const before = (await read()).cookie_services.map((row: { id: string }) => row.id);
    const first = before[0];
    expect((await save({ cookie_services: [{ id: first, name: "Zebra memory", description: "Renamed" }] })).status).toBe(200);
    expect((await read()).cookie_services.map((row: { id: string }) => row.id)).toEqual(before);
  });
});

describe("GET /api/site?lang= (the back office's pages read their site here)", () => {
  it("answers the host's site in the page's language, with where its links start", async () => {
    const harbour = await createTestOrganization({ name: "Harbour Travel" });
    const owner = await createTestAdmin(harbour.host, harbour.organization.id);
    const saved = await call(`/api/organizations/${harbour.organization.id}`, { host: harbour.host, token: owner.token, method: "PUT", json: { settings: { site: "Harbour Travel Ltd", supported_locales: ["en", "de"], language: "en", with_language_switch: true } } });
    expect(saved.status).toBe(200);

    const byDefault = await call("/api/site", { host: harbour.host });
    expect(byDefault.status).toBe(200);
    const site = await byDefault.json();
    expect(site).toEqual({
      organization: { id: harbour.organization.id, name: "Harbour Travel", slug: harbour.organization.slug, type: harbour.organization.type },
      site_name: "Harbour Travel Ltd",
      logo: null,
      locale: "en",
      default_locale: "en",
      locales: ["en", "de"],
      lang: "-",
      link_base: "",
      with_language_switch: true,
    });
    expect(await (await call("/api/site?lang=-", { host: harbour.host })).json()).toEqual(site);
    expect(await (await call("/api/site?lang=de", { host: harbour.host })).json()).toMatchObject({ locale: "de", lang: "de", link_base: "/de" });
  });

  it("answers 404 for a language the site does not offer, and for a host of no organization", async () => {
    await expectError(await call("/api/site?lang=fr", { host: site.host }), 404, "This site is not offered in that language");
    await expectError(await call("/api/site?lang=xx", { host: site.host }), 404, "This site is not offered in that language");
    await expectError(await call("/api/site?lang=en-GB-oxendict-x", { host: site.host }), 404, "This site is not offered in that language");
    await expectError(await call("/api/site", { host: "nobody.test" }), 404, organizationNotFoundForDomain);
  });

  it("answers every caller, the anonymous, a member and another organization's admin, with the host's site only", async () => {
    const world = await createTestWorld();
    for (const token of [undefined, world.member.token, world.admin.token, world.outsider.token]) {
      const response = await call("/api/site", { host: world.acme.host, token });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.organization.id).toBe(world.acme.organization.id);
      // The public part only: none of the settings row (SMTP, analytics keys…) comes with it.
      expect(Object.keys(body).sort()).toEqual(["default_locale", "lang", "link_base", "locale", "locales", "logo", "organization", "site_name", "with_language_switch"]);
    }
  });
});
