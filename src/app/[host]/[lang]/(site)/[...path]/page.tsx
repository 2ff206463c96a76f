import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { breadcrumbStrings } from "@/modules/layout/breadcrumb-strings";
import { blogLabel } from "@/modules/layout/breadcrumb-trail";
import { Breadcrumbs } from "@/modules/layout/components/breadcrumbs";
import { PageSections } from "@/modules/layout/components/page-sections";
import { loadPageContent } from "@/modules/layout/page-content.server";
import { requireSite } from "@/modules/organizations/site.server";
import { BlogIndex } from "@/modules/posts/components/blog-index";
import { blogStrings } from "@/modules/posts/components/blog-strings";
import { PostBody } from "@/modules/posts/components/post-body";
import { sanitizePostContent } from "@/modules/posts/post-content";
import { findPublishedBlogPost, findPublishedPage, listPublishedBlogPosts } from "@/modules/posts/posts.service";
import { BreadcrumbJsonLd } from "@/modules/seo/components/site-json-ld";
import { blogIndexMetadata, createdPageMetadata } from "@/modules/seo/seo.service";
import { postTag } from "@/server/cache";
import { cacheThisPage } from "@/server/http/page-render";

type Params = Promise<{ host: string; lang: string; path: string[] }>;

/** The path's segments as typed; null for a malformed escape such as "%E0%A4%A", which names no page. */
function decodedSegments(path: string[]): string[] | null {
  try {
    return path.map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/**
 * What a path of the site shows: /blog, a blog post at /blog/{slug} or a page made through
 * Create Page at /{slug} ("blog" is a reserved page slug); anything else is the 404 page.
 */
async function loadRoute(params: Params) {
  const { path } = await params;
  const { site, link } = await requireSite(params);
  const organizationId = site.organization.id;
  const [first, second, ...rest] = decodedSegments(path) ?? notFound();
  if (first === "blog" && second === undefined) {
    return { kind: "blog" as const, site, link, title: blogLabel(site.organization.type, site.locale), posts: await listPublishedBlogPosts(organizationId) };
  }
  if (first === "blog" && second !== undefined && rest.length === 0) {
    const post = await findPublishedBlogPost(organizationId, second);
    if (post) return { kind: "post" as const, site, link, post, path: `/blog/${post.slug}` };
  }
  if (first !== undefined && second === undefined) {
    const page = await findPublishedPage(organizationId, first);
    if (page) return { kind: "page" as const, site, link, post: page, path: `/${page.slug}` };
  }
  notFound();
}

// Title, description, canonical, hreflang, OpenGraph and Twitter card (see modules/seo).
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const route = await loadRoute(params);
  if (route.kind === "blog") return blogIndexMetadata(await params, route.title, blogStrings[route.site.locale].intro);
  return createdPageMetadata(await params, route.post, route.path);
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
  const { site, link } = route;
  const { locale } = site;
  // The site layout tags every page with its organization, which covers /blog; a post or page also carries its own tag.
  if (route.kind === "blog") return <BlogIndex title={route.title} posts={route.posts} locale={locale} link={link} />;

  const { post, path } = route;
  cacheThisPage(postTag(site.organization.id, post.slug));
  // The page's own crumb reads as its title, which visitors see, rather than its slug.
  const overrides = { [post.slug]: { label: post.title } };
  const body = post.content?.trim() ? (
    <PostBody html={sanitizePostContent(post.content, post.type)} landing={post.type === "landing"} tocTitle={breadcrumbStrings[locale].onThisPage} />
  ) : null;
  const breadcrumbs = (
    <>
      <Breadcrumbs path={path} organizationType={site.organization.type} locale={locale} link={link} overrides={overrides} />
      {/* The same trail, for search engines. */}
      <BreadcrumbJsonLd params={params} path={path} overrides={overrides} />
    </>
  );

  if (route.kind === "post") {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(post.created_on);
    const byline = post.author_name ? `${date} · ${blogStrings[locale].by(post.author_name)}` : date;
    return (
      <>
        {breadcrumbs}
        <TitleBanner title={post.title} description={post.description} byline={byline} />
        {post.main_photo && (
          <div className="mx-auto max-w-4xl px-4 sm:px-6">
            <img src={post.main_photo} alt="" className="aspect-[16/9] w-full rounded-2xl object-cover" />
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
      {content.heroes.length === 0 && <TitleBanner title={post.title} description={post.description} />}
      <PageSections content={content} locale={locale} link={link} />
      {body}
    </>
  );
}
