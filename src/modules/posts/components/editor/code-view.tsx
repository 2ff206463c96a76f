"use client";

import { useId, useState } from "react";
import { sanitizePostContent } from "../../post-content";
import { PostBody } from "../post-body";
import codeViewText from "@/messages/en/admin/codeView.json";

/**
 * A landing post's code view (spec 000 §2: "landing switches the editor into code view"): its HTML
 * as text, and a preview drawn by the public renderer from the same sanitized HTML visitors get.
 */
export function CodeView({ value, onChange }: { value: string; onChange: (html: string) => void }) {
  const id = useId();
  const [previewing, setPreviewing] = useState(false);
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between">
        <label htmlFor={id} className="block text-sm font-medium text-gray-800">
          {codeViewText.label}
        </label>
        <button type="button" aria-pressed={previewing} onClick={() => setPreviewing((on) => !on)} className="rounded-md px-3 py-1 text-sm font-medium text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50">
          {previewing ? codeViewText.edit : codeViewText.preview}
        </button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-gray-600">
        {codeViewText.hint}
      </p>
      {previewing ? (
        <section aria-label={codeViewText.preview} className="max-h-[60vh] overflow-auto rounded-lg ring-1 ring-gray-200">
          <PostBody html={sanitizePostContent(value, "landing")} type="landing" tocTitle="" />
        </section>
      ) : (
        <textarea
          id={id}
          aria-describedby={`${id}-hint`}
          value={value}
          spellCheck={false}
          rows={18}
          onChange={(event) => onChange(event.target.value)}
          className="block w-full rounded-lg border border-gray-300 bg-gray-950 px-3 py-2 font-mono text-sm text-gray-100 focus:outline-none focus:ring-2 focus:ring-sky-600/30"
        />
      )}
    </div>
  );
}
