"use client";

// The template section editor modal (spec 000 §2, §4 "Editors", §5, §8): an admin-only chunk the
// editing layer opens. Its preview is the public renderer itself, given the draft.
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { SectionEditorFrame } from "@/components/section-editor/section-editor-frame";
import { useSectionEditor } from "@/components/section-editor/use-section-editor";
import { ConfirmByTyping } from "@/components/ui/confirm-by-typing";
import { ColorPicker, type ColorChoice } from "@/components/ui/color-picker";
import { toast } from "@/components/ui/toast";
import { gridColumns, imageHeightNames, textStyleVariants } from "@/lib/design-tokens";
import { imageHeightLabel, textStyleLabel } from "@/lib/plain-labels";
import type { EditorProps } from "@/lib/editing";
import { plainText } from "@/lib/plain-text";
import { fieldIn, translationMissing, withTranslation } from "@/lib/translate";
import { useEditingLanguage } from "@/components/section-editor/use-editing-language";
import { createSection, recreateBody, sectionKeys, useCreateSection, useDeleteSection, usePageSections, useSaveSection, type TemplateSectionDto } from "../../sections.queries";
import { sectionMessages } from "../../sections.validation";
import { sectionTypeRegistry, sectionTypes, type SectionType } from "../../types/registry";
import type { PublicSection } from "../section-data";
import { SectionSkeleton } from "../section-skeleton";
import { TemplateSection } from "../template-section";
import { MetricList } from "./metric-list";
import { draftKey, emptyForm, formOf, patchSection, type SectionForm } from "./section-draft";
import sectionEditorText from "@/messages/en/admin/sectionEditor.json";


const field = "block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-600/30";
const labelClass = "block text-sm font-medium text-gray-800";
const toggle = "rounded-md px-3 py-1.5 text-sm font-medium ring-1 ring-gray-300 aria-pressed:bg-gray-900 aria-pressed:text-white aria-pressed:ring-gray-900";

/**
 * The type of the section being opened, as the page shows it (TemplateSection's `data-section-type`
 * on its anchor), for its skeleton while the editor reads the row; "general" when unknown.
 */
function typeOnPage(id: string | undefined): SectionType {
  const anchors = id && typeof document !== "undefined" ? [...document.querySelectorAll<HTMLElement>('[data-kind="template"][data-id]')] : [];
  const shown = anchors.find((anchor) => anchor.dataset.id === id)?.dataset.sectionType;
  return (sectionTypes as readonly string[]).includes(shown ?? "") ? (shown as SectionType) : "general";
}

/** The draft as the public renderer reads a section. */
function previewOf(form: SectionForm, base: TemplateSectionDto | null, urlPage: string, language: string | null): PublicSection {
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
    // The draft's title and description in the language the editor shows (the base text in the default one).
    section_title_translation: language ? form.section_title_translation : {},
    section_description_translation: language ? form.section_description_translation : {},
  };
  return section as unknown as PublicSection;
}

const backgroundOf = (form: SectionForm): ColorChoice =>
  form.is_gradient && form.gradient ? { kind: "gradient", gradient: form.gradient } : { kind: "solid", color: form.background_color ?? "" };

const alignmentOf = (form: SectionForm) => (form.is_section_title_aligned_right ? "right" : form.is_section_title_aligned_center ? "center" : "left");

