"use client";

// The editing layer's second chunk (decision 019): what the buttons open. TanStack Query's cache,
// the command palette with its places, and the open editor. The layer loads it once the browser is
// idle after drawing its buttons, or at once when an editor or the palette is asked for, so the
// buttons never wait for it.
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ComponentType } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { QueryProvider } from "@/components/ui/query-provider";
import { toast } from "@/components/ui/toast";
import type { EditorProps, PlacedRef } from "@/lib/editing";
import { showFreshPage } from "@/lib/island-roots";
import type { PostPrefill } from "@/lib/new-post-address";
import { moveInLayout, sectionIndexQuery } from "@/modules/layout/layout.queries";
import { useDebounced } from "@/lib/use-debounced";
import { sitePlacesQuery } from "@/modules/posts/posts.queries";
import { CommandPalette } from "./command-palette";
import { placeCommands, sectionCommands, type PaletteCommand } from "./commands";
import { deleteWithUndo } from "./delete-with-undo";
import { EditorBoundary } from "./editor-boundary";
import { EditorLoading } from "./editor-loading";
import { editorLoaders, hasEditor, type EditorName } from "./editors";
import { focusFieldWhenShown } from "./focus-field";
import { carryEditedText } from "./in-place-target";
import { InPlaceText } from "./in-place-text";
import { carryEditSlots } from "./page-anchors";
import type { PaletteState } from "./palette-keys";
import workbenchText from "@/messages/en/admin/workbench.json";

/** Spec 001 §8 "Admin create actions": the editors the spec names have their own message. */
const openFailed: Partial<Record<EditorName, string>> = workbenchText.openFailed;

/** What the admin is told when an editor fails to load or crashes. */
export const openFailedText = (editor: EditorName) => openFailed[editor] ?? workbenchText.loadFailed;

/** An editor to show: its name, the row (none: create), and where a created section goes (below `after`). */
export interface OpenEditor {
  editor: EditorName;
  id?: string;
  after?: PlacedRef;
  /** A new post's first fields (a `#new=post` address). */
  prefill?: PostPrefill;
  /** The tab to open on, for an editor in tabs (Global Settings: FAQ, Feature, Banner, Product Page). */
  tab?: string;
  /** The field to focus once the editor shows it (`data-fix-field`; the site check's fixes). */
  field?: string;
}

export interface WorkbenchProps {
  open: OpenEditor | null;
  setOpen: (open: OpenEditor | null) => void;
  /** The page being edited as the sections store it (`/home`, `/work-visas`). */
  urlPage: string;
  /** The language prefix of the page ("" for the default language), for the palette's links. */
  prefix: string;
  commands: PaletteCommand[];
  palette: PaletteState;
}

// One lazy component per editor, made once: each loads its chunk the first time it renders.
const lazyEditors = Object.fromEntries(Object.entries(editorLoaders).map(([name, load]) => [name, lazy(load)])) as unknown as Record<EditorName, ComponentType<EditorProps>>;

function Bench({ open, setOpen, urlPage, prefix, commands, palette }: WorkbenchProps) {
  const client = useQueryClient();

  const changed = useCallback(
    async (request: OpenEditor, created?: PlacedRef) => {
      if (created && request.after) {
        try {
          await moveInLayout(urlPage, created, { after: request.after });
        } catch (error) {
          console.error("[editing] placing the new section failed:", error);
        }
      }
      // Whatever an editor changed, the page's layout (and anything else cached) is read again when next needed,
      // and the page shows the front's fresh HTML (the save invalidated its cache entry).
      await client.invalidateQueries();
      await showFreshPage({
        carry: (shown, fresh) => {
          carryEditSlots(shown, fresh);
          carryEditedText(shown, fresh);
        },
      });
    },
    [client, urlPage],
  );

  // The pages and posts the palette can jump to: the server finds them by what is typed (a site may
  // have 10,000); the placed sections: read once it has been opened.
  const [search, setSearch] = useState("");
  const placeSearch = useDebounced(search.trim(), 150);
  const siteMap = useQuery(sitePlacesQuery(palette.open ? placeSearch : ""));
  const sectionIndex = useQuery({ ...sectionIndexQuery(), enabled: palette.everOpened });
  const places = useMemo(() => {
    // A section on this page opens at once; one elsewhere opens once its page is there (#edit=, read on arrival).
    const openSection = (sectionPage: string, { kind, id }: PlacedRef) => {
      if (sectionPage === urlPage) setOpen({ editor: kind, id });
      else location.assign(`${sectionPage === "/home" ? prefix || "/" : `${prefix}${sectionPage}`}#edit=${kind}:${id}`);
    };
    return [...placeCommands(siteMap.data, (path) => location.assign(`${prefix}${path}`)), ...sectionCommands(sectionIndex.data, openSection)];
  }, [siteMap.data, sectionIndex.data, prefix, urlPage, setOpen]);

  // The site check's fix: the field it names gets the focus once its editor shows it.
  const field = open?.field;
  useEffect(() => (field ? focusFieldWhenShown(field) : undefined), [open, field]);

  const Editor = open ? lazyEditors[open.editor] : null;
  const inPlaceSaved = useCallback(() => changed({ editor: "template" }), [changed]);
  return (
    <>
      <InPlaceText urlPage={urlPage} language={prefix ? prefix.slice(1) : null} onSaved={inPlaceSaved} />
      <CommandPalette open={palette.open} onOpenChange={palette.onOpenChange} onSearchChange={setSearch} commands={commands} places={places} />
      {open && Editor ? (
        <Suspense fallback={<EditorLoading />}>
          <EditorBoundary
            onError={() => {
              void toast.error(openFailedText(open.editor));
              setOpen(null);
            }}
          >
            <Editor
              key={`${open.editor}:${open.id ?? "new"}`}
              id={open.id}
              urlPage={urlPage}
              onClose={() => setOpen(null)}
              onChanged={(created) => void changed(open, created)}
              deleteWithUndo={(deletion) => deleteWithUndo(urlPage, deletion, () => void changed(open))}
              openEditor={(name, id) => hasEditor(name) && setOpen({ editor: name, id })}
              prefill={open.prefill}
              tab={open.tab}
              field={open.field}
            />
          </EditorBoundary>
        </Suspense>
      ) : null}
    </>
  );
}

export default function Workbench(props: WorkbenchProps) {
  return (
    <QueryProvider>
      <Bench {...props} />
    </QueryProvider>
  );
}
