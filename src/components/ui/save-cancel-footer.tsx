import type { ReactNode } from "react";

/**
 * An editor dialog's footer: the save error (announced), Cancel and Save ('Saving...' while it runs).
 * `start` is shown on the left (a summary, such as counts).
 */
export function SaveCancelFooter({ error, onCancel, onSave, saving, disabled, labels, start }: {
  error?: string | null;
  onCancel: () => void;
  onSave: () => void;
  saving: boolean;
  disabled?: boolean;
  labels: { cancel: string; save: string; saving: string };
  start?: ReactNode;
}) {
  return (
    <div className="flex w-full flex-wrap items-center justify-end gap-3">
      {start}
      {error ? (
        <p role="alert" className="mr-auto text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <button type="button" onClick={onCancel} className="rounded-lg px-4 py-2 text-sm font-semibold text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50">
        {labels.cancel}
      </button>
      <button type="button" onClick={onSave} disabled={saving || disabled} className="rounded-lg bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 disabled:bg-sky-300">
        {saving ? labels.saving : labels.save}
      </button>
    </div>
  );
}
