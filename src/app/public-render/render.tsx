import fs from "node:fs";
import path from "node:path";
import type { Metadata } from "next";
import { splitLocale } from "@/lib/site-path";
import { islandsUrl } from "@/lib/islands";
import { islandsManifest } from "@/server/islands/island";
import { renderHtml } from "@/server/islands/render-html";
import { loadPageContent } from "@/modules/layout/page-content.server";
import { resolveTenant } from "@/modules/organizations/organizations.service";
import SiteLayout, { generateMetadata as siteLayoutMetadata } from "../[host]/[lang]/(site)/layout";
import HomePage, { generateMetadata as homeMetadata } from "../[host]/[lang]/(site)/page";
import SitePage, { generateMetadata as sitePageMetadata } from "../[host]/[lang]/(site)/[...path]/page";
import { RootDocument, rootMetadata } from "../[host]/[lang]/root-document";
import { loadShell } from "../[host]/[lang]/(site)/shell-data";
import { MetadataHead } from "./metadata-head";

/**
 * The public renderer (docs/decisions/030): the home page and the pages of the site's catch-all
 * route (created pages, blog, posts, help center, documentation, products), for visitors without a
 * session, rendered by react-dom/server straight to HTML: the same layouts, pages and metadata as
 * Next's App Router, without its Flight payload, second pass or client router. Client components
 * are islands (src/server/islands). Anything else, and any page that answers otherwise than with
 * itself (notFound(), redirect()), is left to Next: the answer is then null.
 */
const appDir = path.join(process.cwd(), "src/app/[host]/[lang]");

/** Whether a directory of the app holds a page (blog/ holds only its feeds, which are not pages). */
function holdsPage(dir: string): boolean {
  return fs.readdirSync(dir, { withFileTypes: true }).some((entry) => (entry.isDirectory() ? holdsPage(path.join(dir, entry.name)) : entry.name === "page.tsx"));
}

/** First path segments that name a page route of their own (login, basket, account…), which Next serves. */
const ownRoutes = new Set(
  [appDir, path.join(appDir, "(site)")].flatMap((dir) =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !/^[([]/.test(entry.name) && holdsPage(path.join(dir, entry.name)))
      .map((entry) => entry.name),
  ),
);

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

/** Errors with which a page hands over to Next: notFound(), redirect() and the like carry a digest "NEXT_…". */
function isHandover(error: unknown): boolean {
  return typeof error === "object" && error !== null && typeof (error as { digest?: unknown }).digest === "string" && (error as { digest: string }).digest.startsWith("NEXT_");
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

export async function renderPublicPage(host: string, pathname: string): Promise<Buffer | null> {
  const { lang, rest } = splitLocale(pathname);
  const segments = rest.split("/").filter(Boolean);
  if (segments.length > 0 && ownRoutes.has(segments[0]!)) return null;
  // As Next gives them: the host escaped (the proxy's rewrite), the path's segments as in the URL.
  const hostParam = encodeURIComponent(host);
  const params = Promise.resolve({ host: hostParam, lang });
  const pageParams = Promise.resolve({ host: hostParam, lang, path: segments });
  startReads(host, segments.length === 0);
  const Page = segments.length === 0 ? <HomePage params={params} /> : <SitePage params={pageParams} />;
  try {
    const levels: Metadata[] = await Promise.all([rootMetadata({ host: hostParam, lang }), siteLayoutMetadata({ params }), segments.length === 0 ? homeMetadata({ params }) : sitePageMetadata({ params: pageParams })]);
    const manifest = islandsManifest();
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
    return await renderHtml(
      <RootDocument host={hostParam} lang={lang} head={head}>
        <SiteLayout params={params}>{Page}</SiteLayout>
      </RootDocument>,
      { bootstrapModules: [`${islandsUrl}/${manifest.runtime.file}`] },
    );
  } catch (error) {
    if (isHandover(error)) return null;
    throw error;
  }
}
