import { describe, expect, it } from "vitest";
import { basketCount, storedBasketItems } from "./basket-count";

const plan = { id: "p1", price: 1000, currency_symbol: "$" };

describe("basket count (spec 001 §3, §5)", () => {
  it("sums the quantities of the stored items", () => {
    expect(basketCount(JSON.stringify([{ plan, quantity: 2 }, { plan, quantity: 3 }]))).toBe(5);
  });

  it("is 0 for nothing stored, an empty basket or a value that is not JSON", () => {
    expect(basketCount(null)).toBe(0);
    expect(basketCount("[]")).toBe(0);
    expect(basketCount("{not json")).toBe(0);
  });

  it("counts a stored value that is not an array of items with plan and quantity as empty", () => {
    expect(basketCount(JSON.stringify({ plan, quantity: 2 }))).toBe(0);
    expect(basketCount(JSON.stringify([{ plan, quantity: 2 }, { quantity: 1 }]))).toBe(0);
    expect(basketCount(JSON.stringify([{ plan, quantity: 2 }, { plan }]))).toBe(0);
    expect(basketCount(JSON.stringify([null]))).toBe(0);
  });

  it("ignores quantities that are not positive numbers", () => {
    expect(basketCount(JSON.stringify([{ plan, quantity: 2 }, { plan, quantity: 0 }, { plan, quantity: -4 }, { plan, quantity: "3" }]))).toBe(2);
  });
});

describe("stored basket items (spec 001 §5)", () => {
  it("reads nothing stored as an empty basket", () => {
    expect(storedBasketItems(null)).toEqual([]);
    expect(storedBasketItems(undefined)).toEqual([]);
  });

  it("gives the items of an array of items each with a plan and a quantity, whatever their values", () => {
    const items = [{ plan, quantity: 2 }, { plan: { id: "p2" }, quantity: "x" }];
    expect(storedBasketItems(JSON.stringify(items))).toEqual(items);
    expect(storedBasketItems("[]")).toEqual([]);
  });

  it("is null, to be removed, for any other value", () => {
    for (const value of ["", "{not json", "null", "5", JSON.stringify({ plan, quantity: 1 }), JSON.stringify([{ plan }]), JSON.stringify([{ quantity: 1 }]), JSON.stringify([{ plan: null, quantity: 1 }]), JSON.stringify([{ plan: "p1", quantity: 1 }]), JSON.stringify([3])]) {
      expect(storedBasketItems(value), value).toBeNull();
    }
  });
});
