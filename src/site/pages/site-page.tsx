import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import type { Locale } from "@/lib/locales";
import { cache } from "react";
import { translator } from "@/lib/i18n/translator";
import { pageNumberFrom } from "@/lib/page-numbers";
import { CookieDeclaration } from "@/modules/cookies/components/cookie-declaration";
import { listCategoriesWithServices } from "@/modules/cookies/cookies.service";
import { blogLabel, documentationLabel, helpCenterLabel, offeringLabel } from "@/modules/layout/components/breadcrumb-trail";
import { Breadcrumbs } from "@/modules/layout/components/breadcrumbs";
import { PageSections } from "@/modules/layout/components/page-sections";
import { loadPageContent } from "@/modules/layout/page-content.server";
import { requireSite } from "@/modules/organizations/site.service";
import { registerUploadedImages, ResponsiveImage } from "@/modules/media/components/responsive-image";
import { BlogIndex } from "@/modules/posts/components/blog-index";
import { ChapterPager, DocSetContents, DocSetSidebar, DocumentationIndex, numberedTitle } from "@/modules/posts/components/doc-set-nav";
import { HelpCenterIndex } from "@/modules/posts/components/help-center-index";
import { postDate } from "@/modules/posts/components/post-date";
import { PostBody } from "@/modules/posts/components/post-body";
import { blogPagePath, docSetPagePath, helpCenterPagePath } from "@/modules/posts/paging";
import { sanitizePostContent } from "@/modules/posts/post-content";
import { placeOf } from "@/modules/posts/posts.service";
import { ProductsCatalogue } from "@/modules/sections/components/products-catalogue";
import { findDocumentSetChapter, findDocumentSetContents, findPublishedBlogPostWithImages, findPublishedHelpArticleWithImages, findPublishedPage, findPublishedBlogPage, findHelpCenterPage, loadDocumentation } from "@/modules/posts/posts.service";
import { ArticleJsonLd, BreadcrumbJsonLd } from "@/modules/seo/components/site-json-ld";
import { createdPageMetadata, sitePageMetadata } from "@/modules/seo/seo.service";
import { organizationTag, postTag } from "@/server/cache";
import { readTogether } from "@/server/db/client";
import { cacheThisPage, oncePerRender } from "@/server/http/page-render";
import { loadProductsPage } from "./products-data";
import { withConsentEmbeds } from "../post-embeds";

type Params = Promise<{ host: string; lang: string; path: string[] }>;

