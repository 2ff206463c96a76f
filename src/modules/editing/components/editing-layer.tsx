"use client";

// The editing layer (ARCHITECTURE.md "The editing layer"): loaded by the gate for admins only. It puts
// an edit button on every section the page marks with data-kind/data-id, an "add a section" point
// below each, and the admin bar; it opens editors as chunks of their own, and after a change shows the
// freshly rendered public page (showFreshPage: the front renders the page again, no full reload).
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { createPortal } from "react-dom";
import { DropdownMenu } from "@/components/ui/dropdown-menu";
import { showCarriedToast, toast } from "@/components/ui/toast";
import type { EditableKind } from "@/lib/editing";
import { readNewPostHash } from "@/lib/new-post-address";
import { splitLocale } from "@/lib/site-path";
import { normalizeUrlPage } from "@/lib/url-page";
import { categoryLabel, comingSoon, paletteCommands } from "./commands";
import { EditorLoading } from "./editor-loading";
import { hasEditor, type EditorName } from "./editors";
import { fieldFromHash } from "./focus-field";
import { findAnchors, findPostAnchors, findShellParts, sameElements, type Anchor } from "./page-anchors";
import { usePaletteKeys } from "./palette-keys";
import type { OpenEditor } from "./workbench";
import editingText from "@/messages/en/admin/editingLayer.json";

type Open = OpenEditor;

// What the buttons open: a chunk of its own (TanStack Query, the palette, the editors).
const Workbench = lazy(() => import("./workbench"));
/** How long after the buttons the workbench loads anyway, where the browser has no idle callback. */
const workbenchDelayMs = 1_500;

/**
 * What `find` finds on the page, found again whenever the page's content changes (a refresh, a
 * client navigation); the same list is kept while nothing moved, so the buttons do not redraw.
 */
function useOnPage<T extends { element: HTMLElement }>(find: () => T[]): T[] {
  const [found, setFound] = useState<T[]>([]);
  useEffect(() => {
    const scan = () => setFound((current) => {
      const next = find();
      return sameElements(current, next) ? current : next;
    });
    scan();
    const watch = new MutationObserver(scan);
    watch.observe(document.body, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, [find]);
  return found;
}

/** The bar's buttons: one line each, never squeezed (the bar scrolls sideways on a phone). */
const barButton = "shrink-0 whitespace-nowrap rounded-full bg-white px-3 py-1.5 text-sm font-semibold text-gray-900 ring-1 ring-gray-900/15 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";

const floating = "pointer-events-auto rounded-full bg-white/95 px-3 py-1.5 text-sm font-semibold text-gray-900 shadow-lg ring-1 ring-gray-900/15 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";

function SectionTools({ anchor, onOpen }: { anchor: Anchor; onOpen: (open: Open) => void }) {
  const creatable = (["template", "heading", "hero"] as const).filter((kind) => hasEditor(kind));
  if (!anchor.id) {
    // Not a stored row (the home page's fallback hero): the admin makes a real one in its place.
    return hasEditor(anchor.kind)
      ? createPortal(
          <button type="button" className={`${floating} absolute top-3 right-3`} aria-label={editingText.createKind[anchor.kind]} onClick={() => onOpen({ editor: anchor.kind as EditorName })}>
            {editingText.create}
          </button>,
          anchor.slot,
        )
      : null;
  }
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

/**
 * `#edit=template:<id>` (or hero, heading; post:<slug>, media:<id>) in the address opens that editor,
 * and `&field=<name>` then focuses that field in it: the site check on /admin links there to fix what
 * it found. `#new=post&title=…` opens a new post so filled (the assistant's "Draft an article"). The
 * mark is removed once read.
 */
function useOpenFromAddress(onOpen: (open: Open) => void) {
  useEffect(() => {
    const openFromHash = () => {
      const prefill = readNewPostHash(location.hash);
      const [, kind = "", rawId = "", rawField] = /^#edit=([a-zA-Z]+):([^&#\s]+)(?:&field=([a-z_]+))?$/.exec(location.hash) ?? [];
      const id = safeDecode(rawId);
      const request: Open | null = prefill ? { editor: "post", prefill } : id && hasEditor(kind) ? { editor: kind, id, field: fieldFromHash(rawField) } : null;
      if (!request) return;
      history.replaceState(history.state, "", location.pathname + location.search);
      onOpen(request);
    };
    openFromHash();
    window.addEventListener("hashchange", openFromHash);
    return () => window.removeEventListener("hashchange", openFromHash);
  }, [onOpen]);
}

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return "";
  }
};

/**
 * The admin bar takes its own space (issue 34, point 4): a slim bar fixed at the foot of the screen,
 * its height published as `--admin-bar-height` on <html> and kept free at the end of the page by a
 * spacer, so that it covers none of the page (the page's last line scrolls above it). What else is
 * fixed at the foot of the screen (the help button, the cookie notice, bottom banners) sits on it,
 * and keyboard focus scrolls into view above it. The page above it does not move when it appears.
 */
function useBarSpace(): [(bar: HTMLElement | null) => void, number] {
  const [bar, setBar] = useState<HTMLElement | null>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    if (!bar) return;
    const root = document.documentElement;
    const measure = () => {
      const next = Math.ceil(bar.getBoundingClientRect().height);
      setHeight(next);
      root.style.setProperty("--admin-bar-height", `${next}px`);
      root.style.scrollPaddingBottom = `${next}px`;
    };
    measure();
    const watch = new ResizeObserver(measure);
    watch.observe(bar);
    return () => {
      watch.disconnect();
      root.style.removeProperty("--admin-bar-height");
      root.style.scrollPaddingBottom = "";
    };
  }, [bar]);
  return [setBar, height];
}

