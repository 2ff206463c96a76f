import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { colorValue } from "@/lib/palette";
import { fallbackHero, HeroSection, type HeroRow } from "./hero-section";

function hero(overrides: Partial<HeroRow> = {}): HeroRow {
  const now = new Date("2024-01-01T00:00:00Z");
  return {
    id: "8a6e0f0e-0000-4000-8000-000000000001",
    organization_id: "8a6e0f0e-0000-4000-8000-000000000002",
    url_page: "/home",
    order: 0,
    version: 1,
    name: null,
    display_order: 0,
    title: "<strong>Build</strong> faster",
    description: "<p>Everything in one place.</p>",
    button: "Shop now",
    image: "https://cdn.example.com/hero.jpg",
    animation_element: "",
    title_translation: {},
    description_translation: {},
    button_translation: {},
    image_style: { position: "right", fullPage: false },
    background_style: { column: 2, is_gradient: false },
    title_style: { blockWidth: "4xl", alignment: "center", size: { desktop: "text-6xl", mobile: "text-4xl" }, is_gradient: false },
    description_style: { size: { desktop: "text-lg", mobile: "text-base" }, weight: "normal" },
    button_style: { isVideo: false, aboveDescription: false, url: "/products" },
    created_at: now,
    updated_at: now,
    ...overrides,
  };
}

const render = (row: HeroRow, locale = "en", linkPrefix?: (path: string) => string) =>
  renderToStaticMarkup(createElement(HeroSection, { hero: row, locale, linkPrefix }));

