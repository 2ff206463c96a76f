import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/locales";
import { shellStringsFor } from "@/lib/shell-strings";
import { defaultFooterStyle, defaultHeaderStyle, type FooterStyle, type HeaderStyle } from "@/modules/organizations/organizations.schema";
import type { MenuEntry } from "../menu-rules";
import type { ShellLanguages } from "./shell-context";
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
  submenu_items: submenus.map((name, index) => ({
    name,
    name_translation: {},
    url_name: name.toLowerCase(),
    description: `About ${name}`,
    description_translation: {},
    image: `/demo/${name.toLowerCase()}.svg`,
    order: index * 10,
    is_displayed: true,
  })),
  ...overrides,
});
const items = [entry("Home", 0), entry("Services", 10, ["Visas", "Relocation", "Study"]), entry("About", 20, ["Team"])];
const spanish = (path: string) => `/es${path === "/" ? "" : path}`;
const same = (path: string) => path;
const languages = (overrides: Partial<ShellLanguages> = {}): ShellLanguages => ({ withSwitch: true, current: "es", defaultLocale: "en", locales: ["en", "es", "de"], ...overrides });

function header(options: { style?: Partial<HeaderStyle>; locale?: Locale; items?: MenuEntry[]; logo?: string | null; siteName?: string; languages?: ShellLanguages } = {}) {
  const locale = options.locale ?? "es";
  return renderToStaticMarkup(
    createElement(SiteHeader, {
      siteName: options.siteName ?? "Atrium Demo",
      logo: options.logo ?? null,
      items: options.items ?? items,
      style: { ...defaultHeaderStyle, ...options.style },
      locale,
      link: locale === "es" ? spanish : same,
      labels: shellStringsFor(locale),
      languages: options.languages ?? languages({ current: locale }),
      organizationId: "org-1",
    }),
  );
}

function footer(options: { style?: Partial<FooterStyle>; items?: MenuEntry[]; languages?: ShellLanguages } = {}) {
  return renderToStaticMarkup(
    createElement(SiteFooter, {
      siteName: "Atrium Demo",
      items: options.items ?? items,
      style: { ...defaultFooterStyle, ...options.style },
      locale: "en",
      link: same,
      labels: shellStringsFor("en"),
      languages: options.languages ?? languages({ current: "en" }),
    }),
  );
}

/** The markup of one top-level menu item of the desktop bar. */
function menuItem(html: string, kind: string): string {
  const start = html.indexOf(`data-menu-kind="${kind}"`);
  expect(start).toBeGreaterThan(-1);
  const next = html.indexOf("data-menu-kind=", start + 1);
  return html.slice(start, next === -1 ? html.indexOf("</ul>", html.indexOf("data-panel", start)) : next);
}

