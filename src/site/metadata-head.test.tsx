import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { buildPageMetadata, buildSiteMetadata } from "@/modules/seo/page-metadata";
import { MetadataHead, mergeMetadata } from "./metadata-head";

const site = { origin: "https://acme.example", siteName: "Acme", logo: null, locale: "en" as const, defaultLocale: "en" as const, locales: ["en", "de"] as const };

describe("the head of a page from the public renderer", () => {
  it("takes each key from the deepest level that sets it, and the layout's title template for a plain title", () => {
    const root = { title: { default: "Acme", template: "%s | Acme" } };
    expect(mergeMetadata([root, { title: "Visas" }]).title).toBe("Visas | Acme");
    expect(mergeMetadata([root, { title: { absolute: "Visas and more" } }]).title).toBe("Visas and more");
    expect(mergeMetadata([root, {}]).title).toBe("Acme");
    expect(mergeMetadata([{ description: "layout" }, { description: "page" }]).metadata.description).toBe("page");
  });

  it("writes the tags Next writes for a page's metadata, in its order", () => {
    const page = buildPageMetadata(site, { path: "/", title: "Home | Acme", description: "We help.", noindex: true });
    const html = renderToStaticMarkup(<MetadataHead levels={[buildSiteMetadata(site), page]} />);
    expect(html).toBe(
      [
        "<title>Home | Acme</title>",
        '<meta name="description" content="We help."/>',
        '<meta name="robots" content="noindex, follow"/>',
        // A bare origin without its slash, as Next writes it.
        '<link rel="canonical" href="https://acme.example"/>',
        '<link rel="alternate" hrefLang="en" href="https://acme.example"/>',
        '<link rel="alternate" hrefLang="de" href="https://acme.example/de"/>',
        '<link rel="alternate" hrefLang="x-default" href="https://acme.example"/>',
        '<meta property="og:title" content="Home | Acme"/>',
        '<meta property="og:description" content="We help."/>',
        '<meta property="og:url" content="https://acme.example"/>',
        '<meta property="og:site_name" content="Acme"/>',
        '<meta property="og:locale" content="en_US"/>',
        '<meta property="og:locale:alternate" content="de_DE"/>',
        '<meta property="og:type" content="website"/>',
        '<meta name="twitter:card" content="summary"/>',
        '<meta name="twitter:title" content="Home | Acme"/>',
        '<meta name="twitter:description" content="We help."/>',
        '<link rel="icon" href="/favicon.svg"/>',
      ].join(""),
    );
  });
});
