"use client";

import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel?: string;
  /** The safe choice's words, where "Cancel" would be ambiguous (cancelling a booking). */
  cancelLabel?: string;
  onConfirm: () => void;
  /** What the action may carry, between the description and the buttons (a cancellation's reason). */
  children?: ReactNode;
}

/**
 * A destructive action's plain confirmation (a section's delete: spec 000 §2, 001 §2), without the
 * typing that ConfirmByTyping asks for. Radix's alert dialog starts on Cancel, the safe choice.
 */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel = "Delete", cancelLabel = "Cancel", onConfirm, children }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-gray-900/40" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-[60] w-[min(100vw-2rem,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-5 shadow-2xl">
          <AlertDialog.Title className="text-base font-semibold text-gray-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-gray-700">{description}</AlertDialog.Description>
          {children}
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel className="rounded-lg px-4 py-2 text-sm font-semibold text-gray-900 ring-1 ring-gray-300 hover:bg-gray-50">{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800" onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
