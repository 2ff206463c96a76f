import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
// First: the API (through the factories) sets zod up for OpenAPI before any module schema is made.
import { createTestOrganization } from "@/testing/factories";
import { publicMetric, publicSection } from "@/testing/sections";
import { loadPageContent } from "@/modules/layout/page-content.server";
import { saveOrganization, saveOrganizationBody } from "@/modules/site-settings/site-settings.service";
import type { PublicMetric } from "@/modules/sections/components/section-data";
import { textStyleFor } from "@/modules/sections/components/section-style";
import { basketStringsFor } from "@/modules/basket/components/basket-strings";
import { TemplateSection } from "@/modules/sections/components/template-section";
import type { SectionData } from "@/modules/sections/sections.service";
import { PricingPlansBody } from "@/modules/sections/types/pricing-plans/renderer";

/** A plan as the page loader reads it for a pricing section (the registry's data column). */
type PricingPlanRow = NonNullable<SectionData["pricing_plans"]>[number];

const metric = (title: string, description = "<p>Everything you need.</p>") => publicMetric({ title, description, is_card_type: true });
const section = (organizationId: string, metrics: PublicMetric[]) =>
  publicSection({ organization_id: organizationId, section_title: "Plans", section_description: "", section_type: "pricing_plans", is_pricingplans_section: true, website_metric: metrics });

const plan = (overrides: Partial<PricingPlanRow> & Pick<PricingPlanRow, "id" | "name" | "price">): PricingPlanRow => ({
  name_translation: {},
  is_promotion: false,
  promotion_price: null,
  currency_symbol: "$",
  ...overrides,
});

const plans = [
  plan({ id: "plan-starter", name: "Starter", price: 49_000, name_translation: { es: "Básico" } }),
  plan({ id: "plan-family", name: "Family", price: 129_000, is_promotion: true, promotion_price: 103_200 }),
];
const metrics = () => [metric("Starter: $490 one-off"), metric("Family: $1,290 one-off"), metric("Enterprise: ask us", '<p>From $9,000 <a href="/enterprise">Talk to us</a></p>')];

const cards = (planRows: PricingPlanRow[], locale = "en") =>
  renderToStaticMarkup(createElement(PricingPlansBody, { section: section("org", metrics()), locale, textStyle: textStyleFor("default"), data: { pricing_plans: planRows, basket: basketStringsFor(locale) } }));

/** The `data-basket-add` attributes of the markup, parsed. */
function basketButtons(html: string) {
  return [...html.matchAll(/<button[^>]*data-basket-add="([^"]*)"[^>]*>(.*?)<\/button>/g)].map(([tag, data, inner]) => ({
    tag: tag!,
    inner: inner!,
    plan: JSON.parse(data!.replaceAll("&quot;", '"').replaceAll("&amp;", "&")),
  }));
}

describe("the pricing section's Add to basket buttons", () => {
  it("gives each card that names a plan a button carrying the plan's data (spec 001 §3)", () => {
    const buttons = basketButtons(cards(plans));
    expect(buttons.map((button) => button.plan)).toEqual([
      { id: "plan-starter", name: "Starter", price: 49_000, is_promotion: false, promotion_price: null, currency_symbol: "$" },
      { id: "plan-family", name: "Family", price: 129_000, is_promotion: true, promotion_price: 103_200, currency_symbol: "$" },
    ]);
  });

  it("renders a plain button in a polite live region, with both labels and the plan's name for screen readers", () => {
    const [starter] = basketButtons(cards(plans));
    expect(starter!.tag).toMatch(/^<button type="button"/);
    expect(starter!.tag).toContain('aria-live="polite"');
    expect(starter!.tag).toMatch(/class="group [^"]*rounded-xl px-5 py-3 text-sm font-semibold/);
    expect(starter!.inner).toBe(
      '<span class="group-data-added:hidden">Add to basket</span><span class="hidden group-data-added:inline">Added</span><span class="sr-only">: Starter</span>',
    );
  });

  it("labels the button and names the plan in the page's language", () => {
    const [starter] = basketButtons(cards(plans, "es"));
    expect(starter!.plan.name).toBe("Básico");
    expect(starter!.inner).toContain(">Añadir a la cesta<");
    expect(starter!.inner).toContain(">Añadido<");
  });

  it("shows a plan's price as the basket counts it: the promotion price, the regular one struck through", () => {
    const html = cards(plans);
    expect(html).toMatch(/data-price=""><span>\$490<\/span><\/p>/);
    expect(html).toMatch(/data-price=""><span>\$1,032<\/span><del[^>]*><span class="sr-only">Regular price: <\/span>\$1,290<\/del><\/p>/);
  });

  it("leaves a card that names no plan as it was, and keeps every card's Get started link", () => {
    const html = cards(plans);
    expect(html).toContain('data-price="">$9,000<');
    expect(html).toContain('href="/enterprise"');
    expect(html.match(/aria-label="Get started with /g)).toHaveLength(3);
    expect(basketButtons(html)).toHaveLength(2);
  });

  it("says Get started in the page's language", () => {
    const html = cards(plans, "es");
    expect(html).toContain(">Empezar</a>");
    expect(html).toContain('aria-label="Empezar con Starter: $490 one-off"');
  });

  it("renders no button when the organization has no plans", () => {
    expect(cards([])).not.toContain("data-basket-add");
  });

  it("renders no basket button when the page has no plans to sell", () => {
    const html = renderToStaticMarkup(createElement(TemplateSection, { section: section("org", metrics()), locale: "en" }));
    expect(html).toContain('data-section-type="pricing_plans"');
    expect(html).not.toContain("data-basket-add");
  });
});

describe("the pricing section of a stored organization", () => {
  let organizationId: string;

  beforeAll(async () => {
    const { organization } = await createTestOrganization();
    organizationId = organization.id;
    await saveOrganization(
      organizationId,
      saveOrganizationBody.parse({
        pricing_plans: [
          { name: "Starter", price: 49_000 },
          { name: "Family", price: 129_000, is_promotion: true, promotion_price: 103_200, currency_symbol: "€" },
        ],
      }),
    );
  });

  /** The section as the home page renders it: with the plans the page loader read for its organization. */
  async function render(organization: string): Promise<string> {
    const { sectionData } = await loadPageContent(organization, "/");
    return renderToStaticMarkup(createElement(TemplateSection, { section: section(organization, metrics()), locale: "en", data: { ...sectionData, basket: basketStringsFor("en") } }));
  }

  it("sells the organization's plans, with their stored ids and prices", async () => {
    const html = await render(organizationId);
    const buttons = basketButtons(html).map((button) => button.plan);
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toMatchObject({ name: "Starter", price: 49_000, is_promotion: false, currency_symbol: "$" });
    expect(buttons[1]).toMatchObject({ name: "Family", price: 129_000, is_promotion: true, promotion_price: 103_200, currency_symbol: "€" });
    expect(buttons[0].id).toMatch(/^[0-9a-f-]{36}$/);
    expect(html).toContain("€1,032");
  });

  it("sells nothing of another organization's plans", async () => {
    const { organization } = await createTestOrganization();
    const html = await render(organization.id);
    expect(html).toContain("Starter");
    expect(html).not.toContain("data-basket-add");
  });
});
