"use client";

import { useId, useState } from "react";
import { useConflictChoice } from "@/components/ui/conflict-dialog";
import { toast } from "@/components/ui/toast";
import { ApiRequestError } from "@/lib/api-client";
import type { EditableKind, EditorProps } from "@/lib/editing";
import { useEditorDraft } from "@/lib/use-editor-draft";

/** The words of one section editor's frame and lifecycle; each editor keeps its own. */
export interface SectionEditorText {
  /** The dialog's title when creating, and its save button's unless `createButton` says. */
  create: string;
  edit: string;
  createButton?: string;
  newBadge: string;
  editBadge: string;
  cancel: string;
  delete: string;
  save: string;
  saving: string;
  loading: string;
  notFound: string;
  restored: string;
  created: string;
  updated: string;
  deleted: string;
  saveFailed: string;
  deleteFailed: string;
  unsavedChanges: string;
}

/** The page's rows of the kind, as its query has them. */
interface RowsQuery<Row> {
  data?: Row[];
  isSuccess: boolean;
  isError: boolean;
  error: Error | null;
}

export interface SectionEditorOptions<Row extends { id: string; version: number }, Form> {
  props: Pick<EditorProps, "id" | "onClose" | "onChanged" | "deleteWithUndo">;
  kind: EditableKind;
  rows: RowsQuery<Row>;
  /** Where the unsaved draft waits in localStorage. */
  storageKey: string;
  /** The form of a new row. */
  emptyForm: Form;
  toForm: (row: Row) => Form;
  create: (form: Form) => Promise<Row>;
  /** Saves the row, based on `version` (409 when someone saved since). */
  save: (row: Row, form: Form, version: number | undefined) => Promise<Row>;
  remove: (id: string) => Promise<unknown>;
  /** The same content again as a new row (the delete's Undo). */
  recreate: (row: Row) => Promise<{ id: string }>;
  /** A save (or create) is under way. */
  saving: boolean;
  /** A delete is under way. */
  deleting: boolean;
  /** After "Reload their version", for an editor that shows more of the row than its form. */
  onReload?: (row: Row) => void;
  /** Checked before a save: false stops it (the editor shows why). */
  validate?: (form: Form, row: Row | undefined) => boolean;
  /** After a save or a delete (the saved row, or null), for editors that tell others. */
  afterWrite?: (row: Row | null) => void;
  /** How a failed save or delete is told; a toast unless the editor shows it in its form. */
  reportError?: (message: string) => void;
  text: SectionEditorText;
}

/**
 * One lifecycle for the section editors (hero, heading, template; issue 30): the row from its
 * page's query, the draft (undo, kept in localStorage until saved), the version the save is based
 * on and the conflict question of a 409 (decision 017), save and delete with the spec's messages,
 * and the guard that asks before closing with changes. Each editor adds its own fields and
 * renders them inside `SectionEditorFrame`.
 */
export function useSectionEditor<Row extends { id: string; version: number }, Form>(options: SectionEditorOptions<Row, Form>) {
  const { props, rows, text } = options;
  const { id } = props;
  const formId = useId();
  const row = id ? rows.data?.find((each) => each.id === id) : undefined;
  // The draft takes the saved form once it is known (a new row's at once, an existing one's once loaded).
  const draft = useEditorDraft<Form>(options.storageKey, id ? (row ? options.toForm(row) : undefined) : options.emptyForm);
  const conflict = useConflictChoice<Row>({
    reload: (current) => {
      options.onReload?.(current);
      draft.reset(options.toForm(current));
    },
    resave: (version) => void submit(version),
  });
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const busy = options.saving || options.deleting;
  const report = options.reportError ?? ((message: string) => void toast.error(message));
  const messageOf = (error: unknown, fallback: string) => (error instanceof ApiRequestError ? error.message : fallback);

  /** Whether the editor may close: asks first when there are changes to lose. */
  const mayClose = () => {
    if (draft.dirty && !busy && !window.confirm(text.unsavedChanges)) return false;
    draft.discard();
    return true;
  };

  async function submit(overwriteVersion?: number) {
    const form = draft.value;
    if (!form || (id && !row) || (options.validate && !options.validate(form, row))) return;
    try {
      const saved = row ? await options.save(row, form, overwriteVersion ?? conflict.basedOn(row)) : await options.create(form);
      draft.reset(options.toForm(saved));
      draft.discard();
      void toast.success(id ? text.updated : text.created);
      props.onChanged(id ? undefined : { kind: options.kind, id: saved.id });
      options.afterWrite?.(saved);
      props.onClose();
    } catch (error) {
      if (conflict.caught(error)) return;
      report(messageOf(error, text.saveFailed));
    }
  }

  async function destroy() {
    if (!id || !row) return;
    try {
      await props.deleteWithUndo({ row: { kind: options.kind, id }, remove: () => options.remove(id), recreate: () => options.recreate(row), deleted: text.deleted });
      draft.discard();
      options.afterWrite?.(null);
      props.onClose();
    } catch (error) {
      report(messageOf(error, text.deleteFailed));
    }
  }

  /** What shows instead of the form while there is none: loading, gone, or the query's failure. */
  const status = draft.value
    ? null
    : id && rows.isSuccess && !row
      ? { alert: true, message: text.notFound }
      : rows.isError
        ? { alert: true, message: rows.error?.message ?? text.loading }
        : { alert: false, message: text.loading };

  return {
    id,
    formId,
    row,
    form: draft.value,
    draft,
    busy,
    saving: options.saving,
    status,
    conflict,
    submit,
    destroy,
    mayClose,
    confirmingDelete,
    setConfirmingDelete,
    text,
    close: props.onClose,
  };
}

export type SectionEditor<Row extends { id: string; version: number }, Form> = ReturnType<typeof useSectionEditor<Row, Form>>;
