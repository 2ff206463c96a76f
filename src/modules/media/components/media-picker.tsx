"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { MediaDto } from "../media.queries";
import { MediaSearchGrid } from "./media-grid";
import { MediaUpload } from "./media-upload";

export interface MediaPickerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  onPick(file: { url: string; alt: string | null }): void;
}

/**
 * The gallery an editor's "Gallery" button opens: the organization's media with search and upload;
 * choosing a file and confirming hands its URL and alt text back and closes.
 */
export function MediaPicker({ open, onOpenChange, onPick }: MediaPickerProps) {
  const [selected, setSelected] = useState<MediaDto | null>(null);
  const close = (next: boolean) => {
    if (!next) setSelected(null);
    onOpenChange(next);
  };
  const confirm = () => {
    if (!selected) return;
    onPick({ url: selected.url, alt: selected.alt || null });
    close(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Gallery"
      description="Choose a file, or upload new ones."
      movable
      initialSize={{ width: 860, height: 640 }}
      footer={
        <>
          <Button type="button" variant="secondary" className="w-auto" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="button" className="w-auto" disabled={!selected} onClick={confirm}>
            Use selected file
          </Button>
        </>
      }
    >
      {open ? (
        <div className="space-y-4">
          <MediaUpload onUploaded={setSelected} />
          <MediaSearchGrid label="Media" selectedId={selected?.id ?? null} onSelect={setSelected} />
        </div>
      ) : null}
    </Dialog>
  );
}
