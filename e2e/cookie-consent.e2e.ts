import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { request } from "./support/http";
import { demoUrl, uniqueEmail } from "./support/journey";
import { signInByApi } from "./support/admin";
import { testServer } from "./support/test-server";

// Cookie consent with proof (spec 001 §2, §4, §7, §8, §9): the notice, Reject all, the privacy
// dialog, third-party embeds (sections' video cards and posts' YouTube and Vimeo frames) behind a
// click-to-load placeholder until consent, and the server's record of every decision.

interface Category {
  name: string;
  cookie_service: { id: string; name: string; active: boolean }[];
}

interface ConsentRecord {
  visitor_id: string;
  consent_given: boolean;
  services: string[];
  policy_revision: number;
  user_agent: string | null;
  created_at: string;
}

let browser: Browser;
let token: string;
let slug: string;
/** A page (a post) whose stored HTML holds a YouTube and a Vimeo frame, as the editor writes them. */
let postSlug: string;
/** The demo's active services by name, and the essential ones' ids in the order the page lists them. */
const serviceIds: Record<string, string> = {};
const essential: string[] = [];
const pageServices: string[] = [];
/** Each visitor's decisions as the server must hold them, oldest first. */
const decisions: { visitor: string; given: boolean; services: string[] }[] = [];

const host = () => `localhost:${testServer().port}`;

/** A call to the content API as the demo's admin. */
async function api<T>(path: string, options: { method?: string; json?: unknown } = {}): Promise<{ status: number; body: T }> {
  const answer = await request(host(), path, { ...options, headers: { authorization: `Bearer ${token}` } });
  return { status: answer.status, body: JSON.parse(answer.text) as T };
}

/** YouTube's and Vimeo's hosts, those of the players and of what they load. */
const videoHost = (url: string) => /(^|\.)(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|vimeo\.com|vimeocdn\.com)$/.test(new URL(url).hostname);

/** A new visitor: a fresh browser context (no cookies), every request it makes recorded. */
async function visitor(): Promise<{ context: BrowserContext; page: Page; requests: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const requests: string[] = [];
  context.on("request", (sent) => requests.push(sent.url()));
  // The journey needs no outside network: whatever tries to reach the video hosts is recorded, then stopped.
  await context.route((url) => videoHost(url.href), (route) => route.abort());
  return { context, page: await context.newPage(), requests };
}

async function cookiesOf(context: BrowserContext): Promise<Record<string, string>> {
  return Object.fromEntries((await context.cookies(demoUrl("/"))).map((cookie) => [cookie.name, cookie.value]));
}

/** The answer to the next consent POST of the page. */
const consentPosted = (page: Page) => page.waitForResponse((response) => response.url().endsWith("/api/cookies/consent") && response.request().method() === "POST");

/** The current policy revision, as the page carries it (organization data, the same for everyone). */
const revisionOf = (page: Page) => page.locator("#cookie-notice").evaluate((notice) => (JSON.parse((notice as HTMLElement).dataset.config!) as { revision: number }).revision);

/** Waits until an embed's island has read the visitor's consent and kept its placeholder (allowed, it would be a frame by then). */
const keptPlaceholder = (page: Page, name: string) => page.locator(`[data-consent-checked][aria-label="${name}"]`).waitFor();

