import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots-txt";
import { fileShare, pagesPerFile, parseSitemapFilePath, sitemapFilePath } from "./sitemap-files";
import { sitemapEntries, sitemapIndexXml, sitemapXml } from "./sitemap-xml";

describe("sitemapEntries", () => {
  const site = { origin: "https://acme.com", locales: ["es", "en"], defaultLocale: "en" };

  it("lists every page in every language, default language first, each with all alternates", () => {
    const updated = new Date("2026-11-20T10:00:00Z");
    const entries = sitemapEntries(site, [{ path: "/" }, { path: "/about", lastModified: updated }]);
    expect(entries.map((entry) => entry.loc)).toEqual(["https://acme.com/", "https://acme.com/es", "https://acme.com/about", "https://acme.com/es/about"]);
    expect(entries[0]).toEqual({ loc: "https://acme.com/", alternates: { es: "https://acme.com/es", en: "https://acme.com/", "x-default": "https://acme.com/" } });
    expect(entries[3]).toEqual({
      loc: "https://acme.com/es/about",
      lastModified: updated,
      alternates: { es: "https://acme.com/es/about", en: "https://acme.com/about", "x-default": "https://acme.com/about" },
    });
  });
});

describe("sitemapXml", () => {
  it("writes the sitemaps.org format with xhtml:link alternates, escaped", () => {
    const xml = sitemapXml([
      { loc: "https://acme.com/a?b=1&c=2", lastModified: new Date("2026-01-02T03:04:05Z"), alternates: { en: "https://acme.com/a?b=1&c=2", "x-default": "https://acme.com/" } },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        "  <url>",
        "    <loc>https://acme.com/a?b=1&amp;c=2</loc>",
        "    <lastmod>2026-01-02T03:04:05.000Z</lastmod>",
        '    <xhtml:link rel="alternate" hreflang="en" href="https://acme.com/a?b=1&amp;c=2"/>',
        '    <xhtml:link rel="alternate" hreflang="x-default" href="https://acme.com/"/>',
        "  </url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("is a valid empty urlset without entries", () => {
    expect(sitemapXml([])).toContain("<urlset");
    expect(sitemapXml([])).toContain("</urlset>");
  });
});

describe("robotsTxt", () => {
  it("allows everything but the API and the private pages, and names the sitemap", () => {
    const text = robotsTxt("https://acme.com");
    const lines = text.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    expect(lines).toContain("Disallow: /api/");
    for (const path of ["/account", "/admin", "/login", "/register", "/reset-password"]) {
      expect(lines).toEqual(expect.arrayContaining([`Disallow: ${path}$`, `Disallow: ${path}?`, `Disallow: ${path}/`]));
    }
    expect(lines).toContain("Sitemap: https://acme.com/sitemap.xml");
  });

  it("does not hide pages whose slug merely starts like a private path", () => {
    // A bare "Disallow: /register" would also hide /registered-agents.
    expect(robotsTxt("https://acme.com").split("\n")).not.toContain("Disallow: /register");
  });

  it("disallows the private pages under every language prefix too", () => {
    const lines = robotsTxt("http://localhost:3000", ["en", "es"]).split("\n");
    expect(lines).toEqual(expect.arrayContaining(["Disallow: /es/login$", "Disallow: /en/account/", "Disallow: /login?"]));
    expect(lines.filter((line) => line === "Disallow: /api/")).toHaveLength(1);
    expect(lines).toContain("Sitemap: http://localhost:3000/sitemap.xml");
  });
});

describe("sitemapIndexXml", () => {
  it("names each file with its date, escaped", () => {
    expect(sitemapIndexXml([{ loc: "https://acme.com/sitemaps/posts-1.xml?a=1&b=2", lastModified: new Date("2026-01-02T03:04:05Z") }, { loc: "https://acme.com/sitemaps/pages-1.xml" }])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "  <sitemap>",
        "    <loc>https://acme.com/sitemaps/posts-1.xml?a=1&amp;b=2</loc>",
        "    <lastmod>2026-01-02T03:04:05.000Z</lastmod>",
        "  </sitemap>",
        "  <sitemap>",
        "    <loc>https://acme.com/sitemaps/pages-1.xml</loc>",
        "  </sitemap>",
        "</sitemapindex>",
        "",
      ].join("\n"),
    );
  });
});

describe("sitemap files", () => {
  it("are named by listing and number from 1, and nothing else parses as one", () => {
    expect(sitemapFilePath("posts", 2)).toBe("/sitemaps/posts-2.xml");
    expect(parseSitemapFilePath("/sitemaps/posts-2.xml")).toEqual({ listing: "posts", file: 2 });
    for (const path of ["/sitemaps/posts-0.xml", "/sitemaps/posts-02.xml", "/sitemaps/other-1.xml", "/es/sitemaps/posts-1.xml", "/sitemaps/posts-1.xml.gz"]) expect(parseSitemapFilePath(path)).toBeNull();
  });

  it("hold the cap's worth of pages in every language, the listing's own addresses first", () => {
    expect(pagesPerFile(10_000, 3)).toBe(3333);
    expect(pagesPerFile(2, 3)).toBe(1);
    // Five pages a file, two leading addresses (/docs and a set): the first file has three rows.
    expect(fileShare(1, 5, 2)).toEqual({ leading: [0, 2], offset: 0, limit: 3 });
    expect(fileShare(2, 5, 2)).toEqual({ leading: [2, 2], offset: 3, limit: 5 });
    // More leading addresses than a file holds: they run on into the second.
    expect(fileShare(1, 2, 3)).toEqual({ leading: [0, 2], offset: 0, limit: -1 });
    expect(fileShare(2, 2, 3)).toEqual({ leading: [2, 3], offset: 0, limit: 1 });
  });
});
