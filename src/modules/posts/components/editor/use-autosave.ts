"use client";

import { useCallback, useEffect, useRef } from "react";

/** Spec 000 §9 "Post draft autosave": checked every 30 s; saved when 2 minutes have passed since the last save. */
export const autosaveCheckMs = 30_000;
export const autosaveAfterMs = 120_000;

/**
 * Runs `save` when a check every 30 s finds 2 minutes since the last save, while `enabled` (the
 * post editor enables it for unsaved changes to a post visitors do not see). Returns `saved`, to
 * call after every other save so the 2 minutes count from it.
 */
export function useAutosave(enabled: boolean, save: () => Promise<unknown>): () => void {
  const lastSave = useRef(0);
  const saveNow = useRef(save);
  useEffect(() => {
    saveNow.current = save;
  }, [save]);
  const saved = useCallback(() => {
    lastSave.current = Date.now();
  }, []);
  useEffect(() => {
    if (lastSave.current === 0) lastSave.current = Date.now();
    if (!enabled) return;
    const check = setInterval(() => {
      if (Date.now() - lastSave.current < autosaveAfterMs) return;
      lastSave.current = Date.now();
      void saveNow.current();
    }, autosaveCheckMs);
    return () => clearInterval(check);
  }, [enabled]);
  return saved;
}