describe("HeroSection", () => {
  it("renders the title as rich text in an h1, the description and the button to /products with the language prefix", () => {
    const html = render(hero(), "de", (path) => `/de${path}`);
    expect(html).toMatch(/<h1[^>]*><strong>Build<\/strong> faster<\/h1>/);
    expect(html).toContain("<p>Everything in one place.</p>");
    expect(html).toMatch(/<a href="\/de\/products"[^>]*>Shop now<\/a>/);
    expect(html).toContain("text-4xl md:text-6xl");
  });

  it("uses the translation of the locale and falls back to the base text when it is missing or blank", () => {
    const row = hero({ title_translation: { de: "Schneller bauen", fr: "  " }, button_translation: { de: "Jetzt kaufen" } });
    const german = render(row, "de");
    expect(german).toContain(">Schneller bauen</h1>");
    expect(german).toContain(">Jetzt kaufen</a>");
    expect(german).toContain("<p>Everything in one place.</p>");
    expect(render(row, "fr")).toContain("<strong>Build</strong> faster</h1>");
  });

  it("leaves external button links alone and plays videos from the configured URL", () => {
    const html = render(hero({ button_style: { isVideo: true, aboveDescription: false, url: "https://video.example.com/watch" } }), "en", (p) => `/de${p}`);
    expect(html).toMatch(/<a href="https:\/\/video\.example\.com\/watch" target="_blank" rel="noopener noreferrer"/);
    expect(html).toContain("<svg");
  });

  it("puts the button above the description when asked", () => {
    const html = render(hero({ button_style: { isVideo: false, aboveDescription: true, url: "/products" } }));
    expect(html.indexOf("Shop now")).toBeLessThan(html.indexOf("Everything in one place."));
    expect(render(hero()).indexOf("Shop now")).toBeGreaterThan(render(hero()).indexOf("Everything in one place."));
  });

  it("lays out each image position", () => {
    const left = render(hero({ image_style: { position: "left", fullPage: false } }));
    expect(left.indexOf("<img")).toBeLessThan(left.indexOf("<h1"));
    expect(left).toContain("md:grid-cols-2");

    const right = render(hero({ image_style: { position: "right", fullPage: false } }));
    expect(right.indexOf("<img")).toBeGreaterThan(right.indexOf("<h1"));

    const background = render(hero({ image_style: { position: "background", fullPage: false } }));
    // A decorative background: empty alt, covering the section behind its text (attributes in any order).
    const backdrop = /<img [^>]*data-hero-image="background"[^>]*>/.exec(background)?.[0] ?? "";
    expect(backdrop).toContain('alt=""');
    expect(backdrop).toContain('role="presentation"');
    expect(backdrop).toContain('class="absolute inset-0 -z-20');
    expect(background.indexOf("<img")).toBeLessThan(background.indexOf("<h1"));

    const inline = render(hero({ image_style: { position: "inline", fullPage: false } }));
    expect(inline.indexOf("<img")).toBeGreaterThan(inline.indexOf("Shop now"));
    expect(inline).not.toContain("md:grid-cols-2");

    const full = render(hero({ image_style: { position: "full", fullPage: true, height: 900 } }));
    expect(full).toMatch(/data-hero-image="full"/);
    expect(full).toContain("height:400px");
    expect(full).toContain("min-h-svh");
  });

  it("loads the hero image eagerly with high priority, the default 400x300 box and alt text from the title", () => {
    const html = render(hero());
    expect(html).toMatch(/<img[^>]*alt="Build faster"[^>]*width="400" height="300" loading="eager" fetchPriority="high"/);
    expect(html).toContain("max-height:400px");
  });

  it("gives three columns two to the text", () => {
    expect(render(hero({ background_style: { column: 3, is_gradient: false } }))).toContain("md:col-span-2");
  });

  it("paints gradient titles and backgrounds inline from the palette", () => {
    const html = render(
      hero({
        title_style: { blockWidth: "full", alignment: "left", size: { desktop: "text-7xl", mobile: "text-5xl" }, is_gradient: true, gradient: { from: "from-blue-600", via: "via-purple-600", to: "to-pink-600" } },
        background_style: { column: 1, is_gradient: true, gradient: { from: "from-blue-50", via: "via-white", to: "to-purple-50" } },
      }),
    );
    expect(html).toMatch(/<h1[^>]*class="[^"]*bg-clip-text text-transparent[^"]*"/);
    expect(html).toContain(`background-image:linear-gradient(to right, ${colorValue("blue-600")}, ${colorValue("purple-600")}, ${colorValue("pink-600")})`);
    expect(html).toContain(`linear-gradient(to bottom right, ${colorValue("blue-50")}, #fff, ${colorValue("purple-50")})`);
    expect(html).toContain("max-w-full");
    expect(html).toContain("text-5xl md:text-7xl");
  });

  it("links the SEO-title pill to /blog with the label Explore", () => {
    const html = render(hero({ background_style: { column: 1, is_gradient: false, seo_title: "New: our spring guide" } }), "de", (p) => `/de${p}`);
    expect(html).toMatch(/<a href="\/de\/blog"[^>]*><span[^>]*>New: our spring guide<\/span><span[^>]*>Explore/);
    expect(render(hero())).not.toContain("Explore");
  });

  it("renders a decorative animated background only for a known animation", () => {
    expect(render(hero({ animation_element: "DotGrid" }))).toMatch(/<div aria-hidden="true" data-hero-animation="DotGrid"/);
    expect(render(hero({ animation_element: "Nope" }))).not.toContain("data-hero-animation");
  });
});

describe("fallbackHero", () => {
  it("matches the no-hero fallback of spec 001 §9", () => {
    const row = fallbackHero("Bright <Smiles>");
    expect(row.button).toBe("Get Started");
    expect(row.button_style.url).toBe("/products");
    expect(row.title_style).toMatchObject({ color: "gray-800", size: { desktop: "text-7xl", mobile: "text-5xl" }, alignment: "center", blockWidth: "2xl" });
    expect(row.description_style).toMatchObject({ color: "gray-600", size: { desktop: "text-2xl", mobile: "text-lg" } });
    expect(row.image_style).toMatchObject({ position: "right", width: 400, height: 300 });
    expect(row.background_style).toMatchObject({ color: "white", is_gradient: false });

    const html = render(row);
    expect(html).toContain("Bright &lt;Smiles&gt;");
    expect(html).toContain("text-5xl md:text-7xl");
    expect(html).toContain("text-lg md:text-2xl");
    expect(html).toContain("max-w-2xl mx-auto text-center");
    expect(html).toContain(`color:${colorValue("gray-800")}`);
    expect(html).toContain("background-color:#fff");
    expect(html).toMatch(/<a href="\/products"[^>]*>Get Started<\/a>/);
  });
});
