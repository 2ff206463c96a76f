import type { APIRequestContext, Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminContext, openAsAdmin } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { launchBrowser } from "./support/browser";
import { demoUrl } from "./support/journey";

// Issue 11, the media library: an admin uploads a photo by drag and drop, finds it, describes it,
// sees where it is used and deletes it anyway; a phone is served a small AVIF or WebP copy of it.
let browser: Browser;
let admin: BrowserContext;
let page: Page;
const stamp = Date.now();
const filename = `journey-photo-${stamp}.jpg`;
const slug = `media-journey-${stamp}`;
const metricTitle = `Our new office ${stamp}`;
let photo: Buffer;

interface Media {
  id: string;
  url: string;
  alt: string;
  version: number;
  width: number | null;
  variants: { url: string; width: number; content_type: string }[];
}

const origin = () => demoUrl("").replace(/\/$/, "");
async function api<T>(request: APIRequestContext, path: string, options: { method?: string; data?: unknown } = {}): Promise<{ status: number; body: T }> {
  const answer = await request.fetch(demoUrl(path), { method: options.method ?? (options.data ? "POST" : "GET"), data: options.data, headers: { origin: origin() } });
  return { status: answer.status(), body: (await answer.json().catch(() => null)) as T };
}
const findByName = async (request: APIRequestContext) => (await api<Media[]>(request, `/api/media?q=${encodeURIComponent(filename)}`)).body;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminContext(browser);
  // A 4000x3000 photo with detail (noise scaled up), as a camera would give: a few MB.
  const noise = Buffer.from(Array.from({ length: 400 * 300 * 3 }, () => Math.floor(Math.random() * 256)));
  photo = await sharp(noise, { raw: { width: 400, height: 300, channels: 3 } }).resize(4000, 3000, { kernel: "cubic" }).jpeg({ quality: 90 }).toBuffer();
  // A page of its own, so the other journeys' pages stay as they are.
  expect((await api(admin.request, "/api/pages", { data: { title: "Media journey", slug } })).status).toBe(201);
}, 60_000);

afterAll(async () => {
  await admin?.close();
  await browser?.close();
});

/** Drops a file on the element as a browser would after a drag from the desktop. */
async function dropFile(target: Page, selector: string, name: string, bytes: Buffer, type: string) {
  const transfer = await target.evaluateHandle(
    ({ name, base64, type }) => {
      const binary = atob(base64);
      const data = new Uint8Array(binary.length);
      for (let index = 0; index < binary.length; index++) data[index] = binary.charCodeAt(index);
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], name, { type }));
      return transfer;
    },
    { name, base64: bytes.toString("base64"), type },
  );
  await target.dispatchEvent(selector, "dragover", { dataTransfer: transfer });
  await target.dispatchEvent(selector, "drop", { dataTransfer: transfer });
}

