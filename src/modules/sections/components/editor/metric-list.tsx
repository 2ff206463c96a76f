"use client";

// The metric list inside the section editor (spec 000 §2 "Metric list inside the section editor"):
// reorder by drag or keyboard, a toolbar per card, inline title and description, media by URL.
import { AlertDialog } from "radix-ui";
import { useEffect, useId, useState } from "react";
import { ConfirmByTyping } from "@/components/ui/confirm-by-typing";
import { ConflictDialog } from "@/components/ui/conflict-dialog";
import { Dialog } from "@/components/ui/dialog";
import { DropdownMenu } from "@/components/ui/dropdown-menu";
import { PaletteGrid } from "@/components/ui/palette-grid";
import { Popover } from "@/components/ui/popover";
import { Sortable } from "@/components/ui/sortable";
import { toast } from "@/components/ui/toast";
import { ApiRequestError, isConflictError } from "@/lib/api-client";
import { mediaUrl } from "@/lib/fields";
import { plainText } from "@/lib/plain-text";
import { MediaPicker } from "@/modules/media/components/media-picker";
import {
  useAttachMetric,
  useCreateMetric,
  useDeleteMetric,
  useDetachMetric,
  useMetrics,
  usePatchMetric,
  useReorderMetrics,
  type MetricDto,
  type PatchMetricFields,
  type TemplateSectionDto,
} from "../../sections.queries";
import { sectionMessages } from "../../sections.validation";

export const metricText = {
  saveFirst: "Save the section first to add metrics",
  addNew: "Add New Metric",
  addExisting: "Add Existing Metric",
  librarySubtitle: "Choose from your metric library",
  allAddedTitle: "All Metrics Added",
  allAddedText: "All available metrics are already in this section. Create new metrics to add more.",
  available: (count: number) => `${count} metric(s) available to add`,
  added: "Metric added successfully",
  created: "Metric created and added successfully",
  removed: "Metric removed from section",
  deleted: "Metric deleted permanently from all sections",
  reordered: "Metrics reordered",
  urlUpdated: "URL updated successfully",
  imageUpdated: "Image updated successfully",
  imageFailed: "Failed to update image",
  mediaRemoved: "Media removed",
  loadFailed: "Failed to load available metrics",
  addFailed: "Failed to add metric",
  removeFailed: "Failed to remove metric",
  deleteFailed: "Failed to delete metric",
  updateFailed: "Failed to update",
  titleFailed: "Failed to update title",
  descriptionFailed: "Failed to update description",
  urlFailed: "Failed to update URL",
  removeMediaFailed: "Failed to remove media",
  reorderFailed: "Failed to refresh section data",
  urlTitle: "Enter Image/Video URL",
  urlHint: "Enter a direct link to an image or video file",
  cancel: "Cancel",
  confirm: "Confirm",
  addMedia: "Add Media",
  changeMedia: "Change Media",
  removeMedia: "Remove Media",
  gallery: "Gallery",
  url: "URL",
  dragHandle: "Drag to reorder",
  removeOrDelete: "Remove or delete",
  removeTitle: "Remove or delete metric",
  removeDescription: "Remove it from this section (it stays in your library), or delete it permanently from all sections.",
  removeFromSection: "Remove from section",
  deletePermanently: "Delete permanently",
  deleteTitle: "Delete metric permanently",
  deleteDescription: "This deletes the metric from all sections. It cannot be undone.",
  untitled: "(untitled)",
} as const;

const small = "rounded px-2 py-1 text-xs font-medium text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50 aria-pressed:bg-gray-900 aria-pressed:text-white focus-visible:outline-2 focus-visible:outline-sky-700";
const button = "rounded-lg px-3 py-1.5 text-sm font-semibold ring-1 ring-gray-300 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";
const input = "block w-full rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm text-gray-900 focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-600/30";

const failure = (error: unknown, fallback: string) => (error instanceof ApiRequestError && !isConflictError(error) ? error.message : fallback);
const nameOf = (metric: MetricDto) => plainText(metric.title) || metricText.untitled;

