"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { ConflictDialog } from "@/components/ui/conflict-dialog";
import { toast, undoLabel, undoWindowMs } from "@/components/ui/toast";
import { isConflictError, serverReason } from "@/lib/api-client";
import type { InPlaceField } from "@/lib/editing";
import { changeFor, currentRow, editedHtml, inPlaceTarget, restoreFor, saveField, storedText, type FieldChange, type InPlaceTarget, type StoredRow } from "./in-place-target";
import text from "@/messages/en/admin/inPlaceText.json";

// Click-to-edit (issue 34, point 3): an admin clicks a section's title or description (a template
// section's, a heading's, the hero's) or a card's title or text on the page, and types there. A small toolbar offers bold, italic, Save and Cancel;
// Enter (in a title) or a click elsewhere saves, Escape puts the text back. The save is based on the
// version the page was drawn from, so another admin's save meanwhile asks the dialogs' question
// (decision 017). Ctrl/Cmd+Z undoes the typing while editing (the browser's own) and, after, the
// last save (the Undo of its toast undoes that one). Layout, style and media stay in the dialogs.

export interface InPlaceTextProps {
  /** The page being edited as the sections store it (`/home`), to read a row's stored text. */
  urlPage: string;
  /** The page's language when it is not the site's default: the text is then saved as its translation. */
  language: string | null;
  /** After a save or an undo: shows the page's fresh HTML. */
  onSaved: () => Promise<void>;
}

interface Editing {
  target: InPlaceTarget;
  /** The element's HTML before the edit, put back on Cancel. */
  original: string;
  /** A save is under way, or waits for the conflict question's answer. */
  busy: boolean;
}

/** A save that can be undone: the row as saved, and what puts the field back over it. */
interface Undoable {
  kind: InPlaceTarget["kind"];
  saved: StoredRow;
  restore: FieldChange;
}

/** A save that met a newer row: that row, and the admin's text to write over it if asked. */
type Conflict = { message: string; current: StoredRow; html: string };

/** Titles and names are one line: Enter saves them. */
const singleLine = (field: InPlaceField) => field === "section_title" || field === "title" || field === "name";
const isTyping = (element: Element | null) => element instanceof HTMLElement && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName));
const dialogShown = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

