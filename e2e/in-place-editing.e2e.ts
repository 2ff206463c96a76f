import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminContext, creator } from "./support/admin";
import { launchBrowser } from "./support/browser";
import { demoUrl, rejectCookiesIfAsked } from "./support/journey";

// Issue 34 point 3: an admin edits a section's title and a card's text where they stand on the page,
// saved with the row's version; a visitor sees the change; Ctrl+Z undoes it; a second admin's save
// meanwhile asks the dialogs' conflict question; on a Spanish page the text is saved as Spanish.
let browser: Browser;
let context: BrowserContext;
let page: Page;
const slug = `in-place-${Date.now()}`;
let sectionId = "";
let cardId = "";
let headingId = "";
let heroId = "";

interface Stored {
  section_title: string;
  section_title_translation: Record<string, string>;
  version: number;
  website_metric: { id: string; description: string; version: number }[];
}
const stored = async (): Promise<Stored> => {
  const rows = (await (await context.request.get(demoUrl(`/api/template-sections?url_page=/${slug}`))).json()) as (Stored & { id: string })[];
  return rows.find((row) => row.id === sectionId)!;
};
const storedCard = async () => (await stored()).website_metric.find((card) => card.id === cardId)!;

/** The page as a visitor without a session reads it: the section's title and the card's text. */
async function visitorSees(path = `/${slug}`): Promise<{ title: string; card: string }> {
  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  await reader.goto(demoUrl(path));
  const section = reader.locator(`#section-${sectionId}`);
  const seen = { title: (await section.locator("h2").textContent())!.trim(), card: (await section.locator('[data-edit-field="description"]').textContent())!.trim() };
  await visitor.close();
  return seen;
}

/** Opens the page as an admin, with the editing layer's click-to-edit ready. */
async function openEditing(on: BrowserContext, path = `/${slug}`): Promise<Page> {
  const opened = await on.newPage();
  await opened.setViewportSize({ width: 1280, height: 900 });
  opened.on("pageerror", (error) => console.error(`[page error] ${error.stack ?? error.message}`));
  await opened.goto(demoUrl(path));
  await opened.waitForFunction(() => document.documentElement.getAttribute("data-session") === "admin");
  await rejectCookiesIfAsked(opened);
  await opened.locator("style[data-in-place-style]").waitFor({ state: "attached" });
  return opened;
}

const titleOn = (p: Page) => p.locator(`#section-${sectionId} h2`);
const cardTextOn = (p: Page) => p.locator(`#section-${sectionId} [data-edit-field="description"]`);
const toast = (p: Page, text: string) => p.locator("[data-sonner-toast]").filter({ hasText: text }).first().waitFor();

/**
 * Clicks a text on the page and types over all of it. A click while another text is still being
 * saved only ends that edit (in-place-text.tsx), so, as a person would, it clicks again until the
 * text is being edited.
 */
