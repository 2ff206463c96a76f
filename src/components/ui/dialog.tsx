"use client";

import { Dialog as RadixDialog } from "radix-ui";
import { useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore, type CSSProperties, type ReactNode } from "react";
import { Rnd } from "react-rnd";

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read by screen readers with the title; shown under it. */
  description?: ReactNode;
  /** A small label beside the title ("New", "Edit"). */
  badge?: ReactNode;
  /** Shown above the title in the header (a site's logo). */
  eyebrow?: ReactNode;
  /** The close button's accessible name, in the page's language. */
  closeLabel?: string;
  /** Buttons at the bottom (Cancel, Save...). */
  footer?: ReactNode;
  /** A toggle between a window and the whole viewport (spec 000 §2: the section editor). */
  fullscreenable?: boolean;
  /** Opens full screen (the post editor on a phone: spec 001 §2). */
  initialFullscreen?: boolean;
  /** The window can be dragged by its title bar, inside the viewport, and resized from its edges. */
  movable?: boolean;
  /** Width and height of the window when it opens, in pixels (at most the viewport's); no height: as tall as its content. */
  initialSize?: { width: number; height?: number };
  /** Asked before closing by Escape, the close button or a click outside: false keeps it open (unsaved changes). */
  confirmClose?: () => boolean;
  children: ReactNode;
}

const fullscreenLabel = { on: "Exit full screen", off: "Full screen" } as const;

/**
 * A phone's screen (narrower than Tailwind's `sm`, 640 px): every dialog fills it (issue 34, point 5),
 * as the best builders' editors do there, instead of a window narrower than its controls.
 */
const phoneQuery = "(max-width: 639.98px)";
const subscribePhone = (change: () => void) => {
  if (typeof window.matchMedia !== "function") return () => {};
  const query = window.matchMedia(phoneQuery);
  query.addEventListener("change", change);
  return () => query.removeEventListener("change", change);
};
const usePhoneScreen = () =>
  useSyncExternalStore(
    subscribePhone,
    () => typeof window.matchMedia === "function" && window.matchMedia(phoneQuery).matches,
    () => false,
  );

function initialFrame(size: { width: number; height?: number }) {
  const width = Math.min(size.width, window.innerWidth - 32);
  const height = size.height === undefined ? undefined : Math.min(size.height, window.innerHeight - 32);
  const top = height === undefined ? 16 : Math.max(16, (window.innerHeight - height) / 2);
  return { x: Math.max(16, (window.innerWidth - width) / 2), y: top, width, height: height ?? "auto" };
}

/**
 * The modal of every editor: Radix's dialog (focus kept inside and returned on close, Escape,
 * labelled by its title) in a frame react-rnd can drag inside the viewport and resize, with an
 * optional full-screen toggle.
 */
