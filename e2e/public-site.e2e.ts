import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { request } from "./support/http";
import { demoUrl } from "./support/journey";
import { signInByApi } from "./support/admin";
import { testServer } from "./support/test-server";

let browser: Browser;
const host = () => `localhost:${testServer().port}`;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface Section {
  id: string;
  section_type: string;
  section_title: string;
  section_title_translation: Record<string, string>;
}

async function homeSections(): Promise<Section[]> {
  return JSON.parse((await request(host(), "/api/template-sections?url_page=/home")).text) as Section[];
}

const plain = (html: string) => html.replace(/<[^>]*>/g, "").replace(/&amp;/g, "&").trim();

describe("the demo home page", () => {
  it("shows the hero and one section of each of the nine types, inside the header and footer", async () => {
    const sections = await homeSections();
    expect(new Set(sections.map((section) => section.section_type)).size).toBe(9);
    const page = await browser.newPage();
    await page.goto(demoUrl("/"));
    expect(await page.locator("h1").count()).toBe(1);
    for (const section of sections) {
      await expect.poll(() => page.getByText(plain(section.section_title), { exact: false }).count(), { message: section.section_type }).toBeGreaterThan(0);
    }
    expect(await page.locator("header nav[aria-label=Main]").count()).toBe(1);
    expect(await page.locator("footer").textContent()).toContain(`© ${new Date().getFullYear()}`);
    await page.close();
  });

  it("marks every placed section with its anchor for the editing layer: data-kind and the row's data-id", async () => {
    const rowsOf = async (path: string) => (JSON.parse((await request(host(), `${path}?url_page=/home`)).text) as { id: string }[]).map((row) => row.id);
    const expected = {
      hero: await rowsOf("/api/hero-sections"),
      template: await rowsOf("/api/template-sections"),
      heading: await rowsOf("/api/template-heading-sections"),
    };
    const page = await browser.newPage();
    await page.goto(demoUrl("/"));
    for (const [kind, ids] of Object.entries(expected)) {
      expect(ids.length, kind).toBeGreaterThan(0);
      const anchored = await page.locator(`[data-kind="${kind}"]`).evaluateAll((elements) => elements.map((element) => element.getAttribute("data-id")));
      expect(anchored.sort(), kind).toEqual([...ids].sort());
    }
    await page.close();
  });

  it("shows Spanish content under /es", async () => {
    const [section] = (await homeSections()).filter((entry) => entry.section_title_translation.es);
    const page = await browser.newPage();
    await page.goto(demoUrl("/es"));
    expect(await page.getAttribute("html", "lang")).toBe("es");
    await expect.poll(() => page.getByText(plain(section!.section_title_translation.es!), { exact: false }).count()).toBeGreaterThan(0);
    await page.close();
  });

  it("answers an unknown page with a 404 in the page's language, inside the site's header and footer", async () => {
    const spanish = await browser.newPage();
    expect((await spanish.goto(demoUrl("/es/no-existe")))?.status()).toBe(404);
    expect(await spanish.getByRole("heading", { level: 1 }).textContent()).toBe("Página no encontrada");
    expect(await spanish.getByRole("link", { name: "Volver a la página de inicio" }).getAttribute("href")).toBe("/es");
    await spanish.close();

    const page = await browser.newPage();
    const response = await page.goto(demoUrl("/no-such-page"));
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Page not found");
    expect(await page.locator("header nav[aria-label=Main]").count()).toBe(1);
    expect(await page.locator("footer").count()).toBe(1);
    await page.close();
  });

  it("shows an admin's change to a section title on the next request", async () => {
    const { token } = await signInByApi();
    const [section] = await homeSections();
    const title = `Edited at ${Date.now()}`;
    const update = await request(host(), `/api/template-sections/${section!.id}`, { method: "PUT", json: { section_title: title }, headers: { authorization: `Bearer ${token}` } });
    expect(update.status).toBe(200);
    const home = await request(host(), "/");
    expect(home.text).toContain(title);
  });
});
