import { createElement } from "react";
import { createRoot } from "react-dom/client";

/** The four kinds of spec 001 §2 and the default duration of §9. */
export const toastKinds = ["success", "error", "warning", "info"] as const;
export type ToastKind = (typeof toastKinds)[number];
export const toastDurationMs = 5_000;

export interface ToastOptions {
  /** A second, smaller line under the message. */
  description?: string;
  /** Milliseconds before it closes by itself; 5 s unless given. */
  duration?: number;
  /** A button in the toast ("Undo" after a delete): clicking it runs `onClick` and closes the toast. */
  action?: { label: string; onClick: () => void };
}

type Show = (kind: ToastKind, message: string, options: ToastOptions) => void;

/**
 * Where the toasts stack, bottom right: above the help widget's button (1 rem from the corner, 44 px
 * high), which they covered at sonner's default, so the button stays in reach while a toast shows.
 */
export const helpButtonClearance = 16 + 44 + 16;
// For an admin the help button sits on the admin bar (`--admin-bar-height`, set by the editing layer): so do the toasts.
const toastOffset = { bottom: `calc(${helpButtonClearance}px + var(--admin-bar-height, 0px))`, right: 16 };

/**
 * Loads sonner and mounts its Toaster in a node of its own under <body>. Sonner is imported here,
 * on the first toast, so no page downloads it until it has something to say. (react-dom/client is
 * on every page already; imported dynamically, the islands' bundles gave only its default export.)
 */
async function mountToaster(): Promise<Show> {
  const { Toaster, toast } = await import("sonner");
  const host = document.createElement("div");
  host.setAttribute("data-toasts", "");
  document.body.append(host);
  // richColors gives each kind its own colour and icon; the close button lets keyboard users dismiss it.
  createRoot(host).render(createElement(Toaster, { duration: toastDurationMs, richColors: true, closeButton: true, offset: toastOffset, mobileOffset: toastOffset }));
  // Sonner queues toasts made before the Toaster subscribed, so showing one right away is safe.
  return (kind, message, options) => {
    toast[kind](message, options);
  };
}

let toaster: Promise<Show> | null = null;

function show(kind: ToastKind) {
  return async (message: string, options: ToastOptions = {}): Promise<void> => {
    if (typeof document === "undefined") return; // rendered on the server: there is no one to show it to
    toaster ??= mountToaster();
    try {
      (await toaster)(kind, message, options);
    } catch (error) {
      toaster = null; // e.g. the chunk failed to download: the next toast tries again
      console.error(`[toast] could not show "${message}":`, error);
    }
  };
}

/**
 * `toast.success("Saved")` from client code: accessible toasts (an aria-live region) that cost
 * nothing until the first one.
 */
export const toast: Record<ToastKind, (message: string, options?: ToastOptions) => Promise<void>> = {
  success: show("success"),
  error: show("error"),
  warning: show("warning"),
  info: show("info"),
};

/** How long a deleted thing can be brought back from its toast (issue 11: "restored from a toast for 10 s"). */
export const undoWindowMs = 10_000;
export const undoLabel = "Undo";

/**
 * The toast after a delete: the spec's success message with an Undo button for `undoWindowMs`.
 * `restore` puts the deleted thing back (the same content at the same place) and reports its own result.
 */
export function toastWithUndo(message: string, restore: () => void): Promise<void> {
  return toast.success(message, { duration: undoWindowMs, action: { label: undoLabel, onClick: restore } });
}

const carriedKey = "atrium:toast";

/**
 * A success toast for the page the browser is about to load (a published post opens at its
 * address: a page load, which would take a toast shown now with it). The next page's editing layer
 * shows it (`showCarriedToast`).
 */
export function toastAfterLoad(message: string): void {
  try {
    sessionStorage.setItem(carriedKey, message);
  } catch {
    void toast.success(message); // storage refused (a private mode): shown now, for as long as it lasts
  }
}

/** Shows the toast `toastAfterLoad` left for this page, once. */
export function showCarriedToast(): void {
  let message: string | null = null;
  try {
    message = sessionStorage.getItem(carriedKey);
    sessionStorage.removeItem(carriedKey);
  } catch {
    return;
  }
  if (message) void toast.success(message);
}
