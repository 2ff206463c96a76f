import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminContext, openAsAdmin } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { launchBrowser } from "./support/browser";
import { demoUrl } from "./support/journey";

// The header and footer modals (issue 12; spec 001 §2, §4, §8): style, menu items and submenu items.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface StoredSubmenu {
  name: string;
  order: number;
  is_displayed: boolean;
}
interface StoredItem {
  id: string;
  display_name: string;
  is_displayed: boolean;
  is_displayed_on_footer: boolean;
  submenu_items: StoredSubmenu[];
}

const storedMenu = async (page: Page) => (await (await page.request.get(demoUrl("/api/menu-items"))).json()) as StoredItem[];
// Each sortable list has its own dnd-kit live region; what any of them says is what a screen reader hears.
const announced = async (page: Page) => (await page.locator("[id^=DndLiveRegion]").allTextContents()).join(" ");
// Right after "Picked up", dnd-kit may already announce the item over its own place.
const pickedUp = (page: Page, name: string) => expect.poll(() => announced(page)).toMatch(new RegExp(`Picked up ${name}|${name} moved to position`));
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").getByText(text, { exact: true }).waitFor();

describe("the header and footer modals", () => {
  it("change the header type; add, rename, hide and delete a menu item and submenu items; drag submenu items to orders 0, 10, 20", async () => {
    const context = await adminContext(browser);
    const page = await openAsAdmin(context, "/");
    const before = (await (await page.request.get(demoUrl("/api/header-style"))).json()) as { type: string };
    const name = `Journey ${Date.now()}`;
    try {
      await page.getByRole("button", { name: "Edit header" }).click();
      const dialog = page.getByRole("dialog", { name: "Edit Header" });
      await dialog.getByRole("region", { name: "Menu items" }).waitFor();
      expect(await seriousViolations(page), "header modal").toEqual([]);

      // The style: Mini, saved, and the public header is a mini one.
      await dialog.getByText("Mini", { exact: true }).click();
      // A new menu item, made at once.
      await dialog.getByLabel("New menu item name").fill(`  ${name}  `);
      await dialog.getByRole("button", { name: "Add Menu Item" }).click();
      await toast(page, `Menu item "${name}" created successfully`);
      const card = dialog.getByRole("article", { name, exact: true });
      await card.waitFor();
      expect((await storedMenu(page)).find((item) => item.display_name === name)).toBeTruthy();

      // Renamed in place (Enter commits); Escape in a field cancels the edit, not the modal.
      await card.getByRole("button", { name: `Menu item name: ${name}` }).click();
      await card.getByLabel("Menu item name", { exact: true }).fill("will be cancelled");
      await page.keyboard.press("Escape");
      expect(await dialog.isVisible()).toBe(true);
      await card.getByRole("button", { name: `Menu item name: ${name}` }).click();
      await card.getByLabel("Menu item name", { exact: true }).fill(`${name} Renamed`);
      await page.keyboard.press("Enter");
      const renamed = dialog.getByRole("article", { name: `${name} Renamed`, exact: true });
      await expect.poll(async () => (await storedMenu(page)).some((item) => item.display_name === `${name} Renamed`)).toBe(true);

      // Three submenu items, then the last dragged to the top by keyboard: orders 0, 10, 20 stored at once.
      for (const submenu of ["One", "Two", "Three"]) {
        await renamed.getByLabel(/New submenu item name/).fill(submenu);
        await renamed.getByRole("button", { name: "Add", exact: true }).click();
        await toast(page, `Submenu item "${submenu}" created successfully`);
      }
      await renamed.getByRole("button", { name: "Drag to reorder: Three" }).focus();
      await page.keyboard.press("Space");
      await pickedUp(page, "Three");
      await page.waitForTimeout(300);
      for (const position of [2, 1]) {
        await page.keyboard.press("ArrowUp");
        await expect.poll(() => announced(page)).toContain(`Three moved to position ${position} of 3.`);
      }
      await page.keyboard.press("Space");
      await toast(page, "Submenu order updated successfully");
      const submenusOf = async () => (await storedMenu(page)).find((item) => item.display_name === `${name} Renamed`)!.submenu_items.map(({ name, order }) => ({ name, order }));
      await expect.poll(submenusOf).toEqual([
        { name: "Three", order: 0 },
        { name: "One", order: 10 },
        { name: "Two", order: 20 },
      ]);

      // A submenu item renamed in place, another hidden, a third deleted after the confirmation.
      const stored = async () => (await storedMenu(page)).find((item) => item.display_name === `${name} Renamed`)!.submenu_items;
      await renamed.getByRole("button", { name: "Submenu item name: One" }).click();
      await renamed.getByLabel("Submenu item name", { exact: true }).fill("First");
      await page.keyboard.press("Enter");
      await expect.poll(async () => (await stored()).map((submenu) => submenu.name)).toEqual(["Three", "First", "Two"]);
      await renamed.getByRole("checkbox", { name: "Visible: Three" }).uncheck();
      await expect.poll(async () => (await stored()).find((submenu) => submenu.name === "Three")?.is_displayed).toBe(false);
      await renamed.getByRole("button", { name: "Delete: Two" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Confirm Deletion" });
      await confirm.getByRole("button", { name: "Delete" }).click();
      await toast(page, 'Submenu item "Two" deleted successfully');
      await expect.poll(async () => (await submenusOf()).map((submenu) => submenu.name)).toEqual(["Three", "First"]);

      // Save: the style is sent (it changed) and the public header shows the new type and the new item.
      await dialog.getByRole("button", { name: "Save", exact: true }).click();
      await toast(page, "Header style updated successfully");
      await dialog.waitFor({ state: "detached" });
      await expect.poll(() => page.getAttribute("#site-header", "data-header-type")).toBe("mini");
      const publicItem = page.locator("#site-header [data-menu-item]", { hasText: `${name} Renamed` });
      await publicItem.waitFor();

      // In Spanish: the item's and a submenu item's names are translations, the English ones their hints;
      // a Spanish visitor's header reads them, the English header keeps its own.
      await page.getByRole("button", { name: "Edit header" }).click();
      const spanish = page.getByRole("dialog", { name: "Edit Header" });
      await spanish.getByRole("button", { name: /^Spanish/ }).click();
      const inSpanish = spanish.getByRole("article", { name: `${name} Renamed`, exact: true });
      await inSpanish.getByRole("button", { name: `Menu item name: ${name} Renamed` }).click();
      await inSpanish.getByLabel("Menu item name", { exact: true }).fill(`${name} Servicios`);
      await page.keyboard.press("Enter");
      await inSpanish.getByRole("button", { name: "Submenu item name: First" }).click();
      await inSpanish.getByLabel("Submenu item name", { exact: true }).fill("Primero");
      await page.keyboard.press("Enter");
      await expect
        .poll(async () => (await storedMenu(page)).find((item) => item.display_name === `${name} Renamed`))
        .toMatchObject({ display_name_translation: { es: `${name} Servicios` }, submenu_items: expect.arrayContaining([expect.objectContaining({ name: "First", name_translation: { es: "Primero" } })]) });
      await spanish.getByRole("button", { name: "Cancel" }).click();
      await spanish.waitFor({ state: "detached" });
      const visitor = await browser.newContext();
      const reader = await visitor.newPage();
      await reader.goto(demoUrl("/es/"));
      const spanishItem = reader.locator("#site-header [data-menu-item]", { hasText: `${name} Servicios` });
      await spanishItem.waitFor();
      expect(await spanishItem.textContent()).toContain("Primero");
      await visitor.close();

      // Hidden: visitors' header no longer lists it.
      await page.getByRole("button", { name: "Edit header" }).click();
      const again = page.getByRole("dialog", { name: "Edit Header" });
      await again.getByRole("checkbox", { name: `Shown in the header: ${name} Renamed` }).uncheck();
      await expect.poll(async () => (await storedMenu(page)).find((item) => item.display_name === `${name} Renamed`)?.is_displayed).toBe(false);
      await publicItem.waitFor({ state: "detached" });

      // Deleted after the confirmation, with its submenu items.
      await again.getByRole("button", { name: `Delete: ${name} Renamed` }).click();
      await page.getByRole("alertdialog", { name: "Confirm Deletion" }).getByRole("button", { name: "Delete" }).click();
      await toast(page, `Menu item "${name} Renamed" deleted successfully`);
      await expect.poll(async () => (await storedMenu(page)).some((item) => item.display_name.startsWith(name))).toBe(false);
      await again.getByRole("button", { name: "Cancel" }).click();
      await again.waitFor({ state: "detached" });
    } finally {
      // The demo's header as the other journeys know it.
      const origin = demoUrl("").replace(/\/$/, "");
      await page.request.put(demoUrl("/api/header-style"), { data: { type: before.type }, headers: { origin } });
      for (const item of await storedMenu(page)) if (item.display_name.startsWith(name)) await page.request.delete(demoUrl(`/api/menu-items/${item.id}`), { headers: { origin } });
      await context.close();
    }
  });

  it("the footer modal: an item added there shows in the footer; dragging menu items is kept until Save, and closing with it asks first", async () => {
    const context = await adminContext(browser);
    const page = await openAsAdmin(context, "/");
    const origin = demoUrl("").replace(/\/$/, "");
    const name = `Footer ${Date.now()}`;
    try {
      await page.getByRole("button", { name: "Edit footer" }).click();
      const dialog = page.getByRole("dialog", { name: "Edit Footer" });
      await dialog.getByRole("region", { name: "Menu items" }).waitFor();
      await dialog.getByLabel("New menu item name").fill(name);
      await dialog.getByRole("button", { name: "Add Menu Item" }).click();
      await toast(page, `Menu item "${name}" created successfully`);
      // Made from the footer modal, it is meant for the footer.
      await expect.poll(async () => (await storedMenu(page)).find((item) => item.display_name === name)?.is_displayed_on_footer).toBe(true);

      // The new item (last) moved to the top by keyboard: kept locally, so closing asks first.
      const order = async () => (await storedMenu(page)).map((item) => item.display_name);
      const stored = await order();
      await dialog.getByRole("button", { name: `Drag to reorder: ${name}` }).focus();
      await page.keyboard.press("Space");
      await pickedUp(page, name);
      await page.waitForTimeout(300);
      // Up to the first row of the grid, then left to its start.
      for (const key of [...Array<string>(6).fill("ArrowUp"), ...Array<string>(6).fill("ArrowLeft")]) {
        await page.keyboard.press(key);
        await page.waitForTimeout(80);
      }
      await page.keyboard.press("Space");
      await expect.poll(() => announced(page)).toContain(`${name} dropped at position 1 of`);
      expect(await order()).toEqual(stored);
      const asked: string[] = [];
      page.once("dialog", (question) => {
        asked.push(question.message());
        void question.dismiss();
      });
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect.poll(() => asked).toEqual(["You have unsaved changes. Are you sure you want to close?"]);
      expect(await dialog.isVisible()).toBe(true);

      await dialog.getByRole("button", { name: "Save", exact: true }).click();
      await dialog.waitFor({ state: "detached" });
      expect((await order())[0]).toBe(name);
      // First in the menu, it is among the links every footer type shows.
      await page.locator("footer[data-shell-part=footer]").getByRole("link", { name }).waitFor();
    } finally {
      for (const item of await storedMenu(page)) if (item.display_name === name) await page.request.delete(demoUrl(`/api/menu-items/${item.id}`), { headers: { origin } });
      await context.close();
    }
  });
});
