import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { request } from "./support/http";
import { demoUrl } from "./support/journey";
import { signInByApi } from "./support/admin";
import { layoutShiftOf } from "./support/layout-shift";
import { testServer } from "./support/test-server";

let browser: Browser;
let token: string;
const created: string[] = [];
const host = () => `localhost:${testServer().port}`;
const origin = () => `http://${host()}`;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ token } = await signInByApi());
});

afterAll(async () => {
  for (const id of created) await request(host(), `/api/banners/${id}`, { method: "DELETE", headers: { authorization: `Bearer ${token}` } });
  await browser?.close();
});

/** A banner made by the demo admin through the API, which drops the cached pages of the demo. */
async function createBanner(fields: Record<string, unknown>): Promise<string> {
  const response = await request(host(), "/api/banners", { json: fields, headers: { authorization: `Bearer ${token}` } });
  expect(response.status, response.text).toBe(201);
  const { id } = JSON.parse(response.text) as { id: string };
  created.push(id);
  return id;
}

const bannerWith = (page: Page, id: string) => page.locator(`[data-banner][data-id="${id}"]`);

/**
 * Banners come shown in the (cached) page and the island hides the ones this visitor must not see,
 * once it has loaded: so "hidden" is waited for, and the demo's own banner must still show beside it.
 */
async function hiddenByTheIsland(page: Page, banner: Locator) {
  await expect.poll(() => banner.isVisible()).toBe(false);
  expect(await page.locator("[data-banner]", { hasText: "Spring offer" }).isVisible()).toBe(true);
}

async function visible(locator: Locator, timeout = 5000) {
  await expect.poll(() => locator.isVisible(), { timeout }).toBe(true);
}