async function typeOver(p: Page, text: Locator, typed: string) {
  await expect
    .poll(async () => {
      if ((await text.getAttribute("contenteditable")) !== "true") await text.click();
      return text.getAttribute("contenteditable");
    })
    .toBe("true");
  await p.getByRole("toolbar", { name: "Text tools" }).waitFor();
  await p.keyboard.press("ControlOrMeta+A");
  await p.keyboard.type(typed);
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await adminContext(browser);
  const post = creator(context);
  await post("/api/pages", { title: "In place", slug });
  sectionId = (await post("/api/template-sections", { url_page: `/${slug}`, section_title: "Our services", section_description: "<p>What we do.</p>", section_type: "general", is_slider: false })).id;
  cardId = (await post("/api/metrics", { title: "Visas", description: "<p>We help with visas.</p>", section_id: sectionId })).id;
  headingId = (await post("/api/template-heading-sections", { url_page: `/${slug}`, name: "Who we are", description_text: "<p>Advisers since 1999.</p>" })).id;
  heroId = (await post("/api/hero-sections", { url_page: `/${slug}`, title: "Visas made simple", description: "<p>From the first call.</p>" })).id;
  page = await openEditing(context);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe("issue 34: editing texts on the page itself", () => {
  it("edits the section's title where it stands: Enter saves it with its version, and a visitor sees it", async () => {
    const before = await stored();
    await typeOver(page, titleOn(page), "Services we offer");
    await page.keyboard.press("Enter");
    await toast(page, "Text saved");
    const after = await stored();
    expect([after.section_title, after.version]).toEqual(["Services we offer", before.version + 1]);
    // The page shows the front's fresh HTML, not an editable copy.
    await expect.poll(() => titleOn(page).getAttribute("contenteditable")).toBeNull();
    expect((await visitorSees()).title).toBe("Services we offer");
  }, 60_000);

  it("edits a card's text with the toolbar's Bold, saved by a click elsewhere; Ctrl+Z then undoes the save", async () => {
    await typeOver(page, cardTextOn(page), "We help with every visa.");
    // The last word, made bold from the toolbar.
    for (let i = 0; i < "visa.".length; i++) await page.keyboard.press("Shift+ArrowLeft");
    await page.getByRole("toolbar", { name: "Text tools" }).getByRole("button", { name: "Bold" }).click();
    await page.locator(`#section-${sectionId}`).click({ position: { x: 5, y: 5 } });
    await expect.poll(async () => (await storedCard()).description).toMatch(/We help with every <(b|strong)>visa\.<\/(b|strong)>/);
    await toast(page, "Text saved");
    expect((await visitorSees()).card).toBe("We help with every visa.");

    await page.keyboard.press("ControlOrMeta+Z");
    await toast(page, "Change undone");
    expect((await storedCard()).description).toBe("<p>We help with visas.</p>");
    expect((await visitorSees()).card).toBe("We help with visas.");
  }, 60_000);

  it("Escape puts the text back and saves nothing", async () => {
    const before = await stored();
    await typeOver(page, titleOn(page), "Never saved");
    await page.keyboard.press("Escape");
    await expect.poll(() => titleOn(page).textContent()).toBe("Services we offer");
    await page.waitForTimeout(300);
    expect((await stored()).version).toBe(before.version);
  }, 60_000);

  it("a second admin saved meanwhile: the save asks the conflict question, and Overwrite with mine wins only when chosen", async () => {
    const mine = await openEditing(context);
    const otherAdmin = await adminContext(browser);
    const theirs = await openEditing(otherAdmin);
    await typeOver(mine, titleOn(mine), "Mine");
    await typeOver(theirs, titleOn(theirs), "Theirs");
    await theirs.keyboard.press("Enter");
    await toast(theirs, "Text saved");

    await mine.keyboard.press("Enter");
    const question = mine.getByRole("alertdialog", { name: "Someone else changed this" });
    await question.waitFor();
    expect((await stored()).section_title).toBe("Theirs");
    await question.getByRole("button", { name: "Keep editing" }).click();
    // The typed text is still there, with the focus, to save.
    await expect.poll(() => mine.evaluate(() => document.activeElement?.getAttribute("contenteditable"))).toBe("true");
    expect((await titleOn(mine).textContent())?.trim()).toBe("Mine");
    await mine.keyboard.press("Enter");
    await question.waitFor();
    await question.getByRole("button", { name: "Overwrite with mine" }).click();
    await expect.poll(async () => (await stored()).section_title).toBe("Mine");
    await toast(mine, "Text saved");
    expect((await visitorSees()).title).toBe("Mine");
    await mine.close();
    await otherAdmin.close();
  }, 90_000);

  it("edits a heading's name and the hero's title the same way (their rows are written whole, the rest kept)", async () => {
    const heading = page.locator(`[data-kind="heading"][data-id="${headingId}"] [data-edit-field="name"]`);
    await typeOver(page, heading, "Who we really are");
    await page.keyboard.press("Enter");
    // Straight on to the hero once the heading's save is made: the fresh page it brings may arrive
    // while the hero's title is being typed, and must not drop a letter of it.
    await expect.poll(() => heading.getAttribute("contenteditable")).toBeNull();
    const hero = page.locator(`[data-kind="hero"][data-id="${heroId}"] h1`);
    await typeOver(page, hero, "Visas made simpler");
    await page.keyboard.press("Enter");
    const row = async <T>(path: string, id: string) => ((await (await context.request.get(demoUrl(`${path}?url_page=/${slug}`))).json()) as (T & { id: string })[]).find((found) => found.id === id)!;
    await expect.poll(async () => (await row<{ title: string }>("/api/hero-sections", heroId)).title).toBe("Visas made simpler");
    const savedHeading = await row<{ name: string; description_text: string; version: number }>("/api/template-heading-sections", headingId);
    expect([savedHeading.name, savedHeading.description_text, savedHeading.version]).toEqual(["Who we really are", "<p>Advisers since 1999.</p>", 2]);
    expect((await row<{ description: string }>("/api/hero-sections", heroId)).description).toBe("<p>From the first call.</p>");
    const visitor = await browser.newContext();
    const reader = await visitor.newPage();
    await reader.goto(demoUrl(`/${slug}`));
    expect(await reader.locator(`[data-kind="hero"] h1`).textContent()).toBe("Visas made simpler");
    expect(await reader.locator(`[data-kind="heading"] h2`).first().innerText()).toBe("Who we really are");
    await visitor.close();
  }, 60_000);

  it("on the Spanish page the text is saved as the Spanish translation; the default language keeps its own", async () => {
    // A browser preferring Spanish: the language banner would offer the English page over it.
    const spanishAdmin = await adminContext(browser, { locale: "es" });
    const spanish = await openEditing(spanishAdmin, `/es/${slug}`);
    await typeOver(spanish, titleOn(spanish), "Nuestros servicios");
    await spanish.keyboard.press("Enter");
    await expect.poll(async () => (await stored()).section_title_translation.es).toBe("Nuestros servicios");
    await toast(spanish, "Text saved");
    const after = await stored();
    expect([after.section_title, after.section_title_translation.es]).toEqual(["Mine", "Nuestros servicios"]);
    expect((await visitorSees(`/es/${slug}`)).title).toBe("Nuestros servicios");
    expect((await visitorSees()).title).toBe("Mine");
    await spanishAdmin.close();
  }, 60_000);
});
