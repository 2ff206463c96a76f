"use client";

// The template section editor modal (spec 000 §2, §4 "Editors", §5, §8): an admin-only chunk the
// editing layer opens. Its preview is the public renderer itself, given the draft.
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState, type KeyboardEvent } from "react";
import { ConfirmByTyping } from "@/components/ui/confirm-by-typing";
import { ConflictDialog } from "@/components/ui/conflict-dialog";
import { ColorPicker, type ColorChoice } from "@/components/ui/color-picker";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { ApiRequestError, isConflictError } from "@/lib/api-client";
import { gridColumns, imageHeights, textStyleVariants } from "@/lib/design-tokens";
import type { EditorProps } from "@/lib/editing";
import { plainText } from "@/lib/plain-text";
import { createSection, recreateBody, sectionKeys, useCreateSection, useDeleteSection, usePageSections, useSaveSection, type TemplateSectionDto } from "../../sections.queries";
import { sectionMessages } from "../../sections.validation";
import { sectionTypeRegistry, sectionTypes, type SectionType } from "../../types/registry";
import type { PublicSection } from "../section-data";
import { TemplateSection } from "../template-section";
import { MetricList } from "./metric-list";
import { draftKey, emptyForm, formOf, useSectionDraft, type SectionForm } from "./section-draft";

export const sectionEditorText = {
  createTitle: "Create Template Section",
  editTitle: "Edit Template Section",
  newBadge: "New",
  editBadge: "Edit",
  cancel: "Cancel",
  delete: "Delete",
  create: "Create",
  update: "Update",
  saving: "Saving...",
  created: "Section created successfully!",
  updated: "Section updated successfully!",
  deleted: "Section deleted successfully!",
  saveFailed: "Failed to save section",
  deleteFailed: "Failed to delete section",
  unsavedChanges: "You have unsaved changes. Are you sure you want to close?",
  deleteTitle: "Delete section",
  deleteDescription: "This deletes the section from the page. Its metrics stay in your metric library.",
  restored: "Your unsaved changes were restored.",
  optionalText: "Title and description are optional for this section type.",
  loading: "Loading section...",
  notFound: "Section not found",
  preview: "Live preview",
} as const;


const field = "block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-600/30";
const labelClass = "block text-sm font-medium text-gray-800";
const buttonSecondary = "rounded-lg px-4 py-2 text-sm font-semibold text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";
const toggle = "rounded-md px-3 py-1.5 text-sm font-medium ring-1 ring-gray-300 aria-pressed:bg-gray-900 aria-pressed:text-white aria-pressed:ring-gray-900";

/** The draft as the public renderer reads a section. */
function previewOf(form: SectionForm, base: TemplateSectionDto | null, urlPage: string): PublicSection {
  const now = new Date().toISOString();
  const section = {
    ...(base ?? {
      id: "00000000-0000-4000-8000-000000000000",
      organization_id: "00000000-0000-4000-8000-000000000000",
      url_page: urlPage,
      order: 0,
      section_title_translation: {},
      section_description_translation: {},
      is_reviews_section: false,
      is_help_center_section: false,
      is_real_estate_modal: false,
      is_brand: false,
      is_article_slider: false,
      is_contact_section: false,
      is_faq_section: false,
      is_pricingplans_section: false,
      version: 0,
      created_at: now,
      updated_at: now,
      website_metric: [],
    }),
    ...form,
    // Its own element ids: the public page shows the saved section (with the row's ids) under the dialog.
    id: `preview-${base?.id ?? "new"}`,
    // The draft's title and description are what the admin reads, whatever the locale.
    section_title_translation: {},
    section_description_translation: {},
  };
  return section as unknown as PublicSection;
}

const backgroundOf = (form: SectionForm): ColorChoice =>
  form.is_gradient && form.gradient ? { kind: "gradient", gradient: form.gradient } : { kind: "solid", color: form.background_color ?? "" };

const alignmentOf = (form: SectionForm) => (form.is_section_title_aligned_right ? "right" : form.is_section_title_aligned_center ? "center" : "left");

