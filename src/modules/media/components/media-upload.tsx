"use client";

import { useId, useRef, useState, type DragEvent } from "react";
import { useUploadMedia, type MediaDto } from "../media.queries";

interface UploadItem {
  key: string;
  name: string;
  progress: number;
  error: string | null;
}

/**
 * A drop zone and a file button: each file goes up on its own with its own progress bar, and the
 * list of media refreshes as each one lands (the upload mutation invalidates it).
 */
export function MediaUpload({ onUploaded }: { onUploaded?: (media: MediaDto) => void }) {
  const upload = useUploadMedia();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const update = (key: string, change: Partial<UploadItem>) => setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const send = (files: Iterable<File>) => {
    for (const file of files) {
      const key = `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`;
      setItems((list) => [...list, { key, name: file.name, progress: 0, error: null }]);
      upload.mutate(
        { file, onProgress: (fraction) => update(key, { progress: fraction }) },
        {
          onSuccess: (media) => {
            setItems((list) => list.filter((item) => item.key !== key));
            onUploaded?.(media);
          },
          onError: (error) => update(key, { error: error.message }),
        },
      );
    }
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    send(Array.from(event.dataTransfer.files));
  };

  return (
    <div className="space-y-2">
      <div
        data-testid="media-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={`flex flex-wrap items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-4 text-sm text-gray-600 ${over ? "border-sky-600 bg-sky-50" : "border-gray-300"}`}
      >
        <span>Drop images or videos here, or</span>
        <label htmlFor={inputId} className="cursor-pointer rounded-md bg-white px-3 py-1.5 font-medium text-sky-800 ring-1 ring-gray-300 hover:bg-gray-50 focus-within:outline-2">
          choose files
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/gif,image/webp,image/avif,video/mp4,video/webm"
          className="sr-only"
          onChange={(event) => {
            if (event.target.files) send(Array.from(event.target.files));
            if (input.current) input.current.value = "";
          }}
        />
      </div>
      {items.length > 0 ? (
        <ul className="space-y-1" aria-label="Uploads">
          {items.map((item) => (
            <li key={item.key} className="text-sm">
              <div className="flex justify-between gap-2">
                <span className="truncate">{item.name}</span>
                {item.error ? (
                  <span role="alert" className="text-red-700">
                    {item.error}
                  </span>
                ) : (
                  <span>{Math.round(item.progress * 100)}%</span>
                )}
              </div>
              <progress className="h-1.5 w-full" max={1} value={item.progress} aria-label={`Uploading ${item.name}`} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
