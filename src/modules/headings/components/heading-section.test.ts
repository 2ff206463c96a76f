import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { colorValue } from "@/lib/palette";
import { headingRow } from "@/testing/sections";
import { HeadingSection, type HeadingRow } from "./heading-section";

/** A heading with all three name parts, a description, a button and an image. */
const heading = (overrides: Partial<HeadingRow> = {}): HeadingRow =>
  headingRow({
    name: "Care that",
    name_part_2: "fits your life",
    name_part_3: "and your budget",
    description_text: "<p>Gentle dentistry for the whole family.</p>",
    button_text: "Book a visit",
    url: "/contact",
    image: "https://cdn.example.com/team.jpg",
    ...overrides,
  });

const render = (row: HeadingRow, options: { locale?: string; linkPrefix?: (path: string) => string; children?: string } = {}) =>
  renderToStaticMarkup(createElement(HeadingSection, { heading: row, locale: options.locale ?? "en", linkPrefix: options.linkPrefix }, options.children));

describe("HeadingSection", () => {
  it("renders the three name parts in a left-aligned h2, the second one highlighted with the title gradient", () => {
    const html = render(heading());
    expect(html).toMatch(/<div class="text-left"><h2[^>]*><span data-edit-field="name" data-edit-version="\d+">Care that<\/span> <span class="bg-clip-text text-transparent"[^>]*>fits your life<\/span> <span>and your budget<\/span><\/h2>/);
    expect(html).toContain(`linear-gradient(to right, ${colorValue("blue-600")}, ${colorValue("purple-600")}, ${colorValue("pink-600")})`);
    expect(html).toContain("<p>Gentle dentistry for the whole family.</p>");
  });

  it("leaves out missing name parts", () => {
    const html = render(heading({ name_part_2: null, name_part_3: "" }));
    expect(html).toMatch(/<h2[^>]*><span [^>]*>Care that<\/span><\/h2>/);
  });

  it("shows a button or a text link to the url, with the language prefix", () => {
    const button = render(heading(), { linkPrefix: (path) => `/de${path}` });
    expect(button).toMatch(/<a href="\/de\/contact" class="[^"]*rounded-full bg-gray-900[^"]*">Book a visit<\/a>/);
    const link = render(heading({ is_text_link: true }));
    expect(link).toMatch(/<a href="\/contact" class="[^"]*text-sky-700[^"]*">Book a visit <span aria-hidden="true">→<\/span><\/a>/);
    expect(link).not.toContain("bg-gray-900");
    expect(render(heading({ url: null }))).not.toContain("Book a visit");
  });

  it("uses the locale's translations and falls back to the base text", () => {
    const row = heading({ name_translation: { de: "Pflege, die" }, button_text_translation: { de: "  " } });
    const html = render(row, { locale: "de" });
    expect(html).toMatch(/<span [^>]*>Pflege, die<\/span>/);
    expect(html).toContain(">Book a visit</a>");
  });

  it("puts the image first or second, lazily loaded with alt text", () => {
    const second = render(heading());
    expect(second.indexOf("<img")).toBeGreaterThan(second.indexOf("<h2"));
    expect(second).toMatch(/<img src="https:\/\/cdn\.example\.com\/team\.jpg" alt="Care that" loading="lazy"/);
    const first = render(heading({ image_first: true }));
    expect(first.indexOf("<img")).toBeLessThan(first.indexOf("<h2"));
    expect(render(heading({ image: null }))).not.toContain("<img");
  });

  it("applies the style and text style variants and the background", () => {
    const clean = render(heading({ style_variant: "clean", text_style_variant: "apple", background_color: "sky-50" }));
    expect(clean).toContain('data-style-variant="clean"');
    expect(clean).toContain("py-12 sm:py-16");
    expect(clean).toContain("font-semibold tracking-tight sm:text-5xl lg:text-6xl");
    expect(clean).toContain(`background-color:${colorValue("sky-50")}`);
    const harmony = render(heading({ text_style_variant: "codedharmony", is_gradient: true, gradient: { from: "blue-50", to: "purple-50" } }));
    expect(harmony).toContain("font-extrabold");
    expect(harmony).toContain(`background-image:linear-gradient(to bottom right, ${colorValue("blue-50")}, ${colorValue("purple-50")})`);
  });

  it("renders its children (the included template section) below the content", () => {
    const html = render(heading({ is_included_templatesection: true }), { children: "INCLUDED-SECTION" });
    expect(html.indexOf("INCLUDED-SECTION")).toBeGreaterThan(html.indexOf("Book a visit"));
    expect(html).toContain('<div class="mt-12 sm:mt-16">INCLUDED-SECTION</div></section>');
  });
});
