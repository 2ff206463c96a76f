import type { Browser } from "playwright-core";
import Parser from "rss-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { demoUrl } from "./support/journey";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("the demo's blog", () => {
  it("opens from the hero's Explore pill, lists the posts newest first and opens one under Blog", async () => {
    const page = await browser.newPage();
    await page.goto(demoUrl("/"));
    await page.getByRole("link", { name: /Explore/ }).click();
    await page.waitForURL(demoUrl("/blog"));
    expect(await page.locator("h1").textContent()).toBe("Blog");
    expect(await page.locator("main h2").allTextContents()).toEqual([
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

  it("links its RSS and Atom feeds from the blog and its posts, in the page's language; a feed reader reads them", async () => {
    const page = await browser.newPage();
    await page.goto(demoUrl("/es/blog/moving-abroad-with-pets"));
    const feedLinks = await page.locator("head link[rel=alternate][type$='+xml']").evaluateAll((links) => links.map((link) => [link.getAttribute("type"), new URL(link.getAttribute("href")!).pathname]));
    expect(feedLinks).toEqual([
      ["application/rss+xml", "/es/blog/rss.xml"],
      ["application/atom+xml", "/es/blog/atom.xml"],
    ]);
    // The post's BlogPosting, for search engines.
    const graphs = await page.locator("script[type='application/ld+json']").allTextContents();
    expect(graphs.map((text) => JSON.parse(text) as { "@type"?: string }).find((graph) => graph["@type"] === "BlogPosting")).toMatchObject({ headline: "Moving abroad with pets: a checklist", inLanguage: "es" });
    await page.close();

    const parser = new Parser();
    for (const path of ["/es/blog/rss.xml", "/es/blog/atom.xml"]) {
      const response = await fetch(demoUrl(path));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(path.endsWith("rss.xml") ? /^application\/rss\+xml/ : /^application\/atom\+xml/);
      const feed = await parser.parseString(await response.text());
      expect(feed.items.map((item) => item.title)).toEqual(["Blue Card or skilled-worker visa: which fits you?", "Moving abroad with pets: a checklist", "Opening a bank account before you arrive"]);
      expect(new URL(feed.items[1]!.link!).pathname).toBe("/es/blog/moving-abroad-with-pets");
    }
  });
});
