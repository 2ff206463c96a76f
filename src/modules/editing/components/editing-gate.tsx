"use client";

// On every public page, for everyone: waits for the shell's session check (<html data-session>, set
// from GET /api/session by the shell island) and, for an admin only, loads the editing layer. Visitors
// download this file and nothing else of the editing layer (ARCHITECTURE.md rule 4).
import { useEffect, useState, type ComponentType } from "react";

const isAdmin = () => document.documentElement.dataset.session === "admin";

export function EditingGate() {
  const [Layer, setLayer] = useState<ComponentType | null>(null);
  useEffect(() => {
    const load = () => void import("./editing-layer").then((chunk) => setLayer(() => chunk.EditingLayer));
    if (isAdmin()) return load();
    const watch = new MutationObserver(() => {
      if (!isAdmin()) return;
      watch.disconnect();
      load();
    });
    watch.observe(document.documentElement, { attributes: true, attributeFilter: ["data-session"] });
    return () => watch.disconnect();
  }, []);
  return Layer ? <Layer /> : null;
}
