"use client";

import { useEffect, useState } from "react";
import type { PaletteCommand } from "./commands";
import { remember } from "./recent-commands";

const isKey = (event: KeyboardEvent, key: string, shift = false) => (event.metaKey || event.ctrlKey) && event.shiftKey === shift && !event.altKey && event.key.toLowerCase() === key;

export interface PaletteState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opened at least once: the palette's chunk and its list of places are wanted from then on. */
  everOpened: boolean;
}

/**
 * The command palette's keys (spec 001 §4), part of the editing layer's first chunk so that they work
 * before the palette itself (cmdk, a dialog) has loaded: Cmd/Ctrl+K toggles it, and while it is closed
 * each command's Cmd/Ctrl+Shift shortcut runs the command.
 */
export function usePaletteKeys(commands: PaletteCommand[]): PaletteState {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) setEverOpened(true);
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isKey(event, "k")) {
        event.preventDefault();
        setOpen(!open);
        setEverOpened(true);
        return;
      }
      if (open) return;
      const command = commands.find((candidate) => candidate.shortcut && !candidate.comingSoon && isKey(event, candidate.shortcut.toLowerCase(), true));
      if (command) {
        event.preventDefault();
        remember(command.id);
        command.run();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [commands, open]);
  return { open, onOpenChange, everOpened };
}
