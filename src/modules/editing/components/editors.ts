import type { EditorProps } from "@/lib/editing";
import type { LazyEditor } from "@/lib/lazy-editor";

/**
 * Every editor the layer can open, each a chunk of its own, loaded when first opened: the editor
 * column of the placed-kinds table (decision 015), keyed by the kind's `data-kind` (hero, heading,
 * template: opened from the sections' anchors), and the page tools (opened from the admin bar). Only
 * the editing layer imports it, so no editor is in the public page's module graph. A kind without
 * an entry gets no edit button.
 */
export const editorLoaders = {
  template: () => import("@/modules/sections/components/editor/template-section-editor"),
  page: () => import("@/modules/posts/components/create-page-dialog"),
  layout: () => import("@/modules/layout/components/page-layout-manager"),
  heading: () => import("@/modules/headings/components/heading-section-editor"),
  hero: () => import("@/modules/hero/components/hero-section-modal"),
  media: () => import("@/modules/media/components/media-library-manager"),
  siteMap: () => import("@/modules/posts/components/site-map-dialog"),
  header: () => import("@/modules/menus/components/editor/header-modal"),
  footer: () => import("@/modules/menus/components/editor/footer-modal"),
  globalSettings: () => import("@/modules/site-settings/components/global-settings-modal"),
  // Opened with the post's slug as its id (none: a new post).
  post: () => import("@/modules/posts/components/editor/post-editor"),
} satisfies Record<string, LazyEditor<EditorProps>>;

export type EditorName = keyof typeof editorLoaders;
export const hasEditor = (name: string): name is EditorName => name in editorLoaders;
