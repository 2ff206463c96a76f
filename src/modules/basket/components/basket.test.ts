import { describe, expect, it } from "vitest";
import { basketCount } from "@/lib/basket-count";
import {
  addPlan,
  basketPlanOf,
  basketTotals,
  formatMoney,
  isDiscounted,
  lineTotal,
  maxQuantity,
  planNamedIn,
  readBasket,
  removePlan,
  serializeBasket,
  setQuantity,
  toBasketPlan,
  unitPrice,
  withName,
  type BasketPlan,
  type PricingPlanRow,
} from "./basket";

const starter: BasketPlan = { id: "starter", name: "Starter", price: 49_000, is_promotion: false, promotion_price: null, currency_symbol: "$" };
const family: BasketPlan = { id: "family", name: "Family", price: 129_000, is_promotion: true, promotion_price: 103_200, currency_symbol: "$" };

describe("adding and changing lines", () => {
  it("adds a plan as a new line, then increments its quantity", () => {
    let items = addPlan([], family);
    items = addPlan(items, starter);
    items = addPlan(items, family);
    expect(items).toEqual([
      { plan: family, quantity: 2 },
      { plan: starter, quantity: 1 },
    ]);
  });

  it("does not change the basket it was given", () => {
    const before = [{ plan: starter, quantity: 1 }];
    addPlan(before, starter);
    setQuantity(before, "starter", 5);
    removePlan(before, "starter");
    expect(before).toEqual([{ plan: starter, quantity: 1 }]);
  });

  it("keeps the latest data of a plan added again", () => {
    const repriced = { ...starter, price: 39_000 };
    expect(addPlan([{ plan: starter, quantity: 1 }], repriced)).toEqual([{ plan: repriced, quantity: 2 }]);
  });

  it("sets a whole quantity, up to the maximum", () => {
    const items = [{ plan: starter, quantity: 1 }];
    expect(setQuantity(items, "starter", 4)[0]!.quantity).toBe(4);
    expect(setQuantity(items, "starter", "7")[0]!.quantity).toBe(7);
    expect(setQuantity(items, "starter", 2.7)[0]!.quantity).toBe(2);
    expect(setQuantity(items, "starter", 5000)[0]!.quantity).toBe(maxQuantity);
  });

  it("removes a line whose quantity is set to 0 or less, or to something that is not a number (spec 001 §4)", () => {
    const items = [
      { plan: starter, quantity: 1 },
      { plan: family, quantity: 2 },
    ];
    for (const quantity of [0, -1, "0", "-3", "", "abc", Number.NaN, null]) {
      expect(setQuantity(items, "starter", quantity), String(quantity)).toEqual([{ plan: family, quantity: 2 }]);
    }
    expect(removePlan(items, "family")).toEqual([{ plan: starter, quantity: 1 }]);
    expect(removePlan(items, "unknown")).toEqual(items);
  });
});

describe("prices and totals (spec 001 §3)", () => {
  it("charges the promotion price while a plan is promoted", () => {
    expect(unitPrice(family)).toBe(103_200);
    expect(unitPrice(starter)).toBe(49_000);
    expect(unitPrice({ ...family, is_promotion: false })).toBe(129_000);
    expect(isDiscounted(family)).toBe(true);
    expect(isDiscounted(starter)).toBe(false);
    expect(isDiscounted({ ...family, promotion_price: family.price })).toBe(false);
    expect(lineTotal({ plan: family, quantity: 2 })).toBe(206_400);
  });

  it("counts the items and sums price / 100 times quantity", () => {
    const totals = basketTotals([
      { plan: family, quantity: 2 },
      { plan: starter, quantity: 1 },
    ]);
    expect(totals.totalItems).toBe(3);
    expect(totals.totalValue).toBe(2554);
    expect(totals.byCurrency).toEqual([{ currencySymbol: "$", total: 255_400 }]);
    expect(basketTotals([])).toEqual({ totalItems: 0, totalValue: 0, byCurrency: [] });
  });

  it("sums in minor units, so cents add up exactly", () => {
    expect(basketTotals([{ plan: { ...starter, price: 1999 }, quantity: 3 }]).totalValue).toBe(59.97);
  });

  it("keeps one total per currency when plans differ in currency", () => {
    const euro = { ...starter, id: "euro", currency_symbol: "€", price: 1000 };
    expect(basketTotals([{ plan: starter, quantity: 1 }, { plan: euro, quantity: 2 }, { plan: family, quantity: 1 }]).byCurrency).toEqual([
      { currencySymbol: "$", total: 152_200 },
      { currencySymbol: "€", total: 2000 },
    ]);
  });

  it("writes money as the locale does, with the plan's symbol, cents only when there are some", () => {
    expect(formatMoney(103_200, "$", "en")).toBe("$1,032");
    expect(formatMoney(1050, "$", "en")).toBe("$10.50");
    expect(formatMoney(103_200, "$", "de")).toBe("1.032\u00a0$");
    expect(formatMoney(1050, "€", "es")).toBe("10,50\u00a0€");
    expect(formatMoney(390_000, "£", "ja")).toBe("£3,900");
    expect(formatMoney(0, "$", "en")).toBe("$0");
  });
});

