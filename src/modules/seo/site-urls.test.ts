import { describe, expect, it } from "vitest";
import { absoluteUrl, canonicalUrl, isLocalHost, languageAlternates, siteOrigin } from "./site-urls";

describe("siteOrigin", () => {
  it("is https for public hosts and http for local ones", () => {
    expect(siteOrigin("acme.com")).toBe("https://acme.com");
    expect(siteOrigin("www.acme.com:8443")).toBe("https://www.acme.com:8443");
    expect(siteOrigin("localhost:3000")).toBe("http://localhost:3000");
    expect(siteOrigin("demo.localhost:3000")).toBe("http://demo.localhost:3000");
    expect(siteOrigin("127.0.0.1:3000")).toBe("http://127.0.0.1:3000");
  });

  it("lower-cases the host and drops a default port", () => {
    expect(siteOrigin("ACME.com:443")).toBe("https://acme.com");
    expect(siteOrigin("Demo.Localhost:80")).toBe("http://demo.localhost");
  });

  it("takes the scheme of a configured URL naming the same host", () => {
    expect(siteOrigin("intranet.acme.test", ["http://intranet.acme.test", null])).toBe("http://intranet.acme.test");
    expect(siteOrigin("acme.localhost:3000", [null, "https://acme.localhost:3000"])).toBe("https://acme.localhost:3000");
    // Another host's URL says nothing about this one.
    expect(siteOrigin("www.acme.com", ["http://acme.com"])).toBe("https://www.acme.com");
    // A URL without a scheme says nothing either.
    expect(siteOrigin("acme.com", ["acme.com"])).toBe("https://acme.com");
  });

  it("knows local hosts", () => {
    expect(isLocalHost("localhost")).toBe(true);
    expect(isLocalHost("a.b.localhost:1")).toBe(true);
    expect(isLocalHost("[::1]:3000")).toBe(true);
    expect(isLocalHost("localhost.acme.com")).toBe(false);
    expect(isLocalHost("mylocalhost")).toBe(false);
  });
});

describe("canonicalUrl and languageAlternates", () => {
  const origin = "https://acme.com";

  it("gives the default language no prefix and the others theirs", () => {
    expect(canonicalUrl(origin, "/", "en", "en")).toBe("https://acme.com/");
    expect(canonicalUrl(origin, "/", "es", "en")).toBe("https://acme.com/es");
    expect(canonicalUrl(origin, "/about", "en", "en")).toBe("https://acme.com/about");
    expect(canonicalUrl(origin, "/about", "de", "en")).toBe("https://acme.com/de/about");
    // An organization whose default is Spanish: /es/... is not canonical, /en/... is.
    expect(canonicalUrl(origin, "/about", "es", "es")).toBe("https://acme.com/about");
    expect(canonicalUrl(origin, "/about", "en", "es")).toBe("https://acme.com/en/about");
  });

  it("lists every enabled language and x-default (the default language)", () => {
    expect(languageAlternates(origin, "/about", ["en", "es", "de"], "en")).toEqual({
      en: "https://acme.com/about",
      es: "https://acme.com/es/about",
      de: "https://acme.com/de/about",
      "x-default": "https://acme.com/about",
    });
    expect(languageAlternates("http://localhost:3000", "/", ["en"], "en")).toEqual({ en: "http://localhost:3000/", "x-default": "http://localhost:3000/" });
  });

  it("names each language's own path when a post's address differs per language (decision 042)", () => {
    const paths = (locale: string) => (locale === "es" ? "/blog/primeros-pasos" : "/blog/getting-started");
    expect(languageAlternates(origin, paths, ["en", "es", "de"], "en")).toEqual({
      en: "https://acme.com/blog/getting-started",
      es: "https://acme.com/es/blog/primeros-pasos",
      de: "https://acme.com/de/blog/getting-started",
      "x-default": "https://acme.com/blog/getting-started",
    });
  });
});

describe("absoluteUrl", () => {
  it("resolves site paths on the origin and keeps absolute http(s) URLs", () => {
    expect(absoluteUrl("https://acme.com", "/demo/logo.svg")).toBe("https://acme.com/demo/logo.svg");
    expect(absoluteUrl("https://acme.com", "https://cdn.example.com/a.jpg")).toBe("https://cdn.example.com/a.jpg");
  });

  it("refuses empty values and other schemes", () => {
    expect(absoluteUrl("https://acme.com", null)).toBeNull();
    expect(absoluteUrl("https://acme.com", "  ")).toBeNull();
    expect(absoluteUrl("https://acme.com", "javascript:alert(1)")).toBeNull();
    expect(absoluteUrl("https://acme.com", "data:image/png;base64,AAAA")).toBeNull();
  });
});
