"use client";

import { useCallback, useEffect, useRef, useState } from "react";

/** How many steps Ctrl/Cmd+Z can go back in one editor. */
const historyLimit = 200;

interface Stored<T> {
  value: T;
  version?: number;
}

function readStored<T>(key: string): Stored<T> | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Stored<T>) : null;
  } catch {
    return null;
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export interface EditorDraft<T> {
  /** The form as the admin has it now (null until the saved row is known). */
  value: T | null;
  /** Differs from what was last loaded or saved. */
  dirty: boolean;
  /** True when the value came back from localStorage (an earlier visit's unsaved changes). */
  restored: boolean;
  /**
   * Changes the form. Changes given the same `group` one after another (typing in one field) are one
   * step for undo; without a group every change is a step.
   */
  set: (update: (current: T) => T, group?: string) => void;
  /** Goes back one change (Ctrl/Cmd+Z); false when there is nothing to undo. */
  undo: () => boolean;
  /** A new saved state (after a save, or "reload theirs"): the form shows it, history and storage are cleared. */
  reset: (saved: T) => void;
  /**
   * What was just saved in the background (an autosave), while the admin may have typed on: the
   * form keeps what it has now and counts as changed only where it differs from `saved`.
   */
  rebase: (saved: T) => void;
  /** Forgets the stored draft (after a save, a delete, or a confirmed close). */
  discard: () => void;
}

/**
 * An editor's form with the two things every modal editor of issue 11 needs: an undo history for
 * Ctrl/Cmd+Z, and a copy in localStorage under `storageKey` (the row's id, or "new") while it
 * differs from the saved row, so that a reload or a crash loses nothing until the admin saves.
 * `saved` is the row as loaded (undefined while loading).
 */
export function useEditorDraft<T>(storageKey: string, saved: T | undefined): EditorDraft<T> {
  const [base, setBase] = useState<T | null>(null);
  const [value, setValue] = useState<T | null>(null);
  const [restored, setRestored] = useState(false);
  const history = useRef<T[]>([]);
  const lastGroup = useRef<string | undefined>(undefined);

  // Once the saved row is known: start from it, or from the unsaved draft left in storage (state
  // adjusted while rendering, React's pattern for state derived from a prop's first known value).
  if (saved !== undefined && base === null) {
    const stored = readStored<T>(storageKey);
    setBase(saved);
    if (stored && !same(stored.value, saved)) {
      setValue({ ...saved, ...stored.value });
      setRestored(true);
    } else setValue(saved);
  }

  const dirty = value !== null && base !== null && !same(value, base);

  useEffect(() => {
    if (value === null) return;
    try {
      if (dirty) localStorage.setItem(storageKey, JSON.stringify({ value } satisfies Stored<T>));
      else localStorage.removeItem(storageKey);
    } catch {
      // Storage full or refused (private mode): the draft lives only in memory.
    }
  }, [value, dirty, storageKey]);

  const set = useCallback((update: (current: T) => T, group?: string) => {
    setValue((current) => {
      if (current === null) return current;
      const next = update(current);
      if (same(next, current)) return current;
      const continuing = group !== undefined && group === lastGroup.current;
      // An updater may run twice (React's strict mode): the same form is kept once.
      if (!continuing && history.current.at(-1) !== current) history.current = [...history.current.slice(-historyLimit + 1), current];
      lastGroup.current = group;
      return next;
    });
  }, []);

  const undo = useCallback(() => {
    const previous = history.current.at(-1);
    lastGroup.current = undefined;
    if (previous === undefined) return false;
    history.current = history.current.slice(0, -1);
    setValue(previous);
    return true;
  }, []);

  const reset = useCallback(
    (next: T) => {
      history.current = [];
      lastGroup.current = undefined;
      setBase(next);
      setValue(next);
      setRestored(false);
      try {
        localStorage.removeItem(storageKey);
      } catch {
        // nothing stored
      }
    },
    [storageKey],
  );

  const rebase = useCallback((saved: T) => setBase(saved), []);

  const discard = useCallback(() => {
    try {
      localStorage.removeItem(storageKey);
    } catch {
      // nothing stored
    }
  }, [storageKey]);

  return { value, dirty, restored, set, undo, reset, rebase, discard };
}

/** Ctrl/Cmd+Z (without Shift) on the editor: its own undo rather than a text field's, which knows only that field. */
export function isUndoKey(event: { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }) {
  return (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && event.key.toLowerCase() === "z";
}
