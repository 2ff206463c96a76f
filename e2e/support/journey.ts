import type { Browser, Locator, Page } from "playwright-core";
import type { CapturedMail } from "./mail-server";
import { testServer } from "./test-server";

export const port = () => testServer().port;
export const demoUrl = (path = "/") => `http://localhost:${testServer().port}${path}`;

/** Waits for an e-mail to `to` whose subject matches, as the SMTP server received it. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 10_000): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = (await (await fetch(testServer().mailApi)).json()) as CapturedMail[];
    const found = messages.find((message) => message.to.includes(to) && subject.test(message.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} matching ${subject}; received: ${JSON.stringify(messages.map((m) => [m.to, m.subject]))}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Answers the cookie notice if it shows. An admin's answer is kept with their account, so in a full
 * run another journey may already have given it and the notice stays hidden.
 */
export async function rejectCookiesIfAsked(page: Page): Promise<void> {
  const reject = page.locator('[data-consent="reject"]');
  if (await reject.isVisible()) await reject.click();
}

let counter = 0;
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++counter}@example.com`;

/** A page of its own (a new browser context: an empty localStorage), once its scripts have run. */
export async function openHydratedPage(browser: Browser, path: string): Promise<Page> {
  // A browser that prefers the page's own language: on a slow machine the language banner (2 s after
  // load, 001 §9) would otherwise open over the page while the journey is still clicking.
  const language = /^\/([a-z]{2})(?:\/|$)/.exec(path)?.[1];
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, ...(language ? { locale: language } : {}) });
  await page.goto(demoUrl(path), { waitUntil: "networkidle" });
  // The shell island marks <html data-session> after its first effect: the page is hydrated and the basket island listens.
  await page.waitForSelector("html[data-session]", { state: "attached" });
  return page;
}

/**
 * Clicks an Add to basket button until it answers with its "Added" state: the island's listener
 * comes with an effect, and the section may hydrate a moment after the header. The state is set
 * in the click handler itself, so a click that counted is never repeated.
 */
export async function addToBasket(button: Locator): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    await button.click();
    if ((await button.getAttribute("data-added")) !== null) return;
    if (Date.now() > deadline) throw new Error("The Add to basket button never answered: is the basket island on the page?");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
