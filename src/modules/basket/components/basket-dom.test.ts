// @vitest-environment jsdom
import { act, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { basketChangeEvent, basketCount, basketStorageKey } from "@/lib/basket-count";
import { publicMetric, publicSection } from "@/testing/sections";
import { textStyleFor } from "@/modules/sections/components/section-style";
import type { SectionData } from "@/modules/sections/sections.service";
import { PricingPlansBody } from "@/modules/sections/types/pricing-plans/renderer";
import type { BasketItem, BasketPlan } from "./basket";
import { basketStringsFor } from "./basket-strings";
import { runBehavior } from "@/testing/behavior-page";
import { AddToBasket } from "./add-to-basket";
import { BasketView } from "./basket-view";

const starter: BasketPlan = { id: "plan-starter", name: "Starter", price: 49_000, is_promotion: false, promotion_price: null, currency_symbol: "$" };
const family: BasketPlan = { id: "plan-family", name: "Family", price: 129_000, is_promotion: true, promotion_price: 103_200, currency_symbol: "$" };
const rows: NonNullable<SectionData["pricing_plans"]> = [starter, family].map(({ name, ...plan }) => ({ ...plan, name, name_translation: {}, currency_symbol: plan.currency_symbol ?? "$" }));

const metric = (title: string) => publicMetric({ title, description: "<p>Everything you need.</p>", is_card_type: true });

/** The pricing section's cards as the server renders them. */
const pricingMarkup = () =>
  renderToStaticMarkup(
    createElement(PricingPlansBody, {
      section: publicSection({ grid_columns: 2, section_type: "pricing_plans", website_metric: [metric("Starter: $490"), metric("Family: $1,290")] }),
      locale: "en",
      textStyle: textStyleFor("default"),
      data: { pricing_plans: rows, basket: basketStringsFor("en") },
    }),
  );

const stored = () => localStorage.getItem(basketStorageKey);
const storedItems = () => JSON.parse(stored() ?? "null") as BasketItem[] | null;

let root: Root | null = null;
let changes = 0;
const countChange = () => changes++;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  addEventListener(basketChangeEvent, countChange);
});

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  changes = 0;
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  // Whatever a test left unsaved is stored now, so the next one starts from its own state.
  dispatchEvent(new Event("pagehide"));
  localStorage.clear();
  document.body.innerHTML = "";
  vi.useRealTimers();
});

async function mount(element: ReturnType<typeof createElement>) {
  const container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(element));
  return container;
}

describe("the Add to basket behavior", () => {
  async function pricingPage() {
    document.body.innerHTML = pricingMarkup();
    runBehavior(AddToBasket, {});
    const buttons = [...document.querySelectorAll<HTMLButtonElement>("[data-basket-add]")];
    return { starterButton: buttons[0]!, familyButton: buttons[1]! };
  }

  it("adds the clicked plan, or one more of it, and stores the basket 300 ms after the last click", async () => {
    const { starterButton, familyButton } = await pricingPage();
    familyButton.click();
    vi.advanceTimersByTime(200);
    familyButton.click();
    starterButton.click();
    vi.advanceTimersByTime(299);
    expect(stored()).toBeNull();
    expect(changes).toBe(0);
    vi.advanceTimersByTime(1);
    expect(storedItems()).toEqual([
      { plan: family, quantity: 2 },
      { plan: starter, quantity: 1 },
    ]);
    expect(basketCount(stored())).toBe(3);
    expect(changes).toBe(1);
  });

  it("continues the stored basket, and replaces a stored value that spec 001 §5 rejects", async () => {
    localStorage.setItem(basketStorageKey, JSON.stringify([{ plan: family, quantity: 4 }]));
    const { familyButton } = await pricingPage();
    familyButton.click();
    vi.advanceTimersByTime(300);
    expect(storedItems()).toEqual([{ plan: family, quantity: 5 }]);

    localStorage.setItem(basketStorageKey, '{"not":"a basket"}');
    familyButton.click();
    vi.advanceTimersByTime(300);
    expect(storedItems()).toEqual([{ plan: family, quantity: 1 }]);
  });

  it("stores a click at once when the page goes away before 300 ms", async () => {
    const { starterButton } = await pricingPage();
    starterButton.click();
    dispatchEvent(new Event("pagehide"));
    expect(storedItems()).toEqual([{ plan: starter, quantity: 1 }]);
  });

  it("shows Added on the clicked button for 2 s after the last click", async () => {
    const { starterButton, familyButton } = await pricingPage();
    starterButton.click();
    expect(starterButton.hasAttribute("data-added")).toBe(true);
    expect(familyButton.hasAttribute("data-added")).toBe(false);
    vi.advanceTimersByTime(1500);
    starterButton.click();
    vi.advanceTimersByTime(1500);
    expect(starterButton.hasAttribute("data-added")).toBe(true);
    vi.advanceTimersByTime(500);
    expect(starterButton.hasAttribute("data-added")).toBe(false);
  });

  it("ignores clicks elsewhere", async () => {
    await pricingPage();
    document.querySelector<HTMLElement>("article h3")!.click();
    vi.advanceTimersByTime(300);
    expect(stored()).toBeNull();
  });
});

