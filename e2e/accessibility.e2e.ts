import fs from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { demoUrl } from "./support/journey";

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's serious and critical findings for WCAG 2.2 A and AA on the page as it stands. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated by the browser's devtools protocol: a <script> tag would be an inline script, which
  // the pages' Content-Security-Policy refuses (its hashes cover only the page's own scripts).
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] } });
    return result.violations;
  });
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.slice(0, 3).map((node) => node.target.join(" ")).join(", ")}`);
}

describe("accessibility of the public site (axe-core, WCAG 2.2 AA)", () => {
  for (const [label, path] of [["the demo home page", "/"], ["a created page", "/work-visas"], ["the blog", "/blog"], ["a blog post", "/blog/moving-abroad-with-pets"], ["the cookie policy", "/cookie-policy"], ["the 404 page", "/no-such-page"]] as const) {
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
