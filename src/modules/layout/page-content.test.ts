import sharp from "sharp";
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

  it("carries the uploaded images its sections show, with their variants for srcset, and no other organization's (decision 020)", async () => {
    const { host, organization } = await createTestOrganization();
    const admin = await createTestAdmin(host, organization.id);
    const other = await createTestOrganization();
    const otherAdmin = await createTestAdmin(other.host, other.organization.id);
    const upload = async (to: string, token: string, bytes: Buffer, name: string) => {
      const form = new FormData();
      form.set("file", new File([new Uint8Array(bytes)], name));
      const response = await call("/api/media", { host: to, token, form });
      expect(response.status).toBe(201);
      return (await response.json()) as { url: string };
    };
    const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#0369a1" } }).png().toBuffer();
    const gif = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#000" } }).gif().toBuffer();
    const mine = await upload(host, admin.token, png, "wide.png");
    const tiny = await upload(host, admin.token, gif, "tiny.gif"); // no variants: a plain <img>, read for its library alt text
    await upload(host, admin.token, png, "unused.png"); // in the library, on no section of the page
    const theirs = await upload(other.host, otherAdmin.token, png, "theirs.png");
    for (const image of [mine, tiny, theirs]) expect((await call("/api/hero-sections", { host, token: admin.token, json: { title: "Welcome", url_page: "/home", image: image.url } })).status).toBe(201);

    const content = await loadPageContent(organization.id, "/");
    expect(content.images.map((image) => image.url).sort()).toEqual([mine.url, tiny.url].sort());
    expect(content.images.find((image) => image.url === tiny.url)!.variants).toEqual([]);
    expect(content.images.find((image) => image.url === mine.url)!.variants.map((variant) => `${variant.content_type} ${variant.width}`).sort()).toEqual(["image/avif 1200", "image/avif 480", "image/avif 960", "image/webp 1200", "image/webp 480", "image/webp 960"]);
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
