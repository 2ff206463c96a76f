"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertDialog } from "radix-ui";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConflictDialog } from "@/components/ui/conflict-dialog";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { ApiRequestError, isConflictError } from "@/lib/api-client";
import type { EditorProps } from "@/lib/editing";
import { mediaFileQuery, mediaUsageQuery, useDeleteMedia, useSaveMediaAlt, type MediaDto, type MediaUsageDto } from "../media.queries";
import { MediaSearchGrid, MediaThumbnail } from "./media-grid";
import { MediaUpload } from "./media-upload";
import { formatMessage } from "@/lib/i18n/format";
import mediaLibraryText from "@/messages/en/admin/mediaLibrary.json";

/** Alt text of one file, saved with the version it was read at (decision 017). */
function AltEditor({ media }: { media: MediaDto }) {
  const save = useSaveMediaAlt();
  const [alt, setAlt] = useState(media.alt);
  const [version, setVersion] = useState(media.version);
  const [conflict, setConflict] = useState<{ message: string; current: MediaDto } | null>(null);
  const inputId = useId();

  const send = (basedOn: number) =>
    save.mutate(
      { id: media.id, alt, version: basedOn },
      {
        onSuccess: (saved) => {
          setVersion(saved.version);
          setAlt(saved.alt);
          void toast.success(mediaLibraryText.saved);
        },
        onError: (error) => {
          if (isConflictError<MediaDto>(error)) setConflict({ message: error.message, current: error.current });
          else void toast.error(error.message);
        },
      },
    );

  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        send(version);
      }}
    >
      <label htmlFor={inputId} className="block text-sm font-medium text-gray-800">
        {mediaLibraryText.alt}
      </label>
      <input id={inputId} data-fix-field="alt" value={alt} maxLength={300} onChange={(event) => setAlt(event.target.value)} aria-describedby={`${inputId}-hint`} className="block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-600/30" />
      <p id={`${inputId}-hint`} className="text-xs text-gray-600">
        {mediaLibraryText.altHint}
      </p>
      <Button type="submit" className="w-auto" disabled={save.isPending}>
        {mediaLibraryText.save}
      </Button>
      <ConflictDialog
        open={conflict !== null}
        message={conflict?.message ?? ""}
        onKeepEditing={() => setConflict(null)}
        onReload={() => {
          if (conflict) {
            setAlt(conflict.current.alt);
            setVersion(conflict.current.version);
          }
          setConflict(null);
        }}
        onOverwrite={() => {
          if (conflict) {
            setVersion(conflict.current.version);
            send(conflict.current.version);
          }
          setConflict(null);
        }}
      />
    </form>
  );
}

