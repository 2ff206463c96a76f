"use client";

import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { isConflictError } from "@/lib/api-client";
import conflictText from "@/messages/en/admin/conflict.json";

export interface ConflictDialogProps {
  open: boolean;
  /** The server's message (the API's 409 `error`). */
  message: string;
  /** Drops the admin's changes and shows the other admin's saved version. */
  onReload: () => void;
  /** Saves the admin's version over theirs (the same save, sent with the current version). */
  onOverwrite: () => void;
  /** Closes this question; the editor stays open with the admin's changes. */
  onKeepEditing: () => void;
  /** Copies the admin's own text to the clipboard, to keep it whichever version wins (the post editor). */
  onCopyMine?: () => void;
  /** Where the focus goes when the question closes, instead of where it was when it opened (a text edited on the page). */
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * The question an editor asks when its save met a newer version (decision 017): never a silent
 * overwrite. Radix's alert dialog keeps focus inside and starts on the safe choice, keep editing.
 */
export function ConflictDialog({ open, message, onReload, onOverwrite, onKeepEditing, onCopyMine, returnFocusTo }: ConflictDialogProps) {
  const button = "rounded-lg px-4 py-2 text-sm font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";
  return (
    // Closed by Escape or "Keep editing" only: an answer's own handler runs alone (no keep-editing after it).
    <AlertDialog.Root open={open}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-gray-900/40" />
        <AlertDialog.Content
          onEscapeKeyDown={onKeepEditing}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          className="fixed left-1/2 top-1/2 z-[60] w-[min(100vw-2rem,30rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-5 shadow-2xl">
          <AlertDialog.Title className="text-base font-semibold text-gray-900">{conflictText.title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-gray-700">{message}</AlertDialog.Description>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={`${button} text-gray-800 ring-gray-300 hover:bg-gray-50`} onClick={onKeepEditing}>{conflictText.keepEditing}</AlertDialog.Cancel>
            {onCopyMine ? (
              // Not an Action: the question stays open, so the admin can copy, then choose.
              <button type="button" className={`${button} text-gray-900 ring-gray-300 hover:bg-gray-50`} onClick={onCopyMine}>
                {conflictText.copyMine}
              </button>
            ) : null}
            <AlertDialog.Action className={`${button} text-gray-900 ring-gray-300 hover:bg-gray-50`} onClick={onReload}>
              {conflictText.reload}
            </AlertDialog.Action>
            <AlertDialog.Action className={`${button} bg-red-700 text-white ring-red-700 hover:bg-red-800`} onClick={onOverwrite}>
              {conflictText.overwrite}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/**
 * The version an editor's next save is based on, and its conflict question (decision 017): `caught`
 * takes a failed save's error and opens the question when it was a 409; Reload shows their row
 * (`reload`), Overwrite saves again on their version (`resave`). Spread `dialog` on ConflictDialog.
 */
export function useConflictChoice<Row extends { version: number }>({ reload, resave }: { reload: (row: Row) => void; resave: (version: number) => void }) {
  // null until a reload, an overwrite or an outside update replaces the loaded row's version.
  const [version, setVersion] = useState<number | null>(null);
  const [conflict, setConflict] = useState<{ message: string; current: Row } | null>(null);
  const choose = (then: (current: Row) => void) => () => {
    if (!conflict) return;
    setVersion(conflict.current.version);
    setConflict(null);
    then(conflict.current);
  };
  return {
    /** The version to send: the one set since, or the loaded row's. */
    basedOn: (row: { version: number } | undefined) => version ?? row?.version,
    setVersion,
    caught: (error: unknown): boolean => {
      if (!isConflictError<Row>(error)) return false;
      setConflict({ message: error.message, current: error.current });
      return true;
    },
    dialog: {
      open: conflict !== null,
      message: conflict?.message ?? "",
      onKeepEditing: () => setConflict(null),
      onReload: choose(reload),
      onOverwrite: choose((current) => resave(current.version)),
    } satisfies ConflictDialogProps,
  };
}
