import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/locales";
import { createTestOrganization } from "@/testing/factories";
import { createBanner } from "../banners.service";
import { bannerBody } from "../banners.validation";
import { LanguageBanner } from "./language-banner";
import { SiteBanners, SiteBannersView } from "./site-banners";

type Row = Parameters<typeof SiteBannersView>[0]["banners"][number];

const end = new Date("2031-01-31T22:59:00.000Z");

const row = (fields: Partial<Row> = {}): Row => ({
  id: "11111111-1111-4111-8111-111111111111",
  position: "top",
  type: "permanent",
  content: { text: "<p>Spring <strong>sale</strong></p>", text_translation: { es: "<p>Rebajas de <strong>primavera</strong></p>" } },
  landing_content: null,
  open_state: "full",
  dismissal_duration: "7 days",
  page_paths: [],
  is_fixed_above_navbar: false,
  start_date_promotion: null,
  end_date_promotion: null,
  end_date_promotion_is_displayed: false,
  audience: "everyone",
  audience_languages: [],
  ...fields,
});

const render = (banners: Row[], locale: Locale = "en") => renderToStaticMarkup(createElement(SiteBannersView, { banners, renderedAt: Date.now(), locale, defaultLocale: "en" }));
const banner = (html: string, id: string) => new RegExp(`<div[^>]*data-id="${id}"[^>]*>`).exec(html)?.[0] ?? "";

