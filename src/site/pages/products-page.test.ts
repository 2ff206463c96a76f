import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
// First: the API (through the factories) sets zod up for OpenAPI before any module schema is made.
import { createTestOrganization } from "@/testing/factories";
import type { Locale } from "@/lib/locales";
import { localizedPath } from "@/lib/site-path";
import { offeringLabel } from "@/modules/layout/components/breadcrumb-trail";
import { sitemapFileFor } from "@/modules/seo/sitemap.service";
import { ProductsCatalogue } from "@/modules/sections/components/products-catalogue";
import { saveOrganization, saveOrganizationBody } from "@/modules/site-settings/site-settings.service";
import { clearRecentInvalidations, organizationTag, recentInvalidations } from "@/server/cache";
import { loadProductsPage } from "./products-data";

type TestOrganization = Awaited<ReturnType<typeof createTestOrganization>>;
let acme: TestOrganization;
let empty: TestOrganization;

const save = (organizationId: string, lists: Record<string, unknown>) => saveOrganization(organizationId, saveOrganizationBody.parse(lists));

const products = [
  { name: "Hidden product", description: "Not on the site.", is_displayed: false },
  { name: "Work visas", name_translation: { es: "Visados de trabajo" }, description: "Filed for you.", url: "/work-visas", image: "/demo/service-work.webp" },
  { name: "Relocation", description: "Door to door.", url: "https://example.com/relocation" },
];
const plans = [
  { name: "Starter", price: 49_000, billing_period: "once", features: ["One person", "Document list"] },
  { name: "Family", name_translation: { es: "Familia" }, description: "For up to five people.", price: 129_000, is_promotion: true, promotion_price: 103_200, is_highlighted: true, billing_period: "year" },
];

/** The page's body as /products renders it for the organization in `locale`. */
async function renderPage(organization: TestOrganization, locale: Locale = "en", lang = "-") {
  const data = await loadProductsPage(organization.organization.id);
  const link = (path: string) => localizedPath(lang, path);
  return renderToStaticMarkup(createElement(ProductsCatalogue, { title: offeringLabel(organization.organization.type, locale), products: data.products, plans: data.plans, locale, link }));
}

const texts = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]);

beforeAll(async () => {
  acme = await createTestOrganization({ type: "immigration", language: "en", supported_locales: ["en", "es"] });
  empty = await createTestOrganization({ type: "software" });
  await save(acme.organization.id, { products, pricing_plans: plans });
});

describe("/products", () => {
  it("reads the products shown on the site and every pricing plan, each in its order, in one statement with the uploaded images", async () => {
    const data = await loadProductsPage(acme.organization.id);
    expect(data.products.map((product) => product.name)).toEqual(["Work visas", "Relocation"]);
    expect(data.plans.map((plan) => [plan.name, plan.price, plan.billing_period, plan.is_highlighted])).toEqual([
      ["Starter", 49_000, "once", false],
      ["Family", 129_000, "year", true],
    ]);
    expect(data.plans[0]!.features).toEqual(["One person", "Document list"]);
    expect(data.images).toEqual([]);
    // Another organization's rows are not read.
    expect(await loadProductsPage(empty.organization.id)).toEqual({ products: [], plans: [], images: [] });
  });

  it("shows the products with their links in the page's language, and the plans as the pricing section sells them", async () => {
    const html = await renderPage(acme);
    expect(texts(html, /<h1[^>]*>(.*?)<\/h1>/g)).toEqual(["Services"]);
    expect(html).toContain("What we offer, and what it costs.");
    expect(texts(html, /<h2 class="text-xl[^>]*>(.*?)<\/h2>/g)).toEqual(["Work visas", "Relocation"]);
    expect(html).not.toContain("Hidden product");
    expect(html).toContain('<img src="/demo/service-work.webp" alt=""');
    expect(html).toContain('href="/work-visas" aria-label="Learn more about Work visas"');
    expect(html).toContain('href="https://example.com/relocation"');
    expect(texts(html, /<h3[^>]*>(.*?)<\/h3>/g)).toEqual(["Starter", "Family"]);
    // The pricing section's price: the promotion price, the regular one struck through; then the period.
    expect(html).toMatch(/data-price=""><span>\$490<\/span><\/p><p[^>]*>one-off<\/p>/);
    expect(html).toMatch(/data-price=""><span>\$1,032<\/span><del[^>]*><span class="sr-only">Regular price: <\/span>\$1,290<\/del><\/p><p[^>]*>per year<\/p>/);
    expect(html).toContain("<li>One person</li><li>Document list</li>");
    // The highlighted plan's card is the featured one.
    expect(texts(html, /<article class="([^"]*)"/g).filter((classes) => classes!.includes("ring-2"))).toHaveLength(1);
    const buttons = texts(html, /data-basket-add="([^"]*)"/g).map((data) => JSON.parse(data!.replaceAll("&quot;", '"')));
    expect(buttons.map((plan) => [plan.name, plan.price, plan.promotion_price])).toEqual([
      ["Starter", 49_000, null],
      ["Family", 129_000, 103_200],
    ]);
    expect(html).toContain('href="/basket"');
  });

  it("speaks the page's language: names, words and links under its prefix", async () => {
    const html = await renderPage(acme, "es", "es");
    expect(texts(html, /<h1[^>]*>(.*?)<\/h1>/g)).toEqual(["Servicios"]);
    expect(html).toContain(">Visados de trabajo</h2>");
    expect(html).toContain('href="/es/work-visas"');
    expect(html).toContain(">Familia</h3>");
    expect(html).toContain(">Planes y precios</h2>");
    expect(html).toContain('href="/es/basket"');
  });

  it("says so when the organization lists nothing, without the plans' section or basket buttons", async () => {
    const html = await renderPage(empty);
    expect(texts(html, /<h1[^>]*>(.*?)<\/h1>/g)).toEqual(["Products"]);
    expect(html).toContain("Nothing is listed here yet. Check back soon.");
    expect(html).not.toContain("data-basket-add");
    expect(html).not.toContain("pricing-plans-title");
  });

  it("is in the sitemap only while it lists something", async () => {
    const pages = async (host: string) => (await sitemapFileFor(host, "pages", 1))?.text;
    expect(await pages(acme.host)).toContain(`<loc>https://${acme.host}/products</loc>`);
    expect(await pages(acme.host)).toContain(`<loc>https://${acme.host}/es/products</loc>`);
    expect(await pages(empty.host)).not.toContain("/products<");
  });

  it("is dropped from the page cache when Global Settings saves the products (the organization's tag, which the site layout puts on every page)", async () => {
    clearRecentInvalidations();
    await save(acme.organization.id, { products: [{ name: "Only product" }] });
    expect(recentInvalidations()).toContain(organizationTag(acme.organization.id));
    expect((await loadProductsPage(acme.organization.id)).products.map((product) => product.name)).toEqual(["Only product"]);
  });
});