describe("the public header", () => {
  it("renders a plain link, a dropdown and a mega panel of image cards, translated and with the language prefix", () => {
    const html = header();
    expect(html).toContain('href="/es"');
    expect(html).toContain("Services (es)");

    const plain = menuItem(html, "link");
    expect(plain).toContain('href="/es"');
    expect(plain).not.toContain("data-panel");

    const dropdown = menuItem(html, "dropdown");
    expect(dropdown).toContain('data-panel="dropdown"');
    expect(dropdown).toContain('href="/es/team"');

    const mega = menuItem(html, "mega");
    expect(mega).toContain('data-panel="mega"');
    expect(mega).toContain("inset-x-0");
    expect(mega).toContain('src="/demo/visas.svg"');
    expect(mega).toContain("About Visas");
    expect(mega).toContain('href="/es/relocation"');
  });

  it("opens panels on hover and focus without script, and hides them 300 ms after", () => {
    const dropdown = menuItem(header(), "dropdown");
    expect(dropdown).toContain("group-hover/item:visible");
    expect(dropdown).toContain("group-focus-within/item:visible");
    expect(dropdown).toContain("delay-300");
  });

  it("ships no next/link and no client router: every link is a plain anchor", () => {
    const html = header();
    expect(html).not.toMatch(/data-prefetch|__next/);
    expect(html.match(/<a /g)?.length).toBeGreaterThan(10);
  });

  it("offers a phone menu with an accordion per item and its option count", () => {
    const html = header();
    expect(html).toMatch(/popovertarget="mobile-menu"/i);
    expect(html).toContain('<nav id="mobile-menu" popover="auto" aria-label="Menú"');
    expect(html).toContain("<details");
    expect(html).toContain("3 opciones");
    expect(html).toContain("1 opción");
  });

  it("links the basket, with a count badge that stays hidden until the island finds items", () => {
    const html = header();
    expect(html).toContain('href="/es/basket"');
    expect(html).toContain(">Cesta</span>");
    expect(html).toMatch(/<span data-basket-count="true" hidden=""/);
  });

  it("offers guests a login link that opens the modal, and works as a link before the script runs", () => {
    expect(header()).toMatch(/<a href="\/es\/login" data-login-modal="true" aria-haspopup="dialog" class="inline-flex in-data-\[session=admin\]:hidden in-data-\[session=user\]:hidden/);
  });

  it("has the Profile panel for members and the Admin panel for admins, each shown only for its session", () => {
    const html = header({ locale: "en" });
    const panel = (id: string) => html.slice(html.indexOf(`<div id="${id}"`), html.indexOf("</div>", html.indexOf(`<div id="${id}"`)));
    expect(html).toMatch(/popovertarget="account-panel-user" aria-label="Profile"[^>]*class="hidden in-data-\[session=user\]:inline-flex/i);
    expect(html).toMatch(/popovertarget="account-panel-admin" aria-label="Admin"[^>]*class="hidden in-data-\[session=admin\]:inline-flex/i);
    const user = panel("account-panel-user");
    expect(user).toContain('popover="auto"');
    expect(user.match(/>([^<>]+)<\/(a|button)>/g)).toEqual(['>Account</a>', '>Contact</a>', '>Logout</button>']);
    // Contact opens the ticket modal; without the script it leads to the tickets page.
    expect(user).toMatch(/href="\/account\/profile\/tickets" data-ticket-modal="contact" aria-haspopup="dialog"/);
    expect(user).toContain('href="/account"');
    const admin = panel("account-panel-admin");
    expect(admin).toContain(">Admin</p>");
    expect(admin.match(/>([^<>]+)<\/(a|button)>/g)).toEqual(['>Dashboard</a>', '>Tickets</a>', '>Meetings</a>', '>AI Agents</a>', '>Logout</button>']);
    expect(admin).toContain('data-ticket-modal="inbox"');
    expect(admin).toContain('href="/admin"');
    expect(admin).toContain('href="/admin/ai/management"');
    expect(admin).toContain("data-logout");
  });

  it("switches language to each enabled language's home, naming each in its own language", () => {
    const html = header();
    expect(html).toContain('data-language-switch');
    expect(html).toMatch(/href="\/" data-language="en" hreflang="en" lang="en"/i);
    expect(html).toContain('href="/de" data-language="de"');
    expect(html).toMatch(/data-language="es"[^>]*aria-current="true"[^>]*>Español</);
    expect(html).toContain('<span class="sr-only">Idioma:</span><span class="uppercase">es</span>');
  });

  it("shows no language switch when the setting is off, or for the mini types", () => {
    expect(header({ languages: languages({ withSwitch: false }) })).not.toContain("data-language=");
    expect(header({ languages: languages({ locales: ["es"] }) })).not.toContain("data-language=");
    expect(header({ style: { type: "mini" } })).not.toContain("data-language=");
    expect(header({ style: { type: "ring_card_mini" } })).not.toContain("data-language=");
  });

  it("gives each of the five types its own frame", () => {
    const frame = (type: HeaderStyle["type"]) => {
      const html = header({ style: { type } });
      return html.slice(0, html.indexOf("<nav"));
    };
    expect(frame("default")).toContain('data-header-type="default"');
    expect(frame("default")).toContain("data-hides-on-scroll");
    expect(frame("default")).toContain("sticky top-0");

    expect(frame("fixed")).not.toContain("data-hides-on-scroll");
    expect(frame("fixed")).toContain("sticky top-0");

    expect(frame("transparent")).toContain("fixed inset-x-0 top-0");
    expect(frame("transparent")).toContain("opacity-0");

    expect(header({ style: { type: "mini" } })).toMatch(/<nav aria-label="Main" class="[^"]*h-12/);

    expect(frame("ring_card_mini")).toContain("rounded-2xl");
    expect(frame("ring_card_mini")).toContain("ring-1");
    expect(frame("ring_card_mini")).toContain("max-w-5xl");
  });

  it("uses the style's colours, width and logo height; the logo is 32px on phones", () => {
    const html = header({ logo: "/demo/logo.svg", style: { background: "slate-900", color: "white", color_hover: "sky-300", menu_width: "lg", logo_height: "h-16" } });
    expect(html).toContain("--header-hover:oklch(");
    expect(html).toContain('style="background:oklch(');
    expect(html).toMatch(/<nav aria-label="Main" class="[^"]*max-w-5xl/);
    expect(html).toMatch(/<img data-logo="true" src="\/demo\/logo.svg" alt="Atrium Demo" class="h-8 [^"]*md:h-16/);
  });

  it("says so when there are no menu items, and when there is no logo nor site name", () => {
    const html = header({ items: [], locale: "en", siteName: " " });
    expect(html).toContain("No menu items available");
    expect(html).toContain("No logo available");
  });
});

