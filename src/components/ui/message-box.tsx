"use client";

import { useId } from "react";

interface MessageBoxProps {
  /** The field's name for screen readers, also its placeholder. */
  label: string;
  submitLabel: string;
  value: string;
  onChange(value: string): void;
  /** Called with the trimmed text, never empty; clearing the box is the caller's (after it was sent). */
  onSubmit(text: string): void;
  maxLength: number;
  /** While a message is on its way. */
  busy: boolean;
}

/** One line to write and a button to send it: the help widget's assistant and live chat. */
export function MessageBox({ label, submitLabel, value, onChange, onSubmit, maxLength, busy }: MessageBoxProps) {
  const id = useId();
  return (
    <form
      className="flex shrink-0 gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const text = value.trim();
        if (text && !busy) onSubmit(text);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="text"
        value={value}
        maxLength={maxLength}
        placeholder={label}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        className="min-w-0 flex-1 rounded-lg border border-gray-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-sky-700"
      />
      <button type="submit" disabled={busy} className="rounded-lg bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700 disabled:opacity-60">
        {submitLabel}
      </button>
    </form>
  );
}
