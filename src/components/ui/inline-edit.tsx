"use client";

import { useState, type KeyboardEvent } from "react";

export interface InlineEditProps {
  /** The stored value. */
  value: string;
  /** Names the field for screen readers ("Menu item name"). */
  label: string;
  /** Applied to the typed text before comparing (default: trim). */
  normalize?: (typed: string) => string;
  /**
   * Called with the normalised text when it is non-empty and differs from `value`. While the promise
   * it returns is pending, the committed text is shown (not the old value); after it, `value` again.
   */
  onCommit: (next: string) => Promise<unknown> | void;
  /** Shown when `value` is empty. */
  placeholder?: string;
  multiline?: boolean;
  className?: string;
}

const trim = (typed: string) => typed.trim();

/**
 * A value shown as text that turns into a field on click (spec 001 §5 "Inline edit fields"): Enter
 * commits, Escape cancels, blur commits. A blank or unchanged value reverts instead of saving.
 */
export function InlineEdit({ value, label, normalize = trim, onCommit, placeholder = "", multiline = false, className = "" }: InlineEditProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const next = normalize(draft);
    setDraft(null);
    if (!next || next === value) return;
    setSaving(next);
    void Promise.resolve(onCommit(next)).finally(() => setSaving(null));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      setDraft(null);
    } else if (event.key === "Enter" && !(multiline && event.shiftKey)) {
      event.preventDefault();
      commit();
    }
  };
  if (draft === null) {
    const shown = saving ?? value;
    return (
      <button type="button" onClick={() => setDraft(shown)} aria-label={`${label}: ${shown || placeholder}`} aria-busy={saving !== null} title={label} className={`block min-h-6 max-w-full truncate rounded px-1 text-left hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-sky-700 ${shown ? "" : "text-gray-500 italic"} ${className}`}>
        {shown || placeholder}
      </button>
    );
  }
  const field = {
    "aria-label": label,
    // Escape cancels the edit, not the dialog around it (Dialog honours this mark).
    "data-keeps-escape": "",
    value: draft,
    autoFocus: true,
    onFocus: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => event.currentTarget.select(),
    onChange: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => setDraft(event.currentTarget.value),
    onBlur: commit,
    onKeyDown,
    className: `block w-full rounded border border-sky-600 px-1 py-0.5 text-sm focus:outline-none focus:ring-2 focus:ring-sky-600/30 ${className}`,
  };
  return multiline ? <textarea rows={2} {...field} /> : <input type="text" {...field} />;
}