describe("the basket page's list", () => {
  const strings = basketStringsFor("en");
  const view = () => mount(createElement(BasketView, { locale: "en", strings, pricingHref: "/#section-1", contactHref: "/contact" }));
  const line = (container: HTMLElement, plan: BasketPlan) => container.querySelector<HTMLElement>(`[data-basket-item="${plan.id}"]`);
  const text = (element: Element | null | undefined) => element?.textContent?.replace(/\u00a0/g, " ") ?? null;

  async function typeQuantity(input: HTMLInputElement, value: string) {
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, value);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
  }

  it("lists the stored lines with the promotion price, the regular one struck through, and the totals", async () => {
    localStorage.setItem(basketStorageKey, JSON.stringify([{ plan: family, quantity: 2 }, { plan: starter, quantity: 1 }]));
    const container = await view();
    const familyLine = line(container, family)!;
    expect(text(familyLine.querySelector("h2"))).toBe("Family");
    expect(text(familyLine.querySelector("[data-unit-price]"))).toBe("$1,032");
    expect(text(familyLine.querySelector("del"))).toBe("Regular price: $1,290");
    expect(text(familyLine.querySelector("[data-line-total]"))).toBe("$2,064");
    expect(line(container, starter)!.querySelector("del")).toBeNull();
    expect(text(container.querySelector("[data-basket-items]"))).toBe("3");
    expect(text(container.querySelector("[data-basket-total]"))).toBe("$2,554");
    expect(container.querySelector("[data-basket-total]")!.getAttribute("data-basket-total")).toBe("255400");
    expect(container.querySelector("a[data-basket-order]")!.getAttribute("href")).toBe("/contact");
    expect(text(container.querySelector("a[data-basket-order]"))).toBe("Contact us to order");
  });

  it("changes quantities with − and +, storing them 300 ms later", async () => {
    localStorage.setItem(basketStorageKey, JSON.stringify([{ plan: starter, quantity: 1 }]));
    const container = await view();
    const increase = container.querySelector<HTMLButtonElement>(`button[aria-label="Increase the quantity of Starter"]`)!;
    await act(async () => increase.click());
    await act(async () => increase.click());
    expect((line(container, starter)!.querySelector("input") as HTMLInputElement).value).toBe("3");
    expect(text(container.querySelector("[data-basket-total]"))).toBe("$1,470");
    expect(storedItems()).toEqual([{ plan: starter, quantity: 1 }]);
    await act(async () => vi.advanceTimersByTime(300));
    expect(storedItems()).toEqual([{ plan: starter, quantity: 3 }]);
    expect(changes).toBe(1);

    await act(async () => container.querySelector<HTMLButtonElement>(`button[aria-label="Decrease the quantity of Starter"]`)!.click());
    expect((line(container, starter)!.querySelector("input") as HTMLInputElement).value).toBe("2");
  });

  it("takes a typed quantity, waits while the field is blank, and removes the line at 0", async () => {
    localStorage.setItem(basketStorageKey, JSON.stringify([{ plan: family, quantity: 2 }, { plan: starter, quantity: 1 }]));
    const container = await view();
    const input = line(container, family)!.querySelector("input")!;
    await typeQuantity(input, "");
    expect(line(container, family)).not.toBeNull();
    await typeQuantity(input, "5");
    expect(text(container.querySelector("[data-basket-items]"))).toBe("6");
    await typeQuantity(input, "0");
    expect(line(container, family)).toBeNull();
    expect(text(container.querySelector("[role=status]"))).toBe("Family was removed from the basket.");
    expect(document.activeElement).toBe(container.firstElementChild);
    await act(async () => vi.advanceTimersByTime(300));
    expect(storedItems()).toEqual([{ plan: starter, quantity: 1 }]);
  });

  it("removes a line with its button, and shows the empty basket once the last one is gone", async () => {
    localStorage.setItem(basketStorageKey, JSON.stringify([{ plan: starter, quantity: 1 }]));
    const container = await view();
    await act(async () => container.querySelector<HTMLButtonElement>(`button[aria-label="Remove Starter from the basket"]`)!.click());
    expect(container.querySelector("[data-basket-empty]")).not.toBeNull();
    expect(container.querySelector("[data-basket-empty] a")!.getAttribute("href")).toBe("/#section-1");
    await act(async () => vi.advanceTimersByTime(300));
    expect(stored()).toBeNull();
    expect(changes).toBe(1);
  });

  it("removes a stored value that spec 001 §5 rejects, and shows an empty basket", async () => {
    localStorage.setItem(basketStorageKey, JSON.stringify([{ quantity: 1 }]));
    const container = await view();
    expect(stored()).toBeNull();
    expect(changes).toBe(1);
    expect(text(container.querySelector("[data-basket-empty] p"))).toBe("Your basket is empty.");
  });

  it("stores the basket again without the lines it had to drop", async () => {
    localStorage.setItem(basketStorageKey, JSON.stringify([{ plan: starter, quantity: 1 }, { plan: { name: "no id" }, quantity: 1 }, { plan: family, quantity: 0 }]));
    const container = await view();
    expect(container.querySelectorAll("[data-basket-item]")).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(300));
    expect(storedItems()).toEqual([{ plan: starter, quantity: 1 }]);
  });

  it("stores a pending change when the page goes away", async () => {
    localStorage.setItem(basketStorageKey, JSON.stringify([{ plan: starter, quantity: 1 }]));
    const container = await view();
    await act(async () => container.querySelector<HTMLButtonElement>(`button[aria-label="Increase the quantity of Starter"]`)!.click());
    dispatchEvent(new Event("pagehide"));
    expect(storedItems()).toEqual([{ plan: starter, quantity: 2 }]);
  });

  it("follows a change made in another tab", async () => {
    localStorage.setItem(basketStorageKey, JSON.stringify([{ plan: starter, quantity: 1 }]));
    const container = await view();
    localStorage.setItem(basketStorageKey, JSON.stringify([{ plan: starter, quantity: 1 }, { plan: family, quantity: 1 }]));
    await act(async () => dispatchEvent(new StorageEvent("storage", { key: basketStorageKey })));
    expect(container.querySelectorAll("[data-basket-item]")).toHaveLength(2);
  });
});
