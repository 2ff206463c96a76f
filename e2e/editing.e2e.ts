import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminContext, openAsAdmin } from "./support/admin";
import { launchBrowser } from "./support/browser";
import { request } from "./support/http";
import { demoUrl, port } from "./support/journey";

// The editing layer (issue 11): admins get the editing tools on the live site, visitors do not.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("the editing layer", () => {
  it("is not there for a visitor", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(demoUrl("/"));
    await expect.poll(() => page.getAttribute("html", "data-session")).toBe("guest");
    await page.waitForTimeout(500);
    expect(await page.getByRole("navigation", { name: "Editing tools" }).count()).toBe(0);
    await context.close();
  });

  it("appears for an admin soon after load", async () => {
    const context = await adminContext(browser);
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(demoUrl("/"), { waitUntil: "commit" });
    await page.getByRole("navigation", { name: "Editing tools" }).getByRole("button", { name: "Create Page" }).waitFor();
    // A figure, not a timed assertion (ARCHITECTURE.md, tests): the target is 1 s.
    console.log(`demo home page: the editing tools appeared ${Date.now() - started} ms after navigation started`);
    await context.close();
  });
});

describe("Create Page", () => {
  it("follows the title with the slug until the slug is edited, checks fields on blur and on submit, and lands on the new page after 300 ms", async () => {
    const context = await adminContext(browser);
    const page = await openAsAdmin(context, "/");
    await page.getByRole("navigation", { name: "Editing tools" }).getByRole("button", { name: "Create Page" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Page" });
    await dialog.waitFor();
    expect(await dialog.getByText("Build a template-based page for your site").count()).toBe(1);

    const title = dialog.getByLabel("Page Title");
    const slug = dialog.getByLabel("Page URL Slug");
    const description = dialog.getByLabel(/Meta Description/);
    // Nothing is said before the admin has done anything.
    expect(await dialog.getByText("Page title is required").count()).toBe(0);

    await title.fill("Visas & Permits: 2027!");
    expect(await slug.inputValue()).toBe("visas-permits-2027");
    // Emptied and left: the title's message appears on blur.
    await title.fill("");
    await slug.focus();
    await dialog.getByText("Page title is required").waitFor();
    await title.fill("Family Visas");
    expect(await slug.inputValue()).toBe("family-visas");
    await title.blur();
    expect(await dialog.getByText("Page title is required").count()).toBe(0);

    // Once the slug is edited, the title no longer changes it.
    await slug.fill("Family Visas");
    await description.focus();
    await dialog.getByText("Slug can only contain lowercase letters, numbers, and hyphens").waitFor();
    await slug.fill("work-visas");
    await title.fill("Family Visas Guide");
    expect(await slug.inputValue()).toBe("work-visas");

    // The counter counts to 160 and warns past 140.
    await description.fill("x".repeat(141));
    const counter = dialog.getByText("141/160");
    expect(await counter.getAttribute("class")).toContain("orange");

    // A slug that is taken: the field says so and a toast too.
    await description.fill("Visas for the whole family.");
    await dialog.getByRole("button", { name: "Create Page" }).click();
    await dialog.getByText("A page with this slug already exists").waitFor();
    await page.getByText("Slug already exists").waitFor();

    const slugValue = `family-visas-${port()}-${Date.now()}`;
    await slug.fill(slugValue);
    const clicked = Date.now();
    await dialog.getByRole("button", { name: "Create Page" }).click();
    await page.waitForURL(demoUrl(`/${slugValue}`));
    const waited = Date.now() - clicked;
    expect(waited).toBeGreaterThanOrEqual(300);
    console.log(`Create Page: landed on the new page ${waited} ms after the click (300 ms wait included)`);
    expect(await dialog.count()).toBe(0);

    // The page exists for visitors too, with its title and description.
    const created = await request(new URL(demoUrl("/")).host, `/${slugValue}`);
    expect(created.status).toBe(200);
    expect(created.text).toContain("Family Visas Guide");
    expect(created.text).toContain('content="Visas for the whole family."');
    await context.close();
  });

  it("asks before closing with something typed", async () => {
    const context = await adminContext(browser);
    const page = await openAsAdmin(context, "/");
    await page.getByRole("navigation", { name: "Editing tools" }).getByRole("button", { name: "Create Page" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Page" });
    await dialog.getByLabel("Page Title").fill("Half a thought");
    const asked: string[] = [];
    page.once("dialog", (question) => {
      asked.push(question.message());
      void question.dismiss();
    });
    await page.keyboard.press("Escape");
    await expect.poll(() => asked).toEqual(["You have unsaved changes. Are you sure you want to close?"]);
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel("Page Title").inputValue()).toBe("Half a thought");
    await context.close();
  });
});
