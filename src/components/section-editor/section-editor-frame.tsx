"use client";

import type { ReactNode } from "react";
import { ConflictDialog } from "@/components/ui/conflict-dialog";
import { Dialog } from "@/components/ui/dialog";
import { isUndoKey } from "@/lib/use-editor-draft";
import type { SectionEditor } from "./use-section-editor";

const secondary = "rounded-lg px-4 py-2 text-sm font-semibold text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50";

/**
 * The section editors' one dialog (issue 30): title and badge, Delete / Cancel / Save in the footer,
 * Ctrl/Cmd+Z for the draft's undo, the loading or "gone" line until the form is known, the notice
 * of a restored draft, the fields in one form (Enter saves), and the conflict question. The
 * editor's own delete confirmation (a question, or typing the title) comes as `confirmDelete`.
 */
export function SectionEditorFrame<Row extends { id: string; version: number }, Form>({
  editor,
  initialSize,
  canSave = true,
  confirmDelete,
  placeholder,
  children,
}: {
  editor: SectionEditor<Row, Form>;
  initialSize: { width: number; height: number };
  /** False keeps Save disabled (a required field still empty). */
  canSave?: boolean;
  confirmDelete: ReactNode;
  /** Shown under the loading line until the form is known: the section's skeleton (spec 001 §2). */
  placeholder?: ReactNode;
  /** The fields, once the form is known. */
  children: ReactNode;
}) {
  const { id, formId, text, busy, saving, form, status } = editor;
  const footer = (
    <>
      {id ? (
        <button type="button" disabled={busy || !editor.row} onClick={() => editor.setConfirmingDelete(true)} className="mr-auto rounded-lg px-4 py-2 text-sm font-semibold text-red-700 ring-1 ring-red-300 hover:bg-red-50 disabled:opacity-50">
          {text.delete}
        </button>
      ) : null}
      <button type="button" onClick={() => editor.mayClose() && editor.close()} className={secondary}>
        {text.cancel}
      </button>
      <button type="submit" form={formId} disabled={busy || !form || !canSave} className="rounded-lg bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 disabled:bg-sky-300">
        {saving ? text.saving : id ? text.save : (text.createButton ?? text.create)}
      </button>
    </>
  );

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => !open && editor.close()}
        title={id ? text.edit : text.create}
        badge={id ? text.editBadge : text.newBadge}
        fullscreenable
        movable
        initialSize={initialSize}
        confirmClose={editor.mayClose}
        footer={footer}
      >
        <div
          onKeyDown={(event) => {
            if (isUndoKey(event) && editor.draft.undo()) event.preventDefault();
          }}
        >
          {status ? (
            <>
              <p role={status.alert ? "alert" : "status"} className={`text-sm ${status.alert ? "text-red-800" : "text-gray-600"}`}>
                {status.message}
              </p>
              {status.alert ? null : placeholder}
            </>
          ) : (
            <form
              id={formId}
              noValidate
              className="space-y-4"
              onSubmit={(event) => {
                // React carries a submit up from forms in portals (a confirmation, the URL dialog): only this form's saves.
                if (event.target !== event.currentTarget) return;
                event.preventDefault();
                void editor.submit();
              }}
            >
              {editor.draft.restored ? <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">{text.restored}</p> : null}
              {children}
            </form>
          )}
        </div>
      </Dialog>
      {confirmDelete}
      <ConflictDialog {...editor.conflict.dialog} />
    </>
  );
}
