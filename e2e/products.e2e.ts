import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { request } from "./support/http";
import { addToBasket, openHydratedPage } from "./support/journey";
import { signInByApi } from "./support/admin";
import { testServer } from "./support/test-server";

// /products (spec 001 §2: the hero's default button target): the demo's products and pricing plans
// of Global Settings' Products tab, sold through the basket, cached and refreshed after an edit.
let browser: Browser;
const host = () => `localhost:${testServer().port}`;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const productNames = (page: Page) => page.locator("main article[data-product-id] h2").allInnerTexts();

describe("/products", () => {
  it("lists the demo's products and plans under the organization type's name (Products for the demo's general type), in the page's language, and adds a plan to the basket", async () => {
    const page = await openHydratedPage(browser, "/products");
    expect(await page.locator("main h1").innerText()).toBe("Products");
    expect(await page.title()).toContain("Products");
    expect(await productNames(page)).toEqual(["Work visas", "Family reunification", "Student visas", "Corporate relocation"]);
    expect(await page.locator("main #pricing-plans-title").innerText()).toBe("Plans and prices");
    const buttons = page.locator("main button[data-basket-add]");
    expect(await buttons.count()).toBeGreaterThan(0);
    await addToBasket(buttons.first());
    await expect.poll(() => page.locator("header [data-basket-count]").first().textContent(), { timeout: 3000 }).toBe("1");
    await page.close();

    const spanish = await openHydratedPage(browser, "/es/products");
    expect(await spanish.locator("main h1").innerText()).toBe("Productos");
    expect((await productNames(spanish))[0]).toBe("Visados de trabajo");
    await spanish.close();
  });

  it("is in the sitemap, and an admin's change to the products shows on the next request", async () => {
    expect((await request(host(), "/sitemaps/pages-1.xml")).text).toContain(`<loc>http://${host()}/products</loc>`);
    await request(host(), "/products");
    const cached = await request(host(), "/products");
    expect(cached.status).toBe(200);
    expect(cached.headers["x-atrium-cache"]).toBe("HIT");

    const { token } = await signInByApi();
    const headers = { authorization: `Bearer ${token}` };
    const { organization_id } = JSON.parse((await request(host(), "/api/profile", { headers })).text) as { organization_id: string };
    const stored = JSON.parse((await request(host(), `/api/organizations/${organization_id}`, { headers })).text) as { products: Record<string, unknown>[] };
    const editable = stored.products.map(({ id, name, name_translation, description, description_translation, image, url, is_displayed }) => ({ id, name, name_translation, description, description_translation, image, url, is_displayed }));
    const [first, ...others] = editable;
    const save = (products: typeof editable) => request(host(), `/api/organizations/${organization_id}`, { method: "PUT", json: { products }, headers });
    try {
      expect((await save([{ ...first!, is_displayed: false }, ...others])).status).toBe(200);
      const after = await request(host(), "/products");
      expect(after.headers["x-atrium-cache"]).not.toBe("HIT");
      expect(after.text).not.toContain(`data-product-id="${String(first!.id)}"`);
      expect(after.text).toContain(`data-product-id="${String(others[0]!.id)}"`);
    } finally {
      expect((await save(editable)).status).toBe(200);
    }
    expect((await request(host(), "/products")).text).toContain(`data-product-id="${String(first!.id)}"`);
  });
});