export function Dialog({ open, onOpenChange, title, description, badge, eyebrow, closeLabel = "Close", footer, fullscreenable, initialFullscreen = false, movable, initialSize = { width: 720, height: 560 }, confirmClose, children }: DialogProps) {
  const [fullscreenChosen, setFullscreen] = useState(initialFullscreen);
  const phone = usePhoneScreen();
  // On a phone the window is the whole screen: nothing to move, resize or toggle.
  const fullscreen = fullscreenChosen || phone;
  const autoHeight = initialSize.height === undefined;
  const watching = useRef<ResizeObserver | null>(null);
  // A window as tall as its content opens in the middle of the viewport once measured, and when its
  // content grows (a list loads) it moves up as far as needed to stay inside. Stable, so that it runs
  // when the window appears and goes, not on every render.
  const follow = useCallback(
    (frame: Rnd | null) => {
      watching.current?.disconnect();
      watching.current = null;
      const element = autoHeight ? frame?.getSelfElement() : null;
      if (!frame || !element) return;
      const box = element.getBoundingClientRect();
      frame.updatePosition({ x: box.left, y: Math.max(16, (innerHeight - box.height) / 2) });
      watching.current = new ResizeObserver(() => {
        const now = element.getBoundingClientRect();
        if (now.bottom > innerHeight - 16) frame.updatePosition({ x: now.left, y: Math.max(16, innerHeight - 16 - now.height) });
      });
      watching.current.observe(element);
    },
    [autoHeight],
  );
  // Editors open from buttons outside any Radix trigger (the editing layer's edit buttons): focus goes back to whatever opened it.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);
  const requestClose = (next: boolean) => {
    if (!next && confirmClose && !confirmClose()) return;
    onOpenChange(next);
  };
  const content = (
    <RadixDialog.Content
      className="flex h-full max-h-[calc(100dvh-2rem)] min-w-0 flex-col overflow-hidden rounded-xl bg-white shadow-2xl ring-1 ring-gray-900/10 outline-none data-[fullscreen]:max-h-none data-[phone]:rounded-none"
      data-fullscreen={fullscreen || undefined}
      data-phone={phone || undefined}
      // A field that uses Escape itself (an inline edit's cancel) keeps the window open.
      onEscapeKeyDown={(event) => {
        if (event.target instanceof Element && event.target.closest("[data-keeps-escape]")) event.preventDefault();
      }}
      onCloseAutoFocus={(event) => {
        if (!opener.current?.isConnected) return;
        event.preventDefault();
        opener.current.focus();
      }}
    >
      <header data-drag-handle className={`flex items-center gap-3 border-b border-gray-200 px-4 py-3 sm:px-5 ${movable && !fullscreen ? "cursor-move" : ""}`}>
        <div className="min-w-0">
          {eyebrow}
          <RadixDialog.Title className="text-base font-semibold text-gray-900">{title}</RadixDialog.Title>
        </div>
        {badge ? <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-800">{badge}</span> : null}
        <span className="ml-auto flex gap-1">
          {fullscreenable && !phone ? (
            <button type="button" className="rounded px-2 py-1 text-sm text-gray-600 hover:bg-gray-100" onClick={() => setFullscreen((on) => !on)} aria-pressed={fullscreenChosen}>
              {fullscreenChosen ? fullscreenLabel.on : fullscreenLabel.off}
            </button>
          ) : null}
          <RadixDialog.Close className="rounded px-2 py-1 text-sm text-gray-600 hover:bg-gray-100" aria-label={closeLabel}>
            ✕
          </RadixDialog.Close>
        </span>
      </header>
      {description ? <RadixDialog.Description className="px-4 pt-3 text-sm text-gray-600 sm:px-5">{description}</RadixDialog.Description> : <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>}
      {/* A fieldset is at least as wide as its content by default: in an editor it shrinks with the window, as a div does. */}
      <div className="min-h-0 min-w-0 flex-1 overflow-auto px-4 py-4 sm:px-5 [&_fieldset]:min-w-0">{children}</div>
      {footer ? <footer className="flex flex-wrap items-center justify-end gap-2 border-t border-gray-200 px-4 py-3 sm:px-5">{footer}</footer> : null}
    </RadixDialog.Content>
  );
  // The dialog element is the window itself (its box is what moves); react-rnd's frame is fixed to the viewport.
  let frame = (
    <div className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(100vw-2rem,var(--dialog-width))] -translate-x-1/2 -translate-y-1/2" style={{ "--dialog-width": `${initialSize.width}px` } as CSSProperties}>
      {content}
    </div>
  );
  if (fullscreen) frame = <div className="fixed inset-0 z-50">{content}</div>;
  else if (movable) {
    // react-rnd places its window inside its parent and keeps it in bounds from the parent's place in
    // the page: the parent is a layer fixed over the viewport, so a scrolled page changes nothing.
    // Radix's modal turns pointer events off outside its content: the frame (with its resize edges) turns them on.
    frame = (
      <div className="pointer-events-none fixed inset-0 z-50">
        <Rnd ref={follow} default={initialFrame(initialSize)} bounds="parent" dragHandleClassName="cursor-move" minWidth={320} minHeight={200} cancel="button" style={{ position: "absolute", pointerEvents: "auto" }}>
          {content}
        </Rnd>
      </div>
    );
  }
  return (
    <RadixDialog.Root open={open} onOpenChange={requestClose}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-gray-900/40" />
        {frame}
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
