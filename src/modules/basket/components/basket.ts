import { storedBasketItems } from "@/lib/basket-count";
import { translated } from "@/lib/translate";
import { formatMessage } from "@/lib/i18n/format";
import { boundedMemo } from "@/lib/bounded-memo";
import { numberFormat } from "@/lib/i18n/formatters";

/**
 * The basket of spec 001 §3: items of a pricing plan and a quantity, kept in the visitor's browser
 * (see `@/lib/basket-count` for the storage key, the change event and the §5 acceptance rule).
 * Pure functions: the pricing section's island adds items, the /basket page changes them.
 */

/** What the basket keeps of a pricing plan: spec 001 §3's fields, and the name shown in the basket. */
export interface BasketPlan {
  id: string;
  name: string;
  /** Minor units (cents). */
  price: number;
  is_promotion: boolean;
  /** Minor units; used instead of `price` while `is_promotion` is on. */
  promotion_price: number | null;
  currency_symbol: string;
}

export interface BasketItem {
  plan: BasketPlan;
  quantity: number;
}

/** Spec 001 §9. */
export const defaultCurrencySymbol = "$";

/** The quantity input stops here: a basket line of more than this is a typing slip. */
export const maxQuantity = 999;

const isAmount = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value >= 0;

/**
 * A plan as the basket keeps it, from whatever was stored or sent: null without an id or a price.
 * The currency symbol defaults to '$' and a promotion needs a promotion price (spec 001 §3, §9).
 */
export function toBasketPlan(value: unknown): BasketPlan | null {
  if (typeof value !== "object" || value === null) return null;
  const plan = value as Record<string, unknown>;
  const id = typeof plan.id === "number" ? String(plan.id) : plan.id;
  if (typeof id !== "string" || id === "" || !isAmount(plan.price)) return null;
  const promotionPrice = isAmount(plan.promotion_price) ? Math.round(plan.promotion_price) : null;
  return {
    id,
    name: typeof plan.name === "string" ? plan.name : "",
    price: Math.round(plan.price),
    is_promotion: plan.is_promotion === true && promotionPrice !== null,
    promotion_price: promotionPrice,
    currency_symbol: typeof plan.currency_symbol === "string" && plan.currency_symbol.trim() !== "" ? plan.currency_symbol.trim() : defaultCurrencySymbol,
  };
}

/** A whole quantity between 0 and `maxQuantity`; anything that is not a number is 0. */
export function toQuantity(value: unknown): number {
  const quantity = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof quantity !== "number" || !Number.isFinite(quantity)) return 0;
  return Math.min(maxQuantity, Math.max(0, Math.floor(quantity)));
}

export interface ReadBasket {
  items: BasketItem[];
  /**
   * What to do with the stored value: `remove` it when spec 001 §5 rejects it, `save` the items when
   * some had to be dropped or corrected (no plan id or price, quantity 0 or less), else `keep` it.
   */
  action: "keep" | "save" | "remove";
}

/**
 * The basket in a stored value. A value spec 001 §5 rejects (not an array of items with a plan and
 * a quantity) gives an empty basket to be removed; items whose plan has no id or price, or whose
 * quantity is 0 or less, are dropped; items of the same plan are merged.
 */
export function readBasket(stored: string | null | undefined): ReadBasket {
  const raw = storedBasketItems(stored);
  if (!raw) return { items: [], action: "remove" };
  let items: BasketItem[] = [];
  let changed = false;
  for (const entry of raw) {
    const plan = toBasketPlan(entry.plan);
    const quantity = toQuantity(entry.quantity);
    if (!plan || quantity < 1) {
      changed = true;
      continue;
    }
    if (quantity !== entry.quantity || items.some((item) => item.plan.id === plan.id)) changed = true;
    items = addPlan(items, plan, quantity);
  }
  return { items, action: changed ? "save" : "keep" };
}

/** The stored value of a basket; null for an empty one (the stored value is removed). */
export function serializeBasket(items: readonly BasketItem[]): string | null {
  return items.length === 0 ? null : JSON.stringify(items);
}

/** Adds `quantity` of a plan: a new line, or more of the line that has it (with the plan's latest data). */
export function addPlan(items: readonly BasketItem[], plan: BasketPlan, quantity = 1): BasketItem[] {
  const existing = items.find((item) => item.plan.id === plan.id);
  if (!existing) return toQuantity(quantity) < 1 ? [...items] : [...items, { plan, quantity: toQuantity(quantity) }];
  return setQuantity(
    items.map((item) => (item === existing ? { ...item, plan } : item)),
    plan.id,
    existing.quantity + toQuantity(quantity),
  );
}

/** Sets a line's quantity; 0 or less (or not a number) removes the line (spec 001 §4). */
export function setQuantity(items: readonly BasketItem[], planId: string, quantity: unknown): BasketItem[] {
  const next = toQuantity(quantity);
  if (next < 1) return removePlan(items, planId);
  return items.map((item) => (item.plan.id === planId ? { ...item, quantity: next } : item));
}

export function removePlan(items: readonly BasketItem[], planId: string): BasketItem[] {
  return items.filter((item) => item.plan.id !== planId);
}

