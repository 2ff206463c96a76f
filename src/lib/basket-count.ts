/** Where the basket keeps its items in the browser (spec 001 §3 Basket). */
export const basketStorageKey = "atrium.basket";

/** The basket dispatches this on window after saving, so the header badge in the same tab updates (other tabs hear `storage`). */
export const basketChangeEvent = "atrium:basket";

/** Spec 001 §4 and §9: the basket is stored locally 300 ms after its last change. */
export const basketSaveDelayMs = 300;

/** A stored item as spec 001 §5 accepts it: a plan object and a quantity, nothing checked further. */
export interface StoredBasketItem {
  plan: Record<string, unknown>;
  quantity: unknown;
}

/**
 * The items of a stored basket value. Nothing stored is an empty basket; a value that is not an
 * array of items each with a plan and a quantity is null: spec 001 §5 has it removed.
 */
export function storedBasketItems(stored: string | null | undefined): StoredBasketItem[] | null {
  if (stored == null) return [];
  let items: unknown;
  try {
    items = JSON.parse(stored);
  } catch {
    return null;
  }
  return Array.isArray(items) && items.every((item) => typeof item?.plan === "object" && item.plan !== null && "quantity" in item) ? items : null;
}

/**
 * The number of items in a stored basket: the sum of the quantities. A value that is not an array
 * of items each with a plan and a quantity counts as empty (spec 001 §5); quantities that are not
 * positive numbers are ignored, as the basket removes such items.
 */
export function basketCount(stored: string | null | undefined): number {
  let total = 0;
  for (const { quantity } of storedBasketItems(stored) ?? []) {
    if (typeof quantity === "number" && Number.isFinite(quantity) && quantity > 0) total += Math.floor(quantity);
  }
  return total;
}
