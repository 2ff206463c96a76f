import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { expect } from "vitest";

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's serious and critical findings for WCAG 2.2 A and AA on the page as it stands. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Once the toasts have gone: axe measures a toast mid-animation as low contrast.
  await expect.poll(() => page.locator("[data-sonner-toast]").count(), { timeout: 15_000 }).toBe(0);
  // Evaluated by the browser's devtools protocol: a <script> tag would be an inline script, which
  // the pages' Content-Security-Policy refuses (its hashes cover only the page's own scripts).
  // At the top of the page: content scrolled under the sticky header counts as obscured for axe,
  // though a visitor sees it by scrolling (the site's scroll padding keeps focus clear of it).
  await page.evaluate(() => window.scrollTo(0, 0));
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
