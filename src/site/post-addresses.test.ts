import { beforeAll, describe, expect, it } from "vitest";
// First: the API (through the factories) sets zod up for OpenAPI before any module schema is made.
import { call } from "@/testing/api";
import { createTestWorld, type TestWorld } from "@/testing/factories";
import { islandsManifest } from "@/server/islands/island";
import { pageRenders } from "@/server/http/page-render";
import { renderPublicPage } from "@/site/render";
import { siteFile } from "@/site/files";

/** Decision 042: a post's address per language (Webflow's localized slugs), with hreflang between them. */
let world: TestWorld;
const admin = (path: string, init: { method?: string; json?: unknown } = {}) => call(path, { host: world.acme.host, token: world.admin.token, ...init });
const render = async (path: string) => {
  const tags = new Set<string>();
  const answer = (await pageRenders.run({ tags }, () => renderPublicPage(world.acme.host, path)))!;
  return { ...answer, html: answer.html.toString(), tags };
};
const page = async (path: string) => {
  const answer = await render(path);
  expect(answer.status, path).toBe(200);
  return answer.html;
};
const origin = () => `https://${world.acme.host}`;

/** The page's `<link rel="alternate" hreflang>` as hreflang → URL. */
function hreflangs(html: string): Record<string, string> {
  const links = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)];
  return Object.fromEntries(links.map(([, lang, href]) => [lang!, href!]));
}

beforeAll(async () => {
  islandsManifest({ pageScript: "page-script.js", islands: new Proxy({}, { get: () => "island.js" }), stylesheet: "site.css", font: "inter.woff2" });
  world = await createTestWorld();
  expect((await admin(`/api/organizations/${world.acme.organization.id}`, { method: "PUT", json: { settings: { supported_locales: ["en", "es"] } } })).status).toBe(200);
  const post = { title: "Getting started", slug: "getting-started", title_translation: { es: "Primeros pasos" }, slug_translation: { es: "primeros-pasos" }, content: "<p>Begin here.</p>" };
  expect((await admin("/api/posts", { method: "POST", json: post })).status).toBe(201);
  const help = { title: "Paying invoices", slug: "paying-invoices", slug_translation: { es: "pagar-facturas" }, display_config: { display_as_blog_post: false, is_help_center: true } };
  expect((await admin("/api/posts", { method: "POST", json: help })).status).toBe(201);
  const chapter = { title: "Installing", slug: "installing", slug_translation: { es: "instalar" }, content: "<p>Run it.</p>", display_config: { display_as_blog_post: false }, organization_config: { doc_set_title: "Handbook" } };
  expect((await admin("/api/posts", { method: "POST", json: chapter })).status).toBe(201);
  const next = { title: "Configuring", slug: "configuring", content: "<p>Set it.</p>", display_config: { display_as_blog_post: false }, organization_config: { doc_set: "handbook", doc_set_order: 1 } };
  expect((await admin("/api/posts", { method: "POST", json: next })).status).toBe(201);
});

describe("a blog post with a Spanish address", () => {
  it("is read in Spanish at that address, its head naming both addresses, the same set on both versions", async () => {
    const spanish = await page("/es/blog/primeros-pasos");
    expect(spanish).toContain("Primeros pasos");
    expect(spanish).toMatch(new RegExp(`<link rel="canonical" href="${origin()}/es/blog/primeros-pasos"`));
    const alternates = { en: `${origin()}/blog/getting-started`, es: `${origin()}/es/blog/primeros-pasos`, "x-default": `${origin()}/blog/getting-started` };
    expect(hreflangs(spanish)).toEqual(alternates);
    const english = await page("/blog/getting-started");
    expect(english).toContain("Getting started");
    expect(hreflangs(english)).toEqual(alternates);
    // The editing layer still finds the post by its own slug.
    expect(spanish).toContain('data-post-slug="getting-started"');
  });

  it("redirects its other addresses permanently to the one of the page's language, kept as a page of the post", async () => {
    const old = await render("/es/blog/getting-started");
    expect(old.status).toBe(308);
    expect(old.location).toBe("/es/blog/primeros-pasos");
    expect([...old.tags]).toContain(`org-${world.acme.organization.id}-post-getting-started`);
    const english = await render("/blog/primeros-pasos");
    expect(english.status).toBe(308);
    expect(english.location).toBe("/blog/getting-started");
    expect((await render("/es/blog/nothing-here")).status).toBe(404);
  });

  it("is linked at its Spanish address from the Spanish blog and feed, and found there by search", async () => {
    expect(await page("/es/blog")).toContain('href="/es/blog/primeros-pasos"');
    expect(await page("/blog")).toContain('href="/blog/getting-started"');
    const feed = (await siteFile(world.acme.host, "/es/blog/rss.xml"))!.html.toString();
    expect(feed).toContain(`<link>${origin()}/es/blog/primeros-pasos</link>`);
    const { results } = (await (await call("/api/search?q=primeros&lang=es", { host: world.acme.host })).json()) as { results: { path: string }[] };
    expect(results.map((result) => result.path)).toContain("/blog/primeros-pasos");
  });

  it("is in the sitemap at each language's address, each entry naming both", async () => {
    const sitemap = (await siteFile(world.acme.host, "/sitemaps/posts-1.xml"))!.html.toString();
    expect(sitemap).toContain(`<loc>${origin()}/blog/getting-started</loc>`);
    expect(sitemap).toContain(`<loc>${origin()}/es/blog/primeros-pasos</loc>`);
    expect(sitemap).not.toContain(`${origin()}/es/blog/getting-started`);
    const entries = sitemap.split("<url>").filter((entry) => entry.includes("getting-started") || entry.includes("primeros-pasos"));
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry).toContain(`hreflang="es" href="${origin()}/es/blog/primeros-pasos"`);
      expect(entry).toContain(`hreflang="en" href="${origin()}/blog/getting-started"`);
    }
  });
});

describe("help articles and chapters with Spanish addresses", () => {
  it("serve a help article at its Spanish address and redirect its base one there, linked from the Spanish help center", async () => {
    expect(hreflangs(await page("/es/help-center/pagar-facturas")).es).toBe(`${origin()}/es/help-center/pagar-facturas`);
    const old = await render("/es/help-center/paying-invoices");
    expect([old.status, old.location]).toEqual([308, "/es/help-center/pagar-facturas"]);
    expect(await page("/es/help-center")).toContain('href="/es/help-center/pagar-facturas"');
  });

  it("serve a chapter at its Spanish address, marked in the sidebar and linked from its neighbour and the contents", async () => {
    const chapter = await page("/es/docs/handbook/instalar");
    expect(chapter).toMatch(/href="\/es\/docs\/handbook\/instalar" aria-current="page"/);
    expect(hreflangs(chapter)).toMatchObject({ en: `${origin()}/docs/handbook/installing`, es: `${origin()}/es/docs/handbook/instalar` });
    const old = await render("/es/docs/handbook/installing");
    expect([old.status, old.location]).toEqual([308, "/es/docs/handbook/instalar"]);
    // The next chapter, without a Spanish address, links back to the Spanish one.
    expect(await page("/es/docs/handbook/configuring")).toMatch(/href="\/es\/docs\/handbook\/instalar" rel="prev"/);
    expect(await page("/es/docs/handbook")).toContain('href="/es/docs/handbook/instalar"');
  });
});
