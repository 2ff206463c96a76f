import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { breadcrumbTrail } from "@/modules/layout/components/breadcrumb-trail";
import { JsonLd } from "./components/json-ld";
import { articleJsonLd, breadcrumbJsonLd, serializeJsonLd, siteJsonLd, socialProfiles } from "./json-ld";
import { canonicalUrl } from "./site-urls";

describe("serializeJsonLd", () => {
  it("escapes what could end the script, keeping the same JSON", () => {
    const data = { name: "</script><script>alert(1)</script> & <!--" };
    const text = serializeJsonLd(data);
    expect(text).not.toContain("<");
    expect(text).not.toContain(">");
    expect(text).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(text)).toEqual(data);
  });

  it("renders as a script tag whose content stays inside it", () => {
    const html = renderToStaticMarkup(createElement(JsonLd, { data: { "@type": "Thing", name: "a</script>b" } }));
    expect(html).toBe('<script type="application/ld+json">{"@type":"Thing","name":"a\\u003c/script\\u003eb"}</script>');
    expect(renderToStaticMarkup(createElement(JsonLd, { data: null }))).toBe("");
  });
});

describe("socialProfiles", () => {
  it("keeps profile links on social networks, once each", () => {
    expect(
      socialProfiles([
        "/about",
        "https://www.linkedin.com/company/acme",
        "https://www.linkedin.com/company/acme",
        "https://x.com/acme",
        "https://facebook.com/",
        "https://example.com/facebook.com",
        "mailto:hi@acme.com",
        "not a url",
        null,
      ]),
    ).toEqual(["https://www.linkedin.com/company/acme", "https://x.com/acme"]);
  });
});

describe("siteJsonLd", () => {
  it("describes the Organization and the WebSite in the page's language", () => {
    const graph = siteJsonLd({
      origin: "https://acme.com",
      organizationName: "Acme Ltd",
      siteName: "Acme",
      logo: "/media/logo.png",
      locale: "es",
      defaultLocale: "en",
      sameAs: ["https://x.com/acme"],
    });
    expect(graph).toEqual({
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "Organization", "@id": "https://acme.com/#organization", name: "Acme Ltd", url: "https://acme.com/", logo: "https://acme.com/media/logo.png", sameAs: ["https://x.com/acme"] },
        { "@type": "WebSite", "@id": "https://acme.com/#website", name: "Acme", url: "https://acme.com/es", inLanguage: "es", publisher: { "@id": "https://acme.com/#organization" } },
      ],
    });
  });

  it("leaves out logo and sameAs when there are none", () => {
    const graph = siteJsonLd({ origin: "http://localhost:3000", organizationName: "Acme", siteName: "Acme", logo: null, locale: "en", defaultLocale: "en" });
    const [organization] = graph["@graph"] as Record<string, unknown>[];
    expect(organization).not.toHaveProperty("logo");
    expect(organization).not.toHaveProperty("sameAs");
  });
});

describe("breadcrumbJsonLd", () => {
  it("follows the breadcrumb trail with whole labels and absolute URLs", () => {
    const origin = "https://acme.com";
    const longTitle = "A page title much longer than twenty-five characters";
    const trail = breadcrumbTrail("/visa-help", {
      organizationType: "immigration",
      locale: "de",
      link: (path) => canonicalUrl(origin, path, "de", "en"),
      overrides: { "visa-help": { label: longTitle } },
    });
    expect(breadcrumbJsonLd(trail, origin)).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Startseite", item: "https://acme.com/de" },
        { "@type": "ListItem", position: 2, name: longTitle, item: "https://acme.com/de/visa-help" },
      ],
    });
  });

  it("is null on the home page, which has no trail", () => {
    expect(breadcrumbJsonLd([], "https://acme.com")).toBeNull();
  });
});

describe("articleJsonLd", () => {
  const post = {
    type: "BlogPosting" as const,
    origin: "https://acme.com",
    url: "https://acme.com/es/blog/pets",
    locale: "es",
    headline: "Moving abroad with pets",
    published: new Date("2026-11-01T09:00:00Z"),
    modified: new Date("2026-11-03T10:00:00Z"),
  };

  it("describes the post with its dates, author and image, published by the site's Organization", () => {
    expect(articleJsonLd({ ...post, description: "A checklist", image: "/api/media/files/pets.jpg", author: "Daniel Mensah" })).toEqual({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      "@id": "https://acme.com/es/blog/pets#article",
      url: "https://acme.com/es/blog/pets",
      mainEntityOfPage: "https://acme.com/es/blog/pets",
      headline: "Moving abroad with pets",
      description: "A checklist",
      image: "https://acme.com/api/media/files/pets.jpg",
      datePublished: "2026-11-01T09:00:00.000Z",
      dateModified: "2026-11-03T10:00:00.000Z",
      inLanguage: "es",
      author: { "@type": "Person", name: "Daniel Mensah" },
      publisher: { "@id": "https://acme.com/#organization" },
    });
  });

  it("leaves out what the post does not have; a documentation chapter is a TechArticle", () => {
    const bare = articleJsonLd({ ...post, type: "TechArticle", description: null, image: null, author: null });
    expect(bare["@type"]).toBe("TechArticle");
    expect(bare).not.toHaveProperty("description");
    expect(bare).not.toHaveProperty("image");
    expect(bare).not.toHaveProperty("author");
  });
});
