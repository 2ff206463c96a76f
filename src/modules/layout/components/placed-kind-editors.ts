import type { LazyEditor } from "@/lib/lazy-editor";
import type { PlacedKind, PlacedRows } from "../placed-kinds";

/** What a placed kind's editor is given: the row it edits (issue 11 may widen it). */
export type PlacedKindEditorProps<K extends PlacedKind> = { row: PlacedRows[K] };

/**
 * The placed-kinds table's editor column (decision 015): per kind, its editor as a lazy import, e.g.
 * `hero: () => import("@/modules/hero/components/hero-editor")`. The admin island finds a section by
 * its `data-kind` anchor and opens this entry. Kept out of `placed-kinds.tsx` on purpose: the public
 * page imports that table, and an `import()` there would put editors in the page's module graph. The
 * template kind's editor picks the type's own part from `sections/components/section-editors.ts`.
 * Empty until issue 11 writes the editors.
 */
export const placedKindEditors: { readonly [K in PlacedKind]?: LazyEditor<PlacedKindEditorProps<K>> } = {};
