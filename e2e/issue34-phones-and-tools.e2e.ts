import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminContext, openAsAdmin } from "./support/admin";
import { launchBrowser } from "./support/browser";
import { coveredPoints, overflowOf } from "./support/overflow";

// Issue 34, points 4 and 5: on a 390 px phone every editor (and the section editor's own dialogs), the
// page layout manager, Global Settings and the media library fit the screen (nothing sideways, the dialog inside the viewport and scrolling
// on its own), and on a phone and on a desktop the admin tools cover none of the page's content
// (the hero's text, the breadcrumb), checked by hit-testing.
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await adminContext(browser);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** A page of the demo site as its admin sees it at `size`, once the editing tools are there. */
async function adminPage(path: string, size: { width: number; height: number }): Promise<Page> {
  const page = await openAsAdmin(context, path);
  await page.setViewportSize(size);
  // Closing an editor with something changed asks first: the journey changes nothing, but says yes.
  page.on("dialog", (question) => void question.accept());
  await page.getByRole("navigation", { name: "Editing tools" }).waitFor();
  return page;
}

/** The bar's button `name`, wherever the bar is on this screen. */
const tool = (page: Page, name: string) => page.getByRole("navigation", { name: "Editing tools" }).getByRole("button", { name, exact: true });

/** What the editing layer draws on the page: the bar, and the sections' edit buttons and add points. */
const tools = 'nav[aria-label="Editing tools"], [data-edit-slot]';

/** The first placed section of `kind` with a stored row, or null. */
async function placed(page: Page, kind: string): Promise<Locator | null> {
  const sections = page.locator(`[data-kind="${kind}"][data-id]`);
  return (await sections.count()) > 0 ? sections.first() : null;
}

async function expectFits(page: Page, dialog: Locator, what: string) {
  await dialog.waitFor();
  // Lists load after the frame: give the content a moment to arrive before measuring.
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
  expect(await overflowOf(page, dialog), `${what} at 390 px`).toEqual([]);
}

async function close(page: Page, dialog: Locator) {
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
}

describe("at 390 px every editor fits the screen", () => {
  it("the template section, heading and hero editors", async () => {
    const page = await adminPage("/", phone);
    for (const [kind, name] of [
      ["template", /Template Section/],
      ["heading", /Heading Section/],
      ["hero", /Hero Section/],
    ] as const) {
      const section = await placed(page, kind);
      if (section) await section.getByRole("button", { name: `Edit ${kind} section` }).click();
      else {
        // No such section on the home page: the same editor, opened to create one.
        await tool(page, "Create New").click();
        await page.getByRole("menuitem", { name: kind === "template" ? "Section" : kind === "hero" ? "Hero Section" : "Heading Section", exact: true }).click();
      }
      const dialog = page.getByRole("dialog", { name });
      await expectFits(page, dialog, `the ${kind} editor`);
      await close(page, dialog);
    }
    await page.close();
  });

  it("the section editor's own dialogs: the card library, and a card's gallery and address", async () => {
    const page = await adminPage("/", phone);
    const section = await placed(page, "template");
    expect(section, "the demo's home page has a template section").not.toBeNull();
    await section!.getByRole("button", { name: "Edit template section" }).click();
    const editor = page.getByRole("dialog", { name: /Template Section/ });
    await editor.waitFor();
    await editor.getByRole("button", { name: "Add Existing Card" }).click();
    const library = page.getByRole("dialog", { name: "Add Existing Card" });
    await expectFits(page, library, "the card library");
    await close(page, library);
    const media = editor.getByRole("button", { name: /^(Add|Change) Media$/ }).first();
    for (const [item, name] of [
      ["Gallery", "Gallery"],
      ["URL", "Enter Image/Video URL"],
    ] as const) {
      await media.click();
      await page.getByRole("menuitem", { name: item, exact: true }).click();
      const dialog = page.getByRole("dialog", { name, exact: true });
      await expectFits(page, dialog, `a card's ${item}`);
      await close(page, dialog);
    }
    await close(page, editor);
  });

  it("the header, footer and menu editors", async () => {
    const page = await adminPage("/", phone);
    for (const [button, name] of [
      ["Edit header", "Edit Header"],
      ["Edit footer", "Edit Footer"],
    ] as const) {
      await page.getByRole("button", { name: button }).click();
      const dialog = page.getByRole("dialog", { name });
      await expectFits(page, dialog, name);
      await close(page, dialog);
    }
    await page.close();
  });

  it("the post editor, Create Page, the page layout manager and the media library, from the bar", async () => {
    const page = await adminPage("/", phone);
    await tool(page, "Create New").click();
    await page.getByRole("menuitem", { name: "Blog Post" }).click();
    const post = page.getByRole("dialog", { name: "Create Post" });
    await expectFits(page, post, "the post editor");
    await close(page, post);
    for (const [button, name] of [
      ["Create Page", "Create Page"],
      ["Page Layout", /Layout/],
      ["Media Library", "Media Library"],
    ] as const) {
      await tool(page, button).click();
      const dialog = page.getByRole("dialog", { name });
      await expectFits(page, dialog, button);
      await close(page, dialog);
    }
    // The Site Map, from the Create New menu.
    await tool(page, "Create New").click();
    await page.getByRole("menuitem", { name: "Site Map" }).click();
    const map = page.getByRole("dialog", { name: "Site Map" });
    await expectFits(page, map, "the Site Map");
    await close(page, map);
    await page.close();
  });

  it("Global Settings, every tab (banners and meeting types among them)", async () => {
    const page = await adminPage("/", phone);
    await page.keyboard.press("Control+k");
    const palette = page.getByRole("dialog", { name: "Command palette" });
    await palette.getByRole("combobox").fill("Global Settings");
    await palette.getByRole("combobox").press("Enter");
    const dialog = page.getByRole("dialog", { name: "Global Settings" });
    const tabs = dialog.getByRole("tablist", { name: "Settings" }).getByRole("tab");
    await tabs.first().waitFor();
    const names = await tabs.allInnerTexts();
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) {
      await dialog.getByRole("tab", { name }).click();
      await expectFits(page, dialog, `Global Settings, ${name}`);
    }
    // Its Save and Cancel are reachable: inside the screen.
    const cancel = dialog.getByRole("button", { name: "Cancel" });
    const box = await cancel.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= phone.width && box.y + box.height <= phone.height).toBe(true);
    await close(page, dialog);
    await page.close();
  });
});

