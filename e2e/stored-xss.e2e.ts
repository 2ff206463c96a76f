import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminContext, openAsAdmin, signInByApi } from "./support/admin";
import { launchBrowser } from "./support/browser";
import { request } from "./support/http";
import { demoUrl } from "./support/journey";
import { testServer } from "./support/test-server";

// Issue 13, stored XSS: post content an admin (or a stolen admin session) saves with script in it
// executes nothing for visitors. Each payload would set window.__xss or open a dialog if it ran.
let browser: Browser;
let token: string;
const host = () => `localhost:${testServer().port}`;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ token } = await signInByApi());
});

afterAll(async () => {
  await browser?.close();
});

const payloads = [
  "<script>window.__xss = 'script'</script>",
  "<img src=x onerror=\"window.__xss = 'onerror'\">",
  "<svg onload=\"window.__xss = 'svg'\"><circle r=\"5\"></circle></svg>",
  "<p id=\"clickable\" onclick=\"window.__xss = 'onclick'\">Click this paragraph</p>",
  "<a id=\"script-link\" href=\"javascript:window.__xss = 'link'\">A script link</a>",
  "<a id=\"encoded-link\" href=\"&#106;avascript:alert(1)\">An encoded one</a>",
  "<iframe id=\"evil-frame\" src=\"https://evil.example/\"></iframe>",
  "<iframe id=\"data-frame\" src=\"data:text/html,<script>parent.__xss = 'frame'</script>\"></iframe>",
  "<iframe id=\"player\" src=\"https://www.youtube.com/embed/dQw4w9WgXcQ\"></iframe>",
  "<form action=\"/api/profile\"><button id=\"form-button\">Send</button></form>",
  "<object data=\"javascript:alert(1)\"></object><embed src=\"javascript:alert(1)\">",
  "<div style=\"background-image: url(javascript:alert(1)); position: fixed; inset: 0\">Styled</div>",
  "<math><mtext><table><mglyph><style><img src=x onerror=\"window.__xss = 'mxss'\"></style></mglyph></table></mtext></math>",
].join("");

/** A page (not a blog post or help article, which other journeys count) made by the demo admin through the API. */
async function createPage(type: "default" | "landing"): Promise<{ slug: string; content: string }> {
  const title = `Payload test ${type} ${Date.now()}`;
  const response = await request(host(), "/api/posts", {
    json: { title, content: `<h2>Before</h2>${payloads}<h2>After</h2>`, display_config: { display_as_blog_post: false, type } },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status, response.text).toBe(201);
  return JSON.parse(response.text) as { slug: string; content: string };
}

/** Opens the page, clicks what can be clicked, and answers what ran. */
async function visit(slug: string): Promise<{ page: Page; ran: unknown; dialogs: string[] }> {
  const page = await browser.newPage();
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const answer = await page.goto(demoUrl(`/${slug}`));
  expect(answer?.status()).toBe(200);
  await page.getByRole("heading", { name: "After" }).waitFor();
  for (const selector of ["#clickable", "#script-link", "#encoded-link"]) {
    const target = page.locator(selector);
    if ((await target.count()) > 0) await target.click({ noWaitAfter: true });
  }
  await page.waitForTimeout(500); // an onerror or a frame's script would have run by now
  return { page, ran: await page.evaluate(() => (window as { __xss?: unknown }).__xss), dialogs };
}

describe("stored script in post content", () => {
  for (const type of ["default", "landing"] as const) {
    it(`is removed on save and runs nothing on the public page (${type} post)`, async () => {
      const created = await createPage(type);
      // Sanitized on write: what is stored holds none of it.
      expect(created.content).not.toMatch(/<script|onerror|onload|onclick|javascript:|evil\.example|data:text|<form|<object|<embed|position:\s*fixed/i);
      expect(created.content).toContain("https://www.youtube.com/embed/dQw4w9WgXcQ");

      const { page, ran, dialogs } = await visit(created.slug);
      expect(ran).toBeUndefined();
      expect(dialogs).toEqual([]);
      expect(new URL(page.url()).pathname).toBe(`/${created.slug}`);
      // What a reader still gets: the text, the links' words, the YouTube player (behind its
      // click-to-load placeholder, on youtube-nocookie.com), and no other frame.
      expect(await page.getByText("Click this paragraph").count()).toBe(1);
      expect(await page.locator("iframe").count()).toBe(0);
      await page.getByRole("group", { name: "YouTube: YouTube video" }).getByRole("button", { name: "Load once" }).click();
      await page.locator("iframe").first().waitFor({ state: "attached" });
      expect(await page.locator("iframe").evaluateAll((frames) => frames.map((frame) => frame.getAttribute("src")))).toEqual(["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1"]);
      // The only script in the page's main part is the breadcrumb's JSON-LD (data, never run).
      expect(await page.locator("main script, main form, main object, main embed").evaluateAll((found) => found.map((element) => `${element.localName} ${element.getAttribute("type") ?? ""}`))).toEqual(["script application/ld+json"]);
      await page.close();
    });
  }
});

describe("stored script in post content, opened in the post editor", () => {
  for (const type of ["default", "landing"] as const) {
    it(`runs nothing in the editor (${type} post${type === "landing" ? ": code view and its preview" : ""})`, async () => {
      const created = await createPage(type);
      const context = await adminContext(browser);
      const page = await openAsAdmin(context, `/${created.slug}`);
      const dialogs: string[] = [];
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.getByRole("button", { name: "Edit post" }).click();
      const editor = page.getByRole("dialog", { name: "Edit Post" });
      if (type === "landing") {
        await expect.poll(() => editor.getByLabel("HTML (code view)").inputValue()).toContain("<h2>After</h2>");
        await editor.getByRole("button", { name: "Preview" }).click();
        await editor.getByRole("region", { name: "Preview" }).getByRole("heading", { name: "After" }).waitFor();
      } else {
        await editor.getByRole("textbox", { name: "Content" }).getByRole("heading", { name: "After" }).waitFor();
        // The player stays; nothing else that can run does.
        expect(await editor.locator("iframe").evaluateAll((frames) => frames.map((frame) => frame.getAttribute("src")))).toEqual([expect.stringContaining("youtube")]);
      }
      await page.waitForTimeout(500); // an onerror or a frame's script would have run by now
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
      expect(dialogs).toEqual([]);
      await context.close();
    });
  }
});