describe("SiteBannersView", () => {
  it("renders a banner hidden first when most visitors must not see it yet: before its start, or for members; for one language on its pages only (issue 33)", () => {
    const id = "22222222-2222-4222-8222-222222222222";
    const tagOf = (fields: Partial<Row>, locale: Locale = "en") => banner(render([row({ id, ...fields })], locale), id);
    const later = new Date(Date.now() + 3_600_000);
    expect(tagOf({ start_date_promotion: later })).toMatch(/\shidden[\s>=]/);
    expect(tagOf({ start_date_promotion: later })).toContain(`data-start="${later.getTime()}"`);
    expect(tagOf({ start_date_promotion: new Date(Date.now() - 60_000) })).not.toMatch(/\shidden[\s>=]/);
    expect(tagOf({ audience: "members" })).toMatch(/\shidden[\s>=]/);
    expect(tagOf({ audience: "members" })).toContain('data-audience="members"');
    expect(tagOf({ audience: "visitors" })).not.toMatch(/\shidden[\s>=]/);
    expect(tagOf({ audience_languages: ["es"] })).toBe("");
    expect(tagOf({ audience_languages: ["es"] }, "es")).toContain("data-banner");
  });

  it("renders each banner shown (no layout shift for most visitors), with what the island needs as data attributes", () => {
    const html = render([row({ end_date_promotion: end, page_paths: ["/blog/*"] })]);
    const tag = banner(html, "11111111-1111-4111-8111-111111111111");
    expect(tag).not.toMatch(/\shidden[\s>=]/);
    expect(tag).toContain("data-banner");
    expect(tag).toContain(`data-end="${end.getTime()}"`);
    expect(tag).toContain('data-dismissal-duration="7 days"');
    expect(tag).toContain(`data-dismiss-ms="${7 * 24 * 60 * 60 * 1000}"`);
    expect(tag).toContain('data-position="top"');
    expect(tag).toContain('data-type="permanent"');
    expect(tag).toContain('data-open-state="full"');
    const path = /data-path="([^"]*)"/.exec(tag)![1]!.replace(/&amp;/g, "&");
    expect(new RegExp(path).test("/es/blog/news")).toBe(true);
    expect(new RegExp(path).test("/about")).toBe(false);
    expect(html).toContain("Spring <strong>sale</strong>");
    expect(html).toMatch(/<section data-banners="true" aria-label="Announcements">/);
    // The island that decides what shows renders nothing on the server.
    expect(html).not.toContain("<script");
  });

  it("shows the text in the page's language, falling back to the base text (001 §5)", () => {
    expect(render([row()], "es")).toContain("Rebajas de <strong>primavera</strong>");
    expect(render([row()], "de")).toContain("Spring <strong>sale</strong>");
  });

  it("skips banners without an id (001 §5)", () => {
    expect(render([row({ id: "" })])).not.toContain("data-banner=");
  });

  it("gives a closed banner a close button and a permanent one none (001 §4)", () => {
    expect(render([row({ type: "closed" })])).toMatch(/<button type="button" data-banner-close="true" aria-label="Close"/);
    expect(render([row()])).not.toContain("data-banner-close");
    expect(render([row({ type: "closed" })], "de")).toContain('aria-label="Schließen"');
  });

  it("has a countdown to the end only when the end date is displayed, with 'Sale Ended' for after (001 §4)", () => {
    const html = render([row({ end_date_promotion: end, end_date_promotion_is_displayed: true })]);
    expect(html).toContain(`data-countdown="${end.getTime()}" role="timer"`);
    // The time left as the page renders, so that the island changes no width (no layout shift).
    const daysLeft = String(Math.floor((end.getTime() - Date.now()) / 86_400_000));
    expect(html).toMatch(new RegExp(`<b[^>]*>${daysLeft}</b>d`));
    expect(html).toContain("Ends in");
    expect(html.match(/<b /g)).toHaveLength(4);
    expect(html).toContain("Sale Ended");
    expect(render([row({ end_date_promotion: end })])).not.toContain("data-countdown");
    expect(render([row({ end_date_promotion: end, end_date_promotion_is_displayed: true })], "fr")).toContain("Offre terminée");
  });

  it("places fixed top banners above the navbar, 56 px each, and the others by position (001 §2, §9)", () => {
    const html = render([
      row({ id: "a", is_fixed_above_navbar: true }),
      row({ id: "b", is_fixed_above_navbar: true }),
      row({ id: "c" }),
      row({ id: "d", position: "bottom" }),
      row({ id: "e", position: "left" }),
      row({ id: "f", position: "right" }),
    ]);
    expect(banner(html, "a")).toContain("data-fixed");
    expect(banner(html, "a")).toContain("h-14");
    expect(banner(html, "c")).not.toContain("data-fixed");
    expect(html).toContain("html:has([data-fixed]:not([hidden])){--banner-offset:56px}");
    expect(html).toContain("html:has([data-fixed]:not([hidden])~[data-fixed]:not([hidden])){--banner-offset:112px}");
    expect(html).toContain('style="height:var(--banner-offset, 0px)"');
    expect(html).toMatch(/fixed inset-x-0 top-0 z-50[^>]*><div[^>]*data-id="a"/);
    expect(html).toMatch(/fixed inset-x-0 bottom-\[var\(--admin-bar-height,0px\)\] z-50[^>]*><div[^>]*data-id="d"/);
    expect(html).toMatch(/left-4[^>]*><div[^>]*data-id="e"/);
    expect(html).toMatch(/right-4[^>]*><div[^>]*data-id="f"/);
    // Without fixed banners there is no offset to make.
    expect(render([row()])).not.toContain("--banner-offset:56px");
  });

  it("opens a banner's landing content in the area of its open state, without script (001 §4, §8)", () => {
    const html = render([row({ landing_content: "<p>All the details</p>", open_state: "right-30" })]);
    expect(html).toMatch(/<button type="button" popovertarget="banner-landing-11111111-1111-4111-8111-111111111111"[^>]*>Learn more<\/button>/i);
    expect(html).toMatch(/id="banner-landing-[^"]+" popover="auto" role="dialog"/);
    expect(html).toContain("w-[30%]");
    expect(html).toContain("<p>All the details</p>");
    expect(render([row({ landing_content: "" })])).toContain("No landing content available.");
    expect(render([row()])).not.toContain("popover");
  });

  it("links in the page's language, and marks links that open a new tab", () => {
    const link = { url: "/pricing", label: "See plans", label_translation: { es: "Ver planes" } };
    expect(render([row({ content: { link } })], "es")).toContain('href="/es/pricing"');
    expect(render([row({ content: { link } })], "es")).toContain("Ver planes");
    expect(render([row({ content: { link } })])).toContain('href="/pricing"');
    const external = render([row({ content: { link: { url: "https://example.com", label: "Partner", isExternal: true } } })]);
    expect(external).toContain('href="https://example.com" target="_blank" rel="noopener noreferrer"');
    expect(external).toContain("(opens in a new tab)");
  });

  it("colours the banner from the palette, with readable text when no text colour is named", () => {
    expect(render([row({ content: { text: "x", banner_background: "amber-100" } })])).toMatch(/style="background:oklch\(96\.2% 0\.059 95\.617\);color:oklch\(21%/);
    expect(render([row({ content: { text: "x", banner_background: "sky-700", banner_content_style: "white" } })])).toContain("color:#fff");
  });
});