export default function TemplateSectionEditor({ id, urlPage, onClose, onChanged, deleteWithUndo }: EditorProps) {
  const sections = usePageSections(urlPage);
  const base = id ? (sections.data?.find((section) => section.id === id) ?? null) : null;
  const saved = useMemo(() => (id ? (base ? formOf(base) : null) : emptyForm), [id, base]);
  const draft = useSectionDraft(draftKey(id, urlPage), saved);
  const form = draft.form;
  const create = useCreateSection();
  const save = useSaveSection();
  const remove = useDeleteSection();
  const client = useQueryClient();
  const [titleError, setTitleError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ message: string; current: TemplateSectionDto } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const pending = create.isPending || save.isPending || remove.isPending;
  const dirty = Boolean(form && saved && JSON.stringify(form) !== JSON.stringify(saved));
  const titleRequired = form ? Boolean(sectionTypeRegistry[form.section_type].titleRequired) : true;
  const locale = typeof document === "undefined" ? "en" : document.documentElement.lang || "en";

  const close = () => {
    draft.discard();
    onClose();
  };

  async function submit(version?: number) {
    if (!form) return;
    if (titleRequired && form.section_title.trim() === "") {
      setTitleError(sectionMessages.titleRequired);
      void toast.error(sectionMessages.titleRequired);
      return;
    }
    setTitleError(null);
    const fields = { ...form, background_color: form.background_color ?? "", gradient: form.gradient };
    try {
      if (id && base) {
        const section = await save.mutateAsync({ id, ...fields, version: version ?? base.version });
        draft.reset(formOf(section));
        draft.discard();
        void toast.success(sectionEditorText.updated);
        onChanged();
      } else {
        const section = await create.mutateAsync({ ...fields, url_page: urlPage });
        draft.discard();
        void toast.success(sectionEditorText.created);
        onChanged({ kind: "template", id: section.id });
      }
      onClose();
    } catch (error) {
      if (isConflictError<TemplateSectionDto>(error)) {
        setConflict({ message: error.message, current: error.current });
        return;
      }
      console.error("[section editor] save failed:", error);
      void toast.error(error instanceof ApiRequestError ? error.message : sectionEditorText.saveFailed);
    }
  }

  async function deleteSection() {
    if (!id || !base) return;
    try {
      await deleteWithUndo({
        row: { kind: "template", id },
        remove: () => remove.mutateAsync(id),
        recreate: () => createSection(recreateBody(base)),
        deleted: sectionEditorText.deleted,
      });
      draft.discard();
      onClose();
    } catch (error) {
      console.error("[section editor] delete failed:", error);
      void toast.error(error instanceof ApiRequestError ? error.message : sectionEditorText.deleteFailed);
    }
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === "z") {
      if (draft.undo()) event.preventDefault();
    }
  };

  const title = id ? sectionEditorText.editTitle : sectionEditorText.createTitle;
  const footer = (
    <div className="flex w-full flex-wrap items-center gap-2">
      {id ? (
        <button type="button" className="mr-auto rounded-lg px-4 py-2 text-sm font-semibold text-red-700 ring-1 ring-red-300 hover:bg-red-50" disabled={pending || !base} onClick={() => setConfirmDelete(true)}>
          {sectionEditorText.delete}
        </button>
      ) : (
        <span className="mr-auto" />
      )}
      <button type="button" className={buttonSecondary} onClick={() => (!dirty || window.confirm(sectionEditorText.unsavedChanges)) && close()}>
        {sectionEditorText.cancel}
      </button>
      <button type="button" onClick={() => void submit()} disabled={pending || !form} className="rounded-lg bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 disabled:bg-sky-300">
        {create.isPending || save.isPending ? sectionEditorText.saving : id ? sectionEditorText.update : sectionEditorText.create}
      </button>
    </div>
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={title}
      badge={id ? sectionEditorText.editBadge : sectionEditorText.newBadge}
      fullscreenable
      movable
      initialSize={{ width: 1080, height: 760 }}
      confirmClose={() => !dirty || pending || window.confirm(sectionEditorText.unsavedChanges)}
      footer={footer}
    >
      <div onKeyDown={onKeyDown}>
        {!form ? (
          <p role="status" className="text-sm text-gray-600">
            {sections.isSuccess && id ? sectionEditorText.notFound : sectionEditorText.loading}
          </p>
        ) : (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
            <div className="space-y-5">
              {draft.restored ? (
                <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
                  {sectionEditorText.restored}
                </p>
              ) : null}
              <div className="space-y-1.5">
                <label htmlFor="section-type" className={labelClass}>
                  Section type
                </label>
                <select id="section-type" className={field} value={form.section_type} onChange={(event) => draft.change({ section_type: event.target.value as SectionType })}>
                  {sectionTypes.map((type) => (
                    <option key={type} value={type}>
                      {sectionTypeRegistry[type].label}
                    </option>
                  ))}
                </select>
              </div>
              <div className="space-y-1.5">
                <label htmlFor="section-title" className={labelClass}>
                  Section title{titleRequired ? " (required)" : ""}
                </label>
                <input
                  id="section-title"
                  className={field}
                  value={form.section_title}
                  aria-invalid={titleError ? true : undefined}
                  aria-describedby={titleError ? "section-title-error" : undefined}
                  onChange={(event) => {
                    draft.change({ section_title: event.target.value });
                    if (titleError && event.target.value.trim() !== "") setTitleError(null);
                  }}
                />
                {titleError ? (
                  <p id="section-title-error" role="alert" className="text-sm text-red-700">
                    {titleError}
                  </p>
                ) : null}
              </div>
              <div className="space-y-1.5">
                <label htmlFor="section-description" className={labelClass}>
                  Section description
                </label>
                <textarea id="section-description" rows={3} className={field} value={form.section_description} onChange={(event) => draft.change({ section_description: event.target.value })} />
                {!titleRequired ? <p className="text-xs text-gray-600">{sectionEditorText.optionalText}</p> : null}
              </div>

              <fieldset className="space-y-3">
                <legend className="text-sm font-semibold text-gray-900">Layout</legend>
                <div role="group" aria-label="Title alignment" className="flex gap-2">
                  {(["left", "center", "right"] as const).map((align) => (
                    <button
                      key={align}
                      type="button"
                      className={toggle}
                      aria-pressed={alignmentOf(form) === align}
                      onClick={() => draft.change({ is_section_title_aligned_center: align === "center", is_section_title_aligned_right: align === "right" })}
                    >
                      {`Align ${align}`}
                    </button>
                  ))}
                </div>
                <label className="flex items-center gap-2 text-sm text-gray-800">
                  <input type="checkbox" checked={form.is_full_width} onChange={(event) => draft.change({ is_full_width: event.target.checked })} />
                  Full width
                </label>
                {form.section_type === "general" ? (
                  <label className="flex items-center gap-2 text-sm text-gray-800">
                    <input type="checkbox" checked={form.is_slider} onChange={(event) => draft.change({ is_slider: event.target.checked })} />
                    Slider
                  </label>
                ) : null}
                <div className="space-y-1.5">
                  <label htmlFor="section-columns" className={labelClass}>
                    Grid columns
                  </label>
                  <select id="section-columns" className={field} value={form.grid_columns} onChange={(event) => draft.change({ grid_columns: Number(event.target.value) })}>
                    {Array.from({ length: gridColumns.max - gridColumns.min + 1 }, (_, index) => gridColumns.min + index).map((count) => (
                      <option key={count} value={count}>
                        {count}
                      </option>
                    ))}
                  </select>
                </div>
              </fieldset>

              <ColorPicker
                label="Background"
                value={backgroundOf(form)}
                onChange={(choice) =>
                  draft.change(choice.kind === "gradient" ? { is_gradient: true, gradient: choice.gradient } : { is_gradient: false, background_color: choice.color || null })
                }
              />
              <div className="space-y-1.5">
                <label htmlFor="section-text-style" className={labelClass}>
                  Text style
                </label>
                <select id="section-text-style" className={field} value={form.text_style_variant} onChange={(event) => draft.change({ text_style_variant: event.target.value as SectionForm["text_style_variant"] })}>
                  {textStyleVariants.map((variant) => (
                    <option key={variant} value={variant}>
                      {variant}
                    </option>
                  ))}
                </select>
              </div>

              <fieldset className="space-y-3">
                <legend className="text-sm font-semibold text-gray-900">Metrics</legend>
                <div className="space-y-1.5">
                  <label htmlFor="section-image-position" className={labelClass}>
                    Image position
                  </label>
                  <select id="section-image-position" className={field} value={form.is_image_bottom ? "bottom" : "top"} onChange={(event) => draft.change({ is_image_bottom: event.target.value === "bottom" })}>
                    <option value="top">Top</option>
                    <option value="bottom">Bottom</option>
                  </select>
                </div>
                <div className="space-y-1.5">
                  <label htmlFor="section-image-height" className={labelClass}>
                    Image height
                  </label>
                  <select id="section-image-height" className={field} value={form.image_metrics_height} onChange={(event) => draft.change({ image_metrics_height: event.target.value as SectionForm["image_metrics_height"] })}>
                    {Object.entries(imageHeights).map(([height, name]) => (
                      <option key={height} value={height}>
                        {name} ({height})
                      </option>
                    ))}
                  </select>
                </div>
                <MetricList section={base} onChanged={() => onChanged()} />
              </fieldset>
            </div>

            <section aria-label={sectionEditorText.preview} className="min-w-0 overflow-hidden rounded-lg ring-1 ring-gray-200" data-section-preview>
              <TemplateSection section={previewOf(form, base, urlPage)} locale={locale} />
            </section>
          </div>
        )}
      </div>
      {conflict ? (
        <ConflictDialog
          open
          message={conflict.message}
          onKeepEditing={() => setConflict(null)}
          onReload={() => {
            const current = conflict.current;
            client.setQueryData(sectionKeys.page(urlPage), (list: TemplateSectionDto[] | undefined) => list?.map((row) => (row.id === current.id ? current : row)));
            draft.reset(formOf(current));
            setConflict(null);
          }}
          onOverwrite={() => {
            const version = conflict.current.version;
            setConflict(null);
            void submit(version);
          }}
        />
      ) : null}
      {id && base ? (
        <ConfirmByTyping
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={sectionEditorText.deleteTitle}
          description={sectionEditorText.deleteDescription}
          expected={plainText(base.section_title)}
          onConfirm={() => void deleteSection()}
        />
      ) : null}
    </Dialog>
  );
}