/** Opens the privacy dialog from the notice a fresh visitor sees: the dialog and the policy revision the notice shows. */
async function openPrivacySettings(page: Page) {
  const notice = page.locator("#cookie-notice");
  await notice.waitFor({ state: "visible", timeout: 10_000 });
  const revision = await revisionOf(page);
  await notice.getByRole("button", { name: "Settings", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Privacy Settings" });
  await dialog.waitFor();
  return { notice, dialog, revision };
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ token } = await signInByApi());

  const categories = JSON.parse((await request(host(), "/api/cookies/categories")).text) as Category[];
  for (const category of categories) {
    for (const service of category.cookie_service.filter((entry) => entry.active)) {
      serviceIds[service.name] = service.id;
      pageServices.push(service.id);
      if (category.name.trim().toLowerCase() === "essential") essential.push(service.id);
    }
  }
  expect(essential.length, "the demo has essential services").toBeGreaterThan(0);
  expect(serviceIds.YouTube, "the demo has a YouTube service").toBeTruthy();
  expect(serviceIds.Vimeo, "the demo has a Vimeo service").toBeTruthy();

  // A page of its own with a YouTube and a Vimeo video, so the other journeys' pages stay as they are.
  slug = `consent-videos-${Date.now()}`;
  expect((await api("/api/pages", { method: "POST", json: { title: "Our videos", slug } })).status).toBe(201);
  const section = await api<{ id: string }>("/api/template-sections", { method: "POST", json: { url_page: `/${slug}`, section_title: "Watch", section_type: "general" } });
  expect(section.status).toBe(201);
  for (const [title, image] of [
    ["Moving to Spain", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["Our office", "https://vimeo.com/76979871"],
  ]) {
    const metric = await api("/api/metrics", { method: "POST", json: { title, description: "A short film.", image, section_id: section.body.id } });
    expect(metric.status).toBe(201);
  }

  const content = [
    "<p>Our tour, on video.</p>",
    '<div data-youtube-video=""><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="The tour" width="640" height="360" allowfullscreen="true"></iframe></div>',
    "<p>And the office.</p>",
    '<div data-vimeo-video=""><iframe src="https://player.vimeo.com/video/76979871" title="The office" allowfullscreen="true"></iframe></div>',
  ].join("");
  const post = await api<{ slug: string; content: string }>("/api/posts", { method: "POST", json: { title: `Embedded videos ${Date.now()}`, content, display_config: { display_as_blog_post: false, type: "default" } } });
  expect(post.status).toBe(201);
  // The stored HTML keeps its frames; only the public page shows placeholders.
  expect(post.body.content).toContain('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"');
  postSlug = post.body.slug;
});

afterAll(async () => {
  await browser?.close();
});

