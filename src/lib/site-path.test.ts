import { describe, expect, it } from "vitest";
import { pageInLanguage, pathInLanguage } from "./site-path";

describe("the same page in another language (spec 001 §2)", () => {
  it("swaps the language prefix and keeps the rest of the path", () => {
    expect(pathInLanguage("/es/services/visas", "de", "en")).toBe("/de/services/visas");
    expect(pathInLanguage("/services", "es", "en")).toBe("/es/services");
  });

  it("drops the prefix for the organization's default language", () => {
    expect(pathInLanguage("/es/services", "en", "en")).toBe("/services");
    expect(pathInLanguage("/es", "en", "en")).toBe("/");
    expect(pathInLanguage("/de/blog", "de", "de")).toBe("/blog");
  });

  it("links the home page of a language", () => {
    expect(pathInLanguage("/", "es", "en")).toBe("/es");
    expect(pathInLanguage("/de", "es", "en")).toBe("/es");
  });

  it("keeps a first segment that only looks like a language", () => {
    expect(pathInLanguage("/esperanto", "de", "en")).toBe("/de/esperanto");
    expect(pathInLanguage("/xx/page", "de", "en")).toBe("/de/xx/page");
  });
});

describe("the page on show in another language (a language link, decision 042)", () => {
  /** A page at `href` whose head names these alternates (hreflang → URL). */
  const pageAt = (href: string, alternates: Record<string, string>) => {
    const url = new URL(href);
    const head = {
      querySelector: (selector: string) => {
        const lang = /hreflang="([^"]+)"/.exec(selector)?.[1];
        const alternate = lang ? alternates[lang] : undefined;
        return alternate ? { getAttribute: (name: string) => (name === "href" ? alternate : null) } : null;
      },
    };
    return { document: { head }, location: { href, pathname: url.pathname, search: url.search } };
  };

  it("follows the head's hreflang link, where a post's address differs per language, on the visitor's origin", () => {
    const post = pageAt("http://acme.localhost:3000/es/blog/primeros-pasos?ref=1", { en: "https://acme.com/blog/getting-started", es: "https://acme.com/es/blog/primeros-pasos" });
    expect(pageInLanguage(post, "en", "en")).toBe("/blog/getting-started?ref=1");
    expect(pageInLanguage(post, "es", "en")).toBe("/es/blog/primeros-pasos?ref=1");
  });

  it("swaps the prefix when the head names no version in that language (a 404 page)", () => {
    expect(pageInLanguage(pageAt("https://acme.com/es/nowhere", {}), "de", "en")).toBe("/de/nowhere");
  });
});