/** Delete asks "used by" first: a used file lists where, and deleting anyway sends force. */
function DeleteMedia({ media, onDeleted }: { media: MediaDto; onDeleted: () => void }) {
  const client = useQueryClient();
  const remove = useDeleteMedia();
  const [usage, setUsage] = useState<MediaUsageDto | null>(null);
  const [asking, setAsking] = useState(false);

  const ask = async () => {
    setAsking(true);
    try {
      setUsage(await client.fetchQuery(mediaUsageQuery(media.id)));
    } catch (error) {
      void toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setAsking(false);
    }
  };
  const confirm = () =>
    remove.mutate(
      { id: media.id, force: usage?.used ?? false },
      {
        onSuccess: () => {
          setUsage(null);
          void toast.success(mediaLibraryText.deleted);
          onDeleted();
        },
        onError: (error) => {
          // Someone placed the file meanwhile: ask again with what uses it now.
          if (error instanceof ApiRequestError && error.status === 409) void ask();
          else void toast.error(error.message);
        },
      },
    );

  // The server refuses a file a post shows even with force: no "Delete anyway" to press in vain.
  const inPost = usage?.references.some((reference) => reference.kind === "post") ?? false;
  const button = "rounded-lg px-4 py-2 text-sm font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";
  return (
    <>
      <button type="button" className={`${button} text-red-800 ring-red-300 hover:bg-red-50`} disabled={asking} onClick={() => void ask()}>
        {mediaLibraryText.delete}
      </button>
      <AlertDialog.Root open={usage !== null} onOpenChange={(next) => !next && setUsage(null)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-gray-900/40" />
          <AlertDialog.Content className="fixed left-1/2 top-1/2 z-[60] w-[min(100vw-2rem,30rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-5 shadow-2xl">
            <AlertDialog.Title className="text-base font-semibold text-gray-900">{formatMessage(mediaLibraryText.confirmTitle, { name: media.filename })}</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-gray-700">{usage?.used ? mediaLibraryText.used : mediaLibraryText.unused}</AlertDialog.Description>
            {usage?.used ? (
              <>
                <ul aria-label="Used by" className="mt-2 max-h-48 space-y-1 overflow-auto text-sm">
                  {usage.references.map((reference) => (
                    <li key={`${reference.kind}:${reference.id}`}>
                      <span className="font-medium">{mediaLibraryText.kinds[reference.kind]}</span>: {reference.title || "(untitled)"}
                      {reference.url_page ? <span className="text-gray-600"> — {reference.url_page}</span> : null}
                    </li>
                  ))}
                </ul>
                <p className="mt-2 text-sm text-gray-700">{inPost ? mediaLibraryText.inPost : mediaLibraryText.usedAfter}</p>
              </>
            ) : null}
            <div className="mt-5 flex justify-end gap-2">
              <AlertDialog.Cancel className={`${button} text-gray-800 ring-gray-300 hover:bg-gray-50`}>{mediaLibraryText.cancel}</AlertDialog.Cancel>
              {inPost ? null : (
                <button type="button" className={`${button} bg-red-700 text-white ring-red-700 hover:bg-red-800`} disabled={remove.isPending} onClick={confirm}>
                  {usage?.used ? mediaLibraryText.deleteAnyway : mediaLibraryText.delete}
                </button>
              )}
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  );
}

/** The admin bar's "Media Library": the organization's files with search, upload, alt text and delete. */
export default function MediaLibraryManager({ id, onClose, onChanged }: EditorProps) {
  const [selected, setSelected] = useState<MediaDto | null>(null);
  // Opened on a file (the site check's "Fix alt text"): it is selected once read, its alt text ready to write.
  const opened = useQuery({ ...mediaFileQuery(id ?? ""), enabled: Boolean(id) });
  const [openedShown, setOpenedShown] = useState(false);
  if (opened.data && !openedShown) {
    setOpenedShown(true);
    setSelected(opened.data);
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={mediaLibraryText.title} description={mediaLibraryText.description} movable fullscreenable initialSize={{ width: 960, height: 680 }}>
      <div className="space-y-4">
        <MediaUpload onUploaded={setSelected} />
        <div className="grid gap-4 md:grid-cols-[1fr_16rem]">
          <MediaSearchGrid label="Media files" selectedId={selected?.id ?? null} onSelect={setSelected} />
          <aside aria-label="Selected file" className="space-y-3">
            {selected ? (
              <>
                <div className="aspect-video overflow-hidden rounded-lg bg-gray-100">
                  <MediaThumbnail media={selected} />
                </div>
                <p className="break-all text-sm font-medium text-gray-900">{selected.filename}</p>
                <p className="text-xs text-gray-600">
                  {selected.width && selected.height ? `${selected.width}×${selected.height} · ` : ""}
                  {Math.round(selected.size / 1024)} KB
                </p>
                <AltEditor key={selected.id} media={selected} />
                <DeleteMedia
                  key={`delete-${selected.id}`}
                  media={selected}
                  onDeleted={() => {
                    setSelected(null);
                    onChanged();
                  }}
                />
              </>
            ) : (
              <p className="text-sm text-gray-600">{mediaLibraryText.selectHint}</p>
            )}
          </aside>
        </div>
      </div>
    </Dialog>
  );
}
