/** Shared by the server and browser halves of islands (docs/decisions/030). */

/**
 * Where scripts/build-islands.ts writes the browser bundles: under the directory Next's build assets
 * are served from; under `npm run dev` (NODE_ENV development) a directory of their own, so that a
 * dev server never touches a build's files, nor `next dev` (which cleans its own output) the islands.
 */
export const islandsDir = () => (process.env.NODE_ENV === "development" ? ".next/islands-dev" : ".next/static/islands");
export const islandsUrl = "/_next/static/islands";
export const islandsManifestName = "manifest.json";

/** An element among an island's props: the index of its server-rendered slot. */
export interface SlotRef {
  $slot: number;
}

/** A copy of an island's JSON props with each slot reference replaced by what `leaf` makes of its index. */
export function mapSlots(value: unknown, leaf: (index: number) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => mapSlots(item, leaf));
  if (value && typeof value === "object") {
    if ("$slot" in value) return leaf((value as SlotRef).$slot);
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapSlots(item, leaf)]));
  }
  return value;
}

export interface IslandsManifest {
  /** The page's script (src/site/page-script.ts): one file, no chunks. */
  pageScript: string;
  /** By source path from the project root ("src/modules/…/x.tsx"): the bundle's file (it imports its chunks itself). */
  islands: Record<string, string>;
  /** The site's stylesheet (scripts/build-stylesheet.ts), the renderer's own: nothing of Next's build is read. */
  stylesheet: string;
  /** The stylesheet's latin font file (Inter's variable font), which pages preload. */
  font: string;
}
