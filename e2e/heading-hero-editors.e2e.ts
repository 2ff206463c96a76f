import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminContext, openAsAdmin } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { launchBrowser } from "./support/browser";
import { demoUrl, port } from "./support/journey";

// Issue 11: the heading section editor and the hero modal, on a page made for this journey (the demo
// pages other journeys rely on stay as they are).
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const origin = () => demoUrl("").replace(/\/$/, "");

/** A fresh page with one template section, whose "+" the editors are opened from. */
async function makePage(context: BrowserContext, label: string): Promise<string> {
  const slug = `${label}-${port()}-${Date.now()}`;
  const post = (path: string, data: unknown) => context.request.post(demoUrl(path), { data, headers: { origin: origin() } });
  expect((await post("/api/pages", { title: `${label} test`, slug })).status()).toBe(201);
  expect((await post("/api/template-sections", { url_page: `/${slug}`, section_title: "Anchor Section", section_type: "general" })).status()).toBe(201);
  return slug;
}

const mainText = (page: Page) => page.locator("main").innerText();

/** Clicks Undo in the toast that says `message`, and waits for the restore's own toast. */
async function undo(page: Page, message: string) {
  await page.locator("[data-sonner-toast]").filter({ hasText: message }).getByRole("button", { name: "Undo" }).click();
  await page.getByText("Section restored").waitFor();
}