const cookiePolicy = "cookie-policy";

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The path's segments as typed; null for a malformed escape such as "%E0%A4%A", which names no page. */
function decodedSegments(path: string[]): string[] | null {
  try {
    return path.map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/**
 * What a path of the site shows: /blog (page 1; /blog/page/{n} the others, as /help-center), a blog post at /blog/{slug}, /products (the organization's
 * products and pricing plans, the hero's default button target), /cookie-policy (the page of
 * that slug, if written, above the cookie declaration) or a page made through Create Page at
 * /{slug} ("blog" is a reserved page slug); anything else is the 404 page.
 */
async function loadRoute(params: Params) {
  const { host, lang, path } = await params;
  // The host as decoded: the metadata's and the page's params may differ in escaping ("localhost%3A3000").
  return routeOf(safeDecode(host), lang, path.join("/"));
}

/**
 * A post read at another of its addresses than its own in this language (decision 042: its base
 * slug on /es/blog/… when it has a Spanish one, or its Spanish slug on /blog/…): a permanent
 * redirect there, kept as pages are until the post or the site changes.
 */
function redirectToAddress(organizationId: string, baseSlug: string, link: (path: string) => string, path: string): never {
  cacheThisPage(organizationTag(organizationId), postTag(organizationId, baseSlug));
  permanentRedirect(link(path));
}

// Once per render: generateMetadata and the page both ask (React's cache keys on the strings).
const routeOf = cache((host: string, lang: string, joinedPath: string) => oncePerRender(`route ${host} ${lang} ${joinedPath}`, () => readRoute(host, lang, joinedPath)));

async function readRoute(host: string, lang: string, joinedPath: string) {
  const { site, link } = await requireSite(Promise.resolve({ host: encodeURIComponent(host), lang }));
  const organizationId = site.organization.id;
  const [first, second, ...rest] = decodedSegments(joinedPath.split("/")) ?? notFound();
  // /blog is page 1 and /blog/page/{n} the others; /blog/page/1 and pages past the last are 404 (page 1 has one address).
  const blogPage = first === "blog" ? (second === undefined ? 1 : second === "page" && rest.length === 1 ? pageNumberFrom(rest[0]) : undefined) : undefined;
  if (blogPage !== undefined) {
    const found = blogPage === null ? null : await findPublishedBlogPage(organizationId, blogPage, site.locale);
    if (!found) notFound();
    const { posts, images, page, lastPage } = found;
    return { kind: "blog" as const, site, link, path: blogPagePath(page), post: null, title: blogLabel(site.organization.type, site.locale), posts, images, page, lastPage };
  }
  if (first === "blog" && second !== undefined && rest.length === 0) {
    const found = await findPublishedBlogPostWithImages(organizationId, second, site.locale, site.locales);
    if (found && found.canonical !== second) redirectToAddress(organizationId, found.post.slug, link, `/blog/${found.canonical}`);
    if (found) return { kind: "post" as const, site, link, post: found.post, images: found.images, path: `/blog/${found.canonical}` };
  }
  // Paged as the blog is: /help-center, /help-center/page/{n}.
  const helpPage = first === "help-center" ? (second === undefined ? 1 : second === "page" && rest.length === 1 ? pageNumberFrom(rest[0]) : undefined) : undefined;
  if (helpPage !== undefined) {
    const found = helpPage === null ? null : await findHelpCenterPage(organizationId, helpPage, site.locale);
    if (!found) notFound();
    const { articles, sections, page, lastPage } = found;
    return { kind: "help-center" as const, site, link, path: helpCenterPagePath(page), post: null, title: helpCenterLabel(site.locale), articles, sections, page, lastPage };
  }
  if (first === "help-center" && second !== undefined && rest.length === 0) {
    const found = await findPublishedHelpArticleWithImages(organizationId, second, site.locale, site.locales);
    if (found && found.canonical !== second) redirectToAddress(organizationId, found.post.slug, link, `/help-center/${found.canonical}`);
    if (found) return { kind: "help-article" as const, site, link, post: found.post, images: found.images, path: `/help-center/${found.canonical}` };
  }
  if (first === "docs" && second === undefined) {
    const sets = await loadDocumentation(organizationId);
    return { kind: "docs" as const, site, link, path: "/docs", post: null, title: documentationLabel(site.locale), sets };
  }
  // A set's contents are paged as the blog is: /docs/{set}, /docs/{set}/page/{n}; a chapter is /docs/{set}/{chapter}.
  const setPage = first === "docs" && second !== undefined ? (rest.length === 0 ? 1 : rest[0] === "page" && rest.length === 2 ? pageNumberFrom(rest[1]) : undefined) : undefined;
  if (setPage !== undefined) {
    const found = setPage === null ? null : await findDocumentSetContents(organizationId, second!, setPage, site.locale);
    if (!found) notFound();
    return { kind: "doc-set" as const, site, link, ...found, post: null, path: docSetPagePath(found.set.slug, found.page) };
  }
  if (first === "docs" && second !== undefined && rest.length === 1) {
    const found = await findDocumentSetChapter(organizationId, second, rest[0]!, site.locale, site.locales);
    if (found && found.canonical !== rest[0]) redirectToAddress(organizationId, found.chapter.slug, link, `/docs/${found.set.slug}/${found.canonical}`);
    if (found) return { kind: "doc-chapter" as const, site, link, ...found, post: found.chapter, path: `/docs/${found.set.slug}/${found.canonical}` };
  }
  if (first === "products" && second === undefined) {
    const { products, plans, images } = await loadProductsPage(organizationId);
    return { kind: "products" as const, site, link, path: "/products", post: null, title: offeringLabel(site.organization.type, site.locale), products, plans, images };
  }
  if (first === cookiePolicy && second === undefined) {
    const [page, categories] = await readTogether([() => findPublishedPage(organizationId, first, site.locale), () => listCategoriesWithServices(organizationId)]);
    return { kind: "cookie-policy" as const, site, link, post: page, categories, path: `/${first}` };
  }
  if (first !== undefined && second === undefined) {
    const page = await findPublishedPage(organizationId, first, site.locale);
    if (page) return { kind: "page" as const, site, link, post: page, path: `/${page.slug}` };
  }
  notFound();
}

// Title, description, canonical, hreflang, OpenGraph and Twitter card (see modules/seo).
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const route = await loadRoute(params);
  if (route.kind === "blog") return sitePageMetadata(await params, route.path, pagedTitle(route.title, route.page, route.site.locale), translator(route.site.locale, "blog")("intro"));
  if (route.kind === "help-center") return sitePageMetadata(await params, route.path, pagedTitle(route.title, route.page, route.site.locale), translator(route.site.locale, "blog")("helpIntro"));
  if (route.kind === "doc-set") return sitePageMetadata(await params, route.path, pagedTitle(route.set.title, route.page, route.site.locale));
  if (route.kind === "docs") return sitePageMetadata(await params, route.path, route.title);
  if (route.kind === "products") return sitePageMetadata(await params, route.path, route.title, translator(route.site.locale, "products")("intro"));
  if (route.kind === "cookie-policy") {
    return route.post ? createdPageMetadata(await params, route.post, route.path) : sitePageMetadata(await params, route.path, translator(route.site.locale, "consent")("cookiePolicy"));
  }
  // A post's hreflang links name its address in each language (decision 042).
  const post = route.post;
  return createdPageMetadata(await params, post, route.path, (locale) => placeOf(post, locale).path);
}

/** A paged list's title from page 2 on ("Blog, page 2"), so that no two pages share one. */
const pagedTitle = (title: string, page: number, locale: Locale) => (page > 1 ? translator(locale, "blog")("pageTitle", { title, page }) : title);

/**
 * The trail of a list's page 2 on: Home › Blog › Page 2, not a crumb per segment of /blog/page/2
 * ("page" alone is no page). The trail is built from `{list}/{n}` with that crumb's address replaced.
 */
function pageCrumb(listPath: string, pagePath: string, page: number, locale: Locale) {
  return { path: `${listPath}/${page}`, overrides: { [String(page)]: { label: translator(locale, "blog")("pageNumber", { page }), href: pagePath } } };
}

/** The title banner of a page without a hero, and of a blog post (with its date and author). */
function TitleBanner({ title, description, byline }: { title: string; description: string | null; byline?: string }) {
  return (
    <div className="bg-gradient-to-b from-sky-50 to-white">
      <div className="mx-auto max-w-4xl px-6 py-20 text-center">
        <h1 className="text-4xl font-bold tracking-tight text-gray-900 sm:text-5xl">{title}</h1>
        {description && <p className="mx-auto mt-4 max-w-2xl text-lg text-gray-600">{description}</p>}
        {byline && <p className="mt-6 text-sm text-gray-500">{byline}</p>}
      </div>
    </div>
  );
}

export default async function SitePage({ params }: { params: Params }) {
  const route = await loadRoute(params);
  return (
    <>
      {/* Which post this page shows, for the editing layer's "Edit post" (admins only; nothing visitors see). */}
      {route.post ? <div hidden data-post-slug={route.post.slug} /> : null}
      <RouteContent route={route} params={params} />
    </>
  );
}

async function RouteContent({ route, params }: { route: Awaited<ReturnType<typeof loadRoute>>; params: Params }) {
  const { site, link, path, post } = route;
  const { locale } = site;
  // The site layout tags every page with its organization (which covers /blog and the cookie declaration); a post or page also carries its own.
  if (post) cacheThisPage(postTag(site.organization.id, post.slug));
  // The last crumb reads as the title visitors see rather than the slug.
  const title =
    route.kind === "blog" || route.kind === "help-center" || route.kind === "docs" || route.kind === "products"
      ? route.title
      : route.kind === "doc-set"
        ? route.set.title
        : route.kind === "doc-chapter"
          ? numberedTitle({ number: route.number, title: route.post.title })
          : (post?.title ?? translator(locale, "consent")("cookiePolicy"));
  const paged =
    (route.kind === "blog" || route.kind === "help-center" || route.kind === "doc-set") && route.page > 1
      ? pageCrumb(route.kind === "blog" ? "/blog" : route.kind === "help-center" ? "/help-center" : `/docs/${route.set.slug}`, route.path, route.page, locale)
      : null;
  const overrides = {
    ...(route.kind === "doc-chapter" || route.kind === "doc-set" ? { [route.set.slug]: { label: route.set.title } } : {}),
    ...(paged?.overrides ?? { [path.slice(path.lastIndexOf("/") + 1)]: { label: title } }),
  };
  const crumbPath = paged?.path ?? path;
  const tocTitle = translator(locale, "breadcrumb")("onThisPage");
  const body = post?.content?.trim() ? <PostBody html={await withConsentEmbeds(sanitizePostContent(post.content, post.type), locale)} type={post.type} tocTitle={tocTitle} /> : null;
  const breadcrumbs = (
    <>
      <Breadcrumbs path={crumbPath} organizationType={site.organization.type} locale={locale} link={link} overrides={overrides} />
      {/* The same trail, for search engines. */}
      <BreadcrumbJsonLd params={params} path={crumbPath} overrides={overrides} />
    </>
  );

  if (route.kind === "blog") {
    registerUploadedImages(route.images);
    return (
      <>
        {breadcrumbs}
        <BlogIndex title={title} posts={route.posts} page={route.page} last={route.lastPage} locale={locale} link={link} />
      </>
    );
  }

  if (route.kind === "help-center") {
    return (
      <>
        {breadcrumbs}
        <HelpCenterIndex title={title} articles={route.articles} sections={route.sections} page={route.page} last={route.lastPage} locale={locale} link={link} />
      </>
    );
  }

  if (route.kind === "products") {
    registerUploadedImages(route.images);
    return (
      <>
        {breadcrumbs}
        <ProductsCatalogue title={title} products={route.products} plans={route.plans} locale={locale} link={link} />
      </>
    );
  }

  if (route.kind === "help-article") {
    registerUploadedImages(route.images);
    return (
      <>
        {breadcrumbs}
        <ArticleJsonLd params={params} post={route.post} path={path} type="TechArticle" />
        <TitleBanner title={title} description={route.post.description} />
        {body}
      </>
    );
  }

  if (route.kind === "docs") {
    return (
      <>
        {breadcrumbs}
        <TitleBanner title={title} description={null} />
        <DocumentationIndex sets={route.sets} locale={locale} link={link} />
      </>
    );
  }

  if (route.kind === "doc-set") {
    return (
      <>
        {breadcrumbs}
        <TitleBanner title={title} description={null} />
        <DocSetContents set={route.set} chapters={route.chapters} page={route.page} last={route.lastPage} locale={locale} link={link} />
      </>
    );
  }

  if (route.kind === "doc-chapter") {
    registerUploadedImages(route.images);
    const sidebar = <DocSetSidebar set={route.set} chapters={route.chapters} current={route.canonical} total={route.total} page={route.page} lastPage={route.lastPage} locale={locale} link={link} />;
    const pager = <ChapterPager setSlug={route.set.slug} previous={route.previous} next={route.next} locale={locale} link={link} />;
    return (
      <>
        {breadcrumbs}
        <ArticleJsonLd params={params} post={route.post} path={path} type="TechArticle" />
        <TitleBanner title={title} description={route.post.description} />
        <PostBody html={await withConsentEmbeds(sanitizePostContent(route.post.content ?? "", route.post.type), locale)} type={route.post.type === "landing" ? "default" : route.post.type} tocTitle={tocTitle} sidebar={sidebar} after={pager} />
      </>
    );
  }

  if (route.kind === "cookie-policy") {
    return (
      <>
        {breadcrumbs}
        <TitleBanner title={title} description={post?.description ?? null} />
        {body}
        <CookieDeclaration categories={route.categories} locale={locale} />
      </>
    );
  }

  if (route.kind === "post") {
    const date = postDate(locale, route.post.created_on);
    registerUploadedImages(route.images);
    const jsonLd = <ArticleJsonLd params={params} post={route.post} path={path} type="BlogPosting" />;
    // A landing post is its own page, drawn by its HTML alone; a minimal one is its title and text.
    if (route.post.type === "landing") {
      return (
        <>
          {jsonLd}
          {body}
        </>
      );
    }
    const minimal = route.post.type === "minimal";
    const byline = route.post.author_name ? `${date} · ${translator(locale, "blog")("by", { author: route.post.author_name })}` : date;
    return (
      <>
        {breadcrumbs}
        {jsonLd}
        <TitleBanner title={route.post.title} description={route.post.description} byline={minimal ? undefined : byline} />
        {!minimal && route.post.main_photo && (
          <div className="mx-auto max-w-3xl px-4 sm:px-6">
            <ResponsiveImage src={route.post.main_photo} maxWidth={768} className="aspect-[16/9] w-full rounded-2xl object-cover" />
          </div>
        )}
        {body}
      </>
    );
  }

  // A page made through Create Page: its title (when no hero opens it), the sections placed on it, then its content.
  const content = await loadPageContent(site.organization.id, path);
  return (
    <>
      {breadcrumbs}
      {content.hero.length === 0 && <TitleBanner title={route.post.title} description={route.post.description} />}
      <PageSections content={content} locale={locale} link={link} />
      {body}
    </>
  );
}