export default function TemplateSectionEditor(props: EditorProps) {
  const { id, urlPage, onChanged } = props;
  const sections = usePageSections(urlPage);
  const create = useCreateSection();
  const save = useSaveSection();
  const remove = useDeleteSection();
  const client = useQueryClient();
  const [titleError, setTitleError] = useState<string | null>(null);
  const titleRequiredOf = (form: SectionForm) => Boolean(sectionTypeRegistry[form.section_type].titleRequired);
  const fieldsOf = (form: SectionForm) => ({ ...form, background_color: form.background_color ?? "", gradient: form.gradient });

  const editor = useSectionEditor<TemplateSectionDto, SectionForm>({
    props,
    kind: "template",
    rows: sections,
    storageKey: draftKey(id, urlPage),
    emptyForm,
    toForm: formOf,
    create: (form) => create.mutateAsync({ ...fieldsOf(form), url_page: urlPage }),
    save: (row, form, version) => save.mutateAsync({ id: row.id, ...fieldsOf(form), version }),
    remove: (rowId) => remove.mutateAsync(rowId),
    recreate: (row) => createSection(recreateBody(row)),
    saving: create.isPending || save.isPending,
    deleting: remove.isPending,
    validate: (form) => {
      const missing = titleRequiredOf(form) && form.section_title.trim() === "";
      setTitleError(missing ? sectionMessages.titleRequired : null);
      if (missing) void toast.error(sectionMessages.titleRequired);
      return !missing;
    },
    // The preview and the metric list read the row beyond the form: they show theirs too.
    onReload: (current) => client.setQueryData(sectionKeys.page(urlPage), (list: TemplateSectionDto[] | undefined) => list?.map((row) => (row.id === current.id ? current : row))),
    text: sectionEditorText,
  });
  const { form, draft } = editor;
  const base = editor.row ?? null;
  const change = patchSection(draft.set);
  const titleRequired = form ? titleRequiredOf(form) : true;
  // The texts' language: the base texts in the site's default one, else their translations.
  const { language, defaultLanguage, switcher } = useEditingLanguage();
  const locale = language ?? defaultLanguage;
  /** A title or description in the language shown: the base text, or its translation. */
  const changeText = (field: "section_title" | "section_description", text: string) => {
    const translations = `${field}_translation` as const;
    if (language === null) change({ [field]: text });
    else if (form) change({ [translations]: withTranslation(form[translations], language, text) });
  };

  return (
    <SectionEditorFrame
      editor={editor}
      initialSize={{ width: 1080, height: 760 }}
      placeholder={<SectionSkeleton type={typeOnPage(props.id)} />}
      confirmDelete={
        base ? (
          <ConfirmByTyping
            open={editor.confirmingDelete}
            onOpenChange={editor.setConfirmingDelete}
            title={sectionEditorText.deleteTitle}
            description={sectionEditorText.deleteDescription}
            expected={plainText(base.section_title)}
            onConfirm={() => void editor.destroy()}
          />
        ) : null
      }
    >
      {form ? (
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
            <div className="space-y-5">
              {switcher((other) =>
                translationMissing(
                  [
                    [form.section_title, form.section_title_translation],
                    [form.section_description, form.section_description_translation],
                    // The cards' texts are the section's too.
                    ...(base?.website_metric ?? []).flatMap((card) => [
                      [card.title, card.title_translation] as const,
                      [card.description, card.description_translation] as const,
                    ]),
                  ],
                  other,
                ),
              )}
              <div className="space-y-1.5">
                <label htmlFor="section-type" className={labelClass}>
                  Section type
                </label>
                <select id="section-type" className={field} value={form.section_type} onChange={(event) => change({ section_type: event.target.value as SectionType })}>
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
                  data-fix-field="title"
                  className={field}
                  {...fieldIn(form.section_title, form.section_title_translation, language)}
                  aria-invalid={titleError ? true : undefined}
                  aria-describedby={titleError ? "section-title-error" : undefined}
                  onChange={(event) => {
                    changeText("section_title", event.target.value);
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
                <textarea
                  id="section-description"
                  rows={3}
                  className={field}
                  {...fieldIn(form.section_description, form.section_description_translation, language)}
                  onChange={(event) => changeText("section_description", event.target.value)}
                />
                {!titleRequired ? <p className="text-xs text-gray-600">{sectionEditorText.optionalText}</p> : null}
              </div>

              <fieldset className="min-w-0 space-y-3">
                <legend className="text-sm font-semibold text-gray-900">Layout</legend>
                <div role="group" aria-label="Title alignment" className="flex gap-2">
                  {(["left", "center", "right"] as const).map((align) => (
                    <button
                      key={align}
                      type="button"
                      className={toggle}
                      aria-pressed={alignmentOf(form) === align}
                      onClick={() => change({ is_section_title_aligned_center: align === "center", is_section_title_aligned_right: align === "right" })}
                    >
                      {`Align ${align}`}
                    </button>
                  ))}
                </div>
                <label className="flex items-center gap-2 text-sm text-gray-800">
                  <input type="checkbox" checked={form.is_full_width} onChange={(event) => change({ is_full_width: event.target.checked })} />
                  Full width
                </label>
                {form.section_type === "general" ? (
                  <label className="flex items-center gap-2 text-sm text-gray-800">
                    <input type="checkbox" checked={form.is_slider} onChange={(event) => change({ is_slider: event.target.checked })} />
                    Slider
                  </label>
                ) : null}
                <div className="space-y-1.5">
                  <label htmlFor="section-columns" className={labelClass}>
                    Grid columns
                  </label>
                  <select id="section-columns" className={field} value={form.grid_columns} onChange={(event) => change({ grid_columns: Number(event.target.value) })}>
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
                  change(choice.kind === "gradient" ? { is_gradient: true, gradient: choice.gradient } : { is_gradient: false, background_color: choice.color || null })
                }
              />
              <div className="space-y-1.5">
                <label htmlFor="section-text-style" className={labelClass}>
                  Text style
                </label>
                <select id="section-text-style" className={field} value={form.text_style_variant} onChange={(event) => change({ text_style_variant: event.target.value as SectionForm["text_style_variant"] })}>
                  {textStyleVariants.map((variant) => (
                    <option key={variant} value={variant}>
                      {textStyleLabel(variant)}
                    </option>
                  ))}
                </select>
              </div>

              <fieldset className="min-w-0 space-y-3">
                <legend className="text-sm font-semibold text-gray-900">{sectionEditorText.cards}</legend>
                <div className="space-y-1.5">
                  <label htmlFor="section-image-position" className={labelClass}>
                    Image position
                  </label>
                  <select id="section-image-position" className={field} value={form.is_image_bottom ? "bottom" : "top"} onChange={(event) => change({ is_image_bottom: event.target.value === "bottom" })}>
                    <option value="top">Top</option>
                    <option value="bottom">Bottom</option>
                  </select>
                </div>
                <div className="space-y-1.5">
                  <label htmlFor="section-image-height" className={labelClass}>
                    Image height
                  </label>
                  <select id="section-image-height" className={field} value={form.image_metrics_height} onChange={(event) => change({ image_metrics_height: event.target.value as SectionForm["image_metrics_height"] })}>
                    {imageHeightNames.map((height) => (
                      <option key={height} value={height}>
                        {imageHeightLabel(height)}
                      </option>
                    ))}
                  </select>
                </div>
                <MetricList section={base} language={language} onChanged={() => onChanged()} />
              </fieldset>
            </div>

            <section aria-label={sectionEditorText.preview} className="min-w-0 overflow-hidden rounded-lg ring-1 ring-gray-200" data-section-preview>
              <TemplateSection section={previewOf(form, base, urlPage, language)} locale={locale} />
            </section>
          </div>
      ) : null}
    </SectionEditorFrame>
  );
}
