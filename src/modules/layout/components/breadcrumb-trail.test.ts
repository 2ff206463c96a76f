import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { knownLocales } from "@/lib/locales";
import { breadcrumbWords } from "../breadcrumb-strings";
import { breadcrumbTrail, type BreadcrumbOptions } from "./breadcrumb-trail";
import { Breadcrumbs } from "./breadcrumbs";

const spanish = (path: string) => `/es${path === "/" ? "" : path}`;
const options = (overrides: Partial<BreadcrumbOptions> = {}): BreadcrumbOptions => ({ organizationType: "general", locale: "en", link: (path) => path, ...overrides });
const labels = (path: string, extra: Partial<BreadcrumbOptions> = {}) => breadcrumbTrail(path, options(extra)).map((crumb) => crumb.label);

describe("the breadcrumb trail", () => {
  it("is empty on the home page, which shows no bar", () => {
    expect(breadcrumbTrail("/", options())).toEqual([]);
    expect(breadcrumbTrail("", options())).toEqual([]);
  });

  it("starts at Home and gives each segment a crumb: decoded, hyphens as spaces, first letter capitalised", () => {
    expect(labels("/about-us/our-team")).toEqual(["Home", "About us", "Our team"]);
    expect(labels("/caf%C3%A9-cr%C3%A8me")).toEqual(["Home", "Café crème"]);
    expect(labels("/%C3%A9tudes")).toEqual(["Home", "Études"]);
    expect(labels("/100%-sure")).toEqual(["Home", "100% sure"]);
  });

  it("links every crumb to its own path with the language prefix, and marks only the last as the page", () => {
    const trail = breadcrumbTrail("/guides/visa-help/", options({ link: spanish, locale: "es" }));
    expect(trail.map(({ label, href, current }) => ({ label, href, current }))).toEqual([
      { label: "Inicio", href: "/es", current: undefined },
      { label: "Guides", href: "/es/guides", current: undefined },
      { label: "Visa help", href: "/es/guides/visa-help", current: true },
    ]);
  });

  it("names /products after what the organization offers and /blog after what it publishes, in the page's language", () => {
    expect(labels("/products", { organizationType: "immigration" })).toEqual(["Home", "Services"]);
    expect(labels("/products", { organizationType: "education", locale: "de" })).toEqual(["Startseite", "Kurse"]);
    expect(labels("/products", { organizationType: "realestate", locale: "fr" })).toEqual(["Accueil", "Biens"]);
    expect(labels("/products", { organizationType: "software" })).toEqual(["Home", "Products"]);
    expect(labels("/blog", { organizationType: "solicitor" })).toEqual(["Home", "Insights"]);
    expect(labels("/blog", { organizationType: "immigration", locale: "ja" })).toEqual(["ホーム", "ブログ"]);
    expect(labels("/products", { organizationType: "unknown-type" })).toEqual(["Home", "Products"]);
    // Only the site's own sections: a page slug deeper down is just a word.
    expect(labels("/guides/products", { organizationType: "immigration" })).toEqual(["Home", "Guides", "Products"]);
  });

  it("names the site's /help-center and /docs in the page's language, and such slugs deeper down as words", () => {
    expect(labels("/help-center/registering")).toEqual(["Home", "Help Center", "Registering"]);
    expect(labels("/docs/portal-guide", { locale: "de" })).toEqual(["Startseite", "Dokumentation", "Portal guide"]);
    expect(labels("/guides/docs")).toEqual(["Home", "Guides", "Docs"]);
  });

  it("takes a label or a URL per segment in place of the derived one", () => {
    const trail = breadcrumbTrail("/products/visa-help", options({ link: spanish, overrides: { "visa-help": { label: "Visa help desk" }, products: { href: "/services" } } }));
    expect(trail.map(({ label, href }) => [label, href])).toEqual([
      ["Home", "/es"],
      ["Products", "/es/services"],
      ["Visa help desk", "/es/products/visa-help"],
    ]);
  });

  it("inserts extra crumbs right after the Products crumb, and only when there is one", () => {
    const afterProducts = [{ label: "Residence permits", href: "/products?category=residence" }];
    expect(labels("/products/golden-visa", { organizationType: "immigration", afterProducts })).toEqual(["Home", "Services", "Residence permits", "Golden visa"]);
    expect(labels("/about", { afterProducts })).toEqual(["Home", "About"]);
    const trail = breadcrumbTrail("/products", options({ afterProducts }));
    expect(trail.at(-1)).toMatchObject({ label: "Residence permits", href: "/products?category=residence", current: true });
    expect(trail[1]!.current).toBeUndefined();
  });

  it("cuts labels over 25 characters with an ellipsis and keeps the whole label for a tooltip", () => {
    const [, exact, long] = breadcrumbTrail("/twenty-five-characters-xy/a-title-that-is-far-too-long-to-fit", options());
    expect(exact).toMatchObject({ label: "Twenty five characters xy" });
    expect(exact!.fullLabel).toBeUndefined();
    expect(long).toMatchObject({ label: "A title that is far too l…", fullLabel: "A title that is far too long to fit" });
    // Characters, not UTF-16 units: an emoji at the cut stays whole.
    const [, emoji] = breadcrumbTrail("/x", options({ overrides: { x: { label: `${"a".repeat(24)}😀😀` } } }));
    expect(emoji!.label).toBe(`${"a".repeat(24)}😀…`);
  });

  it("has Home, the landmark name and 'On this page' in every site language", () => {
    for (const locale of knownLocales) {
      const words = breadcrumbWords(locale);
      expect([words.home, words.breadcrumb, words.onThisPage, ...Object.values(words.offering), ...Object.values(words.blog)].every((word) => word.trim() !== "")).toBe(true);
    }
  });
});

describe("the breadcrumb bar", () => {
  const render = (path: string, extra: Partial<BreadcrumbOptions> = {}) => renderToStaticMarkup(createElement(Breadcrumbs, { path, ...options({ link: spanish, locale: "es", ...extra }) }));

  it("is a labelled nav with an ordered list: a Home icon link, plain links, and the page as text", () => {
    const html = render("/products/golden-visa", { organizationType: "immigration" });
    expect(html).toMatch(/^<nav aria-label="Ruta de navegación"[^>]*><ol[^>]*>/);
    expect(html).toMatch(/<a href="\/es"[^>]*><svg aria-hidden="true"[^>]*>.*<\/svg><span class="sr-only">Inicio<\/span><\/a>/);
    expect(html).toMatch(/<a href="\/es\/products"[^>]*>Servicios<\/a>/);
    expect(html).toMatch(/<span aria-current="page"[^>]*>Golden visa<\/span>/);
    expect(html).not.toContain('href="/es/products/golden-visa"');
    expect(html.match(/<li/g)).toHaveLength(3);
  });

  it("shows a cut label with the whole one as its title", () => {
    const html = render("/a-title-that-is-far-too-long-to-fit");
    expect(html).toContain('title="A title that is far too long to fit"');
    expect(html).toContain(">A title that is far too l…</span>");
  });

  it("renders nothing on the home page, and never a script (structured data comes separately)", () => {
    expect(render("/")).toBe("");
    expect(render("/about")).not.toContain("<script");
  });
});
