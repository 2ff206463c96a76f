import { createElement, type ComponentType, type ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { freshPageEvent } from "./behavior";
import { mapSlots } from "./islands";

/**
 * The browser half of islands (docs/decisions/030, 034), loaded by the page's script
 * (src/site/page-script.ts) when the first island is seen or used: each <atrium-island> is a React
 * root of its own, hydrated with its bundle's export and the props the server rendered it with. A
 * slot (an element among the props) comes back as the HTML the server rendered, which React keeps
 * as it is; islands inside it hydrate on their own. Behaviors' markers (data-behavior) are the page
 * script's: they are left alone here.
 */
const roots = new Map<HTMLElement, Root>();
/** Markers whose hydration started (their bundle may still be on its way). */
const started = new WeakSet<HTMLElement>();

type Slots = Map<number, string>;

/** A slot's HTML as the server sent it, read before anything hydrates. */
function slotsOf(marker: HTMLElement): Slots {
  const slots: Slots = new Map();
  for (const slot of marker.querySelectorAll<HTMLElement>("atrium-slot[data-slot]")) {
    if (slot.parentElement?.closest("atrium-island") === marker) slots.set(Number(slot.dataset.slot), slot.innerHTML);
  }
  return slots;
}

const importModule = (url: string): Promise<Record<string, ComponentType<Record<string, unknown>>>> => import(/* @vite-ignore */ /* webpackIgnore: true */ /* turbopackIgnore: true */ url);

/** Hydrates the given markers, each as a root of its own; settles once each hydration has started. */
export async function hydrateIslands(markers: HTMLElement[]): Promise<void> {
  const read = markers.filter((marker) => !started.has(marker) && marker.dataset.src).map((marker) => ({ marker, slots: slotsOf(marker) }));
  const hydrations = read.map(async ({ marker, slots }) => {
    started.add(marker);
    const { src, export: name, props } = marker.dataset;
    await importModule(src!).then((module) => {
      // Gone before its bundle came (a fresh page replaced it): nothing to hydrate.
      if (!marker.isConnected) return;
      const Component = module[name!]!;
      const element = createElement(
        Component,
        mapSlots(JSON.parse(props ?? "{}"), (index) =>
          createElement("atrium-slot", { key: index, "data-slot": index, suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: slots.get(index) ?? "" } }),
        ) as Record<string, unknown>,
      ) as ReactNode;
      roots.set(marker, hydrateRoot(marker, element));
    });
  });
  await Promise.all(hydrations);
}

/**
 * A component rendered in a root of its own at the end of <body> (what a behavior opens: a dialog,
 * the help widget, the editing layer); gives the function that removes it.
 */
export async function mountComponent(url: string, exportName: string, props: Record<string, unknown>): Promise<() => void> {
  const Component = (await importModule(url))[exportName]!;
  const container = document.body.appendChild(document.createElement("div"));
  const root = createRoot(container);
  root.render(createElement(Component, props));
  return () => {
    root.unmount();
    container.remove();
  };
}

/** An island is the same on a fresh page when its module, export and props are. */
const identity = (marker: HTMLElement) => `${marker.dataset.src}\n${marker.dataset.export}\n${marker.dataset.props}`;

const shellSelector = "[data-page-shell]";

export interface FreshPageOptions {
  /**
   * Moves what a caller drew into the page (the editing layer's button slots) from the shown
   * shell to the fresh one before the swap, so that it lives on.
   */
  carry?: (shown: HTMLElement, fresh: HTMLElement) => void;
}

/**
 * Shows the page's current HTML from the front without a page load (after an admin's save): the
 * layout's shell (`data-page-shell`) is replaced by the fresh one. An island the fresh page has
 * unchanged keeps its live root and state (the editing layer with its open editor); the others
 * are unmounted, and the fresh page's new islands hydrate. The focused element, if it lives on,
 * keeps the focus. Falls back to a reload when the answer is not a page with a shell.
 */
export async function showFreshPage({ carry }: FreshPageOptions = {}): Promise<void> {
  const response = await fetch(location.href, { cache: "no-cache", credentials: "same-origin", headers: { accept: "text/html" } });
  const fresh = new DOMParser().parseFromString(await response.text(), "text/html");
  const parsed = fresh.querySelector<HTMLElement>(shellSelector);
  // Made this document's before live nodes move into it.
  const next = parsed && document.adoptNode(parsed);
  const shown = document.querySelector<HTMLElement>(shellSelector);
  if (!next || !shown) {
    location.reload();
    return;
  }
  // Moving a node takes the focus and the selection from it (a text being typed in, carried over):
  // both noted before anything moves. The selection's nodes move along, so its points stay valid.
  const focused = document.activeElement;
  const selection = document.getSelection();
  const caret = selection && selection.rangeCount > 0 ? { anchor: selection.anchorNode, anchorOffset: selection.anchorOffset, focus: selection.focusNode, focusOffset: selection.focusOffset } : null;
  // Live islands by identity, in document order; an outer one that stays takes its inner ones along.
  const live = new Map<string, HTMLElement[]>();
  for (const marker of shown.querySelectorAll<HTMLElement>("atrium-island")) live.set(identity(marker), [...(live.get(identity(marker)) ?? []), marker]);
  for (const marker of [...next.querySelectorAll<HTMLElement>("atrium-island")]) {
    if (!next.contains(marker)) continue; // inside a fresh island that a live one replaced
    const same = live.get(identity(marker))?.shift();
    if (!same) continue;
    for (const inner of same.querySelectorAll<HTMLElement>("atrium-island")) live.set(identity(inner), (live.get(identity(inner)) ?? []).filter((item) => item !== inner));
    marker.replaceWith(same);
  }
  carry?.(shown, next);
  document.title = fresh.title;
  shown.replaceWith(next);
  for (const [marker, root] of roots) {
    if (marker.isConnected) continue;
    root.unmount();
    roots.delete(marker);
  }
  void hydrateIslands([...next.querySelectorAll<HTMLElement>("atrium-island")]);
  document.dispatchEvent(new CustomEvent(freshPageEvent, { detail: next }));
  if (focused instanceof HTMLElement && focused.isConnected && document.activeElement !== focused) {
    focused.focus({ preventScroll: true });
    if (caret?.anchor && caret.focus && focused.contains(caret.anchor) && focused.contains(caret.focus)) selection!.setBaseAndExtent(caret.anchor, caret.anchorOffset, caret.focus, caret.focusOffset);
  }
}