describe("the cookie notice", () => {
  it("is in every page's HTML, hidden, and appears about 1.5 s after load (not before 1 s) without moving the page", async () => {
    const html = (await request(host(), "/")).text;
    expect(html).toMatch(/<section id="cookie-notice" hidden=""/);

    const { context, page } = await visitor();
    // When the notice becomes visible, measured from the start of navigation.
    await context.addInitScript(() => {
      const shown = window as unknown as { noticeShownAt?: number };
      new MutationObserver(() => {
        const notice = document.getElementById("cookie-notice");
        if (notice && !notice.hidden && shown.noticeShownAt === undefined) shown.noticeShownAt = performance.now();
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["hidden"] });
    });
    await page.goto(demoUrl("/"));
    const notice = page.locator("#cookie-notice");
    await notice.waitFor({ state: "visible", timeout: 10_000 });
    const shownAt = await page.evaluate(() => (window as unknown as { noticeShownAt?: number }).noticeShownAt);
    expect(shownAt).toBeGreaterThanOrEqual(1000);
    expect(shownAt).toBeLessThan(8000);

    expect(await notice.getByRole("heading").textContent()).toBe("Privacy & Cookies");
    for (const name of ["Settings", "Reject all", "Accept all"]) expect(await notice.getByRole("button", { name, exact: true }).isVisible(), name).toBe(true);

    // Fixed over the bottom of the viewport: showing or hiding it moves nothing on the page.
    const layout = await notice.evaluate((element) => {
      const box = (selector: string) => JSON.stringify(document.querySelector(selector)!.getBoundingClientRect());
      const shown = [box("main"), box("footer"), document.documentElement.scrollHeight];
      (element as HTMLElement).hidden = true;
      const hidden = [box("main"), box("footer"), document.documentElement.scrollHeight];
      (element as HTMLElement).hidden = false;
      return { position: getComputedStyle(element).position, shown, hidden };
    });
    expect(layout.position).toBe("fixed");
    expect(layout.shown).toEqual(layout.hidden);
    const box = (await notice.locator(":scope > div").boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    expect(box.y).toBeGreaterThan(450);
    await context.close();
  });
});

describe("Reject all", () => {
  it("keeps only the essential services; a YouTube placeholder then loads nothing from YouTube or Vimeo until its service is allowed", async () => {
    const { context, page, requests } = await visitor();
    await page.goto(demoUrl("/"));
    const notice = page.locator("#cookie-notice");
    await notice.waitFor({ state: "visible", timeout: 10_000 });
    const revision = await revisionOf(page);

    // The click handler hides the notice itself, in the same task: no waiting for the server.
    const posted = consentPosted(page);
    const hiddenAtOnce = await page.evaluate(() => {
      document.querySelector<HTMLButtonElement>('#cookie-notice [data-consent="reject"]')!.click();
      return document.getElementById("cookie-notice")!.hidden;
    });
    expect(hiddenAtOnce).toBe(true);
    expect((await posted).status()).toBe(201);
    const jar = await cookiesOf(context);
    expect(jar.cookies_accepted).toBe("false");
    expect(jar.cookies_consent).toBe(`${revision}:${essential.join(".")}`);
    expect(jar.atrium_visitor).toMatch(/^[0-9a-f-]{36}$/);
    decisions.push({ visitor: jar.atrium_visitor!, given: false, services: essential });
    const expiry = (await context.cookies(demoUrl("/"))).find((cookie) => cookie.name === "cookies_accepted")!.expires;
    expect(expiry * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 60 * 60 * 1000);

    // Decided: the next page does not ask again.
    await page.reload();
    await page.waitForTimeout(2500);
    expect(await notice.isHidden()).toBe(true);

    // The videos' page: each video is a placeholder that names its provider and loads nothing.
    await page.goto(demoUrl(`/${slug}`));
    const ask = page.getByRole("group", { name: "YouTube: Moving to Spain" });
    await ask.waitFor();
    expect(await ask.textContent()).toContain("This content is hosted by YouTube.");
    await keptPlaceholder(page, "YouTube: Moving to Spain");
    expect(await page.locator("iframe").count()).toBe(0);
    expect(requests.filter(videoHost)).toEqual([]);

    // "Always allow YouTube" records that consent and plays the video; Vimeo still waits for its own.
    const allowed = consentPosted(page);
    await ask.getByRole("button", { name: "Always allow YouTube" }).click();
    expect((await allowed).status()).toBe(201);
    const player = page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]');
    await player.waitFor({ state: "attached" });
    expect(await player.getAttribute("title")).toBe("Moving to Spain");
    const afterYouTube = [...essential, serviceIds.YouTube!];
    expect((await cookiesOf(context)).cookies_consent).toBe(`${revision}:${afterYouTube.join(".")}`);
    expect((await cookiesOf(context)).cookies_accepted).toBe("true");
    decisions.push({ visitor: jar.atrium_visitor!, given: true, services: afterYouTube });

    await page.getByRole("group", { name: "Vimeo: Our office" }).getByRole("button", { name: "Always allow Vimeo" }).waitFor();
    await keptPlaceholder(page, "Vimeo: Our office");
    expect(requests.filter((url) => videoHost(url) && url.includes("vimeo"))).toEqual([]);
    await context.close();
  });
});

