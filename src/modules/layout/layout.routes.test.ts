import { beforeAll, describe, expect, it } from "vitest";
import { templateSections } from "@/modules/sections/sections.schema";
import { recentInvalidations } from "@/server/cache";
import { db } from "@/server/db/client";
import { call, type Credentials } from "@/testing/api";
import { createTestAdmin, createTestMember, createTestOrganization } from "@/testing/factories";

let acme: Awaited<ReturnType<typeof createTestOrganization>>;
let globex: Awaited<ReturnType<typeof createTestOrganization>>;
let admin: Credentials;

interface LayoutRow {
  id: string;
  type: string;
  title: string;
  order: number;
  data?: { section_type: string };
}

async function post(path: string, json: Record<string, unknown>, token = admin.token, host = acme.host): Promise<{ id: string }> {
  const response = await call(path, { host, token, json });
  expect(response.status).toBe(201);
  return response.json();
}

async function templateSection(organizationId: string, values: Partial<typeof templateSections.$inferInsert>) {
  const [row] = await (await db()).insert(templateSections).values({ organization_id: organizationId, ...values }).returning();
  return row!;
}

function getLayout(urlPage: string, token = admin.token) {
  return call(`/api/page-layout?url_page=${encodeURIComponent(urlPage)}`, { host: acme.host, token });
}

function saveLayout(json: unknown, token = admin.token) {
  return call("/api/page-layout", { host: acme.host, token, method: "PUT", json });
}

beforeAll(async () => {
  acme = await createTestOrganization();
  globex = await createTestOrganization();
  admin = await createTestAdmin(acme.host, acme.organization.id);
});

describe("GET /api/page-layout", () => {
  it("merges the page's hero, template and heading sections by order, with zero-based positions", async () => {
    const hero = await post("/api/hero-sections", { title: "<p>Welcome &amp; <em>hello</em></p>", url_page: "/" });
    const heading = await post("/api/template-heading-sections", { name: "Our", name_part_2: "<strong>team</strong>", description_text: "D", url_page: "/" });
    const faq = await templateSection(acme.organization.id, { url_page: "/home", order: 5, section_title: "Questions", section_type: "faq" });
    const legacy = await templateSection(acme.organization.id, { url_page: "/home", order: 20, section_title: "Logos", section_type: "", is_brand: true });
    await templateSection(acme.organization.id, { url_page: "/other", section_title: "Elsewhere" });
    await templateSection(globex.organization.id, { url_page: "/home", section_title: "Globex" });

    const response = await getLayout("/");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      { id: hero.id, type: "hero", title: "Welcome & hello", order: 0, version: 1 },
      { id: heading.id, type: "heading_section", title: "Our team", order: 1, version: 1 },
      { id: faq.id, type: "template_section", title: "Questions", order: 2, version: 1, data: { section_type: "faq" } },
      { id: legacy.id, type: "template_section", title: "Logos", order: 3, version: 1, data: { section_type: "brand" } },
    ]);
  });

  it("answers an empty list for a page without sections, and 400 'Pathname is undefined' without a page", async () => {
    expect(await (await getLayout("/empty")).json()).toEqual([]);
    const response = await call("/api/page-layout", { host: acme.host, token: admin.token });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe("Pathname is undefined");
  });
});

describe("PUT /api/page-layout", () => {
  it("saves the new order in steps of 10 and answers the reordered layout", async () => {
    const hero = await post("/api/hero-sections", { title: "Hero", url_page: "/reorder" });
    const heading = await post("/api/template-heading-sections", { name: "Heading", description_text: "D", url_page: "/reorder" });
    const section = await templateSection(acme.organization.id, { url_page: "/reorder", section_title: "Section" });
    const order = [
      { id: section.id, type: "template_section" },
      { id: heading.id, type: "heading_section" },
      { id: hero.id, type: "hero" },
    ];

    const response = await saveLayout({ url_page: "/reorder", sections: order });
    expect(response.status).toBe(200);
    expect((await response.json()).map((row: LayoutRow) => [row.id, row.order])).toEqual([
      [section.id, 0],
      [heading.id, 1],
      [hero.id, 2],
    ]);
    expect(recentInvalidations()).toContain(`org-${acme.organization.id}`);

    // The stored orders step by 10, so a section created next goes after them.
    const heroes = await (await call("/api/hero-sections?url_page=/reorder", { host: acme.host })).json();
    expect(heroes[0].order).toBe(20);
    const headings = await (await call("/api/template-heading-sections?url_page=/reorder", { host: acme.host })).json();
    expect(headings[0].order).toBe(10);
  });

  it("refuses a list that is not exactly the page's sections, and changes nothing", async () => {
    const hero = await post("/api/hero-sections", { title: "Hero", url_page: "/exact" });
    const heading = await post("/api/template-heading-sections", { name: "Heading", description_text: "D", url_page: "/exact" });
    const elsewhere = await post("/api/hero-sections", { title: "Elsewhere", url_page: "/not-here" });
    const globexAdmin = await createTestAdmin(globex.host, globex.organization.id);
    const foreign = await post("/api/hero-sections", { title: "Foreign", url_page: "/exact" }, globexAdmin.token, globex.host);
    const before = await (await getLayout("/exact")).json();

    const wrongLists = [
      [{ id: hero.id, type: "hero" }],
      [{ id: hero.id, type: "hero" }, { id: hero.id, type: "hero" }],
      [{ id: hero.id, type: "hero" }, { id: heading.id, type: "hero" }],
      [{ id: hero.id, type: "hero" }, { id: heading.id, type: "heading_section" }, { id: elsewhere.id, type: "hero" }],
      [{ id: heading.id, type: "heading_section" }, { id: foreign.id, type: "hero" }],
      [{ id: heading.id, type: "heading_section" }, { id: "not-a-uuid", type: "hero" }],
    ];
    for (const sections of wrongLists) {
      const response = await saveLayout({ url_page: "/exact", sections });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toBe("The sections sent must be exactly the sections of this page. Reload the layout and try again.");
    }
    expect(await (await getLayout("/exact")).json()).toEqual(before);
  });

  it("validates the body", async () => {
    const cases: [unknown, string][] = [
      [{ sections: [] }, "Pathname is undefined"],
      [{ url_page: "/x" }, "Please send the page's sections in their new order"],
      [{ url_page: "/x", sections: [{ id: "a", type: "footer" }] }, "Section type must be one of: hero, template_section, heading_section"],
      [{ url_page: "/x", sections: [{ id: "a", type: "hero", extra: 1 }] }, 'Unrecognized key: "extra"'],
      [{ url_page: "/x", sections: [], organization_id: globex.organization.id }, 'Unrecognized key: "organization_id"'],
    ];
    for (const [json, message] of cases) {
      const response = await saveLayout(json);
      expect(response.status, message).toBe(400);
      expect((await response.json()).error).toBe(message);
    }
  });
});

describe("authorization of the page layout", () => {
  it("answers 401 anonymous, 403 members and 404 admins of another organization", async () => {
    const member = await createTestMember(acme.host);
    const outsider = await createTestAdmin(globex.host, globex.organization.id);
    const json = { url_page: "/", sections: [] };
    for (const token of [undefined, member.token, outsider.token]) {
      const expected = token === undefined ? 401 : token === member.token ? 403 : 404;
      expect((await call("/api/page-layout?url_page=/", { host: acme.host, token })).status).toBe(expected);
      expect((await call("/api/page-layout", { host: acme.host, token, method: "PUT", json })).status).toBe(expected);
    }
  });
});
