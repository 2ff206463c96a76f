import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots-txt";
import { sitemapEntries, sitemapXml } from "./sitemap-xml";

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
