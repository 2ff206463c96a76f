import type { Metadata } from "next";
import type { ReactNode } from "react";
import { isBackOfficePath } from "@/lib/back-office";
import { islandsUrl } from "@/lib/islands";
import { defaultLang, splitLocale } from "@/lib/site-path";
import { islandsManifest } from "@/server/islands/island";
import { renderHtml } from "@/server/islands/render-html";
import type { PublicPage } from "@/server/http/page-front";
import { loadPageContent } from "@/modules/layout/page-content.server";
import { loadSite } from "@/modules/organizations/site.service";
import { resolveTenant } from "@/modules/organizations/organizations.service";
import { MissingPage, missingPageMetadata } from "./missing-page";
import { NotFoundNotice } from "./not-found-notice";
import * as basket from "./pages/basket";
import * as book from "./pages/book";
import * as home from "./pages/home";
import * as meet from "./pages/meet";
import * as search from "./pages/search";
import * as sitePage from "./pages/site-page";
import { documentMetadata, RootDocument } from "./root-document";
import { loadShell } from "./shell-data";
import { SiteLayout, siteLayoutMetadata } from "./site-layout";
import { MetadataHead } from "./metadata-head";

/**
 * The public renderer (docs/decisions/030, 034): every page a visitor can open (home, created
 * pages, blog, help center, documentation, products, basket, booking, waiting room, search, and the
 * site's 404 page), for everyone: visitor, member or admin get the same HTML (an admin's editing
 * layer loads on the client). Rendered by react-dom/server straight to HTML, with the same layouts,
 * pages and metadata as Next's App Router had, without its Flight payload or client router. Client
 * components are islands (src/server/islands). The back office is Next's: the answer is then null.
 */

type PageParams = Record<string, string | string[]>;
interface PageModule {
  default: (props: { params: Promise<never> }) => ReactNode | Promise<ReactNode>;
  generateMetadata: (props: { params: Promise<never> }) => Promise<Metadata>;
}
/** A public route: its page module and the parameters the page reads besides host and language. */
type Route = { page: PageModule; params: PageParams };

/** The route of a path below the language prefix, as Next's file routes matched it. */
function routeOf(segments: string[]): Route {
  const [first, second] = segments;
  if (segments.length === 0) return { page: home as PageModule, params: {} };
  if (segments.length === 1 && first === "basket") return { page: basket as PageModule, params: {} };
  if (segments.length === 1 && first === "book") return { page: book as PageModule, params: {} };
  if (segments.length === 1 && first === "search") return { page: search as PageModule, params: {} };
  if (segments.length === 2 && first === "meet") return { page: meet as PageModule, params: { id: second! } };
  return { page: sitePage as PageModule, params: { path: segments } };
}

/**
 * permanentRedirect() of a page (a post at another of its addresses, decision 042): Next's error
 * with the digest "NEXT_REDIRECT;replace;{url};308;". Its status and target, or null.
 */
function redirectOf(error: unknown): { status: number; location: string } | null {
  const digest = typeof error === "object" && error !== null ? (error as { digest?: unknown }).digest : undefined;
  if (typeof digest !== "string" || !digest.startsWith("NEXT_REDIRECT;")) return null;
  const parts = digest.split(";");
  return { status: Number(parts.at(-2)) || 307, location: parts.slice(2, -2).join(";") };
}

/** notFound() of a page or of requireSite: Next's error with the digest "NEXT_HTTP_ERROR_FALLBACK;404". */
function isNotFound(error: unknown): boolean {
  const digest = typeof error === "object" && error !== null ? (error as { digest?: unknown }).digest : undefined;
  return typeof digest === "string" && digest.startsWith("NEXT_HTTP_ERROR_FALLBACK;404");
}

/**
 * The shell's reads and, on the home page, the page's, started at once rather than when the layout
 * and the page get to them: started in the same turn as the settings' read (the host's organization
 * is known from the tenant cache), they travel in its statement (readAsOne), and the metadata, the
 * layout and the page find them done (oncePerRender). A failure is theirs to report: nothing here.
 */
function startReads(host: string, home: boolean) {
  void resolveTenant(host)
    .then((organization) => organization && Promise.all([loadShell(organization.id), home && loadPageContent(organization.id, "/")]))
    .catch(() => undefined);
}

/** The document around a page: the head Next would write from the metadata of each level, the page's script. */
function documentHtml(locale: string, levels: Metadata[], body: ReactNode): Promise<Buffer> {
  const head = (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <link rel="preload" href={`${islandsUrl}/${islandsManifest().font}`} as="font" type="font/woff2" crossOrigin="anonymous" />
      <link rel="stylesheet" href={`${islandsUrl}/${islandsManifest().stylesheet}`} precedence="site" />
      <MetadataHead levels={levels} />
    </>
  );
  return renderHtml(
    <RootDocument locale={locale} head={head}>
      {body}
    </RootDocument>,
    { bootstrapModules: [`${islandsUrl}/${islandsManifest().pageScript}`] },
  );
}

/**
 * The site's 404 page inside its layout, in the page's language or, when the site does not offer
 * that language, its default one; on a host of no organization, the page that says so.
 */
async function missingPage(hostParam: string, lang: string): Promise<PublicPage> {
  const site = (await loadSite(hostParam, lang)) ?? (await loadSite(hostParam, defaultLang));
  if (!site) return { status: 404, html: await documentHtml("en", [documentMetadata(null)], <NotFoundNotice organizationKnown={false} />) };
  const params = Promise.resolve({ host: hostParam, lang: site.lang });
  const levels = [documentMetadata(site.siteName), await siteLayoutMetadata({ params }), missingPageMetadata];
  const html = await documentHtml(
    site.locale,
    levels,
    <SiteLayout params={params}>
      <MissingPage />
    </SiteLayout>,
  );
  return { status: 404, html };
}

/** A public page's HTML and status, or null for the back office (Next's). Throws what is not a 404: the front answers it 500. */
export async function renderPublicPage(host: string, pathname: string): Promise<PublicPage | null> {
  if (isBackOfficePath(pathname)) return null;
  const { lang, rest } = splitLocale(pathname);
  const segments = rest.split("/").filter(Boolean);
  // As Next gave them: the host escaped (the proxy's rewrite), the path's segments as in the URL.
  const hostParam = encodeURIComponent(host);
  const route = routeOf(segments);
  const params = Promise.resolve({ host: hostParam, lang });
  const pageParams = Promise.resolve({ host: hostParam, lang, ...route.params }) as Promise<never>;
  if (route.page === home || route.page === sitePage) startReads(host, route.page === home);
  const Page = route.page.default;
  try {
    const [site, ...levels] = await Promise.all([loadSite(hostParam, lang), siteLayoutMetadata({ params }), route.page.generateMetadata({ params: pageParams })]);
    const html = await documentHtml(
      site?.locale ?? "en",
      [documentMetadata(site?.siteName), ...levels],
      <SiteLayout params={params}>
        <Page params={pageParams} />
      </SiteLayout>,
    );
    return { status: 200, html };
  } catch (error) {
    if (isNotFound(error)) return missingPage(hostParam, lang);
    const redirect = redirectOf(error);
    if (redirect) return { status: redirect.status, location: redirect.location, html: `Moved to ${redirect.location}\n`, contentType: "text/plain; charset=utf-8" };
    throw error;
  }
}
