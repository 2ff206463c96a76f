import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminContext, openAsAdmin } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { launchBrowser } from "./support/browser";
import { demoUrl } from "./support/journey";

// Issue 12: the command palette, in the admin-only editing layer.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Ctrl+K once the admin's editing tools are there; the palette, open. */
async function openPalette(page: Page) {
  await page.getByRole("navigation", { name: "Editing tools" }).waitFor();
  await page.keyboard.press("ControlOrMeta+k");
  const palette = page.getByRole("dialog", { name: "Command palette" });
  await palette.waitFor();
  return palette;
}

describe("the command palette", () => {
  it("is not there for a visitor", async () => {
    const page = await browser.newPage();
    await page.goto(demoUrl("/"));
    await expect.poll(() => page.getAttribute("html", "data-session")).toBe("guest");
    await page.keyboard.press("ControlOrMeta+k");
    await page.waitForTimeout(300);
    expect(await page.getByRole("dialog", { name: "Command palette" }).count()).toBe(0);
    await page.context().close();
  });

  it("opens with Ctrl+K, runs a command with the keyboard, and lists it under Recent after a reload", async () => {
    const context = await adminContext(browser);
    const page = await openAsAdmin(context, "/");
    const palette = await openPalette(page);
    expect(await seriousViolations(page), "command palette open").toEqual([]);
    await page.keyboard.type("layout");
    // Arrows move the highlight (a page may also have "layout" in its title): down to Page Layout, then Enter.
    const highlighted = palette.locator("[cmdk-item][data-selected=true]");
    for (let press = 0; press < 10 && !(await highlighted.innerText()).includes("Page Layout"); press++) await page.keyboard.press("ArrowDown");
    expect(await highlighted.innerText()).toContain("Page Layout");
    await page.keyboard.press("Enter");
    await palette.waitFor({ state: "hidden" });
    const layout = page.getByRole("dialog", { name: "Manage Page Layout" });
    await layout.waitFor();
    await page.keyboard.press("Escape");
    await layout.waitFor({ state: "hidden" });

    await page.reload();
    await expect.poll(() => page.getAttribute("html", "data-session")).toBe("admin");
    await openPalette(page);
    const recent = palette.locator("[cmdk-group]", { hasText: "Recent" });
    expect(await recent.locator("[cmdk-item]").allInnerTexts()).toEqual([expect.stringContaining("Page Layout")]);
    // Arrows and Enter: the first of Recent is highlighted, Enter runs it again.
    await page.keyboard.press("Enter");
    await layout.waitFor();
    await context.close();
  });

  it("the Create New menu shows the spec's groups, says Pricing Plan is coming soon, opens Global Settings on FAQs for FAQ, and opens the Site Map, which lists the demo's pages and opens one", async () => {
    const context = await adminContext(browser);
    const page = await openAsAdmin(context, "/");
    const bar = page.getByRole("navigation", { name: "Editing tools" });
    await bar.getByRole("button", { name: "Create New" }).click();
    const menu = page.getByRole("menu", { name: "Create New" });
    await menu.waitFor();
    const text = await menu.innerText();
    for (const group of ["Content", "Navigation", "Pages", "Products", "Interactive", "General"]) expect(text.toLowerCase()).toContain(group.toLowerCase());
    // Only Pricing Plan is coming soon: marked so and announced as unavailable; chosen, it says so.
    expect(text).not.toContain("(Soon)");
    const pricing = menu.getByRole("menuitem", { name: "Pricing Plan Coming soon" });
    expect(await pricing.getAttribute("aria-disabled")).toBe("true");
    for (const name of ["Product Page", "FAQ", "Feature", "Banner"]) expect(await menu.getByRole("menuitem", { name, exact: true }).getAttribute("aria-disabled")).toBeNull();
    // Playwright will not click an aria-disabled element; a person can, and the keyboard chooses it too.
    await pricing.focus();
    await page.keyboard.press("Enter");
    await page.getByText("Creating Pricing Plan - Coming soon!").waitFor();
    await menu.waitFor({ state: "hidden" });

    // FAQ opens Global Settings on its FAQs tab.
    await bar.getByRole("button", { name: "Create New" }).click();
    await menu.getByRole("menuitem", { name: "FAQ", exact: true }).click();
    const settings = page.getByRole("dialog", { name: "Global Settings" });
    const faqs = settings.getByRole("tab", { name: "FAQs" });
    await expect.poll(() => faqs.getAttribute("aria-selected"), { timeout: 15_000 }).toBe("true");
    await settings.getByRole("button", { name: "Add question" }).waitFor();
    await page.keyboard.press("Escape");
    await settings.waitFor({ state: "hidden" });

    await bar.getByRole("button", { name: "Create New" }).click();
    await menu.getByRole("menuitem", { name: "Site Map" }).click();

    const map = page.getByRole("dialog", { name: "Site Map" });
    await map.getByText("Browse your site's page structure").waitFor();
    const pages = map.locator("[data-site-entry]");
    await expect.poll(() => pages.count()).toBeGreaterThan(3);
    for (const slug of ["work-visas", "family-reunification", "student-visas", "corporate-relocation"]) expect(await map.locator(`[data-site-entry="${slug}"]`).count()).toBe(1);
    expect(await seriousViolations(page), "Site Map open").toEqual([]);
    await map.locator('[data-site-entry="work-visas"]').getByRole("link").click();
    await page.waitForURL(demoUrl("/work-visas"));
    await context.close();
  });

  it("opens Global Settings on the Products tab for Product Page, and says Pricing Plan is coming soon", async () => {
    const context = await adminContext(browser);
    const page = await openAsAdmin(context, "/");
    let palette = await openPalette(page);
    await page.keyboard.type("product page");
    const highlighted = palette.locator("[cmdk-item][data-selected=true]");
    await expect.poll(() => highlighted.innerText()).toContain("Product Page");
    await page.keyboard.press("Enter");
    const settings = page.getByRole("dialog", { name: "Global Settings" });
    await expect.poll(() => settings.getByRole("tab", { name: "Products" }).getAttribute("aria-selected"), { timeout: 15_000 }).toBe("true");
    await page.keyboard.press("Escape");
    await settings.waitFor({ state: "hidden" });

    palette = await openPalette(page);
    await page.keyboard.type("pricing plan");
    await expect.poll(() => highlighted.innerText()).toContain("Coming soon");
    await page.keyboard.press("Enter");
    await palette.waitFor({ state: "hidden" });
    await page.getByText("Creating Pricing Plan - Coming soon!").waitFor();
    await context.close();
  });

  it("finds a page by a word of its title and jumps to it", async () => {
    const context = await adminContext(browser);
    const page = await openAsAdmin(context, "/");
    const palette = await openPalette(page);
    await page.keyboard.type("student");
    await palette.locator("[cmdk-group]", { hasText: "Go to" }).waitFor();
    await page.keyboard.press("Enter");
    await page.waitForURL(demoUrl("/student-visas"));
    await context.close();
  });
});
