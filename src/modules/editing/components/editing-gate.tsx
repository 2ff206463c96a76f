"use client";

// On every public page, for everyone, a behavior of the page's script (src/lib/behavior.ts): waits
// for the shell's session check (<html data-session>, set from GET /api/session by the shell) and,
// for an admin only, mounts the editing layer. Visitors download none of the editing layer, nor
// React for it (ARCHITECTURE.md rule 4).
import { behavior } from "@/lib/behavior";

const isAdmin = () => document.documentElement.dataset.session === "admin";

export const EditingGate = behavior(
  (_props, page) => {
    const load = () => void page.mount("layer", "EditingLayer", {});
    if (isAdmin()) return load();
    const watch = new MutationObserver(() => {
      if (!isAdmin()) return;
      watch.disconnect();
      load();
    });
    watch.observe(document.documentElement, { attributes: true, attributeFilter: ["data-session"] });
  },
  { layer: "src/modules/editing/components/editing-layer.tsx" },
);
