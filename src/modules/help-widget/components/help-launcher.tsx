"use client";

// The help widget's behavior on every public page (src/lib/behavior.ts), no React until it opens:
// a click on the server-rendered [data-help-launcher] button loads the widget and opens it; and when
// a language switch has just left the widget open (under 5 s ago, spec 001 §3) it opens it at once,
// on the view the visitor was on.
import { behavior } from "@/lib/behavior";
import type { HelpWidgetConfig } from "./help-widget";
import { isFreshRestore, restoreKey } from "./restore-window";

export const HelpLauncher = behavior<{ config: HelpWidgetConfig }>(
  ({ config }, page) => {
    let widget: Promise<() => void> | undefined;
    const close = () => {
      void widget?.then((remove) => remove());
      widget = undefined;
    };
    const open = () => void (widget ??= page.mount("widget", "default", { ...config, onClose: close }));
    document.querySelector("[data-help-launcher]")?.addEventListener("click", open);
    try {
      if (isFreshRestore(sessionStorage.getItem(restoreKey), Date.now())) open();
    } catch {
      // Blocked storage: nothing to restore.
    }
  },
  { widget: "src/modules/help-widget/components/help-widget.tsx" },
);
