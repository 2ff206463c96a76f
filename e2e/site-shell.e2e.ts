import type { Browser, Page } from "playwright-core";
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

async function openPage(path: string, width: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(demoUrl(path));
  // The shell's island marks <html data-session> once it listens: a click before that is a plain link
  // (the login button opens /login), which is right for a visitor but not what these journeys check.
  await page.locator("html[data-session]").waitFor({ state: "attached" });
  return page;
}

describe("the header on a desktop", () => {
  it("opens a full-width panel of image cards for an item with several submenu items", async () => {
    const page = await openPage("/", 1280);
    const panel = page.locator("[data-menu-kind=mega] [data-panel=mega]");
    expect(await panel.isVisible()).toBe(false);
    await page.hover("[data-menu-kind=mega] > a");
    await expect.poll(() => panel.isVisible()).toBe(true);
    const cards = panel.locator("a");
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    expect(await panel.locator("img").count()).toBeGreaterThanOrEqual(2);
    const box = (await panel.boundingBox())!;
    expect(box.width).toBeGreaterThan(1000);
    await page.close();
  });

  it("opens a small dropdown for an item with one submenu item, closing it a moment after the pointer leaves", async () => {
    const page = await openPage("/", 1280);
    const dropdown = page.locator("[data-menu-kind=dropdown] [data-panel=dropdown]");
    await page.hover("[data-menu-kind=dropdown] > a");
    await expect.poll(() => dropdown.isVisible()).toBe(true);
    expect(await dropdown.locator("a").count()).toBe(1);
    await page.mouse.move(640, 700);
    // Still open right after leaving (the 300 ms close delay of spec 001 §9), then closed.
    expect(await dropdown.isVisible()).toBe(true);
    await expect.poll(() => dropdown.isVisible(), { timeout: 2000 }).toBe(false);
    await page.close();
  });

  it("has plain links for items without submenus", async () => {
    const page = await openPage("/", 1280);
    const plain = page.locator("header nav[aria-label=Main] [data-menu-kind=link] > a", { hasText: "Contact" });
    expect(await plain.getAttribute("href")).toBe("/contact");
    await page.close();
  });
});

describe("the header on a phone", () => {
  it("opens a full-screen menu whose submenus are accordions", async () => {
    const page = await openPage("/", 390);
    const menu = page.locator("#mobile-menu");
    expect(await menu.isVisible()).toBe(false);
    await page.click("header button[popovertarget=mobile-menu]");
    await expect.poll(() => menu.isVisible()).toBe(true);
    const box = (await menu.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(389);
    const services = menu.locator("details", { hasText: "Services" });
    expect(await services.locator("summary").textContent()).toMatch(/4 options/);
    const workVisas = services.getByRole("link", { name: "Work visas" });
    expect(await workVisas.isVisible()).toBe(false);
    await services.locator("summary").click();
    await expect.poll(() => workVisas.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => menu.isVisible()).toBe(false);
    await page.close();
  });
});

describe("breadcrumbs and languages", () => {
  it("shows Home and the page on a created page, the last crumb not a link", async () => {
    const page = await openPage("/work-visas", 1280);
    const trail = page.locator("nav[aria-label=Breadcrumb]");
    expect(await trail.locator("a").first().getAttribute("href")).toBe("/");
    const current = trail.locator("[aria-current=page]");
    expect(await current.textContent()).toContain("Work visas");
    expect(await current.evaluate((element) => element.tagName)).not.toBe("A");
    expect(await (await openPage("/", 1280)).locator("nav[aria-label=Breadcrumb]").count()).toBe(0);
    await page.close();
  });

  it("switches to Spanish on the same page, and back to the default language without a prefix", async () => {
    const page = await openPage("/work-visas", 1280);
    await page.hover("header [data-language-switch]");
    await page.click("header [data-language-switch] a[data-language=es]");
    await page.waitForURL(demoUrl("/es/work-visas"));
    expect(await page.getAttribute("html", "lang")).toBe("es");
    expect(await page.locator("header nav[aria-label=Main]").textContent()).toContain("Servicios");
    // Links inside the page keep the prefix: the logo leads to the Spanish home page.
    expect(await page.locator("header nav[aria-label=Main] a").first().getAttribute("href")).toBe("/es");

    await page.click("footer a[data-language=en]");
    await page.waitForURL(demoUrl("/work-visas"));
    expect(await page.getAttribute("html", "lang")).toBe("en");
    await page.close();
  });
});

describe("the shell with the keyboard alone", () => {
  it("opens the mega panel when its item gets focus, tabs into its cards, and hides it on Escape", async () => {
    const page = await openPage("/", 1280);
    const panel = page.locator("[data-menu-kind=mega] [data-panel=mega]");
    await page.locator("[data-menu-kind=mega] > a").focus();
    await expect.poll(() => panel.isVisible()).toBe(true);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("[data-panel=mega]") !== null)).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => panel.isVisible()).toBe(false);
    await page.close();
  });

  it("opens the login modal from the login link, keeps the focus inside, switches to register and back, and returns the focus on Escape", async () => {
    const page = await openPage("/", 1280);
    const login = page.locator("header a[data-login-modal]");
    await login.focus();
    await page.keyboard.press("Enter");
    const modal = page.getByRole("dialog", { name: "Login" });
    await modal.waitFor();
    expect(page.url()).toBe(demoUrl("/"));
    // The page behind a modal <dialog> is inert: Tab cycles through the dialog (and, past its last
    // control, the browser's own toolbar, where the document has no focused element).
    const insideOrBrowser = () => page.evaluate(() => { const active = document.activeElement; return !active || active === document.body || active.closest("dialog[open]") !== null; });
    let insideCount = 0;
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press("Tab");
      expect(await insideOrBrowser(), `focus after ${step + 1} tabs`).toBe(true);
      if (await page.evaluate(() => document.activeElement?.closest("dialog[open]") !== null)) insideCount += 1;
    }
    expect(insideCount).toBeGreaterThan(6);
    await modal.getByRole("button", { name: /register/i }).first().click();
    await page.getByRole("dialog", { name: "Register" }).waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("dialog[open]").count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute("data-login-modal"))).toBe(true);
    await page.close();
  });
});
