import type { ReactNode } from "react";

/** A label above its control (the control carries `id`), and an optional line below: a counter, a hint. */
export function Field({ id, label, children, hint }: { id: string; label: ReactNode; children: ReactNode; hint?: ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      {children}
      {hint}
    </div>
  );
}