/** Puts the caret where the admin clicked, as a text field would. */
function placeCaret(element: HTMLElement, x: number, y: number) {
  const range = document.caretRangeFromPoint?.(x, y);
  if (!range || !element.contains(range.startContainer)) return;
  const selection = getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

// Marked texts look editable to an admin (and only to one: the layer draws this).
const affordance = `
[data-kind][data-id] [data-edit-field] { cursor: text; border-radius: 2px; }
[data-kind][data-id] [data-edit-field]:hover { outline: 2px dashed rgb(2 132 199 / 0.7); outline-offset: 4px; }
[data-kind][data-id] [data-edit-field][data-editing] { outline: 2px solid rgb(3 105 161); outline-offset: 4px; }
`;

export function InPlaceText({ urlPage, language, onSaved }: InPlaceTextProps) {
  const [editing, setEditingState] = useState<Editing | null>(null);
  // The listeners read the edit as it is now, not as it was when they were added.
  const editingRef = useRef<Editing | null>(null);
  const setEditing = useCallback((next: Editing | null) => {
    editingRef.current = next;
    setEditingState(next);
  }, []);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const undoable = useRef<Undoable[]>([]);
  const toolbar = useRef<HTMLDivElement>(null);

  const stop = useCallback(
    (show: "typed" | "original") => {
      const current = editingRef.current;
      if (!current) return;
      const { element } = current.target;
      if (show === "original") element.innerHTML = current.original;
      element.removeAttribute("contenteditable");
      delete element.dataset.editing;
      setEditing(null);
    },
    [setEditing],
  );

  const undo = useCallback(
    async (which?: Undoable) => {
      const chosen = which ?? undoable.current.at(-1);
      if (!chosen || !undoable.current.includes(chosen)) return;
      undoable.current = undoable.current.filter((entry) => entry !== chosen);
      try {
        await saveField(chosen.kind, chosen.saved, chosen.restore, chosen.saved.version);
        void toast.success(text.undone);
        await onSaved();
      } catch (error) {
        // Changed by someone since: their text stays (never a silent overwrite), and the admin is told.
        void toast.error(serverReason(error) ?? text.saveFailed);
      }
    },
    [onSaved],
  );

  /** Writes `html` into `row` (the field's row as read), based on `version`. */
  const send = useCallback(
    async (html: string, row: StoredRow, version: number) => {
      const current = editingRef.current;
      if (!current) return;
      const { target } = current;
      if (!current.busy) setEditing({ ...current, busy: true });
      try {
        const stored = storedText(row, target.field);
        const saved = await saveField(target.kind, row, changeFor(target.field, stored, html, language), version);
        const entry: Undoable = { kind: target.kind, saved, restore: restoreFor(target.field, stored, language) };
        undoable.current.push(entry);
        stop("typed");
        void toast.success(text.saved, { duration: undoWindowMs, action: { label: undoLabel, onClick: () => void undo(entry) } });
        await onSaved();
      } catch (error) {
        if (isConflictError<StoredRow>(error)) {
          // Still busy: the question holds the edit until the admin answers it.
          setConflict({ message: error.message, current: error.current, html });
          return;
        }
        setEditing({ ...current, busy: false });
        void toast.error(serverReason(error) ?? text.saveFailed);
        target.element.focus();
      }
    },
    [language, onSaved, setEditing, stop, undo],
  );

  const save = useCallback(async () => {
    const current = editingRef.current;
    if (!current || current.busy) return;
    const html = editedHtml(current.target.element);
    if (html === current.original.trim()) return stop("original");
    setEditing({ ...current, busy: true });
    try {
      // The field's stored text: its translations are written whole, and an undo puts it back.
      const row = await currentRow(urlPage, current.target);
      if (!row) {
        stop("original");
        void toast.error(text.gone);
        await onSaved();
        return;
      }
      await send(html, row, current.target.version);
    } catch (error) {
      setEditing({ ...current, busy: false });
      void toast.error(serverReason(error) ?? text.saveFailed);
    }
  }, [urlPage, onSaved, send, setEditing, stop]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || dialogShown()) return;
      const target = inPlaceTarget(event.target);
      if (!target) return;
      const current = editingRef.current;
      if (current?.target.element === target.element) return; // a click in the text being edited places the caret
      // A link in the text does not navigate, for an admin: the click edits it.
      event.preventDefault();
      if (current) return; // the click that left the other text saved it (focusout); the next one edits this
      const { element } = target;
      const original = element.innerHTML;
      element.contentEditable = "true";
      element.dataset.editing = "";
      element.focus({ preventScroll: true });
      placeCaret(element, event.clientX, event.clientY);
      setEditing({ target, original, busy: false });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const current = editingRef.current;
      if (current && event.target === current.target.element) {
        if (event.key === "Escape") {
          // Puts the text back; the page's other Escape handlers are not for this key.
          event.preventDefault();
          event.stopPropagation();
          if (!current.busy) stop("original");
        } else if (event.key === "Enter" && (event.ctrlKey || event.metaKey || (singleLine(current.target.field) && !event.shiftKey))) {
          event.preventDefault();
          void save();
        }
        return;
      }
      const mod = event.ctrlKey || event.metaKey;
      if (!current && mod && !event.shiftKey && event.key.toLowerCase() === "z" && undoable.current.length > 0 && !isTyping(document.activeElement) && !dialogShown()) {
        event.preventDefault();
        void undo();
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      const current = editingRef.current;
      if (!current || event.target !== current.target.element) return;
      if (event.relatedTarget instanceof Node && toolbar.current?.contains(event.relatedTarget)) return;
      // A fresh page carrying the text into itself (showFreshPage, after another save) takes the focus
      // for a moment and gives it back: that is no leaving, and saving then would drop what is typed next.
      queueMicrotask(() => {
        if (editingRef.current !== current || document.activeElement === current.target.element) return;
        void save();
      });
    };
    document.addEventListener("click", onClick, true);
    document.addEventListener("keydown", onKeyDown, true);
    document.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("keydown", onKeyDown, true);
      document.removeEventListener("focusout", onFocusOut);
    };
  }, [save, setEditing, stop, undo]);

  return (
    <>
      <style data-in-place-style="">{affordance}</style>
      {editing ? <Toolbar ref={toolbar} editing={editing} onSave={() => void save()} onCancel={() => stop("original")} /> : null}
      <ConflictDialog
        open={conflict !== null}
        message={conflict?.message ?? ""}
        onKeepEditing={() => {
          setConflict(null);
          const current = editingRef.current;
          if (!current) return;
          setEditing({ ...current, busy: false });
        }}
        returnFocusTo={() => editingRef.current?.target.element ?? null}
        onReload={() => {
          setConflict(null);
          stop("original");
          void onSaved();
        }}
        onOverwrite={() => {
          if (!conflict) return;
          setConflict(null);
          void send(conflict.html, conflict.current, conflict.current.version);
        }}
      />
    </>
  );
}

