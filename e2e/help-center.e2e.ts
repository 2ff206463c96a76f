import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe";
import { launchBrowser } from "./support/browser";
import { demoUrl } from "./support/journey";

// Issue 13: the help center and documentation sets, as visitors read the demo's.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("the help center and documentation", () => {
  it("lists the help articles by subsection in their order and opens one, with 'On this page' and the way back", async () => {
    const page = await browser.newPage();
    await page.goto(demoUrl("/help-center"));
    expect(await page.locator("h1").textContent()).toBe("Help Center");
    const groups = page.locator("main section[aria-label]");
    expect(await groups.locator("h2").allTextContents()).toEqual(["Documents and translations", "Arriving and settling in"]);
    expect(await groups.first().locator("[data-help-articles] a").allInnerTexts()).toEqual([
      expect.stringContaining("Which documents need a certified translation?"),
      expect.stringContaining("How long does a certified translation take?"),
    ]);
    expect(await seriousViolations(page), "help center").toEqual([]);

    await page.getByRole("link", { name: /Registering your address after you arrive/ }).click();
    await page.waitForURL(demoUrl("/help-center/registering-your-address"));
    expect(await page.locator("h1").textContent()).toBe("Registering your address after you arrive");
    expect(await page.getByRole("link", { name: "What to bring" }).count()).toBe(1);
    await page.getByRole("navigation", { name: /breadcrumb/i }).getByRole("link", { name: "Help Center" }).click();
    await page.waitForURL(demoUrl("/help-center"));

    // In Spanish: the page's words, the same articles.
    await page.goto(demoUrl("/es/help-center"));
    expect(await page.locator("h1").textContent()).toBe("Centro de ayuda");
    expect(await page.locator("a[href='/es/help-center/translation-times']").count()).toBe(1);
    await page.close();
  });

  it("finds an article by a word of its body from the help center's search box, the word marked, and keeps the words in the address", async () => {
    const page = await browser.newPage();
    await page.goto(demoUrl("/help-center"));
    await page.getByRole("searchbox", { name: "Search articles and pages" }).fill("surcharge");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL(demoUrl("/search?q=surcharge"));
    const results = page.getByRole("list", { name: "Search" }).getByRole("listitem");
    await expect.poll(() => results.count()).toBe(1);
    expect(await page.getByRole("main").getByRole("status").textContent()).toBe("1 result for “surcharge”");
    expect(await results.first().locator("mark").allTextContents()).toEqual(["surcharge"]);
    expect(await seriousViolations(page), "search page").toEqual([]);

    // A second search in place: the address follows, and Back shows the first one again.
    await page.getByRole("searchbox", { name: "Search articles and pages" }).fill("quokka");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => page.getByRole("main").getByRole("status").textContent()).toBe("Nothing found for “quokka”. Try fewer or shorter words.");
    expect(new URL(page.url()).searchParams.get("q")).toBe("quokka");
    await page.goBack();
    await expect.poll(() => results.count()).toBe(1);
    await results.first().getByRole("link").click();
    await page.waitForURL(demoUrl("/help-center/translation-times"));
    await page.close();
  });

  it("finds the Spanish home page from /es/search by a Spanish word (and another form of it), and an article despite a typo (issue 33)", async () => {
    const page = await browser.newPage();
    // The hero and a review card of the Spanish home page say "visados" (the services' pages too): the home page is one result.
    const results = page.getByRole("list", { name: "Buscar" }).getByRole("listitem");
    const home = results.filter({ has: page.locator("a[href='/es']") });
    await page.goto(demoUrl("/es/search?q=visados"));
    await expect.poll(() => home.count()).toBe(1);
    expect((await home.locator("mark").allTextContents()).map((word) => word.toLowerCase())).toContain("visados");
    await page.goto(demoUrl("/es/search?q=visado"));
    await expect.poll(() => home.count()).toBe(1);
    await home.getByRole("link").click();
    await page.waitForURL(demoUrl("/es"));

    const found = page.getByRole("list", { name: "Search" }).getByRole("listitem");
    await page.goto(demoUrl("/search?q=certified%20translaton"));
    await expect.poll(() => found.count()).toBeGreaterThan(0);
    expect(await found.getByRole("link").allInnerTexts()).toContain("How long does a certified translation take?");
    expect((await found.locator("mark").allTextContents()).map((word) => word.toLowerCase())).toContain("translation");
    await page.close();
  });

  it("shows a documentation set of three chapters numbered in order, with the set's sidebar and previous/next links", async () => {
    const page = await browser.newPage();
    await page.goto(demoUrl("/docs/client-portal-guide"));
    expect(await page.locator("h1").textContent()).toBe("Client portal guide");
    expect(await page.getByRole("list", { name: "Client portal guide" }).getByRole("link").allInnerTexts()).toEqual([
      expect.stringMatching(/^1\.\s*Creating your account$/),
      expect.stringMatching(/^2\.\s*Uploading your documents$/),
      expect.stringMatching(/^3\.\s*Following your case$/),
    ]);

    await page.getByRole("link", { name: /Uploading your documents/ }).click();
    await page.waitForURL(demoUrl("/docs/client-portal-guide/uploading-your-documents"));
    expect(await page.locator("h1").textContent()).toBe("2. Uploading your documents");
    const sidebar = page.getByRole("navigation", { name: "Client portal guide: Chapters" });
    expect(await sidebar.locator("[aria-current=page]").textContent()).toBe("2. Uploading your documents");
    expect(await page.getByRole("link", { name: "Good scans" }).count()).toBe(1);
    expect(await seriousViolations(page), "documentation chapter").toEqual([]);

    await page.locator("a[rel=next]").click();
    await page.waitForURL(demoUrl("/docs/client-portal-guide/following-your-case"));
    expect(await page.locator("a[rel=next]").count()).toBe(0);
    await page.locator("a[rel=prev]").click();
    await page.waitForURL(demoUrl("/docs/client-portal-guide/uploading-your-documents"));
    // The trail names the set by its title, and leads to every set.
    const trail = page.getByRole("navigation", { name: /breadcrumb/i });
    expect(await trail.getByRole("link", { name: "Client portal guide" }).count()).toBe(1);
    await trail.getByRole("link", { name: "Documentation" }).click();
    await page.waitForURL(demoUrl("/docs"));
    expect(await page.locator("[data-document-sets] a").allInnerTexts()).toEqual([expect.stringMatching(/^Client portal guide\s+3 chapters$/)]);
    expect((await page.goto(demoUrl("/docs/client-portal-guide/no-such-chapter")))?.status()).toBe(404);
    expect((await page.goto(demoUrl("/docs/no-such-set")))?.status()).toBe(404);
    await page.close();
  });
});
