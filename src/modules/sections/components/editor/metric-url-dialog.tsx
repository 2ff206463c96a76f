"use client";

// The card's media address, asked for in a dialog of its own.
import { useId, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { mediaUrl } from "@/lib/fields";
import { sectionMessages } from "../../sections.validation";
import { button, input } from "./metric-editor-common";
import metricEditorText from "@/messages/en/admin/metricEditor.json";

export function UrlDialog({ initial, onClose, onConfirm }: { initial: string; onClose: () => void; onConfirm: (url: string) => Promise<boolean> }) {
  const [url, setUrl] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = useId();
  async function confirm() {
    const parsed = mediaUrl.safeParse(url);
    if (!parsed.success) {
      setError(sectionMessages.invalidUrl);
      return;
    }
    setBusy(true);
    const ok = await onConfirm(parsed.data);
    setBusy(false);
    if (ok) onClose();
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={metricEditorText.urlTitle}
      initialSize={{ width: 480 }}
      footer={
        <>
          <button type="button" className={button} onClick={onClose}>
            {metricEditorText.cancel}
          </button>
          <button type="button" className={`${button} bg-sky-700 text-white ring-sky-700 hover:bg-sky-800`} disabled={busy} onClick={() => void confirm()}>
            {metricEditorText.confirm}
          </button>
        </>
      }
    >
      <label htmlFor={`${ids}-url`} className="block text-sm font-medium text-gray-800">
        {metricEditorText.url}
      </label>
      <input
        id={`${ids}-url`}
        className={input}
        value={url}
        placeholder="https://"
        aria-describedby={`${ids}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          setUrl(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            void confirm();
          }
        }}
      />
      <p id={`${ids}-hint`} className="mt-1 text-xs text-gray-600">
        {metricEditorText.urlHint}
      </p>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
