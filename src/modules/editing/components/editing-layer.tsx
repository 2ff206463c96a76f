"use client";

// The editing layer (ARCHITECTURE.md "The editing layer"): loaded by the gate for admins only. It puts
// an edit button on every section the page marks with data-kind/data-id, an "add a section" point
// below each, and the admin bar; it opens editors as chunks of their own, and after a change shows the
// freshly rendered public page (router.refresh: the server renders the page again, no full reload).
import { usePathname, useRouter } from "next/navigation";
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ComponentType } from "react";
import { createPortal } from "react-dom";
import { useQueryClient } from "@tanstack/react-query";
import { DropdownMenu } from "@/components/ui/dropdown-menu";
import { QueryProvider } from "@/components/ui/query-provider";
import { toast } from "@/components/ui/toast";
import { normalizeUrlPage } from "@/lib/section-fields";
import { splitLocale } from "@/lib/site-path";
import type { EditableKind, EditorProps, PlacedRef } from "@/lib/editing";
import { editorLoaders, hasEditor, type EditorName } from "./editors";
import { placeAfter } from "./place-after";
import { EditorBoundary } from "./editor-boundary";
import { findAnchors, sameAnchors, type Anchor } from "./page-anchors";

export const editingText = {
  bar: "Editing tools",
  createPage: "Create Page",
  pageLayout: "Page Layout",
  mediaLibrary: "Media Library",
  addSection: "Add section",
  edit: "Edit",
  editKind: { hero: "Edit hero section", heading: "Edit heading section", template: "Edit template section" },
  addBelow: "Add a section below",
  addMenu: "Add a section",
  newKind: { template: "Section", heading: "Heading Section", hero: "Hero Section" },
  loading: "Loading editor…",
  loadFailed: "The editor could not be loaded. Please check your connection and try again.",
} as const satisfies Record<string, unknown>;

interface Open {
  editor: EditorName;
  id?: string;
  /** Where a created section goes: below this one. */
  after?: PlacedRef;
}

// One lazy component per editor, made once: each loads its chunk the first time it renders.
const lazyEditors = Object.fromEntries(Object.entries(editorLoaders).map(([name, load]) => [name, lazy(load)])) as unknown as Record<EditorName, ComponentType<EditorProps>>;

/** The sections on the page, found again whenever the page's content changes (a refresh, a client navigation). */
function useAnchors(): Anchor[] {
  const [anchors, setAnchors] = useState<Anchor[]>([]);
  useEffect(() => {
    const scan = () => setAnchors((current) => {
      const found = findAnchors();
      return sameAnchors(current, found) ? current : found;
    });
    scan();
    const watch = new MutationObserver(scan);
    watch.observe(document.body, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, []);
  return anchors;
}

const floating = "pointer-events-auto rounded-full bg-white/95 px-3 py-1.5 text-sm font-semibold text-gray-900 shadow-lg ring-1 ring-gray-900/15 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";

function SectionTools({ anchor, onOpen }: { anchor: Anchor; onOpen: (open: Open) => void }) {
  const creatable = (["template", "heading", "hero"] as const).filter((kind) => hasEditor(kind));
  return createPortal(
    <>
      {hasEditor(anchor.kind) ? (
        <button type="button" className={`${floating} absolute top-3 right-3`} aria-label={editingText.editKind[anchor.kind]} onClick={() => onOpen({ editor: anchor.kind as EditorName, id: anchor.id })}>
          {editingText.edit}
        </button>
      ) : null}
      {creatable.length > 0 ? (
        <span className="absolute bottom-0 left-1/2 -translate-x-1/2 translate-y-1/2">
          <DropdownMenu
            label={editingText.addMenu}
            trigger={
              <button type="button" className={floating} aria-label={editingText.addBelow}>
                +
              </button>
            }
            actions={creatable.map((kind: EditableKind) => ({ label: editingText.newKind[kind], onSelect: () => onOpen({ editor: kind as EditorName, after: { kind: anchor.kind, id: anchor.id } }) }))}
          />
        </span>
      ) : null}
    </>,
    anchor.slot,
  );
}

function Layer() {
  const router = useRouter();
  const client = useQueryClient();
  const anchors = useAnchors();
  const [open, setOpen] = useState<Open | null>(null);
  // The public path (a client navigation, after Create Page, changes it without reloading the layer).
  const pathname = usePathname();
  const urlPage = useMemo(() => normalizeUrlPage(splitLocale(pathname).rest), [pathname]);

  const changed = useCallback(
    async (request: Open, created?: PlacedRef) => {
      if (created && request.after) {
        try {
          await placeAfter(urlPage, created, request.after);
        } catch (error) {
          console.error("[editing] placing the new section failed:", error);
        }
      }
      // Whatever an editor changed, the page's layout (and anything else cached) is read again when next needed.
      await client.invalidateQueries();
      router.refresh();
    },
    [client, router, urlPage],
  );

  const Editor = open ? lazyEditors[open.editor] : null;
  return (
    <>
      {anchors.map((anchor) => (
        <SectionTools key={`${anchor.kind}:${anchor.id}`} anchor={anchor} onOpen={setOpen} />
      ))}
      <nav aria-label={editingText.bar} className="fixed top-1/2 left-3 z-40 flex -translate-y-1/2 flex-col items-start gap-2">
        <button type="button" className={floating} onClick={() => setOpen({ editor: "page" })}>
          {editingText.createPage}
        </button>
        <button type="button" className={floating} onClick={() => setOpen({ editor: "layout" })}>
          {editingText.pageLayout}
        </button>
        {hasEditor("template") ? (
          // A new template section at the end of the page: the way in on a page that has no section yet.
          <button type="button" className={floating} onClick={() => setOpen({ editor: "template" })}>
            {editingText.addSection}
          </button>
        ) : null}
        <button type="button" className={floating} onClick={() => setOpen({ editor: "media" })}>
          {editingText.mediaLibrary}
        </button>
      </nav>
      {open && Editor ? (
        <Suspense fallback={<p role="status" className="fixed inset-x-0 top-4 z-50 mx-auto w-fit rounded-full bg-white px-4 py-2 text-sm shadow-lg">{editingText.loading}</p>}>
          <EditorBoundary onError={() => { void toast.error(editingText.loadFailed); setOpen(null); }}>
            <Editor key={`${open.editor}:${open.id ?? "new"}`} id={open.id} urlPage={urlPage} onClose={() => setOpen(null)} onChanged={(created) => void changed(open, created)} />
          </EditorBoundary>
        </Suspense>
      ) : null}
    </>
  );
}

export function EditingLayer() {
  return (
    <QueryProvider>
      <Layer />
    </QueryProvider>
  );
}
