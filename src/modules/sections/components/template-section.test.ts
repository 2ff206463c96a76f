import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { sectionTypes, type SectionType } from "../types/registry";
import { MetricCard } from "./metric-card";
import { publicMetric, publicSection } from "@/testing/sections";
import type { PublicMetric, PublicSection } from "./section-data";
import { SectionSkeleton } from "./section-skeleton";
import { SectionSlider, visibleSlides } from "./section-slider";
import { textStyleFor, textStyles } from "./section-style";
import { TemplateSection } from "./template-section";
import { contactLink } from "../types/contact/renderer";

const metric = publicMetric;
const section = publicSection;

const render = (value: PublicSection, locale = "en") => renderToStaticMarkup(createElement(TemplateSection, { section: value, locale }));

const twoMetrics = () => [
  metric({ title: "Starter", description: "<p>$19 per month</p><ul><li>One site</li></ul>", image: "https://example.com/a.jpg" }),
  metric({ title: "Pro", description: "<p>hello@example.com</p>", image: "https://example.com/b.jpg" }),
];

/** The markup that tells each of the spec's types apart (a new type tests its own in its folder). */
const characteristic: Partial<Record<SectionType, RegExp>> = {
  general: /<article[^>]*min-h-\[350px\]/,
  reviews: /<blockquote/,
  help_center: /<ul[^>]*>.*<li/,
  real_estate: /<img[^>]*src="https:\/\/example.com\/a.jpg"/,
  brand: /<img[^>]*alt="Starter"[^>]*grayscale|<img[^>]*grayscale[^>]*alt="Starter"/,
  article_slider: /aria-roledescription="carousel"/,
  contact: /href="mailto:hello@example.com"/,
  faq: /<details[^>]*>\s*<summary/,
  pricing_plans: /data-price="">\$19</,
};