describe("the admin tools cover no content", () => {
  for (const size of [phone, desktop]) {
    it(`at ${size.width} px: the hero's text and every section's on the home page, the breadcrumb and the footer on a page`, async () => {
      const home = await adminPage("/", size);
      await home.getByRole("button", { name: "Edit header" }).waitFor();
      const hero = await coveredPoints(home, '[data-kind="hero"] :is(h1, h2, p)');
      expect(hero.tested, "the hero's text is on the first screen").toBeGreaterThan(0);
      expect(hero.covered, `hero at ${size.width} px`).toEqual([]);
      // Every section's titles and texts, each section scrolled into the middle of the screen: no
      // edit button or add point of the editing layer, nor the bar, sits on them.
      const sections = home.locator("main [data-kind]");
      const count = await sections.count();
      expect(count).toBeGreaterThan(1);
      for (let index = 0; index < count; index += 1) {
        await sections.nth(index).evaluate((section) => {
          document.querySelector("[data-hit-test]")?.removeAttribute("data-hit-test");
          section.setAttribute("data-hit-test", "");
          section.scrollIntoView({ block: "center" });
        });
        await home.waitForTimeout(150);
        const texts = await coveredPoints(home, "[data-hit-test] :is(h1, h2, h3, p)", tools);
        expect(texts.covered, `section ${index + 1} of ${count} at ${size.width} px`).toEqual([]);
      }
      await home.close();

      const page = await adminPage("/work-visas", size);
      await page.getByRole("button", { name: "Edit header" }).waitFor();
      const crumbs = await coveredPoints(page, 'nav[aria-label="Breadcrumb"] li');
      expect(crumbs.tested, "the breadcrumb is on the first screen").toBeGreaterThan(0);
      expect(crumbs.covered, `breadcrumb at ${size.width} px`).toEqual([]);
      // The page's first heading, under the breadcrumb, too.
      const heading = await coveredPoints(page, "main h1");
      expect(heading.covered, `heading at ${size.width} px`).toEqual([]);

      // The bar's own space is at the end of the page: scrolled to the bottom, the footer's last line is above it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(300);
      const footer = await coveredPoints(page, '[data-shell-part="footer"] :is(a, p, li)', tools);
      expect(footer.tested, "the footer is on the last screen").toBeGreaterThan(0);
      expect(footer.covered, `footer at ${size.width} px`).toEqual([]);
      await page.close();
    });
  }
});