/** What one unit costs, in minor units: the promotion price while the plan is promoted (spec 001 §3). */
export function unitPrice(plan: BasketPlan): number {
  return plan.is_promotion && plan.promotion_price !== null ? plan.promotion_price : plan.price;
}

/** A promoted plan whose promotion price differs from its price: the regular price is shown struck through. */
export function isDiscounted(plan: BasketPlan): boolean {
  return plan.is_promotion && plan.promotion_price !== null && plan.promotion_price !== plan.price;
}

/** A line's total in minor units. */
export function lineTotal(item: BasketItem): number {
  return unitPrice(item.plan) * item.quantity;
}

export interface BasketTotals {
  /** The sum of the quantities (spec 001 §3). */
  totalItems: number;
  /** Price / 100 times quantity, summed, promotion prices where promoted (spec 001 §3). */
  totalValue: number;
  /** The total in minor units per currency symbol, in order of first appearance: one entry unless plans differ in currency. */
  byCurrency: { currencySymbol: string; total: number }[];
}

export function basketTotals(items: readonly BasketItem[]): BasketTotals {
  const byCurrency: BasketTotals["byCurrency"] = [];
  let totalItems = 0;
  let totalMinor = 0;
  for (const item of items) {
    totalItems += item.quantity;
    totalMinor += lineTotal(item);
    const currency = byCurrency.find((entry) => entry.currencySymbol === item.plan.currency_symbol);
    if (currency) currency.total += lineTotal(item);
    else byCurrency.push({ currencySymbol: item.plan.currency_symbol, total: lineTotal(item) });
  }
  // Summed in minor units and divided once, so 3 × 19.99 is 59.97 and not 59.970000000000006.
  return { totalItems, totalValue: totalMinor / 100, byCurrency };
}

/**
 * An amount in minor units with the plan's currency symbol, written the way `locale` writes money:
 * "$1,032" in English, "1.032 $" in German, "10,50 $" in Spanish. Cents show only when there are some.
 */
export function formatMoney(minor: number, currencySymbol: string, locale: string): string {
  return amounts(`${locale} ${currencySymbol} ${minor}`, () => moneyText(minor, currencySymbol, locale));
}

/** Prices as written: a pricing section writes the same few on every render, each costing a formatToParts. */
const amounts = boundedMemo<string>(500);

function moneyText(minor: number, currencySymbol: string, locale: string): string {
  const amount = minor / 100;
  const format = numberFormat(locale, {
    style: "currency",
    // Only the placement of the symbol and the digits are taken from the locale; the symbol is the plan's.
    currency: "USD",
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  });
  return format
    .formatToParts(amount)
    .map((part) => (part.type === "currency" ? currencySymbol : part.value))
    .join("");
}

/** A pricing plan row as the organization keeps it (organizations' `pricing_plans`), the fields the basket needs. */
export interface PricingPlanRow {
  id: string;
  name: string;
  name_translation: Record<string, string> | null;
  price: number;
  is_promotion: boolean;
  promotion_price: number | null;
  currency_symbol: string | null;
}

/** The plan as a basket line keeps it, named in `locale` (spec 001 §5 translation rule). */
export function basketPlanOf(row: PricingPlanRow, locale: string): BasketPlan {
  return toBasketPlan({ ...row, name: translated(row.name, row.name_translation, locale) }) ?? {
    id: row.id,
    name: row.name,
    price: 0,
    is_promotion: false,
    promotion_price: null,
    currency_symbol: defaultCurrencySymbol,
  };
}

const wordCharacter = /[\p{L}\p{N}]/u;
const fold = (text: string) => text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();

/** Whether `name` appears in `text` as whole words ("Family" in "Family: $1,290 one-off", not in "Familyhood"). */
function namesIn(text: string, name: string): boolean {
  if (name === "") return false;
  for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) {
    const before = text[at - 1];
    const after = text[at + name.length];
    if ((before === undefined || !wordCharacter.test(before)) && (after === undefined || !wordCharacter.test(after))) return true;
  }
  return false;
}

/**
 * The plan a pricing card sells. The pricing section's cards are its metrics, written freely
 * ("Family: $1,290 one-off"); a card sells the organization's plan whose name its title contains as
 * whole words, comparing the base title with the base name and the title in `locale` with the name
 * in `locale`. The longest matching name wins ("Pro plus" over "Pro"); no match, nothing to sell.
 */
export function planNamedIn<Row extends PricingPlanRow>(title: { base: string; localized: string }, plans: readonly Row[], locale: string): Row | null {
  const base = fold(title.base);
  const localized = fold(title.localized);
  let best: Row | null = null;
  let bestLength = 0;
  for (const plan of plans) {
    const baseName = fold(plan.name);
    const localizedName = fold(translated(plan.name, plan.name_translation, locale));
    const length = Math.max(namesIn(base, baseName) ? baseName.length : 0, namesIn(localized, localizedName) ? localizedName.length : 0);
    if (length > bestLength) {
      best = plan;
      bestLength = length;
    }
  }
  return best;
}

/** A basket message (ICU) with its `{name}` filled in by the client-side formatter (lib/i18n/format.ts). */
export function withName(template: string, name: string): string {
  return formatMessage(template, { name });
}