describe("TemplateSection", () => {
  it.each(sectionTypes)("renders the %s type with its title, its metrics' titles and its structure", (type) => {
    const html = render(section({ section_type: type, website_metric: twoMetrics() }));
    expect(html).toContain(`data-section-type="${type}"`);
    expect(html).toMatch(/<h2[^>]*>Section title<\/h2>/);
    expect(html).toContain("Starter");
    expect(html).toContain("Pro");
    const markup = characteristic[type];
    if (markup) expect(html).toMatch(markup);
  });

  it("has a skeleton for every type", () => {
    for (const type of sectionTypes) expect(renderToStaticMarkup(createElement(SectionSkeleton, { type }))).toContain("animate-pulse");
  });

  it("derives the type from a legacy flag when the stored type is unknown", () => {
    const html = render(section({ section_type: "", is_faq_section: true, website_metric: twoMetrics() }));
    expect(html).toContain('data-section-type="faq"');
    expect(html).toContain("<details");
  });

  it("renders pricing CTAs to the description's link, else the contact page", () => {
    const html = render(
      section({
        section_type: "pricing_plans",
        website_metric: [metric({ title: "Team", description: '<p>49 € <a href="/signup">Sign up</a></p>' }), metric({ title: "Free plan", description: "<p>Free</p>" })],
      }),
    );
    expect(html).toContain('data-price="">49 €<');
    expect(html).toContain('href="/signup"');
    expect(html).toContain('href="/contact"');
    expect(html).toContain('aria-label="Get started with Team"');
  });

  it("uses the translation for the locale and falls back to the base text when it is missing or blank", () => {
    const value = section({
      section_title_translation: { fr: "Titre de section", de: "  " },
      website_metric: [metric({ title: "Base metric", title_translation: { fr: "Métrique" } })],
    });
    expect(render(value, "fr")).toContain("Titre de section");
    expect(render(value, "fr")).toContain("Métrique");
    expect(render(value, "de")).toContain("Section title");
    expect(render(value, "es")).toContain("Base metric");
  });

  it("renders a gradient background as an inline linear-gradient, and a solid colour as background-color", () => {
    const gradient = render(section({ is_gradient: true, gradient: { from: "blue-400", via: "purple-400", to: "teal-400" } }));
    expect(gradient).toContain("background-image:linear-gradient(to right, oklch(70.7% 0.165 254.624), oklch(71.4% 0.203 305.504), oklch(77.7% 0.152 181.912))");
    const twoStops = render(section({ is_gradient: true, gradient: { from: "gray-900", to: "gray-700" } }));
    expect(twoStops).toContain("linear-gradient(to right, oklch(21% 0.034 264.665), oklch(37.3% 0.034 259.733))");
    // A gradient switched on with none stored shows spec 000 §9's default (gray-900, gray-800, gray-700), with light text.
    const unset = render(section({ is_gradient: true, gradient: null }));
    expect(unset).toContain("linear-gradient(to right, oklch(21% 0.034 264.665), oklch(27.8% 0.033 256.848), oklch(37.3% 0.034 259.733))");
    expect(twoStops).toMatch(/<section[^>]*text-white/);
    expect(render(section({ background_color: "sky-50" }))).toContain("background-color:oklch(97.7% 0.013 236.62)");
    expect(render(section({ background_color: "not-a-colour" }))).not.toContain(' style="');
  });

  it("maps grid_columns 1 and 6 to responsive column classes", () => {
    const one = render(section({ grid_columns: 1, website_metric: twoMetrics() }));
    expect(one).toMatch(/class="grid [^"]*grid-cols-1"/);
    expect(one).not.toContain("grid-cols-2");
    const six = render(section({ grid_columns: 6, website_metric: twoMetrics() }));
    expect(six).toContain("grid-cols-1 @md:grid-cols-2 @2xl:grid-cols-3 @6xl:grid-cols-6");
  });

  it("sizes its columns by the section's own width, not the window's (issue 34: an editor's preview squeezed 3 columns to ~120 px)", () => {
    for (const columns of [3, 4, 5, 6]) {
      const html = render(section({ grid_columns: columns, website_metric: twoMetrics() }));
      const grid = /class="(grid [^"]*)"/.exec(html)![1]!;
      // Container queries only: no viewport breakpoint decides the columns.
      expect(grid, `${columns}`).not.toMatch(/(^| )(sm|md|lg|xl):grid-cols/);
      // Each breakpoint leaves a card about 200 px (190 or more): N columns need a container about N × 200 px wide.
      const widths: Record<string, number> = { "@md": 448, "@2xl": 672, "@4xl": 896, "@5xl": 1024, "@6xl": 1152 };
      for (const [, at, count] of grid.matchAll(/(@\w+):grid-cols-(\d)/g)) expect(widths[at!]! / Number(count), `${columns} ${at}`).toBeGreaterThanOrEqual(190);
      // The grid measures against the section's content box.
      expect(html).toMatch(/<div class="@container [^"]*">(?:(?!<\/section>).)*class="grid /s);
    }
  });

  it("aligns the title and honours full width", () => {
    expect(render(section({ is_section_title_aligned_center: true }))).toMatch(/<header[^>]*text-center/);
    expect(render(section({ is_section_title_aligned_right: true }))).toMatch(/<header[^>]*text-right/);
    expect(render(section())).toContain("max-w-7xl");
    expect(render(section({ is_full_width: true }))).not.toContain("max-w-7xl");
  });

  it("gives every text style variant a distinct treatment", () => {
    const titles = new Set(Object.values(textStyles).map((style) => style.title));
    expect(titles.size).toBe(9);
    expect(textStyleFor("magazine").frame).toContain("font-serif");
    expect(textStyleFor("unknown")).toBe(textStyles.default);
    expect(render(section({ text_style_variant: "brutalist" }))).toMatch(/<h2[^>]*border-4/);
  });

  it("renders the general type as the slider when is_slider is on", () => {
    const html = render(section({ is_slider: true, grid_columns: 3, website_metric: [...twoMetrics(), metric({ title: "Third" })] }));
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-label="Go to slide 2"');
  });
});

