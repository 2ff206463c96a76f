import type { Browser } from "playwright-core";
import Parser from "rss-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPageSize } from "@/modules/posts/paging";
import { signInByApi } from "./support/admin";
import { launchBrowser } from "./support/browser";
import { request } from "./support/http";
import { demoUrl } from "./support/journey";
import { testServer } from "./support/test-server";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/**
 * The demo's own posts among those listed, in the order listed: other journeys share the demo's
 * server and may have published posts of their own meanwhile.
 */
const demoTitles = [
  "Blue Card or skilled-worker visa: which fits you?",
  "Moving abroad with pets: a checklist",
  "Opening a bank account before you arrive",
  "Tarjeta Azul o visado de trabajador cualificado: ¿cuál le conviene?",
  "Mudarse al extranjero con mascotas: una lista",
  "Abrir una cuenta bancaria antes de llegar",
];
const demoPosts = (titles: string[]) => titles.filter((title) => demoTitles.includes(title.trim()));

describe("the demo's blog", () => {
  it("opens from the hero's Explore pill, lists the posts newest first and opens one under Blog", async () => {
    const page = await browser.newPage();
    await page.goto(demoUrl("/"));
    await page.getByRole("link", { name: /Explore/ }).click();
    await page.waitForURL(demoUrl("/blog"));
    expect(await page.locator("h1").textContent()).toBe("Blog");
    expect(demoPosts(await page.locator("main h2").allTextContents())).toEqual([
      "Blue Card or skilled-worker visa: which fits you?",
      "Moving abroad with pets: a checklist",
      "Opening a bank account before you arrive",
    ]);

    await page.getByRole("link", { name: /Moving abroad with pets/ }).click();
    await page.waitForURL(demoUrl("/blog/moving-abroad-with-pets"));
    expect(await page.locator("h1").textContent()).toBe("Moving abroad with pets: a checklist");
    await expect.poll(() => page.getByText("By Daniel Mensah").count()).toBe(1);
    expect(await page.getByRole("heading", { name: "Four months before" }).count()).toBe(1);
    // The trail: Home, Blog (a link back to the list), then the post itself.
    const trail = page.getByRole("navigation", { name: /breadcrumb/i });
    await trail.getByRole("link", { name: "Blog" }).click();
    await page.waitForURL(demoUrl("/blog"));
    await page.close();
  });

  it("speaks the visitor's language, answers 404 for a post that does not exist and 400 for a malformed address", async () => {
    const page = await browser.newPage();
    await page.goto(demoUrl("/es/blog"));
    await expect.poll(() => page.getByText("Noticias, guías y respuestas de nuestro equipo.").count()).toBe(1);
    expect(await page.locator("a[href='/es/blog/moving-abroad-with-pets']").count()).toBe(1);
    const missing = await page.goto(demoUrl("/blog/no-such-post"));
    expect(missing?.status()).toBe(404);
    // A broken escape names no page at all: a clear 400 rather than a server error.
    const malformed = await fetch(demoUrl("/blog/%E0%A4%A"));
    expect(malformed.status).toBe(400);
    await page.close();
  });

  it("links its RSS and Atom feeds from the blog and its posts, in the page's language (titles translated); a feed reader reads them", async () => {
    const page = await browser.newPage();
    await page.goto(demoUrl("/es/blog/moving-abroad-with-pets"));
    const feedLinks = await page.locator("head link[rel=alternate][type$='+xml']").evaluateAll((links) => links.map((link) => [link.getAttribute("type"), new URL(link.getAttribute("href")!).pathname]));
    expect(feedLinks).toEqual([
      ["application/rss+xml", "/es/blog/rss.xml"],
      ["application/atom+xml", "/es/blog/atom.xml"],
    ]);
    // The post's BlogPosting, for search engines.
    const graphs = await page.locator("script[type='application/ld+json']").allTextContents();
    expect(graphs.map((text) => JSON.parse(text) as { "@type"?: string }).find((graph) => graph["@type"] === "BlogPosting")).toMatchObject({ headline: "Mudarse al extranjero con mascotas: una lista", inLanguage: "es" });
    await page.close();

    const parser = new Parser();
    for (const path of ["/es/blog/rss.xml", "/es/blog/atom.xml"]) {
      const response = await fetch(demoUrl(path));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(path.endsWith("rss.xml") ? /^application\/rss\+xml/ : /^application\/atom\+xml/);
      const feed = await parser.parseString(await response.text());
      // The demo's posts have Spanish titles: the Spanish feed carries them.
      const items = feed.items.filter((item) => demoPosts([item.title ?? ""]).length === 1);
      expect(items.map((item) => item.title)).toEqual(["Tarjeta Azul o visado de trabajador cualificado: ¿cuál le conviene?", "Mudarse al extranjero con mascotas: una lista", "Abrir una cuenta bancaria antes de llegar"]);
      expect(new URL(items[1]!.link!).pathname).toBe("/es/blog/moving-abroad-with-pets");
    }
  });
});

// On Acme's site (made by the CLI; no other journey counts its posts): one post more than a page holds.
describe("a blog of more than one page", () => {
  it("shows blogPageSize posts at /blog with a next link, and the rest at /blog/page/2; no page 1 or 3 of its own", async () => {
    const acme = testServer().acme;
    const { token } = await signInByApi({ email: acme.adminEmail, password: acme.adminPassword }, acme.host);
    for (let index = 1; index <= blogPageSize + 1; index++) {
      const created_on = new Date(Date.UTC(2026, 0, index, 9)).toISOString();
      const answer = await request(acme.host, "/api/posts", { json: { title: `Acme news ${index}`, slug: `acme-news-${index}`, created_on }, headers: { authorization: `Bearer ${token}` } });
      expect(answer.status, answer.text).toBe(201);
    }
    const acmeUrl = (path: string) => `http://${acme.host}${path}`;
    const page = await browser.newPage();
    await page.goto(acmeUrl("/blog"));
    expect(await page.locator("main h2").count()).toBe(blogPageSize);
    expect(await page.locator("main h2").first().textContent()).toBe(`Acme news ${blogPageSize + 1}`);
    const head = (rel: string) => page.locator(`head link[rel=${rel}]`).evaluateAll((links) => links.map((link) => new URL(link.getAttribute("href")!, location.href).href));
    expect(await head("canonical")).toEqual([acmeUrl("/blog")]);
    expect(await head("next")).toEqual([acmeUrl("/blog/page/2")]);
    expect(await head("prev")).toEqual([]);
    const pages = page.getByRole("navigation", { name: "Pages" });
    expect(await pages.getByRole("link", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");

    await pages.getByRole("link", { name: /Next/ }).click();
    await page.waitForURL(acmeUrl("/blog/page/2"));
    expect(await page.locator("main h2").allTextContents()).toEqual(["Acme news 1"]);
    expect(await head("canonical")).toEqual([acmeUrl("/blog/page/2")]);
    expect(await head("prev")).toEqual([acmeUrl("/blog")]);
    expect(await head("next")).toEqual([]);
    expect(await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
    await page.close();

    // Page 1 has one address (/blog); past the last page there is none.
    expect((await request(acme.host, "/blog/page/1")).status).toBe(404);
    expect((await request(acme.host, "/blog/page/3")).status).toBe(404);
  });
});
