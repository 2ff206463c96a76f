import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminContext, openAsAdmin } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { launchBrowser } from "./support/browser";
import { demoUrl, port } from "./support/journey";

// The template section editor (issue 11), on a page of its own made for this journey.
const types = [
  ["general", "General"],
  ["reviews", "Reviews"],
  ["help_center", "Help Center"],
  ["real_estate", "Real Estate"],
  ["brand", "Brands"],
  ["article_slider", "Article Slider"],
  ["contact", "Contact"],
  ["faq", "FAQ"],
  ["pricing_plans", "Pricing Plans"],
] as const;

let browser: Browser;
let context: BrowserContext;
let page: Page;
const origin = () => demoUrl("").replace(/\/$/, "");
const slug = `sections-${Date.now()}`;

interface SectionRow {
  id: string;
  section_title: string;
  section_description: string;
  section_type: string;
  version: number;
  website_metric: { id: string; title: string; description: string; image: string | null }[];
}

async function sections(): Promise<SectionRow[]> {
  const answer = await context.request.get(demoUrl(`/api/template-sections?url_page=/${slug}`));
  return (await answer.json()) as SectionRow[];
}
const sectionTitled = async (title: string) => (await sections()).find((row) => row.section_title === title)!;
const toast = (text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first().waitFor();
const nav = () => page.getByRole("navigation", { name: "Editing tools" });
const editor = (p: Page = page) => p.getByRole("dialog", { name: /Template Section/ });

async function openEditor(p: Page, id: string): Promise<Locator> {
  await p.locator(`[data-kind="template"][data-id="${id}"]`).getByRole("button", { name: "Edit template section" }).click();
  const dialog = editor(p);
  await dialog.getByLabel(/Section title/).waitFor();
  return dialog;
}

/** Focus a card's handle, Space, ArrowDown, Space, each after dnd-kit's announcement of the previous key. */
async function moveByKeyboard(title: string, to: number, of: number) {
  const region = page.locator("[id^=DndLiveRegion]");
  await page.getByRole("button", { name: `Drag to reorder: ${title}` }).focus();
  await page.keyboard.press("Space");
  await expect.poll(() => region.textContent()).toMatch(/Picked up|moved to position/);
  await page.waitForTimeout(300);
  await page.keyboard.press("ArrowDown");
  await expect.poll(() => region.textContent()).toContain(`${title} moved to position ${to} of ${of}.`);
  await page.keyboard.press("Space");
  await expect.poll(() => region.textContent()).toContain(`${title} dropped at position ${to} of ${of}.`);
}

const cardOrder = () => editor().locator("[data-metric-card]").evaluateAll((cards) => cards.map((card) => card.getAttribute("data-metric-card")));

beforeAll(async () => {
  browser = await launchBrowser();
  context = await adminContext(browser);
  expect((await context.request.post(demoUrl("/api/pages"), { data: { title: "Sections Journey", slug }, headers: { origin: origin() } })).status()).toBe(201);
  // openAsAdmin's expect.poll belongs in a test: the same wait, by the browser.
  page = await context.newPage();
  await page.goto(demoUrl(`/${slug}`));
  await page.waitForFunction(() => document.documentElement.getAttribute("data-session") === "admin");
});

afterAll(async () => {
  await browser?.close();
});

describe("the template section editor", () => {
  it("creates a section of each of the nine types, asking for a title only for general", async () => {
    await nav().getByRole("button", { name: "Add section" }).click();
    let dialog = editor();
    await dialog.getByRole("heading", { name: "Create Template Section" }).waitFor();
    expect(await dialog.getByText("New", { exact: true }).count()).toBe(1);
    // Create mode: no metrics yet.
    const addNew = dialog.getByRole("button", { name: "Add New Card" });
    expect(await addNew.getAttribute("aria-disabled")).toBe("true");
    expect(await addNew.getAttribute("title")).toBe("Save the section first to add cards");
    expect(await dialog.getByRole("button", { name: "Delete" }).count()).toBe(0);
    // General needs a title.
    await dialog.getByRole("button", { name: "Create", exact: true }).click();
    await dialog.getByRole("alert").filter({ hasText: "Please enter a section title" }).waitFor();
    expect(await dialog.isVisible()).toBe(true);

    for (const [type, label] of types) {
      if (type !== "general") {
        await nav().getByRole("button", { name: "Add section" }).click();
        dialog = editor();
        await dialog.getByLabel("Section type").selectOption(type);
        await dialog.getByText("Title and description are optional for this section type.").waitFor();
      }
      const title = `${label} Block`;
      await dialog.getByLabel(/Section title/).fill(title);
      // The live preview is the public renderer with the draft.
      await dialog.locator("[data-section-preview]").getByRole("heading", { name: title }).waitFor();
      expect(await dialog.locator(`[data-section-preview] [data-section-type="${type}"]`).count()).toBe(1);
      await dialog.getByRole("button", { name: "Create", exact: true }).click();
      await toast("Section created successfully!");
      await dialog.waitFor({ state: "hidden" });
      await page.locator("main").getByRole("heading", { name: title }).waitFor({ timeout: 10_000 });
    }
    const rows = await sections();
    expect(rows.map((row) => [row.section_type, row.section_title])).toEqual(types.map(([type, label]) => [type, `${label} Block`]));
  });

  it("edits a section: the preview follows, undo, a kept draft, and the page changes without a reload", async () => {
    const general = await sectionTitled("General Block");
    await page.evaluate(() => ((window as unknown as { journeyMarker: number }).journeyMarker = 1));
    let dialog = await openEditor(page, general.id);
    await dialog.getByRole("heading", { name: "Edit Template Section" }).waitFor();
    const title = dialog.getByLabel(/Section title/);
    await dialog.getByRole("button", { name: "Align center" }).click();
    await title.fill("General Block Draft");
    await dialog.locator("[data-section-preview]").getByRole("heading", { name: "General Block Draft" }).waitFor();
    // Undo the last change (the title), then it is typed again.
    await page.keyboard.press("Control+z");
    expect(await title.inputValue()).toBe("General Block");
    await title.fill("General Block Kept");
    // Closing with changes asks.
    const asked: string[] = [];
    page.once("dialog", (question) => {
      asked.push(question.message());
      void question.dismiss();
    });
    await page.keyboard.press("Escape");
    await expect.poll(() => asked).toEqual(["You have unsaved changes. Are you sure you want to close?"]);
    // A reload keeps what was typed.
    await page.reload();
    await expect.poll(() => page.getAttribute("html", "data-session")).toBe("admin");
    dialog = await openEditor(page, general.id);
    expect(await dialog.getByLabel(/Section title/).inputValue()).toBe("General Block Kept");
    await dialog.getByText("Your unsaved changes were restored.").waitFor();
    await dialog.getByLabel(/Section title/).fill("General Block Edited");
    await page.evaluate(() => ((window as unknown as { journeyMarker: number }).journeyMarker = 2));
    await dialog.getByRole("button", { name: "Update" }).click();
    await toast("Section updated successfully!");
    await dialog.waitFor({ state: "hidden" });
    await page.locator("main").getByRole("heading", { name: "General Block Edited" }).waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { journeyMarker: number }).journeyMarker)).toBe(2);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("atrium:section-draft:")).length)).toBe(0);
  });

  it("translates a section's title into Spanish: the switch marks it missing, the preview and a Spanish visitor read it, the default page keeps its own", async () => {
    const general = await sectionTitled("General Block Edited");
    const dialog = await openEditor(page, general.id);
    const spanish = dialog.getByRole("button", { name: /^Spanish/ });
    await expect.poll(() => spanish.textContent()).toContain("missing");
    await spanish.click();
    const title = dialog.getByLabel(/Section title/);
    // The default language's title is the empty field's hint.
    expect(await title.getAttribute("placeholder")).toBe("General Block Edited");
    await title.fill("Bloque general");
    await dialog.locator("[data-section-preview]").getByRole("heading", { name: "Bloque general" }).waitFor();
    await expect.poll(() => spanish.textContent()).not.toContain("missing");
    await dialog.getByRole("button", { name: "Update" }).click();
    await toast("Section updated successfully!");
    await dialog.waitFor({ state: "hidden" });
    await page.locator("main").getByRole("heading", { name: "General Block Edited" }).waitFor({ timeout: 10_000 });
    const visitor = await browser.newContext();
    const reader = await visitor.newPage();
    await reader.goto(demoUrl(`/es/${slug}`));
    await reader.locator("main").getByRole("heading", { name: "Bloque general" }).waitFor();
    await visitor.close();
  });

  it("manages metrics: create, reorder by keyboard and by drag, media by URL, delete permanently; axe finds nothing serious", async () => {
    const general = await sectionTitled("General Block Edited");
    const dialog = await openEditor(page, general.id);
    await dialog.getByRole("button", { name: "Add New Card" }).click();
    const form = dialog.getByRole("group", { name: "Add New Card" });
    await form.getByRole("button", { name: "Add Card" }).click();
    await form.getByRole("alert").filter({ hasText: "Title and description are required" }).waitFor();
    for (const [index, name] of ["Metric One", "Metric Two", "Metric Three"].entries()) {
      if (index > 0) await dialog.getByRole("button", { name: "Add New Card" }).click();
      await form.getByLabel("Card title").fill(name);
      await form.getByLabel("Card description").fill(`About ${name}`);
      await form.getByRole("button", { name: "Add Card" }).click();
      await toast("Card created and added successfully");
      await expect.poll(cardOrder).toHaveLength(index + 1);
    }
    expect(await cardOrder()).toEqual(["Metric One", "Metric Two", "Metric Three"]);

    expect(await seriousViolations(page)).toEqual([]);

    await moveByKeyboard("Metric One", 2, 3);
    await toast("Cards reordered");
    await expect.poll(cardOrder).toEqual(["Metric Two", "Metric One", "Metric Three"]);

    // Full screen, the list scrolled into view: the pointer must stay inside the window.
    await dialog.getByRole("button", { name: "Full screen" }).click();
    await dialog.locator("[data-metric-card]").first().evaluate((card) => card.scrollIntoView({ block: "start" }));
    const handle = (await dialog.getByRole("button", { name: "Drag to reorder: Metric Three" }).boundingBox())!;
    const first = (await dialog.locator("[data-metric-card]").first().boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2, first.y + 2, { steps: 15 });
    await page.mouse.up();
    await expect.poll(cardOrder).toEqual(["Metric Three", "Metric Two", "Metric One"]);
    await expect.poll(async () => (await sectionTitled("General Block Edited")).website_metric.map((metric) => metric.title)).toEqual(["Metric Three", "Metric Two", "Metric One"]);

    // Media by URL: the hint, Enter confirms, a bad URL is refused.
    const card = dialog.locator('[data-metric-card="Metric Two"]');
    // Gallery opens the media picker (its own journey covers picking); Escape closes it alone.
    await card.getByRole("button", { name: "Add Media" }).click();
    await page.getByRole("menuitem", { name: "Gallery" }).click();
    const gallery = page.getByRole("dialog", { name: "Gallery" });
    await gallery.waitFor();
    await page.keyboard.press("Escape");
    await gallery.waitFor({ state: "hidden" });
    expect(await dialog.isVisible()).toBe(true);
    // Media from an uploaded file: uploaded in the gallery, picked, and served to visitors in sizes.
    await card.getByRole("button", { name: "Add Media" }).click();
    await page.getByRole("menuitem", { name: "Gallery" }).click();
    const upload = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#0f766e" } }).png().toBuffer();
    await gallery.locator("[data-testid=media-drop-zone] input[type=file]").setInputFiles({ name: `metric-${Date.now()}.png`, mimeType: "image/png", buffer: upload });
    const use = gallery.getByRole("button", { name: "Use selected file" });
    await expect.poll(() => use.isEnabled(), { timeout: 30_000 }).toBe(true);
    await use.click();
    await toast("Image updated successfully");
    await expect.poll(async () => (await sectionTitled("General Block Edited")).website_metric.find((metric) => metric.title === "Metric Two")?.image ?? "").toMatch(/^\/api\/media\/files\//);
    const uploaded = (await sectionTitled("General Block Edited")).website_metric.find((metric) => metric.title === "Metric Two")!.image!;
    const visitor = await browser.newPage();
    await visitor.goto(demoUrl(`/${slug}`));
    const picture = visitor.locator("picture", { has: visitor.locator(`img[src="${uploaded}"]`) });
    const srcset = await picture.locator("source").evaluateAll((sources) => sources.map((source) => source.getAttribute("srcset") ?? ""));
    expect(srcset).toHaveLength(2);
    for (const set of srcset) expect(set).toMatch(/-480w\.(avif|webp) 480w/);
    await visitor.close();
    // Then by URL, in place of the uploaded file.
    await card.getByRole("button", { name: "Change Media" }).click();
    expect(await page.getByRole("menuitem", { name: "Gallery" }).getAttribute("aria-disabled")).toBeNull();
    await page.getByRole("menuitem", { name: "URL" }).click();
    const urlDialog = page.getByRole("dialog", { name: "Enter Image/Video URL" });
    await urlDialog.getByText("Enter a direct link to an image or video file").waitFor();
    await urlDialog.getByLabel("URL", { exact: true }).fill("not a url");
    await page.keyboard.press("Enter");
    await urlDialog.getByRole("alert").filter({ hasText: "Please enter a valid URL" }).waitFor();
    await urlDialog.getByLabel("URL", { exact: true }).fill("/media/journey.png");
    await page.keyboard.press("Enter");
    await toast("URL updated successfully");
    await urlDialog.waitFor({ state: "hidden" });
    await expect.poll(async () => (await sectionTitled("General Block Edited")).website_metric.find((metric) => metric.title === "Metric Two")?.image).toBe("/media/journey.png");
    await dialog.locator('[data-section-preview] img[src="/media/journey.png"]').waitFor();
    await card.getByRole("button", { name: "Change Media" }).click();
    await page.getByRole("menuitem", { name: "Remove Media" }).click();
    await toast("Media removed");

    // Delete Metric Three permanently: the exact title is required.
    await dialog.locator('[data-metric-card="Metric Three"]').getByRole("button", { name: "Remove or delete" }).click();
    await page.getByRole("alertdialog", { name: "Remove or delete card" }).getByRole("button", { name: "Delete permanently" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete card permanently" });
    const button = confirm.getByRole("button", { name: "Delete" });
    expect(await button.isDisabled()).toBe(true);
    await confirm.getByRole("textbox").fill("Metric Thre");
    expect(await button.isDisabled()).toBe(true);
    await confirm.getByRole("textbox").fill("Metric Three");
    await button.click();
    await toast("Card deleted permanently from all sections");
    await expect.poll(cardOrder).toEqual(["Metric Two", "Metric One"]);
    const library = (await (await context.request.get(demoUrl("/api/metrics"))).json()) as { title: string }[];
    expect(library.some((metric) => metric.title === "Metric Three")).toBe(false);

    // The library offers what the section lacks.
    await dialog.getByRole("button", { name: "Add Existing Card" }).click();
    const libraryDialog = page.getByRole("dialog", { name: "Add Existing Card" });
    await libraryDialog.getByText("Choose from your card library").waitFor();
    await libraryDialog.getByText(/\d+ card\(s\) available to add/).waitFor();
    await page.keyboard.press("Escape");
    await libraryDialog.waitFor({ state: "hidden" });
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
  });

  it("a metric changed by someone else meanwhile: the blur save asks, and Overwrite keeps both changes' fields apart", async () => {
    const general = await sectionTitled("General Block Edited");
    const one = general.website_metric.find((metric) => metric.title === "Metric One")!;
    const dialog = await openEditor(page, general.id);
    const card = dialog.locator('[data-metric-card="Metric One"]');
    const current = (await (await context.request.get(demoUrl("/api/metrics"))).json()) as { id: string; version: number }[];
    const theirs = await context.request.patch(demoUrl(`/api/metrics/${one.id}`), { data: { title: "Metric One, theirs", version: current.find((metric) => metric.id === one.id)!.version }, headers: { origin: origin() } });
    expect(theirs.status()).toBe(200);

    await card.getByLabel("Description of Metric One").fill("Mine, typed meanwhile");
    await card.getByLabel("Title of Metric One").focus(); // the description's blur saves it
    const question = page.getByRole("alertdialog", { name: "Someone else changed this" });
    await question.waitFor();
    expect(await card.getByLabel("Description of Metric One").inputValue()).toBe("Mine, typed meanwhile");
    await question.getByRole("button", { name: "Overwrite with mine" }).click();
    await expect
      .poll(async () => (await sectionTitled("General Block Edited")).website_metric.find((metric) => metric.id === one.id))
      .toMatchObject({ title: "Metric One, theirs", description: "Mine, typed meanwhile" });
    // The question closes once its save is answered; Escape is then the editor's again.
    await question.waitFor({ state: "hidden" });
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
  });

  it("translates a card into Spanish on its own fields: a Spanish visitor reads the translated description and the English title where none was given", async () => {
    const general = await sectionTitled("General Block Edited");
    const dialog = await openEditor(page, general.id);
    await dialog.getByRole("button", { name: /^Spanish/ }).click();
    const card = dialog.locator('[data-metric-card="Metric Two"]');
    const description = card.getByLabel("Description of Metric Two");
    expect(await description.getAttribute("placeholder")).toBe("About Metric Two");
    await description.fill("Sobre la segunda");
    await card.getByLabel("Title of Metric Two").focus(); // leaving the field saves it
    await card.locator('[data-inline-save="saved"]').waitFor();
    await expect
      .poll(async () => (await sectionTitled("General Block Edited")).website_metric.find((metric) => metric.title === "Metric Two"))
      .toMatchObject({ description: "About Metric Two", description_translation: { es: "Sobre la segunda" } });
    // (Escape in the card's field would put its text back, not close the editor.)
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    const visitor = await browser.newContext();
    const reader = await visitor.newPage();
    await reader.goto(demoUrl(`/es/${slug}`));
    await reader.locator("main").getByText("Sobre la segunda", { exact: true }).waitFor();
    await reader.locator("main").getByText("Metric Two", { exact: true }).first().waitFor();
    await visitor.close();
  });

  it("two admins edit the same section: the second save meets the conflict dialog and nothing is overwritten", async () => {
    const faq = await sectionTitled("FAQ Block");
    const other = await adminContext(browser);
    const second = await openAsAdmin(other, `/${slug}`);
    const mine = await openEditor(page, faq.id);
    const theirs = await openEditor(second, faq.id);
    await mine.getByLabel(/Section title/).fill("FAQ Block by One");
    await theirs.getByLabel(/Section title/).fill("FAQ Block by Two");
    await mine.getByRole("button", { name: "Update" }).click();
    await toast("Section updated successfully!");
    await theirs.getByRole("button", { name: "Update" }).click();
    const question = second.getByRole("alertdialog", { name: "Someone else changed this" });
    await question.waitFor();
    expect((await sections()).find((row) => row.id === faq.id)?.section_title).toBe("FAQ Block by One");
    await question.getByRole("button", { name: "Reload their version" }).click();
    expect(await theirs.getByLabel(/Section title/).inputValue()).toBe("FAQ Block by One");
    // Saved again on their version, the second admin's change goes through.
    await theirs.getByLabel(/Section title/).fill("FAQ Block by Two");
    await theirs.getByRole("button", { name: "Update" }).click();
    await theirs.waitFor({ state: "hidden" });
    expect((await sections()).find((row) => row.id === faq.id)?.section_title).toBe("FAQ Block by Two");

    // Overwrite: a change made meanwhile (through the API) is replaced only when the admin says so.
    const again = await openEditor(second, faq.id);
    const current = (await sections()).find((row) => row.id === faq.id)!;
    const put = await context.request.put(demoUrl(`/api/template-sections/${faq.id}`), { data: { section_description: "Changed meanwhile", version: current.version }, headers: { origin: origin() } });
    expect(put.status()).toBe(200);
    await again.getByLabel(/Section title/).fill("FAQ Block Overwritten");
    await again.getByRole("button", { name: "Update" }).click();
    await question.waitFor();
    expect((await sections()).find((row) => row.id === faq.id)?.section_description).toBe("Changed meanwhile");
    await question.getByRole("button", { name: "Overwrite with mine" }).click();
    await again.waitFor({ state: "hidden" });
    const saved = (await sections()).find((row) => row.id === faq.id)!;
    expect([saved.section_title, saved.section_description]).toEqual(["FAQ Block Overwritten", ""]);
    await other.close();
  });

  it("deletes a section once its exact title is typed, and Undo in the toast brings it back to its place", async () => {
    const brand = await sectionTitled("Brands Block");
    // Where the section stands among the page's sections, by its heading.
    const placeOf = (title: string) =>
      page.locator("main [data-kind]").evaluateAll((sections, wanted) => sections.findIndex((section) => section.querySelector("h1, h2, h3")?.textContent?.includes(wanted)), title);
    const place = await placeOf("Brands Block");
    expect(place).toBeGreaterThanOrEqual(0);
    const dialog = await openEditor(page, brand.id);
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete section" });
    const button = confirm.getByRole("button", { name: "Delete" });
    await confirm.getByRole("textbox").fill("brands block");
    expect(await button.isDisabled()).toBe(true);
    await confirm.getByRole("textbox").fill("Brands Block");
    await button.click();
    await toast("Section deleted successfully!");
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(async () => page.locator("main").getByRole("heading", { name: "Brands Block" }).count(), { timeout: 10_000 }).toBe(0);
    expect((await sections()).some((row) => row.id === brand.id)).toBe(false);

    await page.locator("[data-sonner-toast]").filter({ hasText: "Section deleted successfully!" }).getByRole("button", { name: "Undo" }).click();
    await toast("Section restored");
    await expect.poll(() => placeOf("Brands Block"), { timeout: 10_000 }).toBe(place);
    const restored = await sectionTitled("Brands Block");
    expect(restored.id).not.toBe(brand.id);
    expect(restored.website_metric.map((metric) => metric.id)).toEqual(brand.website_metric.map((metric) => metric.id));
    expect(port()).toBeGreaterThan(0);
  });
});
