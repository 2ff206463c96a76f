import type { Browser, BrowserContext, Page } from "playwright-core";
import { expect} from "vitest";
import { request } from "./http";
import { demoUrl } from "./journey";
import { testServer } from "./test-server";

/**
 * A browser context signed in as the demo organization's admin (through the API, as the login form
 * would); with `locale`, a browser preferring that language (no language banner on its pages).
 */
export async function adminContext(browser: Browser, options: { locale?: string } = {}): Promise<BrowserContext> {
  const { email, password } = testServer().demoAdmin;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const answer = await context.request.post(demoUrl("/api/auth/sign-in/email"), { data: { email, password }, headers: { origin: demoUrl("").replace(/\/$/, "") } });
  expect(answer.status()).toBe(200);
  return context;
}

/** Opens a page of the demo site and waits for the shell's session check to say admin. */
export async function openAsAdmin(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  // An editor that throws shows only a toast: the journey's output says why.
  page.on("pageerror", (error) => console.error(`[page error on ${path}] ${error.stack ?? error.message}`));
  await page.goto(demoUrl(path));
  await expect.poll(() => page.getAttribute("html", "data-session")).toBe("admin");
  return page;
}

/**
 * Signs in through the API on `host`, as the login form would: the bearer token and the session
 * cookie. The demo's admin on the demo's host unless told otherwise.
 */
export async function signInByApi(account: { email: string; password: string } = testServer().demoAdmin, host = `localhost:${testServer().port}`) {
  const answer = await request(host, "/api/auth/sign-in/email", { json: account, headers: { origin: `http://${host}` } });
  expect(answer.status).toBe(200);
  const cookie = (answer.headers["set-cookie"] ?? []).map((line) => line.split(";", 1)[0]).join("; ");
  return { token: String(answer.headers["set-auth-token"]), cookie };
}

/** Creates through the API as `context`'s admin (POST, the site's origin): the created row, after checking the 201. */
export function creator(context: BrowserContext) {
  const origin = demoUrl("").replace(/\/$/, "");
  return async (path: string, data: unknown): Promise<{ id: string }> => {
    const answer = await context.request.post(demoUrl(path), { data, headers: { origin } });
    expect(answer.status(), path).toBe(201);
    return (await answer.json()) as { id: string };
  };
}