export function MetricList({ section, onChanged }: { section: TemplateSectionDto | null; onChanged: () => void }) {
  const [adding, setAdding] = useState(false);
  const [library, setLibrary] = useState(false);
  const reorder = useReorderMetrics();
  const [order, setOrder] = useState<MetricDto[] | null>(null);
  const metrics = section?.website_metric ?? [];
  // The local order shows until the server's answer replaces the section.
  const [shown, setShown] = useState(section);
  if (shown !== section) {
    setShown(section);
    setOrder(null);
  }

  if (!section) {
    return (
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          {[metricText.addNew, metricText.addExisting].map((label) => (
            <button key={label} type="button" aria-disabled="true" aria-describedby="metrics-save-first" title={metricText.saveFirst} className={`${button} cursor-not-allowed text-gray-500`}>
              {label}
            </button>
          ))}
        </div>
        <p id="metrics-save-first" className="text-xs text-gray-600">
          {metricText.saveFirst}
        </p>
      </div>
    );
  }

  async function move(next: MetricDto[]) {
    setOrder(next);
    try {
      await reorder.mutateAsync({ sectionId: section!.id, metricIds: next.map((metric) => metric.id) });
      void toast.success(metricText.reordered);
      onChanged();
    } catch (error) {
      setOrder(null);
      void toast.error(failure(error, metricText.reorderFailed));
    }
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <button type="button" className={button} onClick={() => setAdding(true)}>
          {metricText.addNew}
        </button>
        <button type="button" className={button} onClick={() => setLibrary(true)}>
          {metricText.addExisting}
        </button>
      </div>
      {adding ? <NewMetric sectionId={section.id} onDone={() => setAdding(false)} onChanged={onChanged} /> : null}
      <Sortable
        items={order ?? metrics}
        idOf={(metric) => metric.id}
        nameOf={nameOf}
        onReorder={(next) => void move(next)}
        renderItem={(metric, handle, dragging) => <MetricCardEditor metric={metric} sectionId={section.id} handle={handle} dragging={dragging} onChanged={onChanged} />}
      />
      {library ? <LibraryDialog section={section} onClose={() => setLibrary(false)} onChanged={onChanged} /> : null}
    </div>
  );
}

function NewMetric({ sectionId, onDone, onChanged }: { sectionId: string; onDone: () => void; onChanged: () => void }) {
  const create = useCreateMetric();
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [error, setError] = useState<string | null>(null);
  const ids = useId();
  async function submit() {
    if (title.trim() === "" || description.trim() === "") {
      setError(sectionMessages.metricTitleAndDescription);
      void toast.error(sectionMessages.metricTitleAndDescription);
      return;
    }
    try {
      await create.mutateAsync({ title, description, section_id: sectionId });
      void toast.success(metricText.created);
      onChanged();
      onDone();
    } catch (caught) {
      void toast.error(failure(caught, metricText.addFailed));
    }
  }
  return (
    <div className="space-y-2 rounded-lg border border-gray-200 p-3" role="group" aria-label={metricText.addNew}>
      <label htmlFor={`${ids}-title`} className="block text-xs font-medium text-gray-800">
        Metric title
      </label>
      <input id={`${ids}-title`} className={input} value={title} onChange={(event) => setTitle(event.target.value)} />
      <label htmlFor={`${ids}-description`} className="block text-xs font-medium text-gray-800">
        Metric description
      </label>
      <textarea id={`${ids}-description`} rows={2} className={input} value={description} onChange={(event) => setDescription(event.target.value)} />
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <button type="button" className={button} onClick={onDone}>
          {metricText.cancel}
        </button>
        <button type="button" className={`${button} bg-sky-700 text-white ring-sky-700 hover:bg-sky-800`} disabled={create.isPending} onClick={() => void submit()}>
          Add Metric
        </button>
      </div>
    </div>
  );
}

/** One field of a metric, as a one-field PATCH sends it. */
type MetricChange = Omit<PatchMetricFields, "id" | "version">;