describe("the privacy dialog", () => {
  it("saves a custom choice, reopens from the footer with it, stays inside the viewport when dragged and closes on Escape", async () => {
    const { context, page, requests } = await visitor();
    await page.goto(demoUrl("/"));
    const { notice, dialog, revision } = await openPrivacySettings(page);
    expect(await dialog.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy-policy");
    expect(await dialog.getByRole("link", { name: "Cookie Policy" }).getAttribute("href")).toBe("/cookie-policy");
    const categoriesTab = dialog.getByRole("tab", { name: "Categories" });
    await categoriesTab.waitFor();
    expect(await categoriesTab.getAttribute("aria-selected")).toBe("true");

    // Essential is always on and cannot be switched off; nothing else is on before the visitor says so.
    const essentialSwitch = dialog.getByRole("switch", { name: "Essential" });
    expect(await essentialSwitch.isChecked()).toBe(true);
    expect(await essentialSwitch.isDisabled()).toBe(true);
    expect(await dialog.getByRole("switch", { name: "External media" }).isChecked()).toBe(false);

    // The tabs answer the arrow keys (ARIA tabs pattern).
    await categoriesTab.focus();
    await page.keyboard.press("ArrowRight");
    const servicesTab = dialog.getByRole("tab", { name: "Services" });
    // (Radix moves the focus in a task of its own, right after the key.)
    await expect.poll(() => servicesTab.getAttribute("aria-selected")).toBe("true");
    expect(await servicesTab.evaluate((tab) => tab === document.activeElement)).toBe(true);

    await dialog.getByRole("switch", { name: "Vimeo" }).check();
    const posted = consentPosted(page);
    await dialog.getByRole("button", { name: "Save Settings" }).click();
    expect((await posted).status()).toBe(201);
    await dialog.waitFor({ state: "hidden" });
    expect(await notice.isHidden()).toBe(true);
    const chosen = pageServices.filter((id) => essential.includes(id) || id === serviceIds.Vimeo);
    const jar = await cookiesOf(context);
    expect(jar.cookies_accepted).toBe("true");
    expect(jar.cookies_consent).toBe(`${revision}:${chosen.join(".")}`);
    decisions.push({ visitor: jar.atrium_visitor!, given: true, services: chosen });

    // The footer's Privacy Settings button opens the same dialog, showing the saved choice.
    const footerButton = page.locator("footer").getByRole("button", { name: "Privacy Settings" });
    await footerButton.click();
    await dialog.waitFor();
    await dialog.getByRole("tab", { name: "Services" }).click();
    expect(await dialog.getByRole("switch", { name: "Vimeo" }).isChecked()).toBe(true);
    expect(await dialog.getByRole("switch", { name: "YouTube" }).isChecked()).toBe(false);

    // Dragged by its header, it stops at the edges of the viewport.
    const handle = dialog.locator("[data-drag-handle]");
    const start = (await handle.boundingBox())!;
    const before = (await dialog.boundingBox())!;
    await page.mouse.move(start.x + 40, start.y + 20);
    await page.mouse.down();
    await page.mouse.move(2, 2, { steps: 8 });
    let box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x).toBeLessThan(before.x);
    await page.mouse.move(1278, 898, { steps: 8 });
    box = (await dialog.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1280 + 0.5);
    expect(box.y + box.height).toBeLessThanOrEqual(900 + 0.5);
    expect(box.x).toBeGreaterThan(before.x);
    await page.mouse.up();

    // Escape closes it and gives the focus back to the button that opened it.
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await footerButton.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(requests.filter(videoHost)).toEqual([]);
    await context.close();
  });
});

