import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { signInByApi } from "./support/admin";
import { request } from "./support/http";
import { demoUrl, port, uniqueEmail } from "./support/journey";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The head's tags that search engines and browsers read, as written (scripts and preloads aside). */
function headTags(html: string): string[] {
  const head = html.slice(html.indexOf("<head>"), html.indexOf("</head>"));
  return [...head.matchAll(/<title>[^<]*<\/title>|<meta [^>]*>|<link rel="(?:canonical|alternate|icon|stylesheet)"[^>]*>/g)].map(([tag]) => tag);
}

/** The head's preloads of the page's own resources (images, fetches; not scripts), as "as href". */
function preloadHints(html: string): string[] {
  const head = html.slice(html.indexOf("<head>"), html.indexOf("</head>"));
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return [...head.matchAll(/<link rel="preload"[^>]*>/g)]
    .map(([tag]) => `${attribute(tag, "as")} ${attribute(tag, "href")}`)
    .filter((hint) => /^(image|fetch) /.test(hint))
    .sort();
}

async function page(path: string, cookie?: string) {
  const response = await request(`localhost:${port()}`, path, { headers: cookie ? { cookie } : {} });
  return { status: response.status, html: response.text };
}

/** A member's session: a new account registered on the demo site through the API, as the form would. */
async function memberCookie(): Promise<string> {
  const answer = await request(`localhost:${port()}`, "/api/auth/sign-up/email", { json: { email: uniqueEmail("renderer"), password: "Sunflower-Field-27", name: "Page Reader" }, headers: { origin: demoUrl("").replace(/\/$/, "") } });
  expect(answer.status).toBe(200);
  return (answer.headers["set-cookie"] ?? []).map((line) => line.split(";", 1)[0]).join("; ");
}

// docs/decisions/034: every public page comes from the public renderer, the same for everyone;
// an admin's editing layer loads on the client after the session check.
describe("the public renderer", () => {
  let member = "";
  let admin = "";
  beforeAll(async () => {
    member = await memberCookie();
    admin = (await signInByApi()).cookie;
  });

  for (const path of ["/", "/work-visas", "/es/work-visas", "/blog", "/blog/blue-card-or-skilled-worker-visa", "/help-center", "/products", "/cookie-policy", "/basket", "/book", "/search"]) {
    it(`gives visitors, members and admins one HTML for ${path}`, async () => {
      const visitor = await page(path);
      expect(visitor.status).toBe(200);
      // Islands, not Next's Flight payload.
      expect(visitor.html).toContain("<atrium-island");
      expect(visitor.html).not.toContain("self.__next_f");
      // The hints the page gives before its first await (the session's read) are kept.
      expect(preloadHints(visitor.html)).toContain("fetch /api/session");
      expect(headTags(visitor.html).length).toBeGreaterThan(3);
      for (const cookie of [member, admin]) expect(await page(path, cookie)).toEqual(visitor);
    });
  }

  it("answers an unknown page with the site's 404 page, in its layout, for everyone", async () => {
    const missing = await page("/no-such-page-here");
    expect(missing.status).toBe(404);
    expect(missing.html).not.toContain("self.__next_f");
    expect(missing.html).toContain("data-page-shell");
    expect(missing.html).toContain("Page not found");
    expect(await page("/no-such-page-here", admin)).toEqual(missing);
  });

  it("answers a host of no organization with the page that says so", async () => {
    const unknown = await request(`nobody.localhost:${port()}`, "/");
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain("Organization not found for current domain");
  });

  it("answers the API from the front, without Next's router headers", async () => {
    for (const path of ["/api/site?lang=-", "/api/search?q=visa", "/api/menu-items"]) {
      const answer = await request(`localhost:${port()}`, path);
      expect(answer.status, path).toBe(200);
      expect(String(answer.headers.vary ?? ""), path).not.toMatch(/rsc|next-router/i);
      expect(Object.keys(answer.headers).filter((name) => name.startsWith("x-nextjs") || name.startsWith("x-middleware")), path).toEqual([]);
    }
  });

  it("leaves the back office to Next", async () => {
    const login = await page("/login");
    expect(login.status).toBe(200);
    expect(login.html).toContain("self.__next_f");
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