function MetricCardEditor({ metric, sectionId, handle, dragging, onChanged }: { metric: MetricDto; sectionId: string; handle: object; dragging: boolean; onChanged: () => void }) {
  const patch = usePatchMetric();
  const detach = useDetachMetric();
  const destroy = useDeleteMetric();
  const [title, setTitle] = useState(metric.title);
  const [description, setDescription] = useState(metric.description);
  const [urlOpen, setUrlOpen] = useState(false);
  const [galleryOpen, setGalleryOpen] = useState(false);
  const [choice, setChoice] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [conflict, setConflict] = useState<{ message: string; current: MetricDto; fields: MetricChange; success: string | null; fallback: string } | null>(null);
  const ids = useId();
  // A saved change (theirs or ours) replaces what the fields show.
  const [shown, setShown] = useState(metric);
  if (shown.title !== metric.title || shown.description !== metric.description) {
    setShown(metric);
    setTitle(metric.title);
    setDescription(metric.description);
  }

  async function change(fields: MetricChange, success: string | null, fallback: string, version = metric.version) {
    try {
      await patch.mutateAsync({ id: metric.id, version, ...fields } as PatchMetricFields);
      setConflict(null);
      if (success) void toast.success(success);
      onChanged();
      return true;
    } catch (error) {
      if (isConflictError<MetricDto>(error)) {
        // Someone saved this metric meanwhile: nothing was overwritten, and the admin chooses (decision 017).
        setConflict({ message: error.message, current: error.current, fields, success, fallback });
        return false;
      }
      void toast.error(failure(error, fallback));
      onChanged();
      return false;
    }
  }

  const name = nameOf(metric);
  return (
    <article data-metric-card={metric.title} className={`group relative space-y-2 rounded-lg border bg-white p-3 ${dragging ? "border-sky-500 shadow-lg" : "border-gray-200"}`}>
      <div className="flex items-center gap-2">
        <button type="button" {...handle} aria-label={`${metricText.dragHandle}: ${name}`} className="cursor-grab rounded px-1.5 py-1 text-gray-500 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-sky-700">
          ⠿
        </button>
        {/* The toolbar: shown on hover, and whenever something in the card has focus (keyboard). */}
        <div role="toolbar" aria-label={`Metric options: ${name}`} className="flex flex-wrap gap-1 opacity-100 sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100">
          <button type="button" className={small} aria-pressed={metric.is_title_displayed} onClick={() => void change({ is_title_displayed: !metric.is_title_displayed }, null, metricText.updateFailed)}>
            Show title
          </button>
          <button type="button" className={small} aria-pressed={metric.is_image_rounded_full} onClick={() => void change({ is_image_rounded_full: !metric.is_image_rounded_full }, null, metricText.updateFailed)}>
            Round image
          </button>
          <button type="button" className={small} aria-pressed={metric.is_card_type} onClick={() => void change({ is_card_type: !metric.is_card_type }, null, metricText.updateFailed)}>
            Card
          </button>
          <Popover label={`Background colour: ${name}`} trigger={<button type="button" className={small}>Colour</button>}>
            <div className="w-72 space-y-2">
              <PaletteGrid label="Card background" value={metric.background_color ?? undefined} onChange={(color) => void change({ background_color: color }, null, metricText.updateFailed)} />
              <button type="button" className={small} onClick={() => void change({ background_color: null }, null, metricText.updateFailed)}>
                No colour
              </button>
            </div>
          </Popover>
          <button type="button" className={`${small} text-red-700`} onClick={() => setChoice(true)}>
            {metricText.removeOrDelete}
          </button>
        </div>
      </div>

      <div className="flex items-center gap-2">
        {metric.image ? <span className="min-w-0 flex-1 truncate text-xs text-gray-700" data-metric-image>{metric.image}</span> : null}
        <DropdownMenu
          label={`Media: ${name}`}
          trigger={
            <button type="button" className={small}>
              {metric.image ? metricText.changeMedia : metricText.addMedia}
            </button>
          }
          actions={[
            { label: metricText.gallery, onSelect: () => setGalleryOpen(true) },
            { label: metricText.url, onSelect: () => setUrlOpen(true) },
            ...(metric.image ? [{ label: metricText.removeMedia, destructive: true, onSelect: () => void change({ image: null }, metricText.mediaRemoved, metricText.removeMediaFailed) }] : []),
          ]}
        />
      </div>

      <label htmlFor={`${ids}-title`} className="sr-only">
        Title of {name}
      </label>
      <input
        id={`${ids}-title`}
        className={input}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        onBlur={() => title !== metric.title && void change({ title }, null, metricText.titleFailed)}
      />
      <label htmlFor={`${ids}-description`} className="sr-only">
        Description of {name}
      </label>
      <textarea
        id={`${ids}-description`}
        rows={2}
        className={input}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        onBlur={() => description !== metric.description && void change({ description }, null, metricText.descriptionFailed)}
      />

      {galleryOpen ? <MediaPicker open onOpenChange={setGalleryOpen} onPick={(file) => void change({ image: file.url }, metricText.imageUpdated, metricText.imageFailed)} /> : null}
      {urlOpen ? <UrlDialog initial={metric.image ?? ""} onClose={() => setUrlOpen(false)} onConfirm={(url) => change({ image: url }, metricText.urlUpdated, metricText.urlFailed)} /> : null}

      <AlertDialog.Root open={choice} onOpenChange={setChoice}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-gray-900/40" />
          <AlertDialog.Content className="fixed left-1/2 top-1/2 z-[60] w-[min(100vw-2rem,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-5 shadow-2xl">
            <AlertDialog.Title className="text-base font-semibold text-gray-900">{metricText.removeTitle}</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-gray-600">{metricText.removeDescription}</AlertDialog.Description>
            <div className="mt-4 flex flex-wrap justify-end gap-2">
              <AlertDialog.Cancel className={button}>{metricText.cancel}</AlertDialog.Cancel>
              <AlertDialog.Action
                className={button}
                onClick={() =>
                  void detach
                    .mutateAsync({ sectionId, metricId: metric.id })
                    .then(() => {
                      void toast.success(metricText.removed);
                      onChanged();
                    })
                    .catch((error: unknown) => void toast.error(failure(error, metricText.removeFailed)))
                }
              >
                {metricText.removeFromSection}
              </AlertDialog.Action>
              <AlertDialog.Action className={`${button} bg-red-700 text-white ring-red-700 hover:bg-red-800`} onClick={() => setConfirmDelete(true)}>
                {metricText.deletePermanently}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
      <ConfirmByTyping
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={metricText.deleteTitle}
        description={metricText.deleteDescription}
        expected={plainText(metric.title)}
        onConfirm={() =>
          void destroy
            .mutateAsync(metric.id)
            .then(() => {
              void toast.success(metricText.deleted);
              onChanged();
            })
            .catch((error: unknown) => void toast.error(failure(error, metricText.deleteFailed)))
        }
      />
      <ConflictDialog
        open={conflict !== null}
        message={conflict?.message ?? ""}
        onReload={() => {
          setConflict(null);
          onChanged(); // the list is read again: the card shows their saved metric
        }}
        onOverwrite={() => conflict && void change(conflict.fields, conflict.success, conflict.fallback, conflict.current.version)}
        onKeepEditing={() => setConflict(null)}
      />
    </article>
  );
}

