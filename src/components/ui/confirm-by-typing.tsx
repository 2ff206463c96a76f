"use client";

import { AlertDialog } from "radix-ui";
import { useId, useState } from "react";

export interface ConfirmByTypingProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What happens, in a sentence ("This deletes the section and its metrics."). */
  description: string;
  /** The exact text the user must type, e.g. the section's title (spec 000 §2). */
  expected: string;
  confirmLabel?: string;
  onConfirm: () => void;
}

/**
 * A destructive action's confirmation: the button stays disabled until the exact text is typed.
 * Radix's alert dialog keeps focus inside and puts it on Cancel first, the safe choice.
 */
export function ConfirmByTyping({ open, onOpenChange, title, description, expected, confirmLabel = "Delete", onConfirm }: ConfirmByTypingProps) {
  const [typed, setTyped] = useState("");
  const inputId = useId();
  const matches = typed === expected;
  const change = (next: boolean) => {
    if (!next) setTyped("");
    onOpenChange(next);
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={change}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-gray-900/40" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(100vw-2rem,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-5 shadow-2xl">
          <AlertDialog.Title className="text-base font-semibold text-gray-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-gray-600">{description}</AlertDialog.Description>
          <form
            className="mt-4 space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              if (!matches) return;
              onConfirm();
              change(false);
            }}
          >
            <label htmlFor={inputId} className="block text-sm text-gray-800">
              Type <strong className="select-all font-semibold">{expected}</strong> to confirm
            </label>
            <input id={inputId} value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" className="w-full rounded-lg border border-gray-300 px-3 py-2 text-sm" />
            <div className="flex justify-end gap-2">
              <AlertDialog.Cancel className="rounded-lg px-4 py-2 text-sm font-semibold text-gray-900 ring-1 ring-gray-300 hover:bg-gray-50">Cancel</AlertDialog.Cancel>
              <button type="submit" disabled={!matches} className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:bg-red-300">
                {confirmLabel}
              </button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
