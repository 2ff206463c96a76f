import { render } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HeadingSection } from "@/modules/headings/components/heading-section";
import { fallbackHero, HeroSection, type HeroRow } from "@/modules/hero/components/hero-section";
import { TemplateSection } from "@/modules/sections/components/template-section";
import { headingRow, publicMetric, publicSection } from "@/testing/sections";
import type { PageContent } from "../page-content.server";
import { PageSections } from "./page-sections";

const ids = {
  hero: "8a6e0f0e-0000-4000-8000-000000000001",
  pricing: "8a6e0f0e-0000-4000-8000-000000000002",
  heading: "8a6e0f0e-0000-4000-8000-000000000003",
  included: "8a6e0f0e-0000-4000-8000-000000000004",
};

const hero: HeroRow = { ...fallbackHero("Acme"), id: ids.hero, title: "Stored hero", order: 0 };
const heading = headingRow({ id: ids.heading, organization_id: "", order: 20, is_included_templatesection: true, created_at: new Date(0), updated_at: new Date(0) });
const pricing = publicSection({ id: ids.pricing, order: 10, section_type: "pricing_plans", section_title: "Plans", website_metric: [publicMetric({ title: "Starter", description: "<p>$19</p>" })] });
const included = publicSection({ id: ids.included, order: 30, section_title: "Included below the heading" });

const content: PageContent = { hero: [hero], template: [pricing, included], heading: [heading], sectionData: { pricing_plans: [] }, images: [], failures: [] };
const link = (path: string) => path;

const withoutAnchors = (html: string) => html.replace(/ data-(kind|id)="[^"]*"/g, "");

describe("PageSections", () => {
  it("gives a slider its words in the page's language", () => {
    const slider = publicSection({ order: 10, is_slider: true, grid_columns: 3, website_metric: ["One", "Two", "Three"].map((title) => publicMetric({ title })) });
    // As the server renders it for visitors (jsdom has no matchMedia for the slider's effects).
    const html = renderToStaticMarkup(<PageSections content={{ ...content, hero: [], heading: [], template: [slider] }} locale="es" link={link} />);
    const labels = [...html.matchAll(/aria-label="([^"]*)"/g)].map((match) => match[1]);
    expect(labels).toEqual(expect.arrayContaining(["1 de 3", "Anterior", "Ir a la diapositiva 2", "Siguiente"]));
  });

  it("names the parts that failed to load and says what to do", () => {
    const { container } = render(<PageSections content={{ ...content, heading: [], failures: ["Failed to fetch template headings"] }} locale="en" link={link} />);
    expect(container.querySelector('[role="status"]')?.textContent).toBe("Failed to fetch template headings. Please try refreshing the page or contact support if the issue persists.");
  });

  it("anchors every placed section's root with data-kind and its row's data-id, an included section inside its heading", () => {
    const { container } = render(<PageSections content={content} locale="en" link={link} />);
    const anchored = [...container.querySelectorAll("[data-kind]")].map((element) => [element.getAttribute("data-kind"), element.getAttribute("data-id")]);
    expect(anchored).toEqual([
      ["hero", ids.hero],
      ["template", ids.pricing],
      ["heading", ids.heading],
      ["template", ids.included],
    ]);
    for (const element of container.querySelectorAll("[data-kind]")) expect(element.tagName).toBe("SECTION");
    const headingRoot = container.querySelector(`[data-kind="heading"][data-id="${ids.heading}"]`)!;
    expect(headingRoot.querySelector(`[data-kind="template"][data-id="${ids.included}"]`)).not.toBeNull();
    expect(container.querySelector(`[data-id="${ids.pricing}"]`)?.getAttribute("data-section-type")).toBe("pricing_plans");
  });

  it("anchors the home page's fallback hero by its kind only: it is no stored row", () => {
    const { container } = render(<PageSections content={{ ...content, hero: [] }} locale="en" link={link} fallbackHeroFor="Acme" />);
    const fallback = container.querySelector('[data-kind="hero"]')!;
    expect(fallback.textContent).toContain("Welcome to Acme");
    expect(fallback.hasAttribute("data-id")).toBe(false);
  });

  it("renders for visitors what the sections render on their own, apart from the anchors", () => {
    const html = renderToStaticMarkup(<PageSections content={content} locale="en" link={link} />);
    const alone = renderToStaticMarkup(
      <>
        <HeroSection hero={hero} locale="en" linkPrefix={link} />
        <TemplateSection section={pricing} locale="en" data={content.sectionData} />
        <HeadingSection heading={heading} locale="en" linkPrefix={link}>
          <TemplateSection section={included} locale="en" data={content.sectionData} />
        </HeadingSection>
      </>,
    );
    expect(html).not.toBe(alone);
    expect(withoutAnchors(html)).toBe(alone);
  });
});