/** The editing layer's first chunk: the buttons and the palette's keys; everything they open loads after. */
export function EditingLayer() {
  const anchors = useOnPage(findAnchors);
  const shellAnchors = useOnPage(findShellParts);
  const [postAnchor] = useOnPage(findPostAnchors);
  const [open, setOpen] = useState<Open | null>(null);
  const [barRef, barHeight] = useBarSpace();
  // Public pages are page loads (no client router): the layer lives as long as its page's address.
  const pathname = location.pathname;
  const urlPage = useMemo(() => normalizeUrlPage(splitLocale(pathname).rest), [pathname]);

  useOpenFromAddress(setOpen);
  // What the previous page had to say before it moved here (a published post's toast).
  useEffect(showCarriedToast, []);

  // The page's language prefix, if it has one (the default language has none), for the palette's links.
  const { lang } = splitLocale(pathname);
  const prefix = pathname === `/${lang}` || pathname.startsWith(`/${lang}/`) ? `/${lang}` : "";
  const commands = useMemo(
    () =>
      paletteCommands({
        openEditor: (editor, options) => setOpen({ editor, ...options }),
        navigate: (path) => location.assign(`${prefix}${path}`),
        // A coming-soon command's notice (spec 001 §8): the layer's toast, announced and not in the way.
        notify: (message) => void toast.info(message),
      }),
    [prefix],
  );
  const palette = usePaletteKeys(commands);

  // The workbench loads when first needed, and anyway once the browser is idle after the buttons,
  // so that the buttons never wait for it and the first click seldom does.
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === "function") {
      const handle = requestIdleCallback(() => setIdle(true), { timeout: workbenchDelayMs });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), workbenchDelayMs);
    return () => clearTimeout(timer);
  }, []);
  const workbenchWanted = idle || open !== null || palette.everOpened;

  return (
    <>
      {anchors.map((anchor) => (
        <SectionTools key={`${anchor.kind}:${anchor.id}`} anchor={anchor} onOpen={setOpen} />
      ))}
      {/* The bar's own space at the end of the page, so that the page's last line scrolls above it. */}
      {createPortal(<div aria-hidden="true" data-admin-bar-space style={{ height: barHeight }} />, document.body)}
      <nav ref={barRef} aria-label={editingText.bar} className="fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-gray-50/95 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur">
        <div className="mx-auto flex max-w-7xl items-center gap-2 overflow-x-auto px-3 py-2 sm:px-6">
          <DropdownMenu
            label={editingText.createNew}
            trigger={
              <button type="button" className={barButton}>
                {editingText.createNew}
              </button>
            }
            actions={commands
              .filter((command) => command.createNew)
              .map((command) => ({ group: categoryLabel(command.category), label: command.label, unavailable: command.comingSoon ? comingSoon : undefined, onSelect: command.run }))}
          />
          {postAnchor ? (
            <button type="button" className={barButton} onClick={() => setOpen({ editor: "post", id: postAnchor.slug })}>
              {editingText.editPost}
            </button>
          ) : null}
          {shellAnchors.map((anchor) => (
            // "Edit header" and "Edit footer": in the bar, not on the header, where they covered the page below it.
            <button key={anchor.part} type="button" className={barButton} onClick={() => setOpen({ editor: anchor.part })}>
              {editingText.editPart[anchor.part]}
            </button>
          ))}
          <button type="button" className={barButton} onClick={() => setOpen({ editor: "page" })}>
            {editingText.createPage}
          </button>
          <button type="button" className={barButton} onClick={() => setOpen({ editor: "layout" })}>
            {editingText.pageLayout}
          </button>
          {hasEditor("template") ? (
            // A new template section at the end of the page: the way in on a page that has no section yet.
            <button type="button" className={barButton} onClick={() => setOpen({ editor: "template" })}>
              {editingText.addSection}
            </button>
          ) : null}
          <button type="button" className={barButton} onClick={() => setOpen({ editor: "media" })}>
            {editingText.mediaLibrary}
          </button>
        </div>
      </nav>
      {workbenchWanted ? (
        <Suspense fallback={open ? <EditorLoading /> : null}>
          <Workbench open={open} setOpen={setOpen} urlPage={urlPage} prefix={prefix} commands={commands} palette={palette} />
        </Suspense>
      ) : null}
    </>
  );
}
