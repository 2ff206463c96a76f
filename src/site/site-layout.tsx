import { registerEmbedWords } from "@/modules/cookies/components/embed-words";
import { embedWordsOf } from "@/modules/cookies/components/embed-words.server";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { preload } from "react-dom";
import { shellStringsFor } from "@/lib/shell-strings";
import { siteStylesOf } from "@/modules/menus/menus.service";
import { SiteFooter } from "@/modules/menus/components/site-footer";
import { SiteHeader } from "@/modules/menus/components/site-header";
import { LanguageBanner } from "@/modules/banners/components/language-banner";
import { SiteBannersView } from "@/modules/banners/components/site-banners";
import { CookieNotice } from "@/modules/cookies/components/cookie-notice";
import { EditingGate } from "@/modules/editing/components/editing-gate";
import { HelpWidgetLauncher } from "@/modules/help-widget/components/help-widget-launcher";
import { requireSite } from "@/modules/organizations/site.service";
import { SiteJsonLd } from "@/modules/seo/components/site-json-ld";
import { siteMetadata } from "@/modules/seo/seo.service";
import { organizationTag } from "@/server/cache";
import { cacheThisPage } from "@/server/http/page-render";
import { loadShell } from "./shell-data";

// Shared by every site page (the 404 page included): origin for relative URLs, OpenGraph basics (see modules/seo).
export async function siteLayoutMetadata({ params }: { params: Promise<{ host: string; lang: string }> }): Promise<Metadata> {
  return siteMetadata(await params);
}

// The public shell around every site page: header and footer from the organization's menus, styles and settings.
// Nothing here reads the visitor, so every page inside is cached by the front server until the organization's content changes.
export async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ host: string; lang: string }> }) {
  // The shell island asks for the session once it has hydrated; fetched from the head, the answer is
  // there by then, and an admin's editing tools arrive one round trip sooner (the same one request).
  // Before the first await: the public renderer keeps only hints given then (render-html.ts).
  preload("/api/session", { as: "fetch", crossOrigin: "anonymous" });
  const { site, link } = await requireSite(params);
  cacheThisPage(organizationTag(site.organization.id));
  const { menu: items, banners, bannersAt, cookieCategories } = await loadShell(site.organization.id);
  const styles = siteStylesOf(site.settings);
  const labels = shellStringsFor(site.locale);
  // The words of third-party embeds' placeholders in sections, in the page's language.
  registerEmbedWords(embedWordsOf(site.locale));
  const languages = { withSwitch: site.withLanguageSwitch, current: site.locale, defaultLocale: site.defaultLocale, locales: site.locales };
  return (
    // The shell an admin's save swaps for the fresh page's (showFreshPage, src/lib/island-roots.ts).
    <div data-page-shell className="flex min-h-screen flex-col">
      <CookieNotice site={site} categories={cookieCategories} />
      <SiteBannersView banners={banners} renderedAt={bannersAt} locale={site.locale} defaultLocale={site.defaultLocale} />
      <SiteHeader
        siteName={site.siteName}
        logo={site.logo}
        items={items}
        style={styles.header}
        locale={site.locale}
        link={link}
        labels={labels}
        languages={languages}
        organizationId={site.organization.id}
      />
      <main className="flex-1">{children}</main>
      <SiteFooter siteName={site.siteName} items={items} style={styles.footer} locale={site.locale} link={link} labels={labels} languages={languages} />
      <LanguageBanner locale={site.locale} locales={site.locales} defaultLocale={site.defaultLocale} />
      <SiteJsonLd params={params} menu={items} />
      <HelpWidgetLauncher site={site} />
      <EditingGate />
    </div>
  );
}
