"use client";

// The /basket page's list. It loads on that page only. The page is the same for every visitor
// (decision 007); the contents come from this browser's storage once the page runs.
import { useCallback, useEffect, useRef, useState } from "react";
import { basketChangeEvent, basketSaveDelayMs, basketStorageKey } from "@/lib/basket-count";
import {
  basketTotals,
  formatMoney,
  isDiscounted,
  lineTotal,
  maxQuantity,
  readBasket,
  removePlan,
  serializeBasket,
  setQuantity,
  toQuantity,
  unitPrice,
  withName,
  type BasketItem,
} from "./basket";
import type { BasketStrings } from "./basket-strings";

interface Props {
  locale: string;
  strings: BasketStrings;
  /** Where the plans are (the home page's pricing section), with the language prefix. */
  pricingHref: string;
  /** The contact page, with the language prefix: ordering goes through the organization. */
  contactHref: string;
}

/** Writes the basket (an empty one removes the stored value) and tells the header badge. */
function store(items: readonly BasketItem[] | null) {
  const value = items ? serializeBasket(items) : null;
  try {
    if (value === null) localStorage.removeItem(basketStorageKey);
    else localStorage.setItem(basketStorageKey, value);
  } catch {
    // Blocked or full storage: the basket lasts as long as the page.
  }
  dispatchEvent(new Event(basketChangeEvent));
}

/**
 * The basket (spec 001 §3, §4): each line with its price (the promotion price while promoted, the
 * regular one struck through), −/+ and a quantity field (0 or less removes the line), its total,
 * and a remove button; then the number of items and the total value. Changes are stored 300 ms
 * after the last one (and when the page goes away); a stored value that spec 001 §5 rejects is removed.
 */
