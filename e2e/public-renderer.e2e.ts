import type { Browser } from "playwright-core";
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

const signedInLooking = { cookie: "better-auth.session_token=whatever" };

/** The head's tags that search engines and browsers read, as written (scripts and preloads aside). */
function headTags(html: string): string[] {
  const head = html.slice(html.indexOf("<head>"), html.indexOf("</head>"));
  return [...head.matchAll(/<title>[^<]*<\/title>|<meta [^>]*>|<link rel="(?:canonical|alternate|icon|stylesheet)"[^>]*>/g)].map(([tag]) => tag);
}

/** The head's preloads of the page's own resources (images, fetches; not each renderer's scripts), as "as href". */
function preloadHints(html: string): string[] {
  const head = html.slice(html.indexOf("<head>"), html.indexOf("</head>"));
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return [...head.matchAll(/<link rel="preload"[^>]*>/g)]
    .map(([tag]) => `${attribute(tag, "as")} ${attribute(tag, "href")}`)
    .filter((hint) => /^(image|fetch) /.test(hint))
    .sort();
}

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(demoUrl(path), { headers });
  return { status: response.status, html: await response.text() };
}

// docs/decisions/030: visitors without a session get pages from the public renderer, signed-in users Next's.
describe("the public renderer", () => {
  for (const path of ["/", "/work-visas", "/es/work-visas", "/blog", "/blog/blue-card-or-skilled-worker-visa", "/help-center", "/products", "/cookie-policy"]) {
    it(`renders ${path} for visitors with the head Next writes for signed-in users`, async () => {
      const visitor = await page(path);
      const signedIn = await page(path, signedInLooking);
      expect(visitor.status).toBe(200);
      expect(signedIn.status).toBe(200);
      // Islands, not Next's Flight payload, for visitors; the App Router for signed-in users.
      expect(visitor.html).toContain("<atrium-island");
      expect(visitor.html).not.toContain("self.__next_f");
      expect(signedIn.html).toContain("self.__next_f");
      expect(headTags(visitor.html).sort()).toEqual(headTags(signedIn.html).sort());
      // No hint lost on the way (the public renderer keeps only those given before a component's first await).
      expect(preloadHints(visitor.html)).toContain("fetch /api/session");
      expect(preloadHints(visitor.html)).toEqual(expect.arrayContaining(preloadHints(signedIn.html)));
    });
  }

  it("leaves an unknown page to Next's 404 page", async () => {
    const missing = await page("/no-such-page-here");
    expect(missing.status).toBe(404);
    expect(missing.html).toContain("self.__next_f");
  });

  it("hydrates every island without an error", async () => {
    const tab = await browser.newPage();
    const errors: string[] = [];
    tab.on("pageerror", (error) => errors.push(error.message));
    tab.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
    await tab.goto(demoUrl("/"), { waitUntil: "networkidle" });
    await tab.waitForSelector("html[data-session='guest']", { state: "attached" });
    // A slider's buttons answer: the island is React's again (its slides are server-rendered slots).
    const second = tab.getByRole("button", { name: "Go to slide 2" }).first();
    await second.click();
    await expect.poll(() => second.getAttribute("aria-current")).toBe("true");
    expect(errors).toEqual([]);
    await tab.close();
  });
});