describe("promotional banners", () => {
  it("shift no public page with banners by more than 0.02 for a fresh visitor on a slow phone (network and processor), at 390 px and 1366 px, with banners for others beside them", async () => {
    // Banners this visitor must not see, rendered in the cached page: for members, for later, for Spanish pages only.
    await createBanner({ content: { text: "<p>Members only</p>" }, audience: "members" });
    await createBanner({ content: { text: "<p>Next week</p>" }, start_date_promotion: new Date(Date.now() + 7 * 86_400_000).toISOString() });
    await createBanner({ content: { text: "<p>Solo en español</p>" }, audience_languages: ["es"] });
    const figures: string[] = [];
    let worst = 0;
    for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 768 }])
      for (const path of ["/", "/es/", "/work-visas"]) {
        const { cls, shifts } = await layoutShiftOf(browser, demoUrl(path), viewport);
        figures.push(`${path} at ${viewport.width} px: ${cls.toFixed(3)}${shifts.length ? ` ${JSON.stringify(shifts)}` : ""}`);
        worst = Math.max(worst, cls);
      }
    console.log(`layout shift (CLS) of a fresh visitor on slow 4G:\n${figures.join("\n")}`);
    expect(worst, figures.join("\n")).toBeLessThanOrEqual(0.02);
  });

  it("start and end on time, for their audience: members signed in, visitors not signed in", async () => {
    const marker = Date.now();
    // Room for two page loads before the start and four before the end on a busy machine (CI saw 4 s and 6 s run out).
    const start = Date.now() + 10_000;
    const end = start + 12_000;
    const members = await createBanner({ content: { text: `<p>Members ${marker}</p>` }, audience: "members", start_date_promotion: new Date(start).toISOString(), end_date_promotion: new Date(end).toISOString() });
    const visitors = await createBanner({ content: { text: `<p>Visitors ${marker}</p>` }, audience: "visitors", start_date_promotion: new Date(start).toISOString() });
    const { email, password } = testServer().demoAdmin;
    const member = await browser.newContext();
    expect((await member.request.post(demoUrl("/api/auth/sign-in/email"), { data: { email, password }, headers: { origin: origin() } })).status()).toBe(200);
    const anonymous = await browser.newPage();
    const signedIn = await member.newPage();
    const shownTo = async (page: Page, id: string) => {
      await page.goto(demoUrl("/"));
      // The island has judged the page once the session is known (shell island) and the demo's banner shows.
      await visible(page.locator("[data-banner]", { hasText: "Spring offer" }));
      if (page === signedIn) await expect.poll(() => page.getAttribute("html", "data-session")).toBe("admin");
      return bannerWith(page, id).isVisible();
    };

    // Before the start: neither shows.
    expect(await shownTo(anonymous, visitors)).toBe(false);
    expect(await shownTo(signedIn, members)).toBe(false);
    expect(Date.now(), "the checks before the start took longer than the lead").toBeLessThan(start);
    await new Promise((resolve) => setTimeout(resolve, start - Date.now() + 200));
    // Started: each to its own audience only.
    expect(await shownTo(anonymous, visitors)).toBe(true);
    expect(await shownTo(anonymous, members)).toBe(false);
    expect(await shownTo(signedIn, members)).toBe(true);
    expect(await shownTo(signedIn, visitors)).toBe(false);
    expect(Date.now(), "the checks while it runs took longer than the window").toBeLessThan(end);
    await new Promise((resolve) => setTimeout(resolve, end - Date.now() + 200));
    // Ended.
    expect(await shownTo(signedIn, members)).toBe(false);
    await member.close();
    await anonymous.close();
  });

  it("count down to the end of the promotion, then read 'Sale Ended'; after a reload the ended banner is gone", async () => {
    const marker = `Flash sale ${Date.now()}`;
    const id = await createBanner({ content: { text: `<p>${marker}</p>` }, end_date_promotion: new Date(Date.now() + 8000).toISOString(), end_date_promotion_is_displayed: true });
    const page = await browser.newPage();
    await page.goto(demoUrl("/"));
    const banner = bannerWith(page, id);
    await visible(banner);
    expect(await banner.textContent()).toContain(marker);

    const timer = banner.getByRole("timer");
    await expect.poll(() => timer.innerText()).toMatch(/^Ends in 0d 00h 00m 0\ds$/);
    const before = await timer.innerText();
    await expect.poll(() => timer.innerText(), { timeout: 3000 }).not.toBe(before);
    await expect.poll(() => timer.innerText(), { timeout: 15_000 }).toBe("Sale Ended");
    // It stays while the page is open…
    expect(await banner.isVisible()).toBe(true);

    // …and is hidden once the page loads after the end, although the cached page still carries it.
    await page.reload();
    await hiddenByTheIsland(page, banner);
    await page.close();
  });

  it("stay dismissed after a reload, for an anonymous visitor (in the browser)", async () => {
    const marker = `Closable ${Date.now()}`;
    const id = await createBanner({ type: "closed", content: { text: `<p>${marker}</p>` }, dismissal_duration: "1 day" });
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(demoUrl("/"));
    const banner = bannerWith(page, id);
    await visible(banner);

    await banner.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => banner.isVisible()).toBe(false);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("atrium.banners"))) ?? "{}") as Record<string, number>;
    expect(stored[id]).toBeGreaterThan(Date.now() + 23 * 60 * 60 * 1000);

    await page.reload();
    await hiddenByTheIsland(page, banner);
    // Another page of the site: still dismissed.
    await page.goto(demoUrl("/work-visas"));
    await hiddenByTheIsland(page, bannerWith(page, id));
    await context.close();
  });

  it("stay dismissed for a signed-in visitor on another device (on the server)", async () => {
    const { email, password } = testServer().demoAdmin;
    const id = await createBanner({ type: "closed", content: { text: `<p>Everywhere ${Date.now()}</p>` }, dismissal_duration: "1 hour" });
    const signedIn = async (): Promise<BrowserContext> => {
      const context = await browser.newContext();
      const answer = await context.request.post(demoUrl("/api/auth/sign-in/email"), { data: { email, password }, headers: { origin: origin() } });
      expect(answer.status()).toBe(200);
      return context;
    };

    const laptop = await signedIn();
    const page = await laptop.newPage();
    await page.goto(demoUrl("/"));
    await expect.poll(() => page.getAttribute("html", "data-session")).toBe("admin");
    await visible(bannerWith(page, id));
    const saved = page.waitForResponse((response) => response.url().endsWith(`/api/banners/${id}/dismissals`) && response.request().method() === "POST");
    await bannerWith(page, id).locator("[data-banner-close]").click();
    expect((await saved).status()).toBe(200);
    await laptop.close();

    // A fresh browser (nothing in localStorage), same account.
    const phone = await signedIn();
    const other = await phone.newPage();
    const dismissals = other.waitForResponse((response) => response.url().endsWith("/api/banners/dismissals"));
    await other.goto(demoUrl("/"));
    expect(await (await dismissals).json()).toContainEqual(expect.objectContaining({ id, isDismissed: true }));
    await hiddenByTheIsland(other, bannerWith(other, id));
    await phone.close();

    // Anonymous visitors still see it.
    const anonymous = await browser.newPage();
    await anonymous.goto(demoUrl("/"));
    await visible(bannerWith(anonymous, id));
    await anonymous.close();
  });
});