describe("third-party embeds", () => {
  /** What the page asked of anyone but the site itself (data: and blob: addresses are the page's own). */
  const foreign = (requests: string[]) => requests.filter((url) => /^(https?|wss?):/.test(url) && new URL(url).host !== host());
  const tourSrc = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";

  it("a fresh visitor's pages ask nothing of a third party before a choice or after Reject all; 'Load once' loads that embed alone", { timeout: 90_000 }, async () => {
    const { context, page, requests } = await visitor();
    // The post: its stored frames are placeholders, seen (so hydrated), which read the consent and stay.
    await page.goto(demoUrl(`/${postSlug}`));
    const tour = page.getByRole("group", { name: "YouTube: The tour" });
    const office = page.getByRole("group", { name: "Vimeo: The office" });
    await tour.waitFor();
    expect(await tour.textContent()).toContain("This content is hosted by YouTube.");
    await office.scrollIntoViewIfNeeded();
    await keptPlaceholder(page, "YouTube: The tour");
    await keptPlaceholder(page, "Vimeo: The office");
    expect(await page.locator("iframe").count()).toBe(0);
    // The page with video cards, the same.
    await page.goto(demoUrl(`/${slug}`));
    await page.getByRole("group", { name: "YouTube: Moving to Spain" }).waitFor();
    await page.getByRole("group", { name: "Vimeo: Our office" }).scrollIntoViewIfNeeded();
    await keptPlaceholder(page, "YouTube: Moving to Spain");
    await keptPlaceholder(page, "Vimeo: Our office");
    expect(await page.locator("iframe").count()).toBe(0);
    expect(foreign(requests)).toEqual([]);

    // Reject all: still nothing.
    await page.goto(demoUrl(`/${postSlug}`));
    const notice = page.locator("#cookie-notice");
    await notice.waitFor({ state: "visible", timeout: 10_000 });
    const posted = consentPosted(page);
    await notice.getByRole("button", { name: "Reject all", exact: true }).click();
    expect((await posted).status()).toBe(201);
    const jar = await cookiesOf(context);
    decisions.push({ visitor: jar.atrium_visitor!, given: false, services: essential });
    await office.scrollIntoViewIfNeeded();
    await keptPlaceholder(page, "YouTube: The tour");
    await keptPlaceholder(page, "Vimeo: The office");
    // The choice reaches the islands as an event: a frame would follow it at once.
    await page.waitForTimeout(500);
    expect(await page.locator("iframe").count()).toBe(0);
    expect(foreign(requests)).toEqual([]);

    // "Load once": this embed's frame, playing, and nothing else; the choice stays as it was.
    const load = tour.getByRole("button", { name: "Load once" });
    await load.scrollIntoViewIfNeeded();
    await load.click();
    const frame = page.locator('iframe[title="The tour"]');
    await frame.waitFor({ state: "attached" });
    expect(await frame.getAttribute("src")).toBe(`${tourSrc}?autoplay=1`);
    await expect.poll(() => foreign(requests).length).toBeGreaterThan(0);
    await page.waitForTimeout(1000);
    for (const url of foreign(requests)) expect(url.startsWith(`${tourSrc}?autoplay=1`), url).toBe(true);
    expect(await page.locator("iframe").count()).toBe(1);
    expect(await office.getByRole("button", { name: "Load once" }).isVisible()).toBe(true);
    expect((await cookiesOf(context)).cookies_accepted).toBe("false");

    // Only this page view: after a reload it is a placeholder again.
    const before = foreign(requests).length;
    await page.reload();
    await tour.waitFor();
    await office.scrollIntoViewIfNeeded();
    await keptPlaceholder(page, "YouTube: The tour");
    await keptPlaceholder(page, "Vimeo: The office");
    expect(await page.locator("iframe").count()).toBe(0);
    expect(foreign(requests).length).toBe(before);
    await context.close();
  });

  it("once the visitor allows their category (External media) in the privacy dialog, the frames load directly on reload", { timeout: 60_000 }, async () => {
    const { context, page, requests } = await visitor();
    await page.goto(demoUrl(`/${postSlug}`));
    const { dialog, revision } = await openPrivacySettings(page);
    await dialog.getByRole("switch", { name: "External media" }).check();
    const posted = consentPosted(page);
    await dialog.getByRole("button", { name: "Save Settings" }).click();
    expect((await posted).status()).toBe(201);
    const chosen = pageServices.filter((id) => essential.includes(id) || id === serviceIds.YouTube || id === serviceIds.Vimeo);
    const jar = await cookiesOf(context);
    expect(jar.cookies_consent).toBe(`${revision}:${chosen.join(".")}`);
    decisions.push({ visitor: jar.atrium_visitor!, given: true, services: chosen });

    await page.reload();
    await page.locator('iframe[title="The tour"]').waitFor({ state: "attached" });
    await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
    await page.locator('iframe[title="The office"]').waitFor({ state: "attached" });
    // Consented frames show without a click, and do not start playing by themselves.
    expect(await page.locator('iframe[title="The tour"]').getAttribute("src")).toBe(tourSrc);
    expect(await page.locator('iframe[title="The office"]').getAttribute("src")).toBe("https://player.vimeo.com/video/76979871");
    await expect.poll(() => foreign(requests).map((url) => new URL(url).host).sort()).toEqual(expect.arrayContaining(["player.vimeo.com", "www.youtube-nocookie.com"]));

    await page.goto(demoUrl(`/${slug}`));
    await page.locator('iframe[title="Moving to Spain"]').waitFor({ state: "attached" });
    expect(await page.locator('iframe[title="Moving to Spain"]').getAttribute("src")).toBe(tourSrc);
    await context.close();
  });
});