describe("reading the stored basket (spec 001 §5)", () => {
  const stored = (value: unknown) => JSON.stringify(value);

  it("reads nothing stored as an empty basket", () => {
    expect(readBasket(null)).toEqual({ items: [], action: "keep" });
  });

  it("keeps a valid basket as it is", () => {
    const value = stored([{ plan: family, quantity: 2 }]);
    expect(readBasket(value)).toEqual({ items: [{ plan: family, quantity: 2 }], action: "keep" });
    expect(readBasket(serializeBasket(readBasket(value).items))).toEqual(readBasket(value));
  });

  it("removes a value that is not an array of items each with a plan and a quantity", () => {
    for (const value of ["{not json", "", stored({ plan: family, quantity: 1 }), stored([{ plan: family }]), stored([{ quantity: 1 }]), stored([null]), stored([{ plan: "family", quantity: 1 }])]) {
      expect(readBasket(value), value).toEqual({ items: [], action: "remove" });
    }
  });

  it("drops lines without a usable plan or with a quantity of 0 or less, and stores the rest again", () => {
    const read = readBasket(
      stored([
        { plan: family, quantity: 2 },
        { plan: { name: "No id", price: 100 }, quantity: 1 },
        { plan: { id: "no-price" }, quantity: 1 },
        { plan: starter, quantity: 0 },
        { plan: { ...starter, id: "negative" }, quantity: -2 },
      ]),
    );
    expect(read).toEqual({ items: [{ plan: family, quantity: 2 }], action: "save" });
  });

  it("merges lines of the same plan and makes quantities whole", () => {
    expect(readBasket(stored([{ plan: starter, quantity: 1 }, { plan: starter, quantity: 2.5 }]))).toEqual({ items: [{ plan: starter, quantity: 3 }], action: "save" });
  });

  it("agrees with the header badge's count once read", () => {
    const value = stored([{ plan: family, quantity: 2 }, { plan: starter, quantity: 1 }]);
    expect(basketCount(value)).toBe(basketTotals(readBasket(value).items).totalItems);
  });

  it("stores an empty basket as nothing", () => {
    expect(serializeBasket([])).toBeNull();
  });
});

describe("toBasketPlan", () => {
  it("defaults the currency symbol to '$' and needs a promotion price for a promotion", () => {
    expect(toBasketPlan({ id: "a", price: 100 })).toEqual({ id: "a", name: "", price: 100, is_promotion: false, promotion_price: null, currency_symbol: "$" });
    expect(toBasketPlan({ id: "a", price: 100, is_promotion: true, promotion_price: null, currency_symbol: " " })).toMatchObject({ is_promotion: false, currency_symbol: "$" });
    expect(toBasketPlan({ id: 7, price: 100, currency_symbol: "€" })).toMatchObject({ id: "7", currency_symbol: "€" });
  });

  it("refuses a plan without an id or a price that is a whole, non-negative amount", () => {
    for (const value of [null, "plan", { price: 100 }, { id: "", price: 100 }, { id: "a" }, { id: "a", price: -1 }, { id: "a", price: "100" }, { id: "a", price: Infinity }]) {
      expect(toBasketPlan(value), JSON.stringify(value)).toBeNull();
    }
  });
});

describe("which plan a pricing card sells", () => {
  const row = (name: string, name_translation: Record<string, string> = {}): PricingPlanRow => ({
    id: name.toLowerCase(),
    name,
    name_translation,
    price: 1000,
    is_promotion: false,
    promotion_price: null,
    currency_symbol: "$",
  });
  const plans = [row("Starter", { es: "Básico" }), row("Pro"), row("Pro plus"), row("Family", { de: "Familie" })];
  const named = (base: string, localized = base, locale = "en") => planNamedIn({ base, localized }, plans, locale)?.name ?? null;

  it("is the plan whose name the card's title holds as whole words", () => {
    expect(named("Starter: $490 one-off")).toBe("Starter");
    expect(named("The family plan")).toBe("Family");
    expect(named("Familyhood")).toBeNull();
    expect(named("Enterprise")).toBeNull();
  });

  it("prefers the longest name", () => {
    expect(named("Pro plus: $99")).toBe("Pro plus");
    expect(named("Pro: $49")).toBe("Pro");
  });

  it("compares the title in the page's language with the plan's name in that language", () => {
    expect(named("Something else", "Básico: 490 $ pago único", "es")).toBe("Starter");
    expect(named("Something else", "Familie: 1.290 $ einmalig", "de")).toBe("Family");
  });

  it("gives the basket the plan's name in the page's language", () => {
    expect(basketPlanOf({ ...plans[0]!, id: "s" }, "es")).toEqual({ id: "s", name: "Básico", price: 1000, is_promotion: false, promotion_price: null, currency_symbol: "$" });
    expect(basketPlanOf({ ...plans[0]!, is_promotion: true, promotion_price: 800, currency_symbol: null }, "fr")).toMatchObject({ name: "Starter", is_promotion: true, promotion_price: 800, currency_symbol: "$" });
  });
});

describe("withName", () => {
  it("fills in the plan's name", () => {
    expect(withName("Remove {name} from the basket", "Starter")).toBe("Remove Starter from the basket");
  });
});
