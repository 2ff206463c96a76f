import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminContext } from "./support/admin";
import { launchBrowser } from "./support/browser";
import { demoUrl, uniqueEmail } from "./support/journey";

// Issue 12: every link in the header and footer menus answers 200, for a visitor, a member and an admin.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A context signed in as a new member, registered through the API as the form would. */
async function memberContext(): Promise<BrowserContext> {
  const context = await browser.newContext();
  const origin = demoUrl("").replace(/\/$/, "");
  const answer = await context.request.post(demoUrl("/api/auth/sign-up/email"), { data: { email: uniqueEmail("links"), password: "Sunflower-Field-27", name: "Link Walker" }, headers: { origin } });
  expect(answer.status()).toBe(200);
  return context;
}

/** The site's own links in the header and footer that this visitor's session shows (CSS hides the other roles' entries). */
async function shellLinks(context: BrowserContext, session: "guest" | "user" | "admin"): Promise<string[]> {
  const page = await context.newPage();
  await page.goto(demoUrl("/"));
  await expect.poll(() => page.getAttribute("html", "data-session")).toBe(session);
  const links = await page.locator("header a[href], footer a[href]").evaluateAll((anchors) =>
    anchors
      // Shown to this session: visible now, or in the account panel whose button is visible.
      .filter((anchor) => {
        const panel = anchor.closest("[popover]");
        const button = panel && document.querySelector<HTMLElement>(`[popovertarget="${panel.id}"]`);
        return panel ? button !== null && button.offsetParent !== null : (anchor as HTMLElement).offsetParent !== null;
      })
      .map((anchor) => (anchor as HTMLAnchorElement).href)
      .filter((href) => new URL(href).origin === location.origin),
  );
  await page.close();
  return [...new Set(links.map((href) => href.replace(/#.*$/, "")))];
}

describe("the header and footer links", () => {
  for (const role of ["visitor", "member", "admin"] as const) {
    it(`all answer 200 for ${role === "admin" ? "an" : "a"} ${role}`, async () => {
      const context = role === "visitor" ? await browser.newContext() : role === "member" ? await memberContext() : await adminContext(browser);
      const links = await shellLinks(context, role === "visitor" ? "guest" : role === "member" ? "user" : "admin");
      expect(links.length).toBeGreaterThan(5);
      const broken: string[] = [];
      for (const href of links) {
        const answer = await context.request.get(href, { maxRedirects: 5 });
        if (answer.status() !== 200) broken.push(`${answer.status()} ${href}`);
      }
      console.log(`${role}: ${links.length} links checked`);
      expect(broken).toEqual([]);
      await context.close();
    });
  }
});
