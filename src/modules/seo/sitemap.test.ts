import { randomUUID } from "node:crypto";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { defaultLang } from "@/lib/site-path";
import { organizationNotFoundForDomain } from "@/lib/hosts";
import { createPage, createPost, updatePost } from "@/modules/posts/posts.service";
import { createTestOrganization } from "@/testing/factories";
import { BreadcrumbJsonLd, SiteJsonLd } from "./components/site-json-ld";
import { blogFeedResponse, robotsResponse, sitemapResponse } from "./seo.handlers";
import { createdPageMetadata, homeMetadata } from "./seo.service";

type TestOrganization = Awaited<ReturnType<typeof createTestOrganization>>;
let acme: TestOrganization;
let globex: TestOrganization;

const get = (handler: (request: Request) => Promise<Response>, host: string, path: string) =>
  handler(new Request(`http://${host}${path}`, { headers: { host } }));

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
});

describe("GET /sitemap.xml", () => {
  it("lists the home page, the host's own published pages, its blog and posts, help center and articles, documentation sets and chapters (in order) in every language, with alternates", async () => {
    const response = await get(sitemapResponse, acme.host, "/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
    const origin = `https://${acme.host}`;
    const urls = parse(xml);
    expect(urls.map((url) => url.loc)).toEqual([
      `${origin}/`, `${origin}/es`, `${origin}/de`,
      `${origin}/about-us`, `${origin}/es/about-us`, `${origin}/de/about-us`,
      `${origin}/visa-help`, `${origin}/es/visa-help`, `${origin}/de/visa-help`,
      `${origin}/blog`, `${origin}/es/blog`, `${origin}/de/blog`,
      `${origin}/blog/a-blog-post`, `${origin}/es/blog/a-blog-post`, `${origin}/de/blog/a-blog-post`,
      `${origin}/help-center`, `${origin}/es/help-center`, `${origin}/de/help-center`,
      `${origin}/help-center/how-to-apply`, `${origin}/es/help-center/how-to-apply`, `${origin}/de/help-center/how-to-apply`,
      `${origin}/docs`, `${origin}/es/docs`, `${origin}/de/docs`,
      `${origin}/docs/getting-started`, `${origin}/es/docs/getting-started`, `${origin}/de/docs/getting-started`,
      `${origin}/docs/getting-started/install`, `${origin}/es/docs/getting-started/install`, `${origin}/de/docs/getting-started/install`,
      `${origin}/docs/getting-started/configure`, `${origin}/es/docs/getting-started/configure`, `${origin}/de/docs/getting-started/configure`,
    ]);
    for (const url of urls.slice(3, 6)) {
      expect(url.alternates).toEqual({ en: `${origin}/about-us`, es: `${origin}/es/about-us`, de: `${origin}/de/about-us`, "x-default": `${origin}/about-us` });
      expect(url.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    expect(urls[0]!.alternates).toEqual({ en: `${origin}/`, es: `${origin}/es`, de: `${origin}/de`, "x-default": `${origin}/` });
    expect(urls[12]!.alternates).toEqual({ en: `${origin}/blog/a-blog-post`, es: `${origin}/es/blog/a-blog-post`, de: `${origin}/de/blog/a-blog-post`, "x-default": `${origin}/blog/a-blog-post` });
    // Hidden pages and the other organization's pages are not there.
    expect(xml).not.toContain("draft");
    expect(xml).not.toContain("precios");
  });

  it("gives the other organization its own pages, default language (Spanish) without prefix, on its http base_url", async () => {
    const xml = await (await get(sitemapResponse, globex.host, "/sitemap.xml")).text();
    const origin = `http://${globex.host}`;
    const urls = parse(xml);
    // No posts: no /blog either.
    expect(urls.map((url) => url.loc)).toEqual([`${origin}/`, `${origin}/en`, `${origin}/precios`, `${origin}/en/precios`]);
    expect(urls[2]!.alternates).toEqual({ es: `${origin}/precios`, en: `${origin}/en/precios`, "x-default": `${origin}/precios` });
    expect(xml).not.toContain("about-us");
    expect(xml).not.toContain(acme.host);
  });

  it("answers 404 for a host of no organization", async () => {
    const response = await get(sitemapResponse, "nobody.example", "/sitemap.xml");
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(organizationNotFoundForDomain);
  });
});

describe("GET /{lang}/blog/rss.xml and atom.xml", () => {
  const params = (host: string, lang: string) => Promise.resolve({ host: encodeURIComponent(host), lang });

  it("answer the host's blog in the route's language, as RSS and as Atom", async () => {
    const rss = await blogFeedResponse(params(acme.host, "es"), "rss");
    expect(rss.status).toBe(200);
    expect(rss.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await rss.text();
    expect(xml).toContain(`<link>https://${acme.host}/es/blog/a-blog-post</link>`);
    expect(xml).toContain("<language>es</language>");
    // Only blog posts: not the help article, the chapters or the other organization's pages.
    expect(xml).not.toMatch(/how-to-apply|install|precios/);
    const atom = await blogFeedResponse(params(acme.host, defaultLang), "atom");
    expect(atom.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    expect(await atom.text()).toContain(`<link href="https://${acme.host}/blog/a-blog-post"/>`);
  });

  it("answer 404 for a host of no organization and a language the site does not offer", async () => {
    expect((await blogFeedResponse(params("nobody.example", defaultLang), "rss")).status).toBe(404);
    expect((await blogFeedResponse(params(globex.host, "de"), "atom")).status).toBe(404);
  });
});

describe("GET /robots.txt", () => {
  it("allows all but the private paths and points at the host's sitemap", async () => {
    const response = await get(robotsResponse, acme.host, "/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const lines = (await response.text()).split("\n");
    expect(lines).toEqual(expect.arrayContaining(["User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /login$", "Disallow: /es/account/", `Sitemap: https://${acme.host}/sitemap.xml`]));
    expect((await (await get(robotsResponse, globex.host, "/robots.txt")).text()).split("\n")).toContain(`Sitemap: http://${globex.host}/sitemap.xml`);
  });

  it("answers 404 for a host of no organization", async () => {
    const response = await get(robotsResponse, "nobody.example", "/robots.txt");
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(organizationNotFoundForDomain);
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
