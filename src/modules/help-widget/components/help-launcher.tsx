"use client";

// The help widget's script on every public page: it depends on react alone and does two things. A
// click on the server-rendered [data-help-launcher] button loads the widget's chunk and opens it;
// and when a language switch has just left the widget open (under 5 s ago, spec 001 §3) it opens
// it at once, on the view the visitor was on.
import { useEffect, useState, type ComponentType } from "react";
import type { HelpWidgetConfig, HelpWidgetProps } from "./help-widget";
import { isFreshRestore, restoreKey } from "./restore-window";

const load = () => import("./help-widget");

export function HelpLauncher({ config }: { config: HelpWidgetConfig }) {
  const [Widget, setWidget] = useState<ComponentType<HelpWidgetProps>>();
  useEffect(() => {
    const button = document.querySelector("[data-help-launcher]");
    const open = () => void load().then((chunk) => setWidget(() => chunk.default));
    button?.addEventListener("click", open);
    try {
      if (isFreshRestore(sessionStorage.getItem(restoreKey), Date.now())) open();
    } catch {
      // Blocked storage: nothing to restore.
    }
    return () => button?.removeEventListener("click", open);
  }, []);
  return Widget ? <Widget {...config} onClose={() => setWidget(undefined)} /> : null;
}