/** Presses Tab until `target` has focus (keyboard-only journeys); fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let press = 0; press < limit; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

describe("the heading section editor", () => {
  it("creates, edits and deletes a heading section; checks in the spec's order when saving; the page follows without a reload", async () => {
    const context = await adminContext(browser);
    const slug = await makePage(context, "heading");
    const page = await openAsAdmin(context, `/${slug}`);

    await page.getByRole("button", { name: "Add a section below" }).first().click();
    await page.getByRole("menuitem", { name: "Heading Section" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Heading Section" });
    await dialog.waitFor();
    // Nothing is said before the first save.
    expect(await dialog.getByRole("alert").count()).toBe(0);
    expect(await seriousViolations(page), "heading editor open").toEqual([]);

    await dialog.getByRole("button", { name: "Create Heading Section" }).click();
    await expect.poll(() => dialog.getByRole("alert").innerText()).toBe("Please enter a heading name");
    await dialog.getByLabel("Heading", { exact: true }).fill("Study in");
    await expect.poll(() => dialog.getByRole("alert").innerText()).toBe("Please enter a description text");
    await dialog.getByLabel("Description").fill("Programs for every age.");
    await expect.poll(() => dialog.getByRole("alert").count()).toBe(0);
    // Ctrl+Z undoes the last change.
    await dialog.getByLabel("Description").press("!");
    expect(await dialog.getByLabel("Description").inputValue()).toBe("Programs for every age.!");
    await dialog.getByLabel("Description").press("ControlOrMeta+z");
    await expect.poll(() => dialog.getByLabel("Description").inputValue()).toBe("Programs for every age.");

    // The page URL lives in the URL popover.
    await dialog.getByRole("button", { name: "URLs" }).click();
    await page.getByLabel("Page URL").fill("");
    await page.keyboard.press("Escape");
    await dialog.getByRole("button", { name: "Create Heading Section" }).click();
    await expect.poll(() => dialog.getByRole("alert").innerText()).toBe('Please enter a page URL (e.g., "/about" or "/")');
    await page.getByLabel("Page URL").fill(`/${slug}`);
    await page.getByLabel("Button URL").fill("/contact");
    await page.keyboard.press("Escape");
    await dialog.getByLabel("Heading, second part (optional)").fill("Europe");
    await dialog.getByLabel("Button or link text (optional)").fill("Talk to us");
    // The gallery (the media picker) opens over the editor and closes back to it.
    await dialog.getByRole("button", { name: "Choose from gallery" }).click();
    const gallery = page.getByRole("dialog", { name: "Gallery" });
    await gallery.waitFor();
    await gallery.getByRole("button", { name: "Cancel" }).click();
    await gallery.waitFor({ state: "hidden" });
    expect(await dialog.isVisible()).toBe(true);
    // The live preview is the public renderer.
    await expect.poll(() => dialog.locator("[data-heading-preview] h2").innerText()).toBe("Study in Europe");

    await dialog.getByRole("button", { name: "Create Heading Section" }).click();
    await page.getByText("Heading section created successfully!").waitFor();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => mainText(page), { timeout: 10_000 }).toContain("Study in Europe");
    const section = page.locator('[data-kind="heading"][data-id]');
    await section.waitFor();

    // Edit, with the keyboard only: the edit button, the field, the save button; focus comes back.
    const editButton = section.getByRole("button", { name: "Edit heading section" });
    await editButton.focus();
    await page.keyboard.press("Enter");
    const edit = page.getByRole("dialog", { name: "Edit Heading Section" });
    await edit.waitFor();
    await expect.poll(() => edit.getByLabel("Heading", { exact: true }).inputValue()).toBe("Study in");
    expect(await seriousViolations(page), "heading editor open in edit mode").toEqual([]);
    await tabTo(page, edit.getByLabel("Heading", { exact: true }));
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("Work in");
    await tabTo(page, edit.getByRole("button", { name: "Save Changes" }));
    await page.keyboard.press("Enter");
    await page.getByText("Heading section updated successfully!").waitFor();
    await edit.waitFor({ state: "hidden" });
    await expect.poll(() => mainText(page), { timeout: 10_000 }).toContain("Work in Europe");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Edit heading section");
    const before = await mainText(page);

    // Delete, after the confirmation.
    await section.getByRole("button", { name: "Edit heading section" }).click();
    await edit.waitFor();
    await edit.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Heading Section" });
    await confirm.getByText("Are you sure you want to delete this heading section? This action cannot be undone.").waitFor();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await page.getByText("Heading section deleted successfully!").waitFor();
    await expect.poll(() => mainText(page), { timeout: 10_000 }).not.toContain("Work in Europe");

    // Undo in the toast (10 s) brings it back where it stood.
    await undo(page, "Heading section deleted successfully!");
    await expect.poll(() => mainText(page), { timeout: 10_000 }).toContain("Work in Europe");
    const after = await mainText(page);
    expect(after.indexOf("Work in Europe") > after.indexOf("Anchor Section")).toBe(before.indexOf("Work in Europe") > before.indexOf("Anchor Section"));
    await context.close();
  });

  it("gives the second of two admins saving the same heading the conflict question, and overwrites nothing", async () => {
    const first = await adminContext(browser);
    const second = await adminContext(browser);
    const slug = await makePage(first, "heading-conflict");
    const created = await first.request.post(demoUrl("/api/template-heading-sections"), {
      data: { name: "Shared heading", description_text: "Two admins.", url_page: `/${slug}` },
      headers: { origin: origin() },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const pages = await Promise.all([openAsAdmin(first, `/${slug}`), openAsAdmin(second, `/${slug}`)]);
    const dialogs = [];
    for (const page of pages) {
      await page.locator(`[data-kind="heading"][data-id="${id}"]`).getByRole("button", { name: "Edit heading section" }).click();
      const dialog = page.getByRole("dialog", { name: "Edit Heading Section" });
      await expect.poll(() => dialog.getByLabel("Heading", { exact: true }).inputValue()).toBe("Shared heading");
      dialogs.push(dialog);
    }
    await dialogs[0]!.getByLabel("Heading", { exact: true }).fill("First admin's heading");
    await dialogs[0]!.getByRole("button", { name: "Save Changes" }).click();
    await pages[0]!.getByText("Heading section updated successfully!").waitFor();

    await dialogs[1]!.getByLabel("Heading", { exact: true }).fill("Second admin's heading");
    await dialogs[1]!.getByRole("button", { name: "Save Changes" }).click();
    const question = pages[1]!.getByRole("alertdialog", { name: "Someone else changed this" });
    await question.waitFor();
    await question.getByRole("button", { name: "Keep editing" }).click();
    expect(await dialogs[1]!.getByLabel("Heading", { exact: true }).inputValue()).toBe("Second admin's heading");

    const stored = (await (await first.request.get(demoUrl(`/api/template-heading-sections?url_page=/${slug}`))).json()) as { name: string }[];
    expect(stored.map((row) => row.name)).toEqual(["First admin's heading"]);
    await first.close();
    await second.close();
  });
});

describe("the hero section modal", () => {
  it("creates, edits and deletes a hero with its live preview; asks before losing changes, keeps a draft, takes hero-section-updated", async () => {
    const context = await adminContext(browser);
    const slug = await makePage(context, "hero");
    const page = await openAsAdmin(context, `/${slug}`);

    await page.getByRole("button", { name: "Add a section below" }).first().click();
    await page.getByRole("menuitem", { name: "Hero Section" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Hero Section" });
    await dialog.waitFor();
    await dialog.getByText("Design your hero section with live preview").waitFor();
    expect(await dialog.getByText("New", { exact: true }).count()).toBe(1);
    expect(await seriousViolations(page), "hero modal open").toEqual([]);

    // The title is required: the save button waits for one, the message shows once the title was left.
    const save = dialog.getByRole("button", { name: "Create Hero Section" });
    expect(await save.isDisabled()).toBe(true);
    const title = dialog.getByLabel("Hero title");
    await title.focus();
    await dialog.getByLabel("Hero description").focus();
    await dialog.getByText("Title is required.").waitFor();
    await title.fill("Grow with us");
    await expect.poll(() => dialog.getByText("Title is required.").count()).toBe(0);
    await dialog.getByLabel("Hero description").fill("Plans for teams of every size.");
    await expect.poll(() => dialog.locator("[data-hero-preview] h1").innerText()).toBe("Grow with us");
    await title.press("!");
    await title.press("ControlOrMeta+z");
    expect(await title.inputValue()).toBe("Grow with us");

    // One toolbar dropdown at a time.
    await dialog.getByRole("button", { name: "Layout" }).click();
    await page.getByRole("dialog", { name: "Layout" }).waitFor();
    await dialog.getByRole("button", { name: "Image Style" }).click();
    await page.getByRole("dialog", { name: "Image Style" }).waitFor();
    expect(await page.getByRole("dialog", { name: "Layout" }).count()).toBe(0);
    const imageStyle = dialog.getByRole("button", { name: "Image Style" });
    // Escape gives focus back to the toolbar's button a moment later: wait for it, or it takes the focus from the next step.
    const closeImageStyle = async () => {
      await page.keyboard.press("Escape");
      await expect.poll(() => imageStyle.evaluate((button) => button === document.activeElement)).toBe(true);
    };
    await page.getByLabel("Image URL").fill("/favicon.ico");
    await closeImageStyle();
    await dialog.locator("[data-hero-preview] [data-hero-image]").waitFor();

    // Drag-to-resize handles over the preview, by keyboard and by pointer; the toolbar shows the sizes.
    const imageHandle = dialog.getByRole("button", { name: "Resize image" });
    const imageSize = async () => {
      await imageStyle.click();
      const size = [await page.getByLabel("Width (px)").inputValue(), await page.getByLabel("Height (px)").inputValue()].map(Number);
      await closeImageStyle();
      return size;
    };
    await imageHandle.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowDown");
    expect(await imageSize()).toEqual([420, 310]);
    await imageHandle.scrollIntoViewIfNeeded();
    const grip = (await imageHandle.boundingBox())!;
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(grip.x - 60, grip.y - 40, { steps: 8 });
    await page.mouse.up();
    const dragged = await imageSize();
    expect(dragged[0]).toBeLessThan(420);
    expect(dragged[1]).toBeLessThan(310);
    await dialog.getByRole("button", { name: "Resize text block" }).focus();
    await page.keyboard.press("ArrowLeft");
    await dialog.getByRole("button", { name: "Title", exact: true }).click();
    // The key's change reaches the toolbar's field on the next render: wait for it rather than read at once.
    await expect.poll(() => page.getByLabel("Block width").inputValue()).toBe("3xl");
    await page.keyboard.press("Escape");

    await dialog.getByRole("button", { name: "Remove image" }).click();
    expect(await dialog.locator("[data-hero-preview] [data-hero-image]").count()).toBe(0);

    // The draft is kept in localStorage until saved; closing with changes asks first.
    expect(await page.evaluate(() => localStorage.getItem("atrium:hero-section-draft:new"))).toContain("Grow with us");
    const asked: string[] = [];
    page.once("dialog", (question) => {
      asked.push(question.message());
      void question.dismiss();
    });
    await page.keyboard.press("Escape");
    await expect.poll(() => asked).toEqual(["You have unsaved changes. Are you sure you want to close?"]);
    expect(await dialog.isVisible()).toBe(true);

    await save.click();
    await page.getByText("Hero section created successfully!").waitFor();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => mainText(page), { timeout: 10_000 }).toContain("Grow with us");
    expect(await page.evaluate(() => localStorage.getItem("atrium:hero-section-draft:new"))).toBeNull();
    const [stored] = (await (await context.request.get(demoUrl(`/api/hero-sections?url_page=/${slug}`))).json()) as { image_style: { width?: number; height?: number }; title_style: { blockWidth: string } }[];
    expect([stored!.image_style.width, stored!.image_style.height, stored!.title_style.blockWidth]).toEqual([...dragged, "3xl"]);

    // Edit; a hero-section-updated event (Global Settings saved this hero) updates the open form.
    const section = page.locator('[data-kind="hero"][data-id]');
    await section.getByRole("button", { name: "Edit hero section" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Hero Section" });
    await expect.poll(() => edit.getByLabel("Hero title").inputValue()).toBe("Grow with us");
    await page.evaluate(async (path) => {
      const [hero] = (await (await fetch(`/api/hero-sections?url_page=${path}`)).json()) as { title: string }[];
      window.dispatchEvent(new CustomEvent("hero-section-updated", { detail: { ...hero, title: "Set in Global Settings" } }));
    }, `/${slug}`);
    await expect.poll(() => edit.getByLabel("Hero title").inputValue()).toBe("Set in Global Settings");
    await edit.getByLabel("Hero title").fill("Grow faster");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Hero section updated successfully!").waitFor();
    await edit.waitFor({ state: "hidden" });
    await expect.poll(() => mainText(page), { timeout: 10_000 }).toContain("Grow faster");

    await section.getByRole("button", { name: "Edit hero section" }).click();
    await edit.waitFor();
    await edit.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Hero Section" });
    await confirm.getByText("Are you sure you want to delete this hero section? This action cannot be undone.").waitFor();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await page.getByText("Hero section deleted successfully!").waitFor();
    await expect.poll(() => mainText(page), { timeout: 10_000 }).not.toContain("Grow faster");
    await context.close();
  });
});

describe("the hero section modal, again", () => {
  it("gives the second of two admins saving the same hero the conflict question; Overwrite puts theirs under mine only when asked", async () => {
    const first = await adminContext(browser);
    const second = await adminContext(browser);
    const slug = await makePage(first, "hero-conflict");
    const created = await first.request.post(demoUrl("/api/hero-sections"), { data: { title: "Shared hero", url_page: `/${slug}` }, headers: { origin: origin() } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const stored = async () => ((await (await first.request.get(demoUrl(`/api/hero-sections?url_page=/${slug}`))).json()) as { title: string }[]).map((hero) => hero.title);

    const pages = await Promise.all([openAsAdmin(first, `/${slug}`), openAsAdmin(second, `/${slug}`)]);
    const dialogs = [];
    for (const page of pages) {
      await page.locator(`[data-kind="hero"][data-id="${id}"]`).getByRole("button", { name: "Edit hero section" }).click();
      const dialog = page.getByRole("dialog", { name: "Edit Hero Section" });
      await expect.poll(() => dialog.getByLabel("Hero title").inputValue()).toBe("Shared hero");
      dialogs.push(dialog);
    }
    expect(await seriousViolations(pages[0]!), "hero modal open in edit mode").toEqual([]);
    await dialogs[0]!.getByLabel("Hero title").fill("First admin's hero");
    await dialogs[0]!.getByRole("button", { name: "Save Changes" }).click();
    await pages[0]!.getByText("Hero section updated successfully!").waitFor();

    await dialogs[1]!.getByLabel("Hero title").fill("Second admin's hero");
    await dialogs[1]!.getByRole("button", { name: "Save Changes" }).click();
    const question = pages[1]!.getByRole("alertdialog", { name: "Someone else changed this" });
    await question.waitFor();
    expect(await stored()).toEqual(["First admin's hero"]);
    await question.getByRole("button", { name: "Overwrite with mine" }).click();
    await dialogs[1]!.waitFor({ state: "hidden" });
    expect(await stored()).toEqual(["Second admin's hero"]);
    await first.close();
    await second.close();
  });

  it("on the home page: edited with the keyboard only, deleted and brought back by Undo; without a hero, the fallback offers to create one", async () => {
    const context = await adminContext(browser);
    const heroes = async () => (await (await context.request.get(demoUrl("/api/hero-sections?url_page=/home"))).json()) as ({ id: string; title: string; version: number } & Record<string, unknown>)[];
    const [original] = await heroes();
    expect(original).toBeDefined();
    const page = await openAsAdmin(context, "/");
    const hero = page.locator('[data-kind="hero"][data-id]');

    // Keyboard only: open, change the title, save; focus comes back to the edit button.
    await hero.getByRole("button", { name: "Edit hero section" }).focus();
    await page.keyboard.press("Enter");
    const edit = page.getByRole("dialog", { name: "Edit Hero Section" });
    await expect.poll(() => edit.getByLabel("Hero title").inputValue()).toBe(original!.title);
    await tabTo(page, edit.getByLabel("Hero title"));
    await page.keyboard.press("End");
    await page.keyboard.type(" today");
    await tabTo(page, edit.getByRole("button", { name: "Save Changes" }));
    await page.keyboard.press("Enter");
    await page.getByText("Hero section updated successfully!").waitFor();
    await edit.waitFor({ state: "hidden" });
    await expect.poll(async () => (await heroes())[0]?.title).toBe(`${original!.title} today`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Edit hero section");

    // Deleted: the fallback hero shows, with a button to create a real one; Undo brings this one back.
    await hero.getByRole("button", { name: "Edit hero section" }).click();
    await edit.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alertdialog", { name: "Delete Hero Section" }).getByRole("button", { name: "Delete" }).click();
    await page.getByText("Hero section deleted successfully!").waitFor();
    const create = page.locator('[data-kind="hero"]:not([data-id])').getByRole("button", { name: "Create hero section" });
    await create.waitFor();
    await undo(page, "Hero section deleted successfully!");
    await expect.poll(async () => (await heroes()).map((row) => row.title)).toEqual([`${original!.title} today`]);
    await hero.waitFor();

    // Without a hero, the fallback's Create button opens the hero modal in create mode.
    const [restored] = await heroes();
    expect((await context.request.delete(demoUrl(`/api/hero-sections/${restored!.id}`), { headers: { origin: origin() } })).status()).toBe(200);
    await page.reload();
    await create.click();
    const dialog = page.getByRole("dialog", { name: "Create Hero Section" });
    await dialog.getByLabel("Hero title").fill("Made from the fallback");
    await dialog.getByRole("button", { name: "Create Hero Section" }).click();
    await page.getByText("Hero section created successfully!").waitFor();
    await expect.poll(() => mainText(page), { timeout: 10_000 }).toContain("Made from the fallback");
    expect((await heroes()).map((row) => row.title)).toEqual(["Made from the fallback"]);

    // The demo's hero as it was, for the journeys after this one.
    const [made] = await heroes();
    expect((await context.request.delete(demoUrl(`/api/hero-sections/${made!.id}`), { headers: { origin: origin() } })).status()).toBe(200);
    const { id: _id, organization_id: _owner, order: _order, version: _version, created_at: _created, updated_at: _updated, ...fields } = original!;
    expect((await context.request.post(demoUrl("/api/hero-sections"), { data: fields, headers: { origin: origin() } })).status()).toBe(201);
    expect((await heroes()).map((row) => row.title)).toEqual([original!.title]);
    await context.close();
  });
});

describe("editing in another language (issue 34 point 1)", () => {
  it("translates a heading and a hero into Spanish: a Spanish visitor reads them, and the default text where a field is left empty", async () => {
    const context = await adminContext(browser);
    const slug = await makePage(context, "translated");
    const post = (path: string, data: unknown) => context.request.post(demoUrl(path), { data, headers: { origin: origin() } });
    expect((await post("/api/template-heading-sections", { name: "Study abroad", description_text: "Programs for every age.", url_page: `/${slug}` })).status()).toBe(201);
    expect((await post("/api/hero-sections", { title: "Grow with us", description: "Plans for every team.", url_page: `/${slug}` })).status()).toBe(201);
    const page = await openAsAdmin(context, `/${slug}`);

    await page.locator('[data-kind="heading"][data-id]').getByRole("button", { name: "Edit heading section" }).click();
    const heading = page.getByRole("dialog", { name: "Edit Heading Section" });
    const spanish = heading.getByRole("button", { name: /^Spanish/ });
    await expect.poll(() => spanish.textContent()).toContain("missing");
    await spanish.click();
    const name = heading.getByLabel("Heading", { exact: true });
    // The default text is the empty field's hint; the preview shows the page in Spanish.
    expect(await name.getAttribute("placeholder")).toBe("Study abroad");
    await name.fill("Estudiar fuera");
    await expect.poll(() => heading.locator("[data-heading-preview] h2").innerText()).toBe("Estudiar fuera");
    expect(await seriousViolations(page), "heading editor in Spanish").toEqual([]);
    await heading.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Heading section updated successfully!").waitFor();

    await page.locator('[data-kind="hero"][data-id]').getByRole("button", { name: "Edit hero section" }).click();
    const hero = page.getByRole("dialog", { name: "Edit Hero Section" });
    await hero.getByRole("button", { name: /^Spanish/ }).click();
    await hero.getByLabel("Hero title").fill("Crezca con nosotros");
    await expect.poll(() => hero.locator("[data-hero-preview] h1").innerText()).toBe("Crezca con nosotros");
    await hero.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText(/Hero section updated/).waitFor();
    // The default language is untouched.
    await expect.poll(() => mainText(page), { timeout: 10_000 }).toContain("Grow with us");

    const visitor = await browser.newContext();
    const reader = await visitor.newPage();
    await reader.goto(demoUrl(`/es/${slug}`));
    const text = await mainText(reader);
    expect(text).toContain("Estudiar fuera");
    expect(text).toContain("Crezca con nosotros");
    expect(text).toContain("Programs for every age.");
    expect(text).toContain("Plans for every team.");
    expect(text).not.toContain("Study abroad");
    await visitor.close();
    await context.close();
  }, 60_000);
});
