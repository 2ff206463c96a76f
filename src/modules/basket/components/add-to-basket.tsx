"use client";

// Runs on every page that shows a pricing section, a behavior of the page's script (src/lib/behavior.ts):
// the server renders the buttons and both of their labels; this only listens for their clicks.
import { behavior } from "@/lib/behavior";
import { basketChangeEvent, basketSaveDelayMs, basketStorageKey, storedBasketItems, type StoredBasketItem } from "@/lib/basket-count";

/** The basket with the clicks not yet stored, or null when storage is up to date. */
let pending: StoredBasketItem[] | null = null;
let saveTimer: ReturnType<typeof setTimeout> | undefined;

/** Stores the basket and tells the header badge (spec 001 §4: 300 ms after the last change, or as the page goes away). */
function save() {
  if (!pending) return;
  clearTimeout(saveTimer);
  localStorage.setItem(basketStorageKey, JSON.stringify(pending));
  pending = null;
  dispatchEvent(new Event(basketChangeEvent));
}

function onClick(event: MouseEvent) {
  const button: (HTMLElement & { feedback?: ReturnType<typeof setTimeout> }) | null = (event.target as Element).closest("[data-basket-add]");
  if (!button) return;
  const plan = JSON.parse(button.dataset.basketAdd!);
  // A stored value that spec 001 §5 rejects is replaced, which removes it. Blocked storage throws: no basket, no feedback.
  pending ??= storedBasketItems(localStorage.getItem(basketStorageKey)) ?? [];
  const item = pending.find((entry) => entry.plan.id === plan.id);
  if (item) item.quantity = Math.max(~~(item.quantity as number), 0) + 1;
  else pending.push({ plan, quantity: 1 });
  clearTimeout(saveTimer);
  saveTimer = setTimeout(save, basketSaveDelayMs);
  // Feedback: `data-added` shows the button's "Added" label (CSS) for 2 s after the last click.
  button.setAttribute("data-added", "");
  clearTimeout(button.feedback);
  button.feedback = setTimeout(() => button.removeAttribute("data-added"), 2000);
}

/**
 * Adds the plan of a clicked `[data-basket-add]` button (JSON of spec 001 §3's plan fields) to the
 * basket, or one more of it. Rendered by each pricing section; the listeners are module functions,
 * so a second section adds nothing again, and they stay for the page's life.
 */
export const AddToBasket = behavior(() => {
  document.addEventListener("click", onClick);
  addEventListener("pagehide", save);
});
