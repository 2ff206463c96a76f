import type { LazyEditor } from "@/lib/lazy-editor";
import type { SectionType } from "../types/registry";
import type { PublicSection } from "./section-data";

/** What a template-section type's editor is given (issue 11 may widen it). */
export type SectionTypeEditorProps = { section: PublicSection };

/**
 * The registry's editor column (decision 015): per template-section type, its editor as a lazy import,
 * e.g. `faq: () => import("../types/faq/editor")`. Kept out of `types/registry.ts` on purpose: the
 * public page imports the registry, and an `import()` there would put editors in the page's module
 * graph; only the admin island imports this table. Empty until issue 11 writes the editors.
 */
export const sectionTypeEditors: { readonly [T in SectionType]?: LazyEditor<SectionTypeEditorProps> } = {};
