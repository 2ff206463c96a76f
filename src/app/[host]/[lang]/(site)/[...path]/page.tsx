import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { breadcrumbStrings } from "@/modules/layout/breadcrumb-strings";
import { Breadcrumbs } from "@/modules/layout/components/breadcrumbs";
import { PageSections } from "@/modules/layout/components/page-sections";
import { TableOfContents } from "@/modules/layout/components/toc";
import { loadPageContent } from "@/modules/layout/page-content.server";
import { nestHeadings, tocMinHeadings, withHeadingIds } from "@/modules/layout/toc-headings";
import { requireSite } from "@/modules/organizations/site.server";
import { sanitizePostContent } from "@/modules/posts/post-content";
import { findPublishedPage } from "@/modules/posts/posts.service";
import { BreadcrumbJsonLd } from "@/modules/seo/components/site-json-ld";
import { createdPageMetadata } from "@/modules/seo/seo.service";
import { postTag } from "@/server/cache";
import { cacheThisPage } from "@/server/http/page-render";

type Params = Promise<{ host: string; lang: string; path: string[] }>;

async function loadPage(params: Params) {
  const { path } = await params;
  const { site, link } = await requireSite(params);
  const page = path.length === 1 ? await findPublishedPage(site.organization.id, decodeURIComponent(path[0]!)) : null;
  if (!page) notFound();
  return { site, link, page, path };
}

// Title, description, canonical, hreflang, OpenGraph and Twitter card (see modules/seo).
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { page } = await loadPage(params);
  return createdPageMetadata(await params, page);
}

// Typography for the editor's HTML (no typography plugin); headings stop below the sticky header when linked to.
const articleStyles = [
  "max-w-3xl text-base leading-7 text-gray-700",
  "[&_:is(h2,h3,h4,h5)]:scroll-mt-28 [&_:is(h2,h3,h4,h5)]:font-semibold [&_:is(h2,h3,h4,h5)]:tracking-tight [&_:is(h2,h3,h4,h5)]:text-gray-900",
  "[&_h2]:mt-12 [&_h2]:text-2xl [&_h3]:mt-8 [&_h3]:text-xl [&_h4]:mt-6 [&_h4]:text-lg [&_h5]:mt-6",
  "[&_p]:mt-4 [&_a]:text-sky-700 [&_a]:underline [&_strong]:text-gray-900",
  "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:mt-1",
  "[&_blockquote]:mt-6 [&_blockquote]:border-s-4 [&_blockquote]:border-gray-200 [&_blockquote]:ps-4 [&_blockquote]:italic",
  "[&_img]:mt-6 [&_img]:rounded-xl [&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-gray-500",
  "[&_pre]:mt-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-gray-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-gray-100",
  "[&_table]:mt-6 [&_table]:w-full [&_table]:text-sm [&_th]:py-2 [&_th]:text-start [&_td]:border-t [&_td]:border-gray-200 [&_td]:py-2",
  "[&>:first-child]:mt-0",
].join(" ");

/** The page's own content (sanitized on write), with "On this page" beside it when it has headings to list. */
function PageBody({ html, landing, tocTitle }: { html: string; landing: boolean; tocTitle: string }) {
  // Landing pages are free-form layouts from the code view: no typography and no table of contents (spec 000 §2).
  if (landing) return <div dangerouslySetInnerHTML={{ __html: html }} />;
  const { html: withIds, headings } = withHeadingIds(html);
  const toc = headings.length >= tocMinHeadings ? nestHeadings(headings) : null;
  const article = <article className={articleStyles} dangerouslySetInnerHTML={{ __html: withIds }} />;
  if (!toc) return <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">{article}</div>;
  // The contents come first in the document (above the text on phones) and move to the right column on wide screens.
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-12">
      <aside className="lg:col-start-2 lg:row-start-1">
        <TableOfContents entries={toc} title={tocTitle} />
      </aside>
      <div className="min-w-0 lg:col-start-1 lg:row-start-1">{article}</div>
    </div>
  );
}

// A page made through Create Page (/{slug}): breadcrumbs, its title, the sections placed on it, then its content.
export default async function SitePage({ params }: { params: Params }) {
  const { site, link, page, path } = await loadPage(params);
  cacheThisPage(postTag(site.organization.id, page.slug));
  const content = await loadPageContent(site.organization.id, `/${page.slug}`);
  return (
    <>
      <Breadcrumbs
        path={`/${path.join("/")}`}
        organizationType={site.organization.type}
        locale={site.locale}
        link={link}
        // The page's own crumb reads as its title, which visitors see, rather than its slug.
        overrides={{ [page.slug]: { label: page.title } }}
      />
      {content.heroes.length === 0 && (
        <div className="bg-gradient-to-b from-sky-50 to-white">
          <div className="mx-auto max-w-4xl px-6 py-20 text-center">
            <h1 className="text-4xl font-bold tracking-tight text-gray-900 sm:text-5xl">{page.title}</h1>
            {page.description && <p className="mx-auto mt-4 max-w-2xl text-lg text-gray-600">{page.description}</p>}
          </div>
        </div>
      )}
      <PageSections content={content} locale={site.locale} link={link} />
      {page.content?.trim() ? <PageBody html={sanitizePostContent(page.content, page.type)} landing={page.type === "landing"} tocTitle={breadcrumbStrings[site.locale].onThisPage} /> : null}
      {/* The breadcrumb trail above, for search engines (same path and overrides). */}
      <BreadcrumbJsonLd params={params} path={`/${path.join("/")}`} overrides={{ [page.slug]: { label: page.title } }} />
    </>
  );
}