describe("LanguageBanner", () => {
  const html = renderToStaticMarkup(createElement(LanguageBanner, { locale: "en", locales: ["en", "es", "de"], defaultLocale: "en" }));

  it("has a closed, labelled modal dialog for each other language, written in that language", () => {
    expect(html.match(/<dialog /g)).toHaveLength(2);
    expect(html).not.toContain('id="language-banner-en"');
    expect(html).toMatch(/<dialog id="language-banner-de" data-language-banner="de" lang="de" aria-labelledby="language-banner-de-title"/);
    expect(html).toContain('<h2 id="language-banner-de-title"');
    expect(html).toContain("Diese Seite gibt es auch auf Deutsch");
    expect(html).not.toMatch(/<dialog[^>]* open/);
  });

  it("offers Keep (the page's language) and Switch, a language link to the other one", () => {
    const english = renderToStaticMarkup(createElement(LanguageBanner, { locale: "de", locales: ["en", "de"], defaultLocale: "en" }));
    expect(english).toMatch(/<form [^>]*method="dialog"><button type="submit" value="keep"[^>]*>Keep <span lang="de"[^>]*>Deutsch<\/span>/);
    expect(english).toMatch(/<a href="\/" data-language="en" hreflang="en"[^>]*>Switch <span[^>]*>English<\/span>/i);
    expect(html).toMatch(/<a href="\/de" data-language="de"[^>]*>Wechseln/);
  });

  it("renders nothing for a site with one language", () => {
    expect(renderToStaticMarkup(createElement(LanguageBanner, { locale: "en", locales: ["en"], defaultLocale: "en" }))).toBe("");
  });
});

describe("SiteBanners", () => {
  it("renders the organization's enabled banners that have not ended, by order", async () => {
    const { organization } = await createTestOrganization();
    const { organization: other } = await createTestOrganization();
    const create = (organizationId: string, fields: Record<string, unknown>) => createBanner(organizationId, bannerBody.parse(fields));
    await create(organization.id, { content: { text: "Second" }, order: 20 });
    await create(organization.id, { content: { text: "First" }, order: 10 });
    await create(organization.id, { content: { text: "Disabled" }, is_enabled: false });
    await create(organization.id, { content: { text: "Ended" }, end_date_promotion: new Date(Date.now() - 1000).toISOString() });
    await create(other.id, { content: { text: "Theirs" } });

    const html = renderToStaticMarkup(await SiteBanners({ organizationId: organization.id, locale: "en", defaultLocale: "en" }));
    expect(html.indexOf("First")).toBeGreaterThan(0);
    expect(html.indexOf("Second")).toBeGreaterThan(html.indexOf("First"));
    for (const text of ["Disabled", "Ended", "Theirs"]) expect(html).not.toContain(text);
  });
});
