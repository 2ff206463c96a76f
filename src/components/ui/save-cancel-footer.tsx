import type { ReactNode } from "react";

/**
 * An editor dialog's footer: the save error (announced, in red, on a line of its own above the
 * buttons; `errorDetail`, the server's reason when it gave one, on a second line), Cancel and Save
 * ('Saving...' while it runs). `start` is shown on the left of the buttons (a summary, such as counts).
 */
export function SaveCancelFooter({ error, errorDetail, onCancel, onSave, saving, disabled, labels, start }: {
  error?: string | null;
  errorDetail?: string | null;
  onCancel: () => void;
  onSave: () => void;
  saving: boolean;
  disabled?: boolean;
  labels: { cancel: string; save: string; saving: string };
  start?: ReactNode;
}) {
  return (
    <div className="flex w-full flex-wrap items-center justify-end gap-3">
      {error ? (
        <div role="alert" className="basis-full text-sm text-red-700" data-save-error>
          <p className="font-medium">{error}</p>
          {errorDetail ? <p>{errorDetail}</p> : null}
        </div>
      ) : null}
      {start}
      <button type="button" onClick={onCancel} className="rounded-lg px-4 py-2 text-sm font-semibold text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50">
        {labels.cancel}
      </button>
      <button type="button" onClick={onSave} disabled={saving || disabled} className="rounded-lg bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 disabled:bg-sky-300">
        {saving ? labels.saving : labels.save}
      </button>
    </div>
  );
}
