import type { InputHTMLAttributes } from "react";

/** A labelled input; the label is tied to the input for screen readers and clicks. */
export function TextField({ label, id, ...props }: InputHTMLAttributes<HTMLInputElement> & { label: string; id: string }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        id={id}
        className="block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-gray-900 shadow-sm placeholder:text-gray-500 focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-600/30"
        {...props}
      />
    </div>
  );
}