describe("the proof of consent", () => {
  it("the server holds a record of each decision, which the admin lists by visitor", async () => {
    expect(decisions).toHaveLength(5);
    const anonymous = await request(host(), "/api/cookies/consent-records");
    expect(anonymous.status).toBe(401);
    for (const visitorId of new Set(decisions.map((decision) => decision.visitor))) {
      const { status, body } = await api<ConsentRecord[]>(`/api/cookies/consent-records?visitor_id=${visitorId}`);
      expect(status).toBe(200);
      const expected = decisions.filter((decision) => decision.visitor === visitorId).reverse();
      expect(body.map((record) => ({ given: record.consent_given, services: [...record.services].sort() }))).toEqual(
        expected.map((decision) => ({ given: decision.given, services: [...decision.services].sort() })),
      );
      for (const record of body) {
        expect(record.visitor_id).toBe(visitorId);
        expect(record.policy_revision).toBeGreaterThanOrEqual(1);
        expect(record.user_agent).toContain("Chrome");
        expect(Date.now() - new Date(record.created_at).getTime()).toBeLessThan(10 * 60 * 1000);
      }
    }
  });
});

describe("the policy pages", () => {
  it("lead from the notice to the cookie declaration, whose button opens the privacy dialog, and to the privacy policy", async () => {
    const { context, page } = await visitor();
    await page.goto(demoUrl("/"));
    const notice = page.locator("#cookie-notice");
    await notice.waitFor({ state: "visible", timeout: 10_000 });
    await notice.getByRole("link", { name: "Cookie Policy" }).click();
    await page.waitForURL(demoUrl("/cookie-policy"));
    expect(await page.locator("h1").textContent()).toBe("Cookie Policy");
    // The declaration lists what the dialog offers: the demo's categories and services with their domains.
    const declaration = page.getByRole("region", { name: "Categories" });
    for (const name of ["Essential", "Analytics", "External media", "YouTube", "Vimeo"]) {
      expect(await declaration.getByText(name, { exact: true }).count(), name).toBeGreaterThan(0);
    }
    expect(await declaration.getByText("Domains: vimeo.com, vimeocdn.com").count()).toBe(1);
    await declaration.getByRole("button", { name: "Privacy Settings" }).click();
    const dialog = page.getByRole("dialog", { name: "Privacy Settings" });
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });

    const privacy = await page.goto(demoUrl("/privacy-policy"));
    expect(privacy?.status()).toBe(200);
    expect(await page.locator("h1").textContent()).toBe("Privacy Policy");
    await context.close();
  });
});

describe("a signed-in visitor", () => {
  it("is asked once: a decision on one device holds on another", async () => {
    // An account of its own: the demo's admin may have decided already in another journey.
    const origin = demoUrl("").replace(/\/$/, "");
    const account = { email: uniqueEmail("consent"), password: "Sunflower-Field-27" };
    const laptop = await visitor();
    const registered = await laptop.context.request.post(demoUrl("/api/auth/sign-up/email"), { data: { ...account, name: "Two Devices" }, headers: { origin } });
    expect(registered.status()).toBe(200);
    await laptop.page.goto(demoUrl("/"));
    await expect.poll(() => laptop.page.getAttribute("html", "data-session")).toBe("user");
    const notice = laptop.page.locator("#cookie-notice");
    await notice.waitFor({ state: "visible", timeout: 10_000 });
    const posted = consentPosted(laptop.page);
    await notice.getByRole("button", { name: "Reject all", exact: true }).click();
    expect((await posted).status()).toBe(201);
    await laptop.context.close();

    const phone = await visitor();
    expect((await phone.context.request.post(demoUrl("/api/auth/sign-in/email"), { data: account, headers: { origin } })).status()).toBe(200);
    await phone.page.goto(demoUrl("/"));
    // After the notice's delay the phone takes the account's decision instead of asking.
    await expect.poll(async () => (await cookiesOf(phone.context)).cookies_accepted, { timeout: 10_000 }).toBe("false");
    expect(await phone.page.locator("#cookie-notice").isVisible()).toBe(false);
    await phone.context.close();
  });
});
