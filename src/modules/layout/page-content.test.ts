import { describe, expect, it } from "vitest";
import { call } from "@/testing/api";
import { createTestAdmin, createTestOrganization } from "@/testing/factories";
import { listHeadingSections } from "@/modules/headings/headings.service";
import { listHeroSections } from "@/modules/hero/hero.service";
import { listPageSections } from "@/modules/sections/sections.service";
import { loadPageContent, pageLoadTimeout } from "./page-content.server";
import { placedKinds } from "./placed-kinds";

const realSources = { hero: listHeroSections, template: listPageSections, heading: listHeadingSections };

describe("a page's content", () => {
  it("loads the hero, template and heading sections of a page, '/' being /home", async () => {
    const { host, organization } = await createTestOrganization();
    const admin = await createTestAdmin(host, organization.id);
    await call("/api/hero-sections", { host, token: admin.token, json: { title: "Welcome", url_page: "/home" } });
    await call("/api/template-sections", { host, token: admin.token, json: { section_title: "What we do", url_page: "/home" } });
    await call("/api/template-heading-sections", {
      host,
      token: admin.token,
      json: { name: "Talk to us", description_text: "We answer within a day.", url_page: "/home" },
    });

    const content = await loadPageContent(organization.id, "/");
    expect(content.failures).toEqual([]);
    expect(content.hero.map((hero) => hero.title)).toEqual(["Welcome"]);
    expect(content.template.map((section) => section.section_title)).toEqual(["What we do"]);
    expect(content.heading.map((heading) => heading.name)).toEqual(["Talk to us"]);
  });

  it("renders with an empty part and the spec's message when one part fails or is too slow", async () => {
    const { organization } = await createTestOrganization();
    const failing = { ...realSources, template: () => Promise.reject(new Error("connection reset")) };
    const failed = await loadPageContent(organization.id, "/about", failing);
    expect(failed.template).toEqual([]);
    expect(failed.failures).toEqual([placedKinds.template.loadFailed]);
    expect(placedKinds.template.loadFailed).toBe("Failed to fetch template sections");

    const slow = { ...realSources, heading: () => new Promise<never>(() => {}) };
    const timedOut = await loadPageContent(organization.id, "/about", slow, 50);
    expect(timedOut.heading).toEqual([]);
    expect(timedOut.failures).toEqual([pageLoadTimeout]);
    expect(pageLoadTimeout).toBe("Fetch timeout");
  });
});
