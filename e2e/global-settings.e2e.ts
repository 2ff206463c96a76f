import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminContext, openAsAdmin } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { launchBrowser } from "./support/browser";
import { demoUrl } from "./support/journey";

// The Global Settings modal (spec 000 §2, §4 "Editors", §7): opened from the command palette, each
// kind of tab saved and its change seen, and the close guard. Every change to the shared demo
// organization is put back before its test ends (other journeys read its name and menu).
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await adminContext(browser);
});

// One admin page for the whole file, opened by the first test (its wait needs a running test).
beforeEach(async () => {
  page ??= await openAsAdmin(context, "/");
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

type Row = Record<string, unknown> & { id: string };
interface Stored {
  website_hero: Row | null;
  products: Row[];
  features: Row[];
  faqs: Row[];
  banners: Row[];
  menu_items: Row[];
  submenu_items: Row[];
  blog_posts: Row[];
  cookie_categories: Row[];
  cookie_services: Row[];
}

/** The organization's data as GET /api/organizations/{orgId} answers it. */
async function stored(): Promise<Stored> {
  const profile = (await (await page.request.get(demoUrl("/api/profile"))).json()) as { organization_id: string };
  const answer = await page.request.get(demoUrl(`/api/organizations/${profile.organization_id}`));
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Stored;
}

async function openSettings(tab?: string): Promise<Locator> {
  // The palette's shortcut exists once the editing layer has loaded.
  await page.getByRole("navigation", { name: "Editing tools" }).waitFor();
  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Command palette" });
  await palette.getByRole("combobox").fill("Global Settings");
  await palette.getByRole("combobox").press("Enter");
  const dialog = page.getByRole("dialog", { name: "Global Settings" });
  await dialog.getByRole("tablist", { name: "Settings" }).waitFor();
  if (tab) await dialog.getByRole("tab", { name: tab }).click();
  return dialog;
}

async function saveAndClose(dialog: Locator) {
  await dialog.getByText("Unsaved changes").waitFor();
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await page.locator("[data-sonner-toast]").getByText("Settings saved successfully", { exact: true }).first().waitFor();
  // The modal stays open with the saved data (spec 000 §4): nothing is unsaved, so Cancel closes it without asking.
  await dialog.getByText("Unsaved changes").waitFor({ state: "detached" });
  expect(await dialog.getByRole("button", { name: "Save", exact: true }).isDisabled()).toBe(true);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await dialog.waitFor({ state: "detached" });
}

const mark = String(Date.now()).slice(-6);
const footer = () => page.locator("footer[data-shell-part=footer]");

describe("Global Settings", () => {
  it("saves the site name, seen on the public page after the reload, and asks before Cancel throws a change away", async () => {
    let dialog = await openSettings();
    const tabs = await dialog.getByRole("tab").allInnerTexts();
    expect(tabs).toEqual(["General", "Hero Section", "Products", "Features", "FAQs", "Banners", "Menu", "Blog", "Cookie Consent", "Meeting Types"]);
    expect(await dialog.getByRole("button", { name: "Save", exact: true }).isDisabled()).toBe(true);
    expect(await seriousViolations(page), "Global Settings").toEqual([]);
    const siteName = dialog.getByLabel("Site name");
    const original = await siteName.inputValue();
    await siteName.fill(`Demo ${mark}`);
    await saveAndClose(dialog);
    // The editing layer renders the page again; a reload shows the same.
    await expect.poll(() => footer().innerText(), { timeout: 10_000 }).toContain(`Demo ${mark}`);
    await page.reload();
    await expect.poll(() => page.getAttribute("html", "data-session")).toBe("admin");
    expect(await footer().innerText()).toContain(`Demo ${mark}`);

    // The close guard: Cancel with a change asks; dismissing keeps the modal and the typed text.
    dialog = await openSettings();
    await dialog.getByLabel("Site name").fill(original);
    const asked: string[] = [];
    page.once("dialog", (question) => {
      asked.push(question.message());
      void question.dismiss();
    });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => asked).toEqual(["You have unsaved changes. Are you sure you want to close?"]);
    expect(await dialog.getByLabel("Site name").inputValue()).toBe(original);
    // Saving it puts the demo's name back.
    await saveAndClose(dialog);
    await expect.poll(() => footer().innerText(), { timeout: 10_000 }).not.toContain(`Demo ${mark}`);
  });

  it("adds a product, a feature and a question, stored; then removes them again", async () => {
    const before = await stored();
    const lists = [
      { tab: "Products", add: "Add product", field: "Name (New product)", value: `Product ${mark}`, list: "products", key: "name", remove: `Remove Product ${mark}` },
      { tab: "Features", add: "Add feature", field: "Title (New feature)", value: `Feature ${mark}`, list: "features", key: "title", remove: `Remove Feature ${mark}` },
      { tab: "FAQs", add: "Add question", field: `Question (Question ${before.faqs.length + 1})`, value: `Question ${mark}?`, list: "faqs", key: "question", remove: `Remove Question ${before.faqs.length + 1}` },
    ] as const;
    for (const { tab, add, field, value, list, key, remove } of lists) {
      let dialog = await openSettings(tab);
      await dialog.getByRole("button", { name: add }).click();
      await dialog.getByLabel(field, { exact: true }).fill(value);
      await saveAndClose(dialog);
      expect((await stored())[list].map((row) => row[key]), tab).toContain(value);

      // Reopened, the modal shows the stored row.
      dialog = await openSettings(tab);
      await dialog.getByRole("button", { name: remove }).click();
      await saveAndClose(dialog);
      expect((await stored())[list].map((row) => row.id), tab).toEqual(before[list].map((row) => row.id));
    }
  });

  it("translates a question into Spanish, which the help widget then lists for Spanish visitors, and the General tab shows each language's coverage; then puts it back", async () => {
    const before = (await stored()).faqs[0]!;
    const original = ((before.question_translation ?? {}) as Record<string, string>).es ?? "";
    const spanishQuestion = async (text: string) => {
      const dialog = await openSettings("FAQs");
      const spanish = dialog.getByRole("button", { name: /^Spanish/ });
      await spanish.click();
      const field = dialog.getByLabel("Question (Question 1)", { exact: true });
      // The default language's question is the hint of the translation.
      expect(await field.getAttribute("placeholder")).toBe(before.question);
      await field.fill(text);
      await saveAndClose(dialog);
    };
    await spanishQuestion(`¿Pregunta ${mark}?`);
    expect(((await stored()).faqs[0]!.question_translation as Record<string, string>).es).toBe(`¿Pregunta ${mark}?`);
    const widget = async (locale: string) => ((await (await page.request.get(demoUrl(`/api/help-widget?locale=${locale}`))).json()) as { faqs: { question: string }[] }).faqs.map((faq) => faq.question);
    expect(await widget("es")).toContain(`¿Pregunta ${mark}?`);
    expect(await widget("en")).toContain(before.question);
    // The General tab shows how much of the site each language covers, and what is missing.
    const general = await openSettings();
    const coverage = general.getByRole("region", { name: "Translations" });
    await expect.poll(() => coverage.textContent()).toMatch(/Spanish\d+% \(\d+ of \d+ texts\)/);
    await coverage.getByText("What is missing in German").click();
    expect(await coverage.getByRole("listitem").count()).toBeGreaterThan(2);
    expect(await seriousViolations(page), "translations coverage").toEqual([]);
    await general.getByRole("button", { name: "Cancel" }).click();
    await general.waitFor({ state: "detached" });

    await spanishQuestion(original);
    expect(((await stored()).faqs[0]!.question_translation as Record<string, string>).es).toBe(original || undefined);
  });

  it("renames a menu item in Spanish, seen in the Spanish header; then puts it back", async () => {
    const item = (await stored()).menu_items.find((row) => row.is_displayed && row.display_name !== "Profile")!;
    const original = ((item.display_name_translation ?? {}) as Record<string, string>).es ?? "";
    const rename = async (text: string) => {
      const dialog = await openSettings("Menu");
      await dialog.getByRole("button", { name: /^Spanish/ }).click();
      const field = dialog.getByLabel(`Name (${String(item.display_name)})`, { exact: true });
      expect(await field.getAttribute("placeholder")).toBe(item.display_name);
      await field.fill(text);
      await saveAndClose(dialog);
    };
    await rename(`Menú ${mark}`);
    const visitor = await browser.newContext();
    const reader = await visitor.newPage();
    await reader.goto(demoUrl("/es/"));
    await reader.locator("header").getByText(`Menú ${mark}`).first().waitFor();
    await reader.goto(demoUrl("/"));
    await reader.locator("header").getByText(String(item.display_name)).first().waitFor();
    await visitor.close();
    await rename(original);
    expect(((await stored()).menu_items.find((row) => row.id === item.id)!.display_name_translation as Record<string, string>).es).toBe(original || undefined);
  });

  it("moves a menu item into the footer and back, stored and seen in the public footer", async () => {
    const before = await stored();
    // An item without submenus: in the footer it is a plain link (one with submenus heads a column).
    const parents = new Set(before.submenu_items.map((row) => row.menu_item_id));
    const item = before.menu_items.find((row) => row.is_displayed && !row.is_displayed_on_footer && !parents.has(row.id));
    expect(item, "a header item without submenus that is not in the footer").toBeTruthy();
    const name = String(item!.display_name);
    const footerLink = footer().getByRole("link", { name, exact: true });
    const linksBefore = await footerLink.count();
    for (const on of [true, false]) {
      const dialog = await openSettings("Menu");
      await dialog.getByLabel(`In the footer (${name})`).setChecked(on);
      await saveAndClose(dialog);
      expect((await stored()).menu_items.find((row) => row.id === item!.id)?.is_displayed_on_footer).toBe(on);
      await expect.poll(() => footerLink.count(), { timeout: 10_000 }).toBe(on ? linksBefore + 1 : linksBefore);
    }
  });

  it("edits the hero's title, a post's meta description and a banner's dismissal, each stored; then puts them back", async () => {
    const before = await stored();
    const post = before.blog_posts[0];
    const banner = before.banners[0];
    const edits = [
      before.website_hero && { tab: "Hero Section", label: "Title (Hero)", changed: `Welcome ${mark}`, read: (data: Stored) => data.website_hero?.title, original: String(before.website_hero.title) },
      post && { tab: "Blog", label: `Meta description (${String(post.title)})`, changed: `About ${mark}`, read: (data: Stored) => data.blog_posts.find((row) => row.id === post.id)?.metadescription_for_page ?? "", original: String(post.metadescription_for_page ?? "") },
      banner && { tab: "Banners", label: `Dismissed for (e.g. 7 days) (Banner 1 (${String(banner.position)}))`, changed: "3 days", read: (data: Stored) => data.banners.find((row) => row.id === banner.id)?.dismissal_duration, original: String(banner.dismissal_duration) },
    ];
    expect(edits.filter(Boolean).map((edit) => edit && edit.tab)).toEqual(["Hero Section", "Blog", "Banners"]);
    for (const edit of edits) {
      if (!edit) continue;
      for (const value of [edit.changed, edit.original]) {
        const dialog = await openSettings(edit.tab);
        await dialog.getByLabel(edit.label).fill(value);
        await saveAndClose(dialog);
        expect(edit.read(await stored()), edit.tab).toBe(value);
      }
    }
  });

  it("edits a cookie service's description, seen in the cookie declaration; the Essential category keeps its name; a meeting type is edited and saved on its own", async () => {
    const before = await stored();
    const categoryName = (id: unknown) => String(before.cookie_categories.find((category) => category.id === id)?.name);
    const index = before.cookie_services.findIndex((service) => service.active && categoryName(service.category_id) !== "Essential");
    const service = before.cookie_services[index]!;
    const label = `Description (Service ${index + 1} (${categoryName(service.category_id)}))`;
    const essential = before.cookie_categories.findIndex((category) => category.name === "Essential");
    for (const value of [`Counts visits ${mark}`, String(service.description)]) {
      const dialog = await openSettings("Cookie Consent");
      expect(await dialog.getByLabel(`Name (Category ${essential + 1})`).getAttribute("readonly")).not.toBeNull();
      await dialog.getByLabel(label).fill(value);
      await saveAndClose(dialog);
      expect((await stored()).cookie_services.find((row) => row.id === service.id)?.description).toBe(value);
      const declaration = await page.context().newPage();
      await declaration.goto(demoUrl("/cookie-policy"));
      await declaration.getByText(value, { exact: true }).waitFor();
      await declaration.close();
    }

    // The demo's meeting type: its length changed and saved by its own button, then put back.
    const dialog = await openSettings("Meeting Types");
    const type = dialog.getByRole("form", { name: "Free consultation" });
    await type.waitFor();
    for (const minutes of ["45", "30"]) {
      await type.getByLabel("Length (minutes)").fill(minutes);
      await type.getByRole("button", { name: "Save meeting type" }).click();
      await page.getByText("Meeting type saved").last().waitFor();
      const types = (await (await page.context().request.get(demoUrl("/api/meeting-types"))).json()) as { name: string; duration_minutes: number }[];
      expect(types.find((entry) => entry.name === "Free consultation")?.duration_minutes).toBe(Number(minutes));
    }
    // Its name in Spanish, with the English one as the hint: the Spanish booking page offers it so.
    await dialog.getByRole("button", { name: /^Spanish/ }).click();
    const spanishName = type.getByLabel("Name", { exact: true });
    expect(await spanishName.getAttribute("placeholder")).toBe("Free consultation");
    const spanishBefore = await spanishName.inputValue();
    await spanishName.fill("Consulta de prueba");
    await type.getByRole("button", { name: "Save meeting type" }).click();
    await page.getByText("Meeting type saved").last().waitFor();
    const reader = await (await page.context().browser()!.newContext()).newPage();
    await reader.goto(demoUrl("/es/book"));
    await reader.getByText(/Consulta de prueba/).first().waitFor();
    await reader.context().close();
    await spanishName.fill(spanishBefore);
    await type.getByRole("button", { name: "Save meeting type" }).click();
    await page.getByText("Meeting type saved").last().waitFor();
    // The settings themselves did not change: Cancel closes without asking.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
  });
});
