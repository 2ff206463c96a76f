import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { shellStringsFor } from "@/lib/shell-strings";
import { SiteFooter } from "@/modules/menus/components/site-footer";
import { defaultFooterStyle } from "@/modules/organizations/organizations.schema";
import { createTestOrganization } from "@/testing/factories";
import type { ConsentConfig } from "./consent-state";
import { testConsentConfig } from "@/testing/consent-config";
import { createCategory, createService } from "../cookies.service";
import { createCategoryBody, createServiceBody } from "../cookies.validation";
import { knownLocales, type Locale } from "@/lib/locales";
import { consentText, privacyDialogText, type ConsentStrings } from "./consent-strings";
import { getSettingsOrThrow } from "@/modules/organizations/organizations.service";
import { CookieNotice, CookieNoticeView } from "./cookie-notice";

const consentStrings = Object.fromEntries(knownLocales.map((locale) => [locale, consentText(locale)])) as Record<Locale, ConsentStrings>;

const config = testConsentConfig;

const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&amp;/g, "&").replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">");
const configOf = (html: string) => JSON.parse(decode(/data-config="([^"]*)"/.exec(html)![1]!)) as ConsentConfig;

describe("the cookie notice", () => {
  it("is in the page hidden, fixed at the bottom over the content, with the spec's title and buttons", () => {
    const html = renderToStaticMarkup(createElement(CookieNoticeView, { config, text: consentStrings.en }));
    expect(html).toMatch(/^<section id="cookie-notice" hidden="" aria-labelledby="cookie-notice-title" data-config="[^"]+" class="pointer-events-none fixed inset-x-0 bottom-\[var\(--admin-bar-height,0px\)\] z-50 /);
    expect(html).toContain('<h2 id="cookie-notice-title" class="text-base font-semibold text-gray-900">Privacy &amp; Cookies</h2>');
    expect(html.match(/<button type="button" data-consent="(\w+)"[^>]*>([^<]+)<\/button>/g)?.map((button) => button.replace(/<[^>]+>/g, ""))).toEqual(["Settings", "Reject all", "Accept all"]);
    expect(html).toMatch(/data-consent="settings"[\s\S]*data-consent="reject"[\s\S]*data-consent="accept"/);
    expect(html).toContain('<p role="alert" data-consent-error="Failed to save consent. Please try again."');
    expect(html).toContain('href="/cookie-policy"');
    expect(configOf(html)).toEqual(config);
  });

  it("speaks the page's language", () => {
    const html = renderToStaticMarkup(createElement(CookieNoticeView, { config, text: consentStrings.es }));
    expect(html).toContain(">Privacidad y cookies</h2>");
    expect(html).toContain(">Rechazar todo</button>");
    expect(html).toContain(">Aceptar todo</button>");
  });

  it("has every text in the eleven site languages, the English quoting the spec", () => {
    const keys = Object.keys(consentStrings.en);
    expect(Object.keys(consentStrings).sort()).toEqual(["de", "en", "es", "fr", "it", "ja", "nl", "pl", "pt", "ru", "zh"]);
    for (const [locale, text] of Object.entries(consentStrings)) {
      expect(Object.keys(text), locale).toEqual(keys);
      for (const [key, value] of Object.entries(text)) expect(value.trim(), `${locale}.${key}`).not.toBe("");
      expect(text.consentStatus, locale).toContain("{status}");
      for (const key of ["embedNotice", "embedAlwaysAllow", "embedVideo"] as const) expect(text[key], `${locale}.${key}`).toContain("{provider}");
    }
    expect(consentStrings.en).toMatchObject({
      title: "Privacy & Cookies",
      settings: "Settings",
      rejectAll: "Reject all",
      acceptAll: "Accept all",
      privacySettings: "Privacy Settings",
      categories: "Categories",
      services: "Services",
      saveSettings: "Save Settings",
      rejectAllDialog: "Reject All",
      acceptAllDialog: "Accept All",
      close: "Close",
      errorHeading: "Error loading privacy settings. Please try again.",
      loadFailed: "Failed to load categories. Please try again.",
      timedOut: "Loading timed out. Please try refreshing the page.",
      consentFailed: "Failed to save consent. Please try again.",
      settingsFailed: "Failed to save settings. Please try again.",
      consentStatus: "Failed to save consent: {status}",
    });
  });

  it("carries the organization's active services, policy revision and links from the database", async () => {
    const { organization } = await createTestOrganization();
    const essential = await createCategory(organization.id, createCategoryBody.parse({ name: "Essential" }));
    const media = await createCategory(organization.id, createCategoryBody.parse({ name: "External media", name_translation: { de: "Externe Medien" } }));
    const session = await createService(organization.id, createServiceBody.parse({ category_id: essential.id, name: "Session" }));
    const youtube = await createService(organization.id, createServiceBody.parse({ category_id: media.id, name: "YouTube", hosts: ["youtube.com", "youtube-nocookie.com"] }));
    await createService(organization.id, createServiceBody.parse({ category_id: media.id, name: "Retired", active: false }));

    const settings = await getSettingsOrThrow(organization.id);
    const site = { organization: { id: organization.id, name: "Acme", slug: "acme", type: "general" }, locale: "de" as const, lang: "de", siteName: "Acme", logo: "/logo.svg", settings };
    const html = renderToStaticMarkup(await CookieNotice({ site }));
    expect(html).toContain(">Datenschutz &amp; Cookies</h2>");
    expect(html).toContain('href="/de/cookie-policy"');
    expect(configOf(html)).toEqual({
      organizationId: organization.id,
      revision: 1,
      locale: "de",
      siteName: "Acme",
      logo: "/logo.svg",
      privacyPolicy: "/de/privacy-policy",
      cookiePolicy: "/de/cookie-policy",
      services: [
        { id: session.id, name: "Session", essential: true, hosts: [] },
        { id: youtube.id, name: "YouTube", essential: false, hosts: ["youtube.com", "youtube-nocookie.com"] },
      ],
      dialog: privacyDialogText("de"),
    });
  });
});

describe("the footer's Privacy Settings button", () => {
  it("opens the privacy dialog through the consent island, in every footer type", () => {
    for (const type of ["default", "compact", "grid"] as const) {
      const html = renderToStaticMarkup(
        createElement(SiteFooter, {
          siteName: "Atrium Demo",
          items: [],
          style: { ...defaultFooterStyle, type },
          locale: "de",
          link: (path: string) => path,
          labels: shellStringsFor("de"),
          languages: { withSwitch: false, current: "de", defaultLocale: "en", locales: ["en", "de"] },
        }),
      );
      expect(html, type).toMatch(/<button type="button" data-consent="settings" class="[^"]*">Datenschutzeinstellungen<\/button>/);
    }
  });
});
