import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { shellStrings } from "@/lib/shell-strings";
import { defaultFooterStyle, defaultHeaderStyle } from "@/modules/organizations/organizations.schema";
import type { MenuEntry } from "../menu-rules";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

const entry = (display_name: string, order: number, submenus: string[] = [], overrides: Partial<MenuEntry> = {}): MenuEntry => ({
  display_name,
  display_name_translation: { es: `${display_name} (es)` },
  url_name: display_name.toLowerCase(),
  description: null,
  image: null,
  order,
  is_displayed: true,
  is_displayed_on_footer: true,
  submenu_items: submenus.map((name, index) => ({ name, name_translation: {}, url_name: name.toLowerCase(), description: `About ${name}`, description_translation: {}, image: null, order: index * 10, is_displayed: true })),
  ...overrides,
});
const items = [entry("Home", 0), entry("Services", 10, ["Visas", "Relocation", "Study"]), entry("About", 20, ["Team"])];
const link = (path: string) => `/es${path === "/" ? "" : path}`;

describe("the public header", () => {
  it("renders plain links, a dropdown and a mega panel, translated and with the language prefix", () => {
    const html = renderToStaticMarkup(createElement(SiteHeader, { siteName: "Atrium Demo", logo: null, items, style: defaultHeaderStyle, locale: "es", link, labels: shellStrings.es }));
    expect(html).toContain('href="/es"');
    expect(html).toContain('href="/es/services"');
    expect(html).toContain("Services (es)");
    expect(html).toContain("About Visas");
    expect(html).toContain("grid-cols-2");
    expect(html).toContain("Iniciar sesión");
    expect(html).toContain("3 opciones");
  });

  it("says so when there are no menu items", () => {
    const html = renderToStaticMarkup(createElement(SiteHeader, { siteName: "Atrium Demo", logo: null, items: [], style: defaultHeaderStyle, locale: "en", link: (p: string) => p, labels: shellStrings.en }));
    expect(html).toContain("No menu items available");
  });
});

describe("the public footer", () => {
  it("gives items with submenus their own column, groups the rest, and offers guests Login and Register", () => {
    const html = renderToStaticMarkup(createElement(SiteFooter, { siteName: "Atrium Demo", items, style: defaultFooterStyle, locale: "en", link: (p: string) => p, labels: shellStrings.en }));
    expect(html).toContain(">Services</h2>");
    expect(html).toContain(">Links</h2>");
    expect(html).toContain('href="/register"');
    expect(html).toContain(`© ${new Date().getFullYear()} Atrium Demo`);
  });

  it("shows the first 6 links in the compact type", () => {
    const many = Array.from({ length: 9 }, (_, index) => entry(`Link ${index}`, index));
    const html = renderToStaticMarkup(createElement(SiteFooter, { siteName: "X", items: many, style: { ...defaultFooterStyle, type: "minimal" }, locale: "en", link: (p: string) => p, labels: shellStrings.en }));
    expect(html).toContain("Link 5");
    expect(html).not.toContain("Link 6");
  });
});
