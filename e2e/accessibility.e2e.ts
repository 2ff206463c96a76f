import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe";
import { launchBrowser } from "./support/browser";
import { demoUrl } from "./support/journey";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("accessibility of the public site (axe-core, WCAG 2.2 AA)", () => {
  for (const [label, path] of [["the demo home page", "/"], ["a created page", "/work-visas"], ["the blog", "/blog"], ["a blog post", "/blog/moving-abroad-with-pets"], ["the cookie policy", "/cookie-policy"], ["the products page", "/products"], ["the 404 page", "/no-such-page"]] as const) {
    it(`finds no serious or critical violation on ${label}, on a phone and a desktop`, async () => {
      for (const width of [390, 1280]) {
        const page = await browser.newPage({ viewport: { width, height: 900 } });
        await page.goto(demoUrl(path), { waitUntil: "networkidle" });
        expect(await seriousViolations(page), `${path} at ${width} px`).toEqual([]);
        await page.close();
      }
    });
  }

  it("finds none with the cookie notice showing, nor with the privacy dialog open on both of its tabs", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(demoUrl("/"), { waitUntil: "networkidle" });
    const settings = page.locator("[data-consent=settings]").first();
    await settings.waitFor({ state: "visible" });
    expect(await seriousViolations(page), "cookie notice").toEqual([]);
    await settings.click();
    const dialog = page.getByRole("dialog", { name: "Privacy Settings" });
    await dialog.getByRole("switch", { name: "Essential" }).waitFor();
    expect(await seriousViolations(page), "privacy dialog, categories").toEqual([]);
    await dialog.getByRole("tab", { name: "Services" }).click();
    expect(await seriousViolations(page), "privacy dialog, services").toEqual([]);
    await page.close();
  });
});
