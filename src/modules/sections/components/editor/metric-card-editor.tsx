"use client";

// One card of the metric list: its toolbar, inline title and description, media by URL or from the gallery.
import { AlertDialog } from "radix-ui";
import { useId, useState, type KeyboardEvent } from "react";
import { ConfirmByTyping } from "@/components/ui/confirm-by-typing";
import { ConflictDialog } from "@/components/ui/conflict-dialog";
import { DropdownMenu } from "@/components/ui/dropdown-menu";
import { PaletteGrid } from "@/components/ui/palette-grid";
import { Popover } from "@/components/ui/popover";
import { toast } from "@/components/ui/toast";
import { isConflictError } from "@/lib/api-client";
import { formatMessage } from "@/lib/i18n/format";
import { plainText } from "@/lib/plain-text";
import { fieldIn, withTranslation } from "@/lib/translate";
import { MediaPicker } from "@/modules/media/components/media-picker";
import { useDeleteMetric, useDetachMetric, usePatchMetric, type MetricDto, type PatchMetricFields } from "../../sections.queries";
import { button, failure, input, nameOf, small } from "./metric-editor-common";
import metricEditorText from "@/messages/en/admin/metricEditor.json";
import { UrlDialog } from "./metric-url-dialog";

type MetricChange = Omit<PatchMetricFields, "id" | "version">;

/**
 * `language`: the language the section editor writes in (null: the site's default, the base texts);
 * in another one the inline title and description are the card's translations, with the base text
 * as the empty field's hint.
 */
