import { createElement, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { mapSlots } from "./islands";

/**
 * The browser half of islands (docs/decisions/030), the one script of a page from the public
 * renderer: hydrates each <atrium-island> as a root of its own, with its bundle's export and the
 * props the server rendered it with. A slot (an element among the props) comes back as the HTML
 * the server rendered, which React keeps as it is; islands inside it hydrate on their own.
 */
type Slots = Map<number, string>;

// Read before anything hydrates: a slot's HTML as the server sent it, by island.
const islands = [...document.querySelectorAll<HTMLElement>("atrium-island")].map((marker) => {
  const slots: Slots = new Map();
  for (const slot of marker.querySelectorAll<HTMLElement>("atrium-slot[data-slot]")) {
    if (slot.parentElement?.closest("atrium-island") === marker) slots.set(Number(slot.dataset.slot), slot.innerHTML);
  }
  return { marker, slots };
});

for (const { marker, slots } of islands) {
  const { src, export: name, props } = marker.dataset;
  void import(/* @vite-ignore */ src!).then((module: Record<string, ComponentType<Record<string, unknown>>>) => {
    const Component = module[name!]!;
    hydrateRoot(marker, createElement(Component, mapSlots(JSON.parse(props ?? "{}"), (index) =>
      createElement("atrium-slot", { key: index, "data-slot": index, suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: slots.get(index) ?? "" } }),
    ) as Record<string, unknown>) as ReactNode);
  });
}
