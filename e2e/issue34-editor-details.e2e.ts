import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminContext, creator } from "./support/admin";
import { launchBrowser } from "./support/browser";
import { demoUrl, rejectCookiesIfAsked } from "./support/journey";

// Issue 34 point 8, where a browser's layout and keys are the test: the section editor's preview at
// 4 columns on a wide window, Escape in a card's field, the palette's keys on Linux, and toasts
// beside the help button.
let browser: Browser;
let context: BrowserContext;
let page: Page;
const slug = `issue34-${Date.now()}`;
let sectionId = "";

beforeAll(async () => {
  browser = await launchBrowser();
  context = await adminContext(browser);
  const post = creator(context);
  await post("/api/pages", { title: "Issue 34 journey", slug });
  sectionId = (await post("/api/template-sections", { url_page: `/${slug}`, section_title: "Four columns", section_type: "general", grid_columns: 4, is_slider: false })).id;
  for (const title of ["North", "East", "South", "West"]) await post("/api/metrics", { title, description: `<p>${title} office</p>`, section_id: sectionId });
  page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(demoUrl(`/${slug}`));
  await page.waitForFunction(() => document.documentElement.getAttribute("data-session") === "admin");
  await rejectCookiesIfAsked(page);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

const editor = () => page.getByRole("dialog", { name: /Template Section/ });

describe("issue 34: the editor's details", () => {
  it("previews 4 columns without squeezing the cards, and Escape in a card's title keeps the editor open", async () => {
    await page.locator(`[data-kind="template"][data-id="${sectionId}"]`).getByRole("button", { name: "Edit template section" }).click();
    await editor().getByLabel(/Section title/).waitFor();
    const widths = await editor().locator("[data-section-preview] article").evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().width)));
    console.log(`preview card widths at 4 columns, window 1280 px: ${widths.join(", ")}`);
    expect(widths).toHaveLength(4);
    for (const width of widths) expect(width).toBeGreaterThanOrEqual(190);

    const title = editor().getByLabel("Title of North");
    await title.fill("Half typed");
    await title.press("Escape");
    await expect.poll(() => title.inputValue()).toBe("North");
    await page.waitForTimeout(300);
    expect(await editor().isVisible()).toBe(true);

    await title.fill("North and Centre");
    await editor().getByLabel("Description of North").focus();
    await editor().getByText("Saved", { exact: true }).waitFor();
  }, 60_000);

  it("names the palette's keys as this Linux keyboard has them, and its toasts leave the help button free", async () => {
    // (Escape in the card's field would only put its text back: Cancel closes the editor.)
    await editor().getByRole("button", { name: "Cancel", exact: true }).click();
    await editor().waitFor({ state: "hidden" });
    await page.keyboard.press("Control+k");
    const palette = page.getByRole("dialog", { name: "Command palette" });
    await palette.getByText("Ctrl+K to open").waitFor();
    expect(await palette.textContent()).not.toContain("⌘");
    await palette.getByRole("combobox").fill("Pricing Plan");
    await page.keyboard.press("Enter");
    const shown = page.locator("[data-sonner-toast]").filter({ hasText: "Coming soon" }).first();
    await shown.waitFor();
    const help = page.getByRole("button", { name: "Help", exact: true });
    const helpBox = (await help.boundingBox())!;
    // Once the toast has slid in (sonner animates it from below), it ends above the button.
    const toastBottom = async () => {
      const box = await shown.boundingBox();
      return box ? box.y + box.height : Infinity;
    };
    await expect.poll(toastBottom).toBeLessThanOrEqual(helpBox.y);
    console.log(`toast bottom ${await toastBottom()} px; help button top ${helpBox.y} px`);
  }, 60_000);
});
