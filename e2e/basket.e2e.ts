import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basketStorageKey } from "@/lib/basket-count";
import { formatMoney, type BasketPlan } from "@/modules/basket/components/basket";
import { launchBrowser } from "./support/browser";
import { addToBasket, demoUrl, openHydratedPage } from "./support/journey";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const money = (minor: number, plan: BasketPlan) => formatMoney(minor, plan.currency_symbol, "en");
const text = async (page: Page, selector: string) => ((await page.locator(selector).first().textContent()) ?? "").replace(/\u00a0/g, " ").trim();
const badge = (page: Page) => page.locator("header [data-basket-count]").first();

describe("the basket", () => {
  it("adds plans from the home page's pricing, totals them at the promotion price, keeps them over a reload and drops a line set to 0", async () => {
    const page = await openHydratedPage(browser, "/");
    const buttons = page.locator("[data-section-type=pricing_plans] button[data-basket-add]");
    // The plans as the page sells them: the data attributes the pricing section renders from the organization's plans.
    const plans = await buttons.evaluateAll((elements) => elements.map((element) => JSON.parse((element as HTMLElement).dataset.basketAdd!) as BasketPlan));
    const promoted = plans.find((plan) => plan.is_promotion && plan.promotion_price !== null && plan.promotion_price !== plan.price);
    const regular = plans.find((plan) => !plan.is_promotion);
    expect(promoted, `a promoted plan among ${JSON.stringify(plans)}`).toBeDefined();
    expect(regular, `a plan without promotion among ${JSON.stringify(plans)}`).toBeDefined();
    const buttonOf = (plan: BasketPlan) => buttons.nth(plans.indexOf(plan));

    expect(await badge(page).isVisible()).toBe(false);
    await addToBasket(buttonOf(promoted!));
    // Feedback on the button: "Added" for 2 s.
    expect(await buttonOf(promoted!).innerText()).toContain("Added");
    await buttonOf(promoted!).click();
    await buttonOf(regular!).click();
    // Stored 300 ms after the last click; the badge follows the stored basket.
    await expect.poll(() => badge(page).textContent(), { timeout: 3000 }).toBe("3");
    expect(await badge(page).isVisible()).toBe(true);
    await expect.poll(() => buttonOf(promoted!).innerText(), { timeout: 4000 }).toContain("Add to basket");

    await page.click('header a[href="/basket"]');
    await page.waitForURL(demoUrl("/basket"));
    expect(await text(page, "main h1")).toBe("Basket");
    const lines = page.locator("[data-basket-item]");
    const lineOf = (plan: BasketPlan) => page.locator(`[data-basket-item="${plan.id}"]`);
    const expectedTotal = promoted!.promotion_price! * 2 + regular!.price;

    const expectTheBasket = async () => {
      await expect.poll(() => lines.count()).toBe(2);
      expect(await lineOf(promoted!).locator("input[type=number]").inputValue()).toBe("2");
      expect(await lineOf(regular!).locator("input[type=number]").inputValue()).toBe("1");
      expect(await text(page, `[data-basket-item="${promoted!.id}"] [data-unit-price]`)).toBe(money(promoted!.promotion_price!, promoted!));
      expect(await text(page, `[data-basket-item="${promoted!.id}"] del`)).toContain(money(promoted!.price, promoted!));
      expect(await text(page, `[data-basket-item="${promoted!.id}"] [data-line-total]`)).toBe(money(promoted!.promotion_price! * 2, promoted!));
      expect(await text(page, "[data-basket-items]")).toBe("3");
      expect(await page.locator("[data-basket-total]").getAttribute("data-basket-total")).toBe(String(expectedTotal));
      expect(await text(page, "[data-basket-total]")).toBe(money(expectedTotal, promoted!));
    };
    await expectTheBasket();
    expect(await page.locator("a[data-basket-order]").getAttribute("href")).toBe("/contact");

    await page.reload({ waitUntil: "networkidle" });
    await expectTheBasket();

    await lineOf(promoted!).locator("input[type=number]").fill("0");
    await expect.poll(() => lineOf(promoted!).count()).toBe(0);
    expect(await lines.count()).toBe(1);
    expect(await text(page, "[data-basket-total]")).toBe(money(regular!.price, regular!));
    await expect.poll(() => badge(page).textContent(), { timeout: 3000 }).toBe("1");

    await page.reload({ waitUntil: "networkidle" });
    await expect.poll(() => lines.count()).toBe(1);
    expect(await lineOf(promoted!).count()).toBe(0);
    await page.close();
  });

  it("shows an empty basket in the page's language, leading to the plans", async () => {
    const page = await openHydratedPage(browser, "/es/basket");
    expect(await text(page, "main h1")).toBe("Cesta");
    await page.waitForSelector("[data-basket-empty]");
    expect(await text(page, "[data-basket-empty] p")).toBe("Tu cesta está vacía.");
    const href = await page.locator("[data-basket-empty] a").getAttribute("href");
    expect(href).toMatch(/^\/es#section-[0-9a-f-]{36}$/);
    // The link leads to the home page's pricing section.
    await page.click("[data-basket-empty] a");
    await page.waitForURL(demoUrl(href!));
    expect(await page.locator(`[id="${href!.split("#")[1]}"]`).getAttribute("data-section-type")).toBe("pricing_plans");
    await page.close();
  });

  it("removes a stored basket that is not a list of items with a plan and a quantity (spec 001 §5)", async () => {
    const page = await openHydratedPage(browser, "/basket");
    await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ plan: "everything", quantity: 1 })), basketStorageKey);
    await page.reload({ waitUntil: "networkidle" });
    await page.waitForSelector("[data-basket-empty]");
    expect(await page.evaluate((key) => localStorage.getItem(key), basketStorageKey)).toBeNull();
    await page.close();
  });
});