function UrlDialog({ initial, onClose, onConfirm }: { initial: string; onClose: () => void; onConfirm: (url: string) => Promise<boolean> }) {
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
      title={metricText.urlTitle}
      initialSize={{ width: 480 }}
      footer={
        <>
          <button type="button" className={button} onClick={onClose}>
            {metricText.cancel}
          </button>
          <button type="button" className={`${button} bg-sky-700 text-white ring-sky-700 hover:bg-sky-800`} disabled={busy} onClick={() => void confirm()}>
            {metricText.confirm}
          </button>
        </>
      }
    >
      <label htmlFor={`${ids}-url`} className="block text-sm font-medium text-gray-800">
        {metricText.url}
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
        {metricText.urlHint}
      </p>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}

function LibraryDialog({ section, onClose, onChanged }: { section: TemplateSectionDto; onClose: () => void; onChanged: () => void }) {
  const library = useMetrics();
  const attach = useAttachMetric();
  const inSection = new Set(section.website_metric.map((metric) => metric.id));
  const available = (library.data ?? []).filter((metric) => !inSection.has(metric.id));
  useEffect(() => {
    if (library.isError) void toast.error(failure(library.error, metricText.loadFailed));
  }, [library.isError, library.error]);
  async function add(metric: MetricDto) {
    try {
      await attach.mutateAsync({ sectionId: section.id, metricId: metric.id });
      void toast.success(metricText.added);
      onChanged();
    } catch (error) {
      void toast.error(failure(error, metricText.addFailed));
    }
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={metricText.addExisting}
      description={metricText.librarySubtitle}
      initialSize={{ width: 560 }}
      footer={<p className="mr-auto text-sm text-gray-700">{metricText.available(available.length)}</p>}
    >
      {library.isPending ? (
        <p role="status" className="text-sm text-gray-600">
          Loading metrics...
        </p>
      ) : library.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {metricText.loadFailed}
        </p>
      ) : available.length === 0 ? (
        <div className="rounded-lg border border-dashed border-gray-300 p-6 text-center">
          <p className="font-semibold text-gray-900">{metricText.allAddedTitle}</p>
          <p className="mt-1 text-sm text-gray-600">{metricText.allAddedText}</p>
        </div>
      ) : (
        <ul className="space-y-2">
          {available.map((metric) => (
            <li key={metric.id} className="flex items-center gap-3 rounded-lg border border-gray-200 px-3 py-2">
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-gray-900">{nameOf(metric)}</span>
                <span className="block truncate text-xs text-gray-600">{plainText(metric.description)}</span>
              </span>
              <button type="button" className={button} disabled={attach.isPending} aria-label={`Add ${nameOf(metric)}`} onClick={() => void add(metric)}>
                Add
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
