import fs from "node:fs";
import path from "node:path";
import { createElement, isValidElement, type ComponentType, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { isBehavior, type Behavior } from "@/lib/behavior";
import { islandsDir, islandsManifestName, islandsUrl, mapSlots, type IslandsManifest, type SlotRef } from "@/lib/islands";
import { renderHtmlText } from "./render-html";

/**
 * The server half of an island (public renderer, docs/decisions/030): a "use client" component,
 * imported by a server component outside Next, is rendered to HTML on its own, inside an
 * <atrium-island> marker that names its bundle and export and carries its props as JSON; the
 * browser hydrates each marker as a root of its own (src/site/page-script.ts, src/lib/island-roots.ts). Rendered apart
 * from the page so that its useId values are those of a root, as the browser computes them.
 * Elements among the props (a slider's slides, say) are server-rendered slots: HTML the browser
 * keeps as it is.
 */
let manifest: IslandsManifest | undefined;

/** The build's manifest (scripts/build-islands.ts), read once; `given` replaces it (tests). */
export function islandsManifest(given?: IslandsManifest): IslandsManifest {
  if (given) manifest = given;
  manifest ??= JSON.parse(fs.readFileSync(path.join(process.cwd(), islandsDir(), islandsManifestName), "utf8")) as IslandsManifest;
  return manifest;
}

/**
 * Props as JSON, each element among them replaced by a slot and each date by its ISO string (what
 * the browser gets); `slots` collects the elements. What holds neither is returned as it is, not
 * copied: most islands' props hold neither, and copying them was a tenth of an island's cost.
 */
function withSlots(value: unknown, slots: ReactNode[]): unknown {
  if (isValidElement(value)) {
    slots.push(value);
    return { $slot: slots.length - 1 } satisfies SlotRef;
  }
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item: unknown, index) => {
      const replaced = withSlots(item, slots);
      if (replaced !== item) (copy ??= [...value])[index] = replaced;
    });
    return copy ?? value;
  }
  if (value && typeof value === "object") {
    let copy: Record<string, unknown> | undefined;
    for (const [key, item] of Object.entries(value)) {
      const replaced = withSlots(item, slots);
      if (replaced !== item) (copy ??= { ...value })[key] = replaced;
    }
    return copy ?? value;
  }
  return value;
}

/**
 * An island without slots rendered in one synchronous pass, which costs a fraction of a streamed
 * render; null when part of it waited for code (a lazy component under Suspense, which a string
 * render leaves to the browser), so that it is streamed like under Next and arrives whole.
 */
function synchronousHtml(element: ReactNode): string | null {
  const html = renderToString(element);
  return html.includes("<!--$!") ? null : html;
}

type Exported = ComponentType<Record<string, unknown>> | object | unknown;

/** A module's bundle URL from the build's manifest. */
function bundleUrl(id: string): string {
  const file = islandsManifest().islands[id];
  if (!file) throw new Error(`No island bundle for ${id}: run the build (scripts/build-islands.ts).`);
  return `${islandsUrl}/${file}`;
}

/**
 * A behavior's marker (src/lib/behavior.ts): its name, its props and the URLs of the modules it may
 * load, nothing inside; the page's script runs it by name.
 */
function behaviorIsland(exportName: string, { behavior: { uses } }: Behavior<Record<string, unknown>>) {
  function BehaviorIsland(props: Record<string, unknown>) {
    const urls = JSON.stringify(Object.fromEntries(Object.entries(uses).map(([name, id]) => [name, bundleUrl(id)])));
    return createElement("atrium-island", { "data-behavior": exportName, "data-props": JSON.stringify(withSlots(props, [])), "data-uses": urls });
  }
  BehaviorIsland.displayName = `Behavior(${exportName})`;
  return BehaviorIsland;
}

export function island(id: string, exportName: string, Component: Exported): Exported {
  if (isBehavior(Component)) return behaviorIsland(exportName, Component);
  const isComponent = typeof Component === "function" || (typeof Component === "object" && Component !== null && "$$typeof" in Component);
  if (!isComponent) return Component;
  async function Island(props: Record<string, unknown>) {
    // Not preloaded: the browser fetches an island's code when the island is seen or used (page-script.ts).
    const src = bundleUrl(id);
    const slots: ReactNode[] = [];
    const data = withSlots(props, slots) as Record<string, unknown>;
    // The server's copy of the props: the same shape, each slot's element inside its marker.
    const serverProps = slots.length === 0 ? data : (mapSlots(data, (index) => createElement("atrium-slot", { key: index, "data-slot": index }, slots[index])) as Record<string, unknown>);
    const element = createElement(Component as ComponentType<Record<string, unknown>>, serverProps);
    const html = (slots.length === 0 && synchronousHtml(element)) || (await renderHtmlText(element));
    return createElement("atrium-island", { "data-src": src, "data-export": exportName, "data-props": JSON.stringify(data), dangerouslySetInnerHTML: { __html: html } });
  }
  Island.displayName = `Island(${exportName})`;
  return Island;
}