export function MetricCardEditor({ metric, sectionId, handle, dragging, language, onChanged }: { metric: MetricDto; sectionId: string; handle: object; dragging: boolean; language: string | null; onChanged: () => void }) {
  const patch = usePatchMetric();
  const detach = useDetachMetric();
  const destroy = useDeleteMetric();
  const saved = { title: fieldIn(metric.title, metric.title_translation, language), description: fieldIn(metric.description, metric.description_translation, language) };
  const [title, setTitle] = useState(saved.title.value);
  const [description, setDescription] = useState(saved.description.value);
  const [urlOpen, setUrlOpen] = useState(false);
  const [galleryOpen, setGalleryOpen] = useState(false);
  const [choice, setChoice] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [conflict, setConflict] = useState<{ message: string; current: MetricDto; fields: MetricChange; success: string | null; fallback: string } | null>(null);
  const ids = useId();
  // The sign an inline title or description save gives: "Saving…" while it is sent, then "Saved".
  const [inlineSave, setInlineSave] = useState<"saving" | "saved" | null>(null);
  // A saved change (theirs or ours) or another language replaces what the fields show.
  const [shown, setShown] = useState({ title: saved.title.value, description: saved.description.value });
  if (shown.title !== saved.title.value || shown.description !== saved.description.value) {
    setShown({ title: saved.title.value, description: saved.description.value });
    setTitle(saved.title.value);
    setDescription(saved.description.value);
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

  /** An inline field's save on leaving it, with its sign next to the fields (no toast for every word). */
  async function saveText(field: "title" | "description", text: string, fallback: string) {
    const fields = language === null ? { [field]: text } : { [`${field}_translation`]: withTranslation(metric[`${field}_translation`], language, text) };
    setInlineSave("saving");
    setInlineSave((await change(fields, null, fallback)) ? "saved" : null);
  }
  /** Escape puts the saved text back in the field and leaves the section editor open (`data-keeps-escape`, ui/dialog). */
  const revertOnEscape = (field: "title" | "description") => (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    if (field === "title") setTitle(saved.title.value);
    else setDescription(saved.description.value);
  };

  const name = nameOf(metric);
  return (
    <article data-metric-card={metric.title} className={`group relative space-y-2 rounded-lg border bg-white p-3 ${dragging ? "border-sky-500 shadow-lg" : "border-gray-200"}`}>
      <div className="flex items-center gap-2">
        <button type="button" {...handle} aria-label={`${metricEditorText.dragHandle}: ${name}`} className="cursor-grab rounded px-1.5 py-1 text-gray-500 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-sky-700">
          ⠿
        </button>
        {/* The toolbar: shown on hover, and whenever something in the card has focus (keyboard). */}
        <div role="toolbar" aria-label={formatMessage(metricEditorText.options, { name })} className="flex flex-wrap gap-1 opacity-100 sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100">
          <button type="button" className={small} aria-pressed={metric.is_title_displayed} onClick={() => void change({ is_title_displayed: !metric.is_title_displayed }, null, metricEditorText.updateFailed)}>
            Show title
          </button>
          <button type="button" className={small} aria-pressed={metric.is_image_rounded_full} onClick={() => void change({ is_image_rounded_full: !metric.is_image_rounded_full }, null, metricEditorText.updateFailed)}>
            Round image
          </button>
          <button type="button" className={small} aria-pressed={metric.is_card_type} onClick={() => void change({ is_card_type: !metric.is_card_type }, null, metricEditorText.updateFailed)}>
            Card
          </button>
          <Popover label={`Background colour: ${name}`} trigger={<button type="button" className={small}>Colour</button>}>
            <div className="w-72 space-y-2">
              <PaletteGrid label="Card background" value={metric.background_color ?? undefined} onChange={(color) => void change({ background_color: color }, null, metricEditorText.updateFailed)} />
              <button type="button" className={small} onClick={() => void change({ background_color: null }, null, metricEditorText.updateFailed)}>
                No colour
              </button>
            </div>
          </Popover>
          <button type="button" className={`${small} text-red-700`} onClick={() => setChoice(true)}>
            {metricEditorText.removeOrDelete}
          </button>
        </div>
      </div>

      <div className="flex items-center gap-2">
        {metric.image ? <span className="min-w-0 flex-1 truncate text-xs text-gray-700" data-metric-image>{metric.image}</span> : null}
        <DropdownMenu
          label={`Media: ${name}`}
          trigger={
            <button type="button" className={small}>
              {metric.image ? metricEditorText.changeMedia : metricEditorText.addMedia}
            </button>
          }
          actions={[
            { label: metricEditorText.gallery, onSelect: () => setGalleryOpen(true) },
            { label: metricEditorText.url, onSelect: () => setUrlOpen(true) },
            ...(metric.image ? [{ label: metricEditorText.removeMedia, destructive: true, onSelect: () => void change({ image: null }, metricEditorText.mediaRemoved, metricEditorText.removeMediaFailed) }] : []),
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
        placeholder={saved.title.placeholder}
        data-keeps-escape=""
        onKeyDown={revertOnEscape("title")}
        onChange={(event) => setTitle(event.target.value)}
        onBlur={() => title !== saved.title.value && void saveText("title", title, metricEditorText.titleFailed)}
      />
      <label htmlFor={`${ids}-description`} className="sr-only">
        Description of {name}
      </label>
      <textarea
        id={`${ids}-description`}
        rows={2}
        className={input}
        value={description}
        placeholder={saved.description.placeholder}
        data-keeps-escape=""
        onKeyDown={revertOnEscape("description")}
        onChange={(event) => setDescription(event.target.value)}
        onBlur={() => description !== saved.description.value && void saveText("description", description, metricEditorText.descriptionFailed)}
      />
      <p role="status" className="min-h-4 text-xs text-gray-600" data-inline-save={inlineSave ?? undefined}>
        {inlineSave ? metricEditorText[inlineSave] : ""}
      </p>

      {galleryOpen ? <MediaPicker open onOpenChange={setGalleryOpen} onPick={(file) => void change({ image: file.url }, metricEditorText.imageUpdated, metricEditorText.imageFailed)} /> : null}
      {urlOpen ? <UrlDialog initial={metric.image ?? ""} onClose={() => setUrlOpen(false)} onConfirm={(url) => change({ image: url }, metricEditorText.urlUpdated, metricEditorText.urlFailed)} /> : null}

      <AlertDialog.Root open={choice} onOpenChange={setChoice}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-gray-900/40" />
          <AlertDialog.Content className="fixed left-1/2 top-1/2 z-[60] w-[min(100vw-2rem,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-5 shadow-2xl">
            <AlertDialog.Title className="text-base font-semibold text-gray-900">{metricEditorText.removeTitle}</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-gray-600">{metricEditorText.removeDescription}</AlertDialog.Description>
            <div className="mt-4 flex flex-wrap justify-end gap-2">
              <AlertDialog.Cancel className={button}>{metricEditorText.cancel}</AlertDialog.Cancel>
              <AlertDialog.Action
                className={button}
                onClick={() =>
                  void detach
                    .mutateAsync({ sectionId, metricId: metric.id })
                    .then(() => {
                      void toast.success(metricEditorText.removed);
                      onChanged();
                    })
                    .catch((error: unknown) => void toast.error(failure(error, metricEditorText.removeFailed)))
                }
              >
                {metricEditorText.removeFromSection}
              </AlertDialog.Action>
              <AlertDialog.Action className={`${button} bg-red-700 text-white ring-red-700 hover:bg-red-800`} onClick={() => setConfirmDelete(true)}>
                {metricEditorText.deletePermanently}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
      <ConfirmByTyping
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={metricEditorText.deleteTitle}
        description={metricEditorText.deleteDescription}
        expected={plainText(metric.title)}
        onConfirm={() =>
          void destroy
            .mutateAsync(metric.id)
            .then(() => {
              void toast.success(metricEditorText.deleted);
              onChanged();
            })
            .catch((error: unknown) => void toast.error(failure(error, metricEditorText.deleteFailed)))
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