describe("the language suggestion banner", () => {
  const germanDialog = (page: Page) => page.getByRole("dialog", { name: "Diese Seite gibt es auch auf Deutsch" });

  it("offers German to a German browser on the English page after 2 s; Switch keeps the page, and it does not ask again", async () => {
    const context = await browser.newContext({ locale: "de-DE" });
    const page = await context.newPage();
    const start = Date.now();
    await page.goto(demoUrl("/work-visas"));
    expect(await page.getAttribute("html", "lang")).toBe("en");
    const dialog = germanDialog(page);
    await visible(dialog);
    expect(Date.now() - start).toBeGreaterThanOrEqual(2000);
    // A modal dialog that took the focus.
    expect(await page.evaluate(() => document.activeElement?.closest("dialog")?.id)).toBe("language-banner-de");
    expect(await dialog.getByRole("button", { name: /Beibehalten/ }).isVisible()).toBe(true);

    await dialog.getByRole("link", { name: /Wechseln/ }).click();
    await page.waitForURL(demoUrl("/de/work-visas"));
    expect(await page.getAttribute("html", "lang")).toBe("de");
    expect((await context.cookies()).find((cookie) => cookie.name === "language_choice")).toMatchObject({ value: "de" });
    const expires = (await context.cookies()).find((cookie) => cookie.name === "language_choice")!.expires * 1000;
    expect(expires).toBeGreaterThan(Date.now() + 364 * 24 * 60 * 60 * 1000);

    await page.reload();
    await page.waitForTimeout(3000);
    expect(await page.locator("dialog[open]").count()).toBe(0);
    // Not on the English page either: the visitor has chosen.
    await page.goto(demoUrl("/work-visas"));
    await page.waitForTimeout(3000);
    expect(await page.locator("dialog[open]").count()).toBe(0);
    await context.close();
  });

  it("keeps the page's language on Escape, returns the focus, and does not ask again", async () => {
    const context = await browser.newContext({ locale: "de-DE" });
    const page = await context.newPage();
    await page.goto(demoUrl("/"));
    await page.locator("header nav[aria-label=Main] a").first().focus();
    const dialog = germanDialog(page);
    await visible(dialog);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.closest("header") !== null)).toBe(true);
    expect(page.url()).toBe(demoUrl("/"));
    // The dialog's close event, which records the choice, is a task queued after the dialog hides.
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === "language_choice")?.value).toBe("en");

    await page.reload();
    await page.waitForTimeout(3000);
    expect(await page.locator("dialog[open]").count()).toBe(0);
    await context.close();
  });

  it("does not ask a browser whose language is the page's", async () => {
    const context = await browser.newContext({ locale: "en-GB" });
    const page = await context.newPage();
    await page.goto(demoUrl("/"));
    await page.waitForTimeout(3000);
    expect(await page.locator("dialog[open]").count()).toBe(0);
    await context.close();
  });
});
