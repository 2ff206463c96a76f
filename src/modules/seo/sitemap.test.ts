import { randomUUID } from "node:crypto";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { defaultLang } from "@/lib/site-path";
import { organizationNotFoundForDomain } from "@/lib/hosts";
import { createPage, createPost, updatePost } from "@/modules/posts/posts.service";
import { createTestOrganization } from "@/testing/factories";
import { BreadcrumbJsonLd, SiteJsonLd } from "./components/site-json-ld";
import { blogFeedAnswer, robotsAnswer, sitemapFileAnswer, sitemapIndexAnswer } from "./seo.handlers";
import { blogFeedFor, createdPageMetadata, feedEntryLimit, homeMetadata } from "./seo.service";
import type { SitemapListingName } from "./sitemap-files";
import { sitemapFileFor, sitemapIndexFor } from "./sitemap.service";

type TestOrganization = Awaited<ReturnType<typeof createTestOrganization>>;
let acme: TestOrganization;
let globex: TestOrganization;
// blog: five posts, for the files' cap and the feeds' length.
let blog: TestOrganization;
const blogPosts: { slug: string; updated_at: Date }[] = [];

/** The <loc>s of a sitemap, and the alternates of each. */
function parse(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = ""]) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(body)?.[1],
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(body)?.[1],
    alternates: Object.fromEntries([...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [lang, href])),
  }));
}

beforeAll(async () => {
  // acme: English by default, also Spanish and German, on a public host (https).
  acme = await createTestOrganization({ language: "en", supported_locales: ["en", "es", "de"] });
  // globex: Spanish by default, also English; its base_url says http.
  const globexSlug = `globex-${randomUUID().slice(0, 8)}`;
  globex = await createTestOrganization({ slug: globexSlug, language: "es", supported_locales: ["es", "en"], base_url: `http://${globexSlug}.test` });

  await createPage(acme.organization.id, { title: "About us", slug: "about-us", description: "Who we are and how we work." });
  await createPage(acme.organization.id, { title: "Visa help", slug: "visa-help", description: null });
  await createPage(acme.organization.id, { title: "Draft", slug: "draft" });
  await updatePost(acme.organization.id, "draft", { display_config: { display_this_post: false } });
  await createPost(acme.organization.id, { title: "A blog post", slug: "a-blog-post" });
  const notOnTheBlog = { display_as_blog_post: false };
  await createPost(acme.organization.id, { title: "How to apply", slug: "how-to-apply", display_config: { ...notOnTheBlog, is_help_center: true } });
  await createPost(acme.organization.id, { title: "Configure", slug: "configure", display_config: notOnTheBlog, organization_config: { doc_set_title: "Getting started", doc_set_order: 2 } });
  await createPost(acme.organization.id, { title: "Install", slug: "install", display_config: notOnTheBlog, organization_config: { doc_set: "getting-started", doc_set_order: 1 } });
  await createPage(globex.organization.id, { title: "Precios", slug: "precios", description: "Nuestros precios" });

  blog = await createTestOrganization({ language: "en", supported_locales: ["en", "es", "de"] });
  for (let number = 1; number <= 5; number += 1) {
    // Written oldest first: the feeds list post-5 first.
    const created = new Date(Date.UTC(2026, 0, number)).toISOString();
    blogPosts.push(await createPost(blog.organization.id, { title: `Post ${number}`, slug: `post-${number}`, created_on: created }));
  }
});

/** The files a sitemap index names, with when each last changed. */
const indexOf = (xml: string) =>
  [...xml.matchAll(/<sitemap>([\s\S]*?)<\/sitemap>/g)].map(([, body = ""]) => ({ loc: /<loc>(.*?)<\/loc>/.exec(body)?.[1], lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(body)?.[1] }));

const locs = async (host: string, listing: SitemapListingName, file: number) => parse((await sitemapFileAnswer(host, listing, file)).body).map((url) => url.loc);

