import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderScopeKey } from "@/lib/render-scope";
import { HeadingSection, type HeadingRow } from "@/modules/headings/components/heading-section";
import { fallbackHero, HeroSection, type HeroRow } from "@/modules/hero/components/hero-section";
import { MetricCard } from "@/modules/sections/components/metric-card";
import { textStyleFor } from "@/modules/sections/components/section-style";
import { headingRow, publicMetric } from "@/testing/sections";
import type { MediaImage } from "./image-sources";
import { registerUploadedImages } from "./responsive-image";

// Issue 34 point 6: alt text written once in the media library describes the image wherever it is
// placed, unless the placement says otherwise (a hero's background is decorative there).
const organization = "7d0c2f5e-0000-4000-8000-00000000000a";
const upload = (name: string, alt: string, variants = true): MediaImage => ({
  url: `/api/media/files/${organization}/${name}.jpg`,
  content_type: "image/jpeg",
  width: 1600,
  alt,
  variants: variants ? [{ url: `/api/media/files/${organization}/${name}-480w.webp`, width: 480, content_type: "image/webp" }] : [],
});
const described = upload("7d0c2f5e-0000-4000-8000-0000000000b1", "Two advisers at a desk");
const undescribed = upload("7d0c2f5e-0000-4000-8000-0000000000b2", "");
const animated = upload("7d0c2f5e-0000-4000-8000-0000000000b3", "A waving passport", false);

// The public renderer's store for one page render (server/http/page-render.ts), here for one test.
const scope = globalThis as { [renderScopeKey]?: () => Map<string, unknown> | undefined };
beforeEach(() => {
  const store = new Map<string, unknown>();
  scope[renderScopeKey] = () => store;
  registerUploadedImages([described, undescribed, animated]);
});
afterEach(() => {
  delete scope[renderScopeKey];
});

const altsOf = (html: string) => [...html.matchAll(/<img [^>]*?alt="([^"]*)"/g)].map((match) => match[1]);
const card = (title: string, image: string) => renderToStaticMarkup(<MetricCard metric={publicMetric({ title, image })} locale="en" textStyle={textStyleFor("default")} imageHeight="h-48" />);

describe("library alt text where the image is placed", () => {
  it("a card's image says what the library says, and the card's title only when the library says nothing", () => {
    expect(altsOf(card("Our team", described.url))).toEqual(["Two advisers at a desk"]);
    expect(altsOf(card("Our team", undescribed.url))).toEqual(["Our team"]);
    // An image without resized copies (a GIF) is described the same way.
    expect(altsOf(card("Passports", animated.url))).toEqual(["A waving passport"]);
    // An image from elsewhere keeps the title.
    expect(altsOf(card("Elsewhere", "https://example.com/photo.jpg"))).toEqual(["Elsewhere"]);
  });

  it("a heading section's and a hero's image take it too; a hero's background stays decorative", () => {
    const heading = { name: "Talk to us", image: described.url } as Partial<HeadingRow>;
    const headingHtml = renderToStaticMarkup(<HeadingSection heading={headingRow({ organization_id: organization, ...heading })} locale="en" linkPrefix={(path) => path} />);
    expect(altsOf(headingHtml)).toEqual(["Two advisers at a desk"]);
    const hero = (position: "right" | "background"): HeroRow => ({ ...fallbackHero("Acme"), title: "Welcome", image: described.url, image_style: { position, fullPage: false, width: 400, height: 300 } });
    expect(altsOf(renderToStaticMarkup(<HeroSection hero={hero("right")} locale="en" linkPrefix={(path) => path} />))).toEqual(["Two advisers at a desk"]);
    expect(altsOf(renderToStaticMarkup(<HeroSection hero={hero("background")} locale="en" linkPrefix={(path) => path} />))).toEqual([""]);
  });
});

