import type { EditorModule } from "@/lib/editing";

/**
 * Every editor the layer can open, each a chunk of its own, loaded when first opened. The placed
 * kinds (hero, heading, template) are opened from their sections' anchors; the others from the
 * admin bar. A kind without an entry here gets no edit button.
 */
export const editorLoaders = {
  page: () => import("@/modules/posts/components/create-page-dialog"),
  layout: () => import("@/modules/layout/components/page-layout-manager"),
} satisfies Record<string, () => Promise<EditorModule>>;

export type EditorName = keyof typeof editorLoaders;
export const hasEditor = (name: string): name is EditorName => name in editorLoaders;