const toolButton =
  "rounded-md px-2.5 py-1 text-sm font-semibold text-gray-900 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700 disabled:opacity-60";

interface ToolbarProps {
  ref: React.Ref<HTMLDivElement>;
  editing: Editing;
  onSave: () => void;
  onCancel: () => void;
}

/** The edit's small toolbar, just above the text (below it at the top of the screen); it follows a scroll. */
function Toolbar({ ref, editing, onSave, onCancel }: ToolbarProps) {
  const { element } = editing.target;
  const [, redraw] = useState(0);
  useEffect(() => {
    const follow = () => redraw((count) => count + 1);
    window.addEventListener("scroll", follow, { passive: true });
    window.addEventListener("resize", follow);
    return () => {
      window.removeEventListener("scroll", follow);
      window.removeEventListener("resize", follow);
    };
  }, []);
  const box = element.getBoundingClientRect();
  const height = 40;
  const top = box.top - height - 10 >= 8 ? box.top - height - 10 : box.bottom + 10;
  const left = Math.max(8, Math.min(box.left, window.innerWidth - 280));
  // Pressing a button keeps the focus (and the selection) in the text.
  const keepFocus = (event: React.MouseEvent) => event.preventDefault();
  const format = (command: "bold" | "italic") => () => document.execCommand(command);
  return createPortal(
    <div
      ref={ref}
      role="toolbar"
      aria-label={text.toolbar}
      data-in-place-toolbar=""
      className="fixed z-50 flex items-center gap-1 rounded-lg bg-white p-1 shadow-lg ring-1 ring-gray-900/15"
      style={{ top, left, height }}
      onMouseDown={keepFocus}
    >
      <button type="button" className={`${toolButton} font-bold`} aria-label={text.bold} title={text.bold} onClick={format("bold")}>
        B
      </button>
      <button type="button" className={`${toolButton} italic`} aria-label={text.italic} title={text.italic} onClick={format("italic")}>
        I
      </button>
      <span aria-hidden="true" className="mx-1 h-5 w-px bg-gray-200" />
      <button type="button" className={toolButton} onClick={onCancel} disabled={editing.busy}>
        {text.cancel}
      </button>
      <button type="button" className={`${toolButton} bg-sky-700 text-white hover:bg-sky-800`} onClick={onSave} disabled={editing.busy} aria-busy={editing.busy}>
        {editing.busy ? text.saving : text.save}
      </button>
    </div>,
    document.body,
  );
}