describe("MetricCard", () => {
  const card = (overrides: Partial<PublicMetric>, imageHeight = "h-64") =>
    renderToStaticMarkup(createElement(MetricCard, { metric: metric(overrides), locale: "en", textStyle: textStyleFor("default"), imageHeight }));

  it("is 350 px wide at most and at least 350 px high, with the section's image height", () => {
    const html = card({ image: "https://example.com/a.png", title: "<strong>Fast</strong> delivery" });
    expect(html).toContain("max-w-[350px]");
    expect(html).toContain("min-h-[350px]");
    expect(html).toMatch(/<img[^>]*loading="lazy"/);
    expect(html).toContain('alt="Fast delivery"');
    expect(html).toContain("h-64");
    expect(card({ image: "https://example.com/a.png" }, "h-9000")).toContain("h-48");
  });

  it("hides the title, rounds the image and draws the card on request", () => {
    const html = card({ image: "https://example.com/a.png", is_title_displayed: false, is_image_rounded_full: true, is_card_type: true });
    expect(html).not.toContain("<h3");
    expect(html).toContain("rounded-full");
    expect(html).toMatch(/<article[^>]*shadow-sm/);
    expect(html).toMatch(/<article[^>]*border/);
  });

  it("plays video files in a lazy video element and video hosts behind the click-to-load placeholder", () => {
    expect(card({ image: "https://example.com/clip.mp4" })).toMatch(/<video[^>]*controls=""[^>]*preload="none"/);
    const youtube = card({ image: "https://youtu.be/dQw4w9WgXcQ", title: "Demo" });
    expect(youtube).toContain('aria-label="YouTube: Demo"');
    expect(youtube).toContain(">Load once</button>");
    expect(youtube).toContain(">Always allow YouTube</button>");
    // Nothing of YouTube's: no frame, no thumbnail, no address at all.
    expect(youtube).not.toContain("<iframe");
    expect(youtube).not.toMatch(/youtube(-nocookie)?\.com|ytimg/);
  });

  it("renders a metric gradient as an inline style", () => {
    expect(card({ is_gradient: true, gradient: { from: "blue-400", to: "teal-400" } })).toContain(
      "background-image:linear-gradient(to right, oklch(70.7% 0.165 254.624), oklch(77.7% 0.152 181.912))",
    );
  });
});

describe("SectionSlider", () => {
  const slider = (count: number, gridColumns = 3) =>
    renderToStaticMarkup(
      createElement(
        SectionSlider,
        { gridColumns, label: "Slides" },
        ...Array.from({ length: count }, (_, index) => createElement("p", { key: index }, `Slide ${index + 1}`)),
      ),
    );

  it("hides the controls with one item or none", () => {
    for (const html of [slider(1), slider(0)]) {
      expect(html).not.toContain("Previous");
      expect(html).not.toContain("Go to slide");
    }
  });

  it("shows Previous, Next and a dot per position, with grid_columns - 1 slides visible", () => {
    const html = slider(4, 3);
    expect(html).toContain('aria-label="Previous"');
    expect(html).toContain('aria-label="Next"');
    expect(html).toContain('aria-label="Go to slide 3"');
    expect(html).not.toContain('aria-label="Go to slide 4"');
    expect(html).toContain("flex-basis:50%");
  });

  it("shows no more slides than fit its own width at 200 px each (issue 34: a narrow preview on a wide window)", () => {
    expect(visibleSlides(4, false)).toBe(3);
    expect(visibleSlides(4, false, 1200)).toBe(3);
    expect(visibleSlides(4, false, 450)).toBe(2);
    expect(visibleSlides(6, false, 380)).toBe(1);
    expect(visibleSlides(4, true, 1200)).toBe(1);
  });
});

describe("contactLink", () => {
  it("links e-mail addresses and phone numbers; anything else is an address", () => {
    expect(contactLink("Write to hello@example.com")).toEqual({ kind: "email", href: "mailto:hello@example.com", value: "hello@example.com" });
    expect(contactLink("Call +44 (0)20 7946 0958")).toMatchObject({ kind: "phone", href: "tel:+4402079460958" });
    expect(contactLink("1 Main Street, Springfield")).toMatchObject({ kind: "address", href: null });
  });
});