describe("the media library", () => {
  it("uploads a dropped photo with a progress bar and shows its thumbnail, a variant", async () => {
    page = await openAsAdmin(admin, "/");
    await page.getByRole("navigation", { name: "Editing tools" }).getByRole("button", { name: "Media Library" }).click();
    const dialog = page.getByRole("dialog", { name: "Media Library" });
    await dialog.waitFor();
    expect(await seriousViolations(page), "Media Library open").toEqual([]);
    console.log(`the photo: 4000x3000 JPEG, ${(photo.byteLength / 1024 / 1024).toFixed(1)} MB`);
    const started = Date.now();
    await dropFile(page, "[data-testid=media-drop-zone]", filename, photo, "image/jpeg");
    await dialog.getByRole("progressbar", { name: `Uploading ${filename}` }).waitFor();
    const thumbnail = dialog.getByRole("list", { name: "Media files" }).getByRole("button", { name: filename });
    await thumbnail.waitFor({ timeout: 30_000 });
    console.log(`upload and variants: the thumbnail appeared ${Date.now() - started} ms after the drop`);
    expect(await dialog.getByRole("progressbar").count()).toBe(0);
    // The thumbnail is the smallest variant, not the 4000 px original.
    expect(await thumbnail.locator("img").getAttribute("src")).toMatch(/-480w\.webp$/);
    const [media] = await findByName(admin.request);
    expect(media?.width).toBe(4000);
    expect(media?.variants.map((variant) => variant.width).sort((a, b) => a - b)).toEqual([480, 480, 960, 960, 1600, 1600]);
  }, 60_000);

  it("finds it by search and saves its alt text; a stale save asks and can reload the other admin's text", async () => {
    const dialog = page.getByRole("dialog", { name: "Media Library" });
    const grid = dialog.getByRole("list", { name: "Media files" });
    await dialog.getByRole("searchbox", { name: "Search media" }).fill(`no-such-file-${stamp}`);
    await dialog.getByText("No media matches your search.").waitFor();
    await dialog.getByRole("searchbox", { name: "Search media" }).fill(`photo-${stamp}`);
    await grid.getByRole("button", { name: filename }).waitFor();
    expect(await grid.getByRole("listitem").count()).toBe(1);

    await grid.getByRole("button", { name: filename }).click();
    await dialog.getByLabel("Alt text").fill("The team in the new office");
    await dialog.getByRole("button", { name: "Save alt text" }).click();
    await page.getByText("Alt text saved").waitFor();
    const [media] = await findByName(admin.request);
    expect(media?.alt).toBe("The team in the new office");
    // The alt text is searchable too.
    await dialog.getByRole("searchbox", { name: "Search media" }).fill("team in the new office");
    await grid.getByRole("button", { name: new RegExp(filename) }).waitFor();

    // Another admin changes it meanwhile: saving the stale version asks, and reloading shows theirs.
    const [current] = await findByName(admin.request);
    const elsewhere = await api<Media>(admin.request, `/api/media/${current!.id}`, { method: "PATCH", data: { alt: "Changed elsewhere", version: current!.version } });
    expect(elsewhere.status).toBe(200);
    await dialog.getByLabel("Alt text").fill("My second try");
    await dialog.getByRole("button", { name: "Save alt text" }).click();
    const conflict = page.getByRole("alertdialog", { name: "Someone else changed this" });
    await conflict.waitFor();
    await conflict.getByRole("button", { name: "Reload their version" }).click();
    await expect.poll(() => dialog.getByLabel("Alt text").inputValue()).toBe("Changed elsewhere");
  }, 30_000);

  it("serves a phone (390 px wide) an AVIF or WebP copy at most 960 px wide, never the 4000 px original", async () => {
    const [media] = await findByName(admin.request);
    const section = await api<{ id: string }>(admin.request, "/api/template-sections", { data: { url_page: `/${slug}`, section_title: "Our offices", section_type: "general" } });
    expect(section.status).toBe(201);
    expect((await api(admin.request, "/api/metrics", { data: { title: metricTitle, description: "Where we work.", image: media!.url, section_id: section.body.id } })).status).toBe(201);

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const visitor = await phone.newPage();
    const requested: string[] = [];
    visitor.on("request", (request) => {
      if (request.url().includes("/api/media/files/")) requested.push(request.url());
    });
    await visitor.goto(demoUrl(`/${slug}`));
    // The card's image is described by the library's alt text (issue 34), not by the card's title.
    expect(media!.alt).not.toBe("");
    const picture = visitor.locator("picture", { has: visitor.locator(`img[alt="${media!.alt}"]`) });
    expect(await picture.locator("source").evaluateAll((sources) => sources.map((source) => source.getAttribute("type")))).toEqual(["image/avif", "image/webp"]);
    const image = picture.locator("img");
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0), { timeout: 10_000 }).toBe(true);
    const chosen = await image.evaluate((element) => (element as HTMLImageElement).currentSrc);
    console.log(`phone 390 px (DPR 2): loaded ${chosen.replace(/.*\//, "")}; all media requests: ${requested.map((url) => url.replace(/.*\//, "")).join(", ")}`);
    const width = Number(/-(\d+)w\.(avif|webp)$/.exec(chosen)?.[1]);
    expect(width).toBeGreaterThan(0);
    expect(width).toBeLessThanOrEqual(960);
    expect(requested.some((url) => url.endsWith(".jpg"))).toBe(false);
    await phone.close();
  }, 60_000);

  it("names where a used file is used, and deletes it anyway with force: the card loses its image rather than showing a broken one", async () => {
    const dialog = page.getByRole("dialog", { name: "Media Library" });
    const [stored] = await findByName(admin.request);
    const stem = stored!.url.replace(/\.[a-z]+$/, "");
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    const confirm = page.getByRole("alertdialog", { name: `Delete ${filename}?` });
    await confirm.waitFor();
    const usedBy = confirm.getByRole("list", { name: "Used by" });
    await usedBy.getByText(`Card: ${metricTitle}`).waitFor();
    await confirm.getByRole("button", { name: "Delete anyway" }).click();
    await page.getByText("File deleted").waitFor();
    await expect.poll(async () => (await findByName(admin.request)).length).toBe(0);
    await expect.poll(() => dialog.getByRole("list", { name: "Media files" }).getByRole("button", { name: new RegExp(filename) }).count()).toBe(0);
    // A visitor's page names neither the file nor its copies: no image pointing at a 404.
    const visitor = await (await fetch(demoUrl(`/${slug}`))).text();
    expect(visitor).toContain(metricTitle);
    expect(visitor).not.toContain(stem);
  }, 30_000);

  it("deletes an unused file after a plain confirmation", async () => {
    const dialog = page.getByRole("dialog", { name: "Media Library" });
    const small = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#0369a1" } }).png().toBuffer();
    const name = `unused-${stamp}.png`;
    await page.locator("[data-testid=media-drop-zone] input[type=file]").setInputFiles({ name, mimeType: "image/png", buffer: small });
    await dialog.getByRole("searchbox", { name: "Search media" }).fill(name);
    await dialog.getByRole("list", { name: "Media files" }).getByRole("button", { name }).click();
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    const confirm = page.getByRole("alertdialog", { name: `Delete ${name}?` });
    await confirm.getByText("This file is not used on your site.", { exact: false }).waitFor();
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await confirm.waitFor({ state: "hidden" });
    await expect.poll(async () => (await api<Media[]>(admin.request, `/api/media?q=${encodeURIComponent(name)}`)).body.length).toBe(0);
  }, 30_000);
});
