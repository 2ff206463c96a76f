import fs from "node:fs";
import { createRequire } from "node:module";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminContext, openAsAdmin } from "./support/admin";
import { launchBrowser } from "./support/browser";
import { demoUrl, port } from "./support/journey";

// Issue 11: the heading section editor and the hero modal, on a page made for this journey (the demo
// pages other journeys rely on stay as they are).
let browser: Browser;
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

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

/** axe-core's serious and critical WCAG 2.2 AA findings, as in accessibility.e2e.ts. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> } }).axe;
    return (await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] } })).violations;
  });
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id} (${v.impact}) at ${v.nodes.slice(0, 3).map((node) => node.target.join(" ")).join(", ")}`);
}

const mainText = (page: Page) => page.locator("main").innerText();

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
    expect(await dialog.getByLabel("Description").inputValue()).toBe("Programs for every age.");

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

    // Edit.
    await section.getByRole("button", { name: "Edit heading section" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Heading Section" });
    await edit.waitFor();
    await expect.poll(() => edit.getByLabel("Heading", { exact: true }).inputValue()).toBe("Study in");
    await edit.getByLabel("Heading", { exact: true }).fill("Work in");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Heading section updated successfully!").waitFor();
    await edit.waitFor({ state: "hidden" });
    await expect.poll(() => mainText(page), { timeout: 10_000 }).toContain("Work in Europe");

    // Delete, after the confirmation.
    await section.getByRole("button", { name: "Edit heading section" }).click();
    await edit.waitFor();
    await edit.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Heading Section" });
    await confirm.getByText("Are you sure you want to delete this heading section? This action cannot be undone.").waitFor();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await page.getByText("Heading section deleted successfully!").waitFor();
    await expect.poll(() => mainText(page), { timeout: 10_000 }).not.toContain("Work in Europe");
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
    await page.getByLabel("Image URL").fill("/favicon.ico");
    await page.keyboard.press("Escape");
    await dialog.locator("[data-hero-preview] [data-hero-image]").waitFor();
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
