"use client";

import { useState, type FormEvent } from "react";

/**
 * The inline form that adds a menu or submenu item by name (spec 001 §5): its button stays disabled
 * while the name is blank; the name is trimmed. The field is cleared once the item exists.
 */
export function AddItemForm({ label, button, onAdd }: { label: string; button: string; onAdd: (name: string) => Promise<boolean> }) {
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || busy) return;
    setBusy(true);
    if (await onAdd(trimmed)) setName("");
    setBusy(false);
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="flex gap-2">
      <input
        type="text"
        aria-label={label}
        placeholder={label}
        value={name}
        maxLength={120}
        onChange={(event) => setName(event.target.value)}
        className="min-w-0 flex-1 rounded-lg border border-gray-300 px-2 py-1.5 text-sm focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-600/30"
      />
      <button type="submit" disabled={!name.trim() || busy} className="rounded-lg bg-sky-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-sky-800 disabled:bg-sky-300">
        {button}
      </button>
    </form>
  );
}
