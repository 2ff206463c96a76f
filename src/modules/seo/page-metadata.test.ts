import { describe, expect, it } from "vitest";
import { buildPageMetadata, buildSiteMetadata, createdPageSeo, homeSeo, metaDescription, titleWithSite, type HeroSeoFields, type SeoSite } from "./page-metadata";

const site: SeoSite = { origin: "https://acme.com", siteName: "Acme", logo: "/media/logo.png", locale: "en", defaultLocale: "en", locales: ["en", "es"] };

function hero(overrides: Partial<HeroSeoFields> = {}): HeroSeoFields {
  return {
    title: "<strong>Visas</strong> made simple",
    title_translation: {},
    description: "<p>We handle your visa &amp; relocation.</p>",
    description_translation: {},
    image: "https://cdn.example.com/hero.jpg",
    background_style: {},
    ...overrides,
  };
}

const page = { slug: "about", title: "About us", metadescription_for_page: "Who we are and how we work.", description: "Our story", main_photo: null };

describe("metaDescription and titleWithSite", () => {
  it("makes plain text and cuts it at 160 characters on a word", () => {
    expect(metaDescription("<p>Hello &amp; welcome</p>")).toBe("Hello & welcome");
    expect(metaDescription("  ")).toBeUndefined();
    const long = metaDescription("word ".repeat(60));
    expect(Array.from(long!).length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/word…$/);
  });

  it("adds the site name unless the title already has it", () => {
    expect(titleWithSite("About us", "Acme")).toBe("About us | Acme");
    expect(titleWithSite("Visas | ACME", "Acme")).toBe("Visas | ACME");
    expect(titleWithSite("", "Acme")).toBe("Acme");
  });
});

describe("homeSeo", () => {
  it("reads the hero's SEO title, else its title, with the site name", () => {
    expect(homeSeo(hero({ background_style: { seo_title: "Immigration advice | Acme" } }), site)).toMatchObject({ path: "/", title: "Immigration advice | Acme" });
    expect(homeSeo(hero(), site)).toMatchObject({
      title: "Visas made simple | Acme",
      description: "We handle your visa & relocation.",
      image: "https://cdn.example.com/hero.jpg",
    });
  });

  it("prefers the hero's translation in another language, as the SEO title has none", () => {
    const translatedHero = hero({
      background_style: { seo_title: "Immigration advice" },
      title_translation: { es: "Visados fáciles" },
      description_translation: { es: "<p>Nos ocupamos de su visado.</p>" },
    });
    expect(homeSeo(translatedHero, { ...site, locale: "es" })).toMatchObject({ title: "Visados fáciles | Acme", description: "Nos ocupamos de su visado." });
    expect(homeSeo(translatedHero, { ...site, locale: "de" as never })).toMatchObject({ title: "Immigration advice | Acme" });
  });

  it("is the site name alone without a hero", () => {
    expect(homeSeo(null, site)).toEqual({ path: "/", title: "Acme" });
  });
});

describe("createdPageSeo", () => {
  it("takes the meta description, else the description, else the hero's", () => {
    expect(createdPageSeo(page, null, site)).toMatchObject({ path: "/about", title: "About us | Acme", description: "Who we are and how we work.", image: null });
    expect(createdPageSeo({ ...page, metadescription_for_page: null }, null, site).description).toBe("Our story");
    expect(createdPageSeo({ ...page, metadescription_for_page: null, description: null }, hero(), site).description).toBe("We handle your visa & relocation.");
  });

  it("takes the page's photo, else its hero's image", () => {
    expect(createdPageSeo({ ...page, main_photo: "/media/about.jpg" }, hero(), site).image).toBe("/media/about.jpg");
    expect(createdPageSeo(page, hero(), site).image).toBe("https://cdn.example.com/hero.jpg");
  });
});

describe("buildPageMetadata", () => {
  it("gives title, description, canonical, hreflang, OpenGraph and a large Twitter card", () => {
    const metadata = buildPageMetadata({ ...site, locale: "es" }, createdPageSeo({ ...page, main_photo: "/media/about.jpg" }, null, site));
    expect(metadata.title).toEqual({ absolute: "About us | Acme" });
    expect(metadata.description).toBe("Who we are and how we work.");
    expect(metadata.alternates).toEqual({
      canonical: "https://acme.com/es/about",
      languages: { en: "https://acme.com/about", es: "https://acme.com/es/about", "x-default": "https://acme.com/about" },
    });
    expect(metadata.openGraph).toMatchObject({
      type: "website",
      url: "https://acme.com/es/about",
      title: "About us | Acme",
      description: "Who we are and how we work.",
      siteName: "Acme",
      locale: "es_ES",
      alternateLocale: ["en_US"],
      images: [{ url: "https://acme.com/media/about.jpg", alt: "About us | Acme" }],
    });
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image", title: "About us | Acme", images: [{ url: "https://acme.com/media/about.jpg" }] });
    expect(metadata.robots).toBeUndefined();
  });

  it("falls back to the logo, and to a small card without any image", () => {
    const withLogo = buildPageMetadata(site, { path: "/", title: "Acme" });
    expect(withLogo.openGraph?.images).toEqual([{ url: "https://acme.com/media/logo.png", alt: "Acme" }]);
    expect(withLogo.alternates?.canonical).toBe("https://acme.com/");
    const bare = buildPageMetadata({ ...site, logo: null }, { path: "/", title: "Acme" });
    expect(bare.openGraph?.images).toBeUndefined();
    expect(bare.twitter).toMatchObject({ card: "summary" });
  });

  it("says noindex when asked", () => {
    expect(buildPageMetadata(site, { path: "/x", title: "x", noindex: true }).robots).toEqual({ index: false, follow: true });
  });

  it("links the blog's RSS and Atom feeds in the page's language when given the blog's title, and no feed otherwise", () => {
    const spanish: SeoSite = { ...site, locale: "es" };
    expect(buildPageMetadata(spanish, { path: "/blog/pets", title: "Pets | Acme", feedTitle: "Noticias | Acme" }).alternates?.types).toEqual({
      "application/rss+xml": [{ url: "https://acme.com/es/blog/rss.xml", title: "Noticias | Acme" }],
      "application/atom+xml": [{ url: "https://acme.com/es/blog/atom.xml", title: "Noticias | Acme" }],
    });
    expect(buildPageMetadata(site, { path: "/about", title: "About" }).alternates?.types).toBeUndefined();
  });
});

describe("buildSiteMetadata", () => {
  it("sets the origin and the OpenGraph basics the 404 page inherits", () => {
    const metadata = buildSiteMetadata(site);
    expect(String(metadata.metadataBase)).toBe("https://acme.com/");
    expect(metadata.openGraph).toMatchObject({ siteName: "Acme", locale: "en_US", images: [{ url: "https://acme.com/media/logo.png" }] });
  });
});