describe("GET /sitemap.xml and its files", () => {
  it("is an index of the host's sitemap files (pages, posts, help, docs), each with when it last changed", async () => {
    const response = await sitemapIndexAnswer(acme.host);
    expect(response).toMatchObject({ status: 200, contentType: "application/xml; charset=utf-8", organizationId: acme.organization.id });
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const files = indexOf(response.body);
    const origin = `https://${acme.host}`;
    expect(files.map((file) => file.loc)).toEqual([`${origin}/sitemaps/pages-1.xml`, `${origin}/sitemaps/posts-1.xml`, `${origin}/sitemaps/help-1.xml`, `${origin}/sitemaps/docs-1.xml`]);
    for (const file of files) expect(file.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("lists the home page and published pages, the blog and its posts, the help center and its articles, the documentation sets and chapters, in every language, with alternates", async () => {
    const origin = `https://${acme.host}`;
    const inEveryLanguage = (path: string) => [`${origin}${path}`, `${origin}/es${path === "/" ? "" : path}`, `${origin}/de${path === "/" ? "" : path}`];
    expect(await locs(acme.host, "pages", 1)).toEqual(["/", "/about-us", "/visa-help"].flatMap(inEveryLanguage));
    expect(await locs(acme.host, "posts", 1)).toEqual(["/blog", "/blog/a-blog-post"].flatMap(inEveryLanguage));
    expect(await locs(acme.host, "help", 1)).toEqual(["/help-center", "/help-center/how-to-apply"].flatMap(inEveryLanguage));
    expect(await locs(acme.host, "docs", 1)).toEqual(["/docs", "/docs/getting-started", "/docs/getting-started/configure", "/docs/getting-started/install"].flatMap(inEveryLanguage));

    const pages = (await sitemapFileAnswer(acme.host, "pages", 1)).body;
    const urls = parse(pages);
    for (const url of urls.slice(3, 6)) {
      expect(url.alternates).toEqual({ en: `${origin}/about-us`, es: `${origin}/es/about-us`, de: `${origin}/de/about-us`, "x-default": `${origin}/about-us` });
      expect(url.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    expect(urls[0]!.alternates).toEqual({ en: `${origin}/`, es: `${origin}/es`, de: `${origin}/de`, "x-default": `${origin}/` });
    expect(parse((await sitemapFileAnswer(acme.host, "posts", 1)).body)[3]!.alternates).toEqual({ en: `${origin}/blog/a-blog-post`, es: `${origin}/es/blog/a-blog-post`, de: `${origin}/de/blog/a-blog-post`, "x-default": `${origin}/blog/a-blog-post` });
    // Hidden pages and the other organization's pages are not there.
    expect(pages).not.toContain("draft");
    expect(pages).not.toContain("precios");
  });

  it("gives the other organization its own pages, default language (Spanish) without prefix, on its http base_url", async () => {
    const origin = `http://${globex.host}`;
    // No posts, articles or chapters: no files for them, and no /blog either.
    expect(indexOf((await sitemapIndexAnswer(globex.host)).body).map((file) => file.loc)).toEqual([`${origin}/sitemaps/pages-1.xml`]);
    const urls = parse((await sitemapFileAnswer(globex.host, "pages", 1)).body);
    expect(urls.map((url) => url.loc)).toEqual([`${origin}/`, `${origin}/en`, `${origin}/precios`, `${origin}/en/precios`]);
    expect(urls[2]!.alternates).toEqual({ es: `${origin}/precios`, en: `${origin}/en/precios`, "x-default": `${origin}/precios` });
    expect((await sitemapFileAnswer(globex.host, "posts", 1)).status).toBe(404);
  });

  it("caps each file at its number of addresses (every language counted), numbering the files on", async () => {
    // A cap of 6 addresses in three languages: two pages a file. /blog leads the first.
    const cap = 6;
    const index = indexOf((await sitemapIndexFor(blog.host, cap))!.text!);
    const origin = `https://${blog.host}`;
    expect(index.map((file) => file.loc)).toEqual([`${origin}/sitemaps/pages-1.xml`, ...[1, 2, 3].map((file) => `${origin}/sitemaps/posts-${file}.xml`)]);
    const files = await Promise.all([1, 2, 3, 4].map(async (file) => (await sitemapFileFor(blog.host, "posts", file, cap))!.text));
    const paths = files.map((xml) => (xml === null ? null : parse(xml).filter((_, position) => position % 3 === 0).map((url) => new URL(url.loc!).pathname)));
    expect(paths).toEqual([["/blog", "/blog/post-1"], ["/blog/post-2", "/blog/post-3"], ["/blog/post-4", "/blog/post-5"], null]);
    for (const xml of files.slice(0, 3)) expect(parse(xml!)).toHaveLength(cap);
    // Every file is dated with the blog's newest change: an added post moves every later file's addresses.
    const newestPost = blogPosts.map((post) => post.updated_at.toISOString()).sort().at(-1);
    expect(index.slice(1).map((file) => file.lastmod)).toEqual([newestPost, newestPost, newestPost]);
  });

  it("answers 404 for a file number beyond the last, and for a host of no organization", async () => {
    expect(await sitemapFileAnswer(acme.host, "posts", 2)).toMatchObject({ status: 404, organizationId: acme.organization.id });
    const response = await sitemapIndexAnswer("nobody.example");
    expect(response).toMatchObject({ status: 404, body: organizationNotFoundForDomain, organizationId: null });
    expect((await sitemapFileAnswer("nobody.example", "pages", 1)).status).toBe(404);
  });
});

describe("GET /{lang}/blog/rss.xml and atom.xml", () => {
  const params = (host: string, lang: string) => ({ host: encodeURIComponent(host), lang });

  it("answer the host's blog in the route's language, as RSS and as Atom", async () => {
    const rss = await blogFeedAnswer(params(acme.host, "es"), "rss");
    expect(rss.status).toBe(200);
    expect(rss.contentType).toBe("application/rss+xml; charset=utf-8");
    expect(rss.body).toContain(`<link>https://${acme.host}/es/blog/a-blog-post</link>`);
    expect(rss.body).toContain("<language>es</language>");
    // Only blog posts: not the help article, the chapters or the other organization's pages.
    expect(rss.body).not.toMatch(/how-to-apply|install|precios/);
    const atom = await blogFeedAnswer(params(acme.host, defaultLang), "atom");
    expect(atom.contentType).toBe("application/atom+xml; charset=utf-8");
    expect(atom.body).toContain(`<link href="https://${acme.host}/blog/a-blog-post"/>`);
  });

  it("hold only the newest posts (feedEntryLimit, here 2)", async () => {
    const rss = (await blogFeedFor(params(blog.host, defaultLang), "rss", 2))!.text!;
    expect([...rss.matchAll(/<item>[\s\S]*?<link>(.*?)<\/link>/g)].map(([, link]) => new URL(link!).pathname)).toEqual(["/blog/post-5", "/blog/post-4"]);
    expect(feedEntryLimit).toBe(20);
  });

  it("answer 404 for a host of no organization and a language the site does not offer", async () => {
    expect((await blogFeedAnswer(params("nobody.example", defaultLang), "rss")).status).toBe(404);
    expect((await blogFeedAnswer(params(globex.host, "de"), "atom")).status).toBe(404);
  });
});

describe("GET /robots.txt", () => {
  it("allows all but the private paths and points at the host's sitemap index", async () => {
    const response = await robotsAnswer(acme.host);
    expect(response.status).toBe(200);
    expect(response.contentType).toBe("text/plain; charset=utf-8");
    const lines = response.body.split("\n");
    expect(lines).toEqual(expect.arrayContaining(["User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /login$", "Disallow: /es/account/", `Sitemap: https://${acme.host}/sitemap.xml`]));
    expect((await robotsAnswer(globex.host)).body.split("\n")).toContain(`Sitemap: http://${globex.host}/sitemap.xml`);
  });

  it("answers 404 for a host of no organization", async () => {
    const response = await robotsAnswer("nobody.example");
    expect(response.status).toBe(404);
    expect(response.body).toBe(organizationNotFoundForDomain);
  });
});

describe("page metadata and JSON-LD (what the site pages' generateMetadata and components return)", () => {
  const params = (host: string, lang: string) => ({ host: encodeURIComponent(host), lang });

  it("describes a created page in the page's language", async () => {
    const page = { slug: "about-us", title: "About us", metadescription_for_page: "Who we are and how we work.", description: "Who we are and how we work.", main_photo: null };
    const origin = `https://${acme.host}`;
    const metadata = await createdPageMetadata(params(acme.host, "es"), page);
    expect(metadata.title).toEqual({ absolute: `About us | Org ${acme.organization.slug}` });
    expect(metadata.description).toBe("Who we are and how we work.");
    expect(metadata.alternates).toEqual({
      canonical: `${origin}/es/about-us`,
      languages: { en: `${origin}/about-us`, es: `${origin}/es/about-us`, de: `${origin}/de/about-us`, "x-default": `${origin}/about-us` },
    });
    expect(metadata.openGraph).toMatchObject({ url: `${origin}/es/about-us`, locale: "es_ES", siteName: `Org ${acme.organization.slug}` });
    // No photo, hero or logo: a summary card without image.
    expect(metadata.twitter).toMatchObject({ card: "summary" });
  });

  it("gives the home page the fallback hero's text when it has no hero of its own", async () => {
    const metadata = await homeMetadata(params(globex.host, defaultLang));
    expect(metadata.title).toEqual({ absolute: `Welcome to Org ${globex.organization.slug}` });
    expect(metadata.description).toBe("Discover what we offer and find what you need.");
    expect(metadata.alternates?.canonical).toBe(`http://${globex.host}/`);
  });

  it("is empty for a host of no organization (the page itself answers 404)", async () => {
    expect(await homeMetadata(params("nobody.example", defaultLang))).toEqual({});
  });

  it("renders the Organization, WebSite and BreadcrumbList scripts", async () => {
    const origin = `https://${acme.host}`;
    const site = renderToStaticMarkup(await SiteJsonLd({ params: Promise.resolve(params(acme.host, "de")), menu: [{ url_name: "https://www.linkedin.com/company/acme", submenu_items: [] }] }));
    const [, siteJson = ""] = /<script type="application\/ld\+json">(.*)<\/script>/.exec(site) ?? [];
    expect(JSON.parse(siteJson)["@graph"]).toEqual([
      { "@type": "Organization", "@id": `${origin}/#organization`, name: `Org ${acme.organization.slug}`, url: `${origin}/`, sameAs: ["https://www.linkedin.com/company/acme"] },
      { "@type": "WebSite", "@id": `${origin}/#website`, name: `Org ${acme.organization.slug}`, url: `${origin}/de`, inLanguage: "de", publisher: { "@id": `${origin}/#organization` } },
    ]);

    const crumbs = renderToStaticMarkup(await BreadcrumbJsonLd({ params: Promise.resolve(params(acme.host, "de")), path: "/about-us", overrides: { "about-us": { label: "About us" } } }));
    const [, crumbJson = ""] = /<script type="application\/ld\+json">(.*)<\/script>/.exec(crumbs) ?? [];
    expect(JSON.parse(crumbJson).itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Startseite", item: `${origin}/de` },
      { "@type": "ListItem", position: 2, name: "About us", item: `${origin}/de/about-us` },
    ]);
  });
});
