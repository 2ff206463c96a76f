import fs from "node:fs";
import path from "node:path";
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
import SiteLayout, { generateMetadata as siteLayoutMetadata } from "../[host]/[lang]/(site)/layout";
import * as home from "../[host]/[lang]/(site)/page";
import * as sitePage from "../[host]/[lang]/(site)/[...path]/page";
import * as basket from "../[host]/[lang]/(site)/basket/page";
import * as book from "../[host]/[lang]/(site)/book/page";
import * as search from "../[host]/[lang]/(site)/search/page";
import * as meet from "../[host]/[lang]/(site)/meet/[id]/page";
import PageNotFound, { metadata as notFoundMetadata } from "../[host]/[lang]/(site)/not-found";
import { NotFoundNotice } from "../[host]/[lang]/not-found-notice";
import { RootDocument, rootMetadata } from "../[host]/[lang]/root-document";
import { loadShell } from "../[host]/[lang]/(site)/shell-data";
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

/** The stylesheet Next built for the root layout, from its client reference manifest. */
let stylesheets: string[] | undefined;
function rootStylesheets(): string[] {
  if (stylesheets) return stylesheets;
  const file = path.join(process.cwd(), ".next/server/app/[host]/[lang]/(site)/page_client-reference-manifest.js");
  // The file assigns one JSON object: globalThis.__RSC_MANIFEST["/[host]/[lang]/(site)/page"] = {…};
  const source = fs.readFileSync(file, "utf8");
  const entry = JSON.parse(source.slice(source.indexOf("= {", source.indexOf("__RSC_MANIFEST[")) + 2).replace(/;\s*$/, "")) as { entryCSSFiles?: Record<string, { path: string }[]> };
  const css = Object.entries(entry?.entryCSSFiles ?? {}).find(([name]) => name.endsWith("/src/app/[host]/[lang]/layout"))?.[1] ?? [];
  stylesheets = css.map((item) => `/_next/${item.path}`);
  return stylesheets;
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

/** The document around a page: the head Next would write from the metadata of each level, the islands' runtime. */
function documentHtml(hostParam: string, lang: string, levels: Metadata[], body: ReactNode): Promise<Buffer> {
  const head = (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      {rootStylesheets().map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="next" />
      ))}
      <MetadataHead levels={levels} />
    </>
  );
  return renderHtml(
    <RootDocument host={hostParam} lang={lang} head={head}>
      {body}
    </RootDocument>,
    { bootstrapModules: [`${islandsUrl}/${islandsManifest().runtime.file}`] },
  );
}

/**
 * The site's 404 page inside its layout, in the page's language or, when the site does not offer
 * that language, its default one; on a host of no organization, the page that says so.
 */
async function missingPage(hostParam: string, lang: string): Promise<PublicPage> {
  const shownLang = (await loadSite(hostParam, lang)) ? lang : defaultLang;
  if (!(await loadSite(hostParam, shownLang))) {
    return { status: 404, html: await documentHtml(hostParam, shownLang, [await rootMetadata({ host: hostParam, lang: shownLang })], <NotFoundNotice organizationKnown={false} />) };
  }
  const params = Promise.resolve({ host: hostParam, lang: shownLang });
  const levels = await Promise.all([rootMetadata({ host: hostParam, lang: shownLang }), siteLayoutMetadata({ params }), notFoundMetadata]);
  const html = await documentHtml(
    hostParam,
    shownLang,
    levels,
    <SiteLayout params={params}>
      <PageNotFound />
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
    const levels = await Promise.all([rootMetadata({ host: hostParam, lang }), siteLayoutMetadata({ params }), route.page.generateMetadata({ params: pageParams })]);
    const html = await documentHtml(
      hostParam,
      lang,
      levels,
      <SiteLayout params={params}>
        <Page params={pageParams} />
      </SiteLayout>,
    );
    return { status: 200, html };
  } catch (error) {
    if (isNotFound(error)) return missingPage(hostParam, lang);
    throw error;
  }
}