export function BasketView({ locale, strings, pricingHref, contactHref }: Props) {
  /** Null until the stored basket is read (it cannot be known on the server). */
  const [items, setItems] = useState<BasketItem[] | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const unsaved = useRef<BasketItem[] | null>(null);
  const saveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const region = useRef<HTMLDivElement>(null);

  const save = useCallback(() => {
    clearTimeout(saveTimer.current);
    if (!unsaved.current) return;
    store(unsaved.current);
    unsaved.current = null;
  }, []);

  useEffect(() => {
    const load = () => {
      let stored: string | null = null;
      try {
        stored = localStorage.getItem(basketStorageKey);
      } catch {
        // Blocked storage: an empty basket.
      }
      const read = readBasket(stored);
      if (read.action === "remove") store(null);
      if (read.action === "save") {
        unsaved.current = read.items;
        saveTimer.current = setTimeout(save, basketSaveDelayMs);
      }
      setItems(read.items);
    };
    // Another tab changed the basket: show its version, unless a change made here is about to be stored.
    const onStorage = (event: StorageEvent) => {
      if ((event.key === basketStorageKey || event.key === null) && !unsaved.current) load();
    };
    load();
    addEventListener("storage", onStorage);
    addEventListener("pagehide", save);
    return () => {
      removeEventListener("storage", onStorage);
      removeEventListener("pagehide", save);
      save();
    };
  }, [save]);

  const change = (next: BasketItem[]) => {
    setItems(next);
    unsaved.current = next;
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(save, basketSaveDelayMs);
  };

  const nameOf = (item: BasketItem) => item.plan.name.trim() || strings.unnamedPlan;
  const money = (minor: number, currencySymbol: string) => formatMoney(minor, currencySymbol, locale);

  const remove = (item: BasketItem) => {
    change(removePlan(items ?? [], item.plan.id));
    setAnnouncement(withName(strings.removed, nameOf(item)));
    // The line and its buttons are gone: keep the keyboard in the basket rather than at the top of the page.
    region.current?.focus();
  };

  let content;
  if (items === null) {
    content = (
      <div aria-busy="true" className="space-y-4">
        <p className="sr-only">{strings.loading}</p>
        {[0, 1].map((key) => (
          <div key={key} className="h-24 animate-pulse rounded-2xl bg-gray-100" />
        ))}
      </div>
    );
  } else if (items.length === 0) {
    content = (
      <div className="rounded-2xl border border-dashed border-gray-300 px-6 py-16 text-center" data-basket-empty="">
        <BasketIcon className="mx-auto size-12 text-gray-400" />
        <p className="mt-4 text-lg font-semibold text-gray-900">{strings.empty}</p>
        <p className="mt-1 text-gray-600">{strings.emptyHint}</p>
        <a href={pricingHref} className={`mt-6 ${primaryButton}`}>
          {strings.browsePlans}
        </a>
      </div>
    );
  } else {
    const totals = basketTotals(items);
    content = (
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <ul className="divide-y divide-gray-200 border-y border-gray-200">
          {items.map((item) => (
            <BasketLine
              key={item.plan.id}
              item={item}
              name={nameOf(item)}
              strings={strings}
              money={money}
              onQuantity={(quantity) => (toQuantity(quantity) < 1 ? remove(item) : change(setQuantity(items, item.plan.id, quantity)))}
              onRemove={() => remove(item)}
            />
          ))}
        </ul>
        <section aria-labelledby="basket-summary" className="rounded-2xl bg-gray-50 p-6">
          <h2 id="basket-summary" className="text-lg font-semibold text-gray-900">
            {strings.summary}
          </h2>
          <dl className="mt-4 space-y-3 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-gray-600">{strings.totalItems}</dt>
              <dd className="font-medium text-gray-900" data-basket-items={totals.totalItems}>
                {totals.totalItems}
              </dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-gray-200 pt-3 text-base">
              <dt className="font-semibold text-gray-900">{strings.totalValue}</dt>
              <dd className="text-end font-bold text-gray-900" data-basket-total={totals.byCurrency.length === 1 ? totals.byCurrency[0]!.total : undefined}>
                {totals.byCurrency.map(({ currencySymbol, total }) => money(total, currencySymbol)).join(" + ")}
              </dd>
            </div>
          </dl>
          <p className="mt-6 text-sm text-gray-600">{strings.orderNote}</p>
          <a href={contactHref} className={`mt-4 w-full ${primaryButton}`} data-basket-order="">
            {strings.contactToOrder}
          </a>
          <a href={pricingHref} className="mt-3 block text-center text-sm font-semibold text-sky-700 hover:underline">
            {strings.continueShopping}
          </a>
        </section>
      </div>
    );
  }

  return (
    <div ref={region} tabIndex={-1} className="mt-8 outline-none">
      {content}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

const primaryButton =
  "inline-flex items-center justify-center rounded-lg bg-sky-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";
const stepButton =
  "flex size-10 items-center justify-center text-lg text-gray-700 hover:bg-gray-100 disabled:cursor-not-allowed disabled:text-gray-300 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-sky-700";

interface LineProps {
  item: BasketItem;
  name: string;
  strings: BasketStrings;
  money: (minor: number, currencySymbol: string) => string;
  onQuantity: (quantity: number | string) => void;
  onRemove: () => void;
}

function BasketLine({ item, name, strings, money, onQuantity, onRemove }: LineProps) {
  const { plan, quantity } = item;
  // What the field shows while it is being typed in; a blank field changes nothing until it loses focus.
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <li className="flex flex-wrap items-center gap-x-6 gap-y-4 py-6" data-basket-item={plan.id}>
      <div className="min-w-0 flex-1 basis-48">
        <h2 className="font-semibold text-gray-900">{name}</h2>
        <p className="mt-1 text-sm text-gray-600">
          <span className="sr-only">{`${strings.unitPrice}: `}</span>
          <span data-unit-price="">{money(unitPrice(plan), plan.currency_symbol)}</span>
          {isDiscounted(plan) && (
            <del className="ms-2 text-gray-400">
              <span className="sr-only">{`${strings.regularPrice}: `}</span>
              {money(plan.price, plan.currency_symbol)}
            </del>
          )}
        </p>
      </div>
      <div role="group" aria-label={withName(strings.quantityOf, name)} className="flex items-center overflow-hidden rounded-lg border border-gray-300">
        <button type="button" className={stepButton} aria-label={withName(strings.decrease, name)} onClick={() => onQuantity(quantity - 1)}>
          <span aria-hidden="true">−</span>
        </button>
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={maxQuantity}
          step={1}
          value={draft ?? String(quantity)}
          aria-label={withName(strings.quantityOf, name)}
          className="h-10 w-16 border-x border-gray-300 text-center text-sm [appearance:textfield] focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-sky-700 [&::-webkit-inner-spin-button]:appearance-none"
          onChange={(event) => {
            const value = event.target.value;
            if (value.trim() === "") return setDraft(value);
            setDraft(null);
            onQuantity(value);
          }}
          onBlur={() => setDraft(null)}
        />
        <button type="button" className={stepButton} aria-label={withName(strings.increase, name)} disabled={quantity >= maxQuantity} onClick={() => onQuantity(quantity + 1)}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <p className="w-28 text-end font-semibold text-gray-900">
        <span className="sr-only">{`${strings.lineTotal}: `}</span>
        <span data-line-total="">{money(lineTotal(item), plan.currency_symbol)}</span>
      </p>
      <button
        type="button"
        className="rounded text-sm font-medium text-gray-600 underline-offset-2 hover:text-red-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
        aria-label={withName(strings.removeNamed, name)}
        onClick={onRemove}
      >
        {strings.remove}
      </button>
    </li>
  );
}

function BasketIcon({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" className={className}>
      <path strokeLinecap="round" strokeLinejoin="round" d="M2.25 3h1.386c.51 0 .955.343 1.087.835l.383 1.437M7.5 14.25a3 3 0 0 0-3 3h15.75m-12.75-3h11.218c1.121-2.3 2.1-4.684 2.924-7.138a60.114 60.114 0 0 0-16.536-1.84M7.5 14.25 5.106 5.272M6 20.25a.75.75 0 1 1-1.5 0 .75.75 0 0 1 1.5 0Zm12.75 0a.75.75 0 1 1-1.5 0 .75.75 0 0 1 1.5 0Z" />
    </svg>
  );
}
