import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { sectionTypes } from "@/modules/sections/sections.validation";
import { call, signIn } from "@/testing/api";
// After the API: its routes extend zod with .openapi() before any module builds its schemas.
import { tocMinHeadings, withHeadingIds } from "@/modules/layout/components/toc-headings";
import { findPublishedBlogPage, findPublishedPage } from "@/modules/posts/posts.service";
import { reservedSlugs } from "@/modules/posts/posts.validation";
import { ensureDemo } from "./demo.service";

const host = "localhost:3000";

interface Metric {
  title: string;
  description: string;
  image: string | null;
}
interface Section {
  section_type: string;
  section_title: string;
  section_title_translation: Record<string, string>;
  section_description_translation: Record<string, string>;
  grid_columns: number;
  is_slider: boolean;
  website_metric: Metric[];
}
interface Heading {
  image: string | null;
  image_first: boolean;
  is_text_link: boolean;
  is_included_templatesection: boolean;
  name_translation: Record<string, string>;
}
interface Hero {
  image: string | null;
  button: string | null;
  title_translation: Record<string, string>;
  description_translation: Record<string, string>;
  button_translation: Record<string, string>;
  background_style: { seo_title?: string };
}
interface MenuItem {
  organization_id: string;
  display_name: string;
  display_name_translation: Record<string, string>;
  url_name: string;
  image: string | null;
  is_displayed_on_footer: boolean;
  submenu_items: { name: string; url_name: string; image: string | null; name_translation: Record<string, string> }[];
}

async function get<T>(url: string): Promise<T> {
  const response = await call(url, { host });
  expect(response.status, url).toBe(200);
  return (await response.json()) as T;
}

/** The admin's media library: each file's address and alt text. */
async function library(): Promise<Map<string, string>> {
  const session = await signIn(host, admin.email, admin.password);
  const response = await call("/api/media", { host, token: session.token });
  expect(response.status).toBe(200);
  return new Map(((await response.json()) as { url: string; alt: string }[]).map((file) => [file.url, file.alt]));
}

// Each test file has a database of its own: the demo is made once, here.
let sections: Section[];
let headings: Heading[];
let heroes: Hero[];
let menu: MenuItem[];
let admin: { email: string; password: string };
let organizationId: string;

beforeAll(async () => {
  const seed = await ensureDemo(3000);
  expect(seed).toMatchObject({ created: true });
  admin = { email: seed?.adminEmail ?? "", password: seed?.adminPassword ?? "" };
  [sections, headings, heroes, menu] = await Promise.all([
    get<Section[]>("/api/template-sections?url_page=/home"),
    get<Heading[]>("/api/template-heading-sections?url_page=/home"),
    get<Hero[]>("/api/hero-sections?url_page=/home"),
    get<MenuItem[]>("/api/menu-items"),
  ]);
  organizationId = menu[0]?.organization_id ?? "";
});