describe("the public footer", () => {
  it("gives items with submenus their own column, groups the rest by 8 under Links, and offers guests Login and Register", () => {
    const plain = Array.from({ length: 10 }, (_, index) => entry(`Link ${index}`, 100 + index));
    const html = footer({ items: [...items, ...plain] });
    expect(html).toContain(">Services</h2>");
    expect(html).toContain(">About</h2>");
    expect(html.match(/>Links<\/h2>/g)).toHaveLength(2);
    const columns = html.split("data-footer-column").slice(1);
    const linkColumns = columns.filter((column) => column.includes(">Links</h2>"));
    expect(linkColumns.map((column) => column.match(/<li>/g)?.length)).toEqual([8, 3]);
    expect(html).toMatch(/>Profile<\/h2><ul[^>]*><li><a[^>]*href="\/login">Login<\/a><\/li><li><a[^>]*href="\/register">Register<\/a>/);
    expect(html).toContain(`© ${new Date().getFullYear()} Atrium Demo`);
  });

  it("lays out 4 columns in the grid type and maps stacked to default", () => {
    expect(footer({ style: { type: "grid" } })).toContain("md:grid-cols-4");
    expect(footer({ style: { type: "stacked" } })).toContain('data-footer-layout="default"');
  });

  it("does what the footer editor's style cards say: transparent has no colour of its own, fixed a shadow above it (issue 34)", () => {
    const footerTag = (html: string) => /<footer[^>]*>/.exec(html)![0];
    expect(footerTag(footer({ style: { type: "transparent", background: "slate-900" } }))).toContain("background:transparent");
    expect(footerTag(footer({ style: { type: "fixed" } }))).toContain("box-shadow");
    expect(footerTag(footer({ style: { type: "default" } }))).not.toMatch(/transparent|box-shadow/);
  });

  it("shows the first 6 links in the compact types", () => {
    const many = Array.from({ length: 9 }, (_, index) => entry(`Link ${index}`, index));
    for (const type of ["compact", "light", "minimal"] as const) {
      const html = footer({ items: many, style: { type } });
      expect(html).toContain('data-footer-layout="compact"');
      expect(html).toContain("Link 5");
      expect(html).not.toContain("Link 6");
    }
  });

  it("ends with the Admin column for admins and a Profile column for members, shown by session", () => {
    const html = footer();
    const column = (role: string) => html.slice(html.indexOf(`data-footer-account="${role}"`), html.indexOf("</div>", html.indexOf(`data-footer-account="${role}"`)));
    expect(column("guest")).toContain("in-data-[session=admin]:hidden");
    expect(column("admin")).toContain("hidden in-data-[session=admin]:block");
    expect(column("admin").match(/>([^<>]+)<\/(h2|a|button)>/g)).toEqual(['>Admin</h2>', '>Dashboard</a>', '>Tickets</a>', '>Meetings</a>', '>AI Agents</a>', '>Logout</button>']);
    expect(column("user").match(/>([^<>]+)<\/(h2|a|button)>/g)).toEqual(['>Profile</h2>', '>Account</a>', '>Contact</a>', '>Logout</button>']);
    expect(column("user")).toContain('data-ticket-modal="contact"');
  });

  it("has a language switch only when the setting is on", () => {
    expect(footer()).toContain('data-language="es"');
    expect(footer({ languages: languages({ withSwitch: false }) })).not.toContain("data-language=");
  });
});