describe("the demo content", () => {
  it("has one template section of each of the nine types on the home page, each with metrics and translations", () => {
    // The spec's nine (the registry's first nine): a type added later needs no demo section of its own.
    expect(sections.map((section) => section.section_type).sort()).toEqual(sectionTypes.slice(0, 9).sort());
    for (const section of sections) {
      expect(section.website_metric.length, section.section_type).toBeGreaterThanOrEqual(3);
      expect(section.grid_columns).toBeGreaterThanOrEqual(1);
      expect(section.grid_columns).toBeLessThanOrEqual(6);
      expect(Object.keys(section.section_title_translation).sort(), section.section_type).toEqual(["de", "es"]);
      expect(Object.keys(section.section_description_translation).sort(), section.section_type).toEqual(["de", "es"]);
    }
    expect(sections.find((section) => section.section_type === "general")?.is_slider).toBe(true);
  });

  it("has heading sections: one with the image first, one with a text link, one included in the template sections", () => {
    expect(headings.length).toBeGreaterThanOrEqual(2);
    expect(headings.some((heading) => heading.image_first && heading.image)).toBe(true);
    expect(headings.some((heading) => heading.is_text_link)).toBe(true);
    expect(headings.some((heading) => heading.is_included_templatesection)).toBe(true);
    for (const heading of headings) expect(Object.keys(heading.name_translation).sort()).toEqual(["de", "es"]);
  });

  it("has one hero on the home page, translated into Spanish and German", () => {
    expect(heroes).toHaveLength(1);
    const [hero] = heroes;
    expect(hero?.button).toBe("Get Started");
    expect(hero?.button_translation).toEqual({ es: "Empezar", de: "Loslegen" });
    expect(Object.keys(hero?.title_translation ?? {}).sort()).toEqual(["de", "es"]);
    expect(Object.keys(hero?.description_translation ?? {}).sort()).toEqual(["de", "es"]);
    expect(hero?.background_style.seo_title).toBeTruthy();
  });

  it("has menu items with no submenu, one submenu item and several, some of them in the footer", () => {
    const counts = menu.map((item) => item.submenu_items.length);
    expect(counts).toContain(0);
    expect(counts).toContain(1);
    expect(counts.some((count) => count >= 2)).toBe(true);
    expect(menu.some((item) => item.is_displayed_on_footer)).toBe(true);
    for (const item of menu) expect(Object.keys(item.display_name_translation).sort(), item.display_name).toEqual(["de", "es"]);
  });

  it("shows only images of its media library, each with alt text and served sandboxed: the pictures shipped in public/demo/", async () => {
    const images = [
      ...heroes.map((hero) => hero.image),
      ...headings.map((heading) => heading.image),
      ...sections.flatMap((section) => section.website_metric.map((metric) => metric.image)),
      ...menu.flatMap((item) => [item.image, ...item.submenu_items.map((submenu) => submenu.image)]),
    ].filter((url): url is string => url !== null);
    expect(images.length).toBeGreaterThan(10);
    const files = await library();
    expect(images.filter((url) => !files.has(url))).toEqual([]);
    expect([...files.values()].filter((alt) => alt.trim() === "")).toEqual([]);
    expect(files.size).toBe(fs.readdirSync(path.join(process.cwd(), "public", "demo")).filter((name) => name.endsWith(".svg")).length);
    expect(files.get(heroes[0]!.image!)).toBe("A route across the globe between two cities");
    const served = await call(heroes[0]!.image!, { host });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/svg+xml");
    expect(served.headers.get("content-security-policy")).toContain("sandbox");
    expect(await served.text()).toContain("<svg");
  });

  it("has Global Settings with the language switch and lists, three cookie categories (one for the video players), a promotion banner and a home page in story order", async () => {
    const session = await signIn(host, admin.email, admin.password);
    const response = await call(`/api/organizations/${organizationId}`, { host, token: session.token });
    expect(response.status).toBe(200);
    const data = (await response.json()) as {
      settings: { language: string; supported_locales: string[]; with_language_switch: boolean; image: string | null; footer_style: { type: string } };
      pricing_plans: unknown[];
      faqs: unknown[];
      features: { image: string | null }[];
      products: { image: string | null }[];
      cookie_categories: { name: string }[];
      cookie_services: unknown[];
      banners: { position: string; end_date_promotion: string | null }[];
    };
    expect(data.settings).toMatchObject({ language: "en", with_language_switch: true, footer_style: { type: "default" } });
    expect([...data.settings.supported_locales].sort()).toEqual(["de", "en", "es"]);
    const files = await library();
    expect(files.get(data.settings.image ?? "")).toBe("Atrium Demo");
    expect(data.pricing_plans).toHaveLength(3);
    expect(data.faqs.length).toBeGreaterThanOrEqual(3);
    for (const row of [...data.features, ...data.products]) expect(files.has(row.image ?? ""), row.image ?? "no image").toBe(true);
    expect(data.cookie_categories.map((category) => category.name)).toEqual(["Essential", "Analytics", "External media"]);
    expect(data.cookie_services).toHaveLength(4);

    const [banner] = data.banners;
    expect(data.banners).toHaveLength(1);
    expect(banner?.position).toBe("top");
    const daysLeft = (new Date(banner?.end_date_promotion ?? 0).getTime() - Date.now()) / (24 * 60 * 60 * 1000);
    expect(daysLeft).toBeGreaterThan(29);
    expect(daysLeft).toBeLessThanOrEqual(30);
    expect(await get<unknown[]>("/api/banners?path=/")).toHaveLength(1);

    const layout = await call("/api/page-layout?url_page=/home", { host, token: session.token });
    const placed = (await layout.json()) as { type: string; data?: { section_type: string } }[];
    expect(placed.map((section) => section.data?.section_type ?? section.type)).toEqual([
      "hero",
      "heading_section",
      "general",
      "brand",
      "heading_section",
      "help_center",
      "real_estate",
      "reviews",
      "pricing_plans",
      "faq",
      "article_slider",
      "contact",
    ]);
  });

  it("links every menu and submenu item to a published page with a table of contents, except home and the site's own /blog", async () => {
    const slugs = menu.flatMap((item) => [item.url_name, ...item.submenu_items.map((submenu) => submenu.url_name)]);
    expect([...slugs].sort()).toEqual(
      ["home", "services", "work-visas", "family-reunification", "student-visas", "corporate-relocation", "about", "our-team", "blog", "contact"].sort(),
    );
    // "/" is the home page; "blog" is reserved for the site's blog route, so no page can take it.
    const siteRoutes = slugs.filter((slug) => slug === "home" || reservedSlugs.has(slug));
    expect(siteRoutes.sort()).toEqual(["blog", "home"]);
    for (const slug of slugs.filter((entry) => !siteRoutes.includes(entry))) {
      const page = await findPublishedPage(organizationId, slug, "en");
      expect(page, slug).not.toBeNull();
      expect(page?.title, slug).toBeTruthy();
      expect(page?.metadescription_for_page, slug).toBeTruthy();
      expect(withHeadingIds(page?.content ?? "").headings.length, slug).toBeGreaterThanOrEqual(tocMinHeadings);
    }
  });

  it("gives each service page at least two h2 sections and a list", async () => {
    for (const slug of ["work-visas", "family-reunification", "student-visas", "corporate-relocation"]) {
      const content = (await findPublishedPage(organizationId, slug, "en"))?.content ?? "";
      expect(withHeadingIds(content).headings.filter((heading) => heading.level === 2).length, slug).toBeGreaterThanOrEqual(2);
      expect(content, slug).toMatch(/<(ul|ol)>/);
    }
  });

  it("lists its blog in Spanish whole and in German by title, the German text falling back to English", async () => {
    const titles = async (locale: string) => (await findPublishedBlogPage(organizationId, 1, locale))!.posts.map((post) => post.title);
    expect(await titles("es")).toContain("Abrir una cuenta bancaria antes de llegar");
    expect(await titles("de")).toContain("Ein Bankkonto eröffnen, bevor Sie ankommen");
    expect(await titles("en")).toContain("Opening a bank account before you arrive");
  });

  it("shows the service cards on /services through a general section of its own", async () => {
    const onServices = await get<Section[]>("/api/template-sections?url_page=/services");
    expect(onServices.map((section) => section.section_type)).toEqual(["general"]);
    const home = sections.find((section) => section.section_type === "general");
    expect(onServices[0]?.website_metric.map((metric) => metric.title)).toEqual(home?.website_metric.map((metric) => metric.title));
    expect(onServices[0]?.section_title_translation).toEqual(home?.section_title_translation);
  });
});
