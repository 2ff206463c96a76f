"use client";

// The heading section editor (spec 000 §2 "Heading section editor modal", §5, §8): an admin-only
// chunk opened by the editing layer. Its live preview is the public renderer itself, given the draft.
import { useRef, useState, type ReactNode } from "react";
import { ColorPicker, type ColorChoice } from "@/components/ui/color-picker";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { Popover } from "@/components/ui/popover";
import { headingTextStyleVariants } from "@/lib/design-tokens";
import { textStyleLabel } from "@/lib/plain-labels";
import type { EditorProps } from "@/lib/editing";
import { useSectionEditor } from "@/components/section-editor/use-section-editor";
import { useEditingLanguage } from "@/components/section-editor/use-editing-language";
import { fieldIn, translationMissing, withTranslation } from "@/lib/translate";
import { SectionEditorFrame } from "@/components/section-editor/section-editor-frame";
import { useToolbarPopovers } from "@/components/section-editor/use-toolbar-popovers";
import { MediaPicker } from "@/modules/media/components/media-picker";
import { createHeading, useCreateHeading, useDeleteHeading, useHeadings, useSaveHeading, type HeadingDto } from "../headings.queries";
import { headingBody } from "../headings.validation";
import { HeadingSection, type HeadingView } from "./heading-section";
import headingEditorText from "@/messages/en/admin/headingEditor.json";

/** The editor's form: the heading section body (spec 000 §3) with plain strings for its text fields. */
interface HeadingForm {
  name: string;
  name_part_2: string;
  name_part_3: string;
  description_text: string;
  button_text: string;
  url: string;
  url_page: string;
  image: string;
  image_first: boolean;
  is_included_templatesection: boolean;
  background_color: string | null;
  is_gradient: boolean;
  gradient: { from: string; via?: string; to: string } | null;
  text_style_variant: string;
  is_text_link: boolean;
  name_translation: Record<string, string>;
  description_text_translation: Record<string, string>;
  button_text_translation: Record<string, string>;
}

/** The texts that have translations, each with its map. */
type TranslatedText = "name" | "description_text" | "button_text";
const translationOf = { name: "name_translation", description_text: "description_text_translation", button_text: "button_text_translation" } as const;

/** The fields a problem can be shown at: the required three, and the button's address (a text needs one). */
type RequiredField = "name" | "description_text" | "url_page" | "url";
type Tool = "background" | "urls";

const emptyForm = (urlPage: string): HeadingForm => ({
  name: "",
  name_part_2: "",
  name_part_3: "",
  description_text: "",
  button_text: "",
  url: "",
  url_page: urlPage === "/home" ? "/" : urlPage,
  image: "",
  image_first: false,
  is_included_templatesection: false,
  background_color: null,
  is_gradient: false,
  gradient: null,
  text_style_variant: "default",
  is_text_link: false,
  name_translation: {},
  description_text_translation: {},
  button_text_translation: {},
});

const toForm = (row: HeadingDto): HeadingForm => ({
  name: row.name,
  name_part_2: row.name_part_2 ?? "",
  name_part_3: row.name_part_3 ?? "",
  description_text: row.description_text,
  button_text: row.button_text ?? "",
  url: row.url ?? "",
  url_page: row.url_page === "/home" ? "/" : row.url_page,
  image: row.image ?? "",
  image_first: row.image_first,
  is_included_templatesection: row.is_included_templatesection,
  background_color: row.background_color,
  is_gradient: row.is_gradient,
  gradient: row.gradient,
  text_style_variant: row.text_style_variant,
  is_text_link: row.is_text_link,
  name_translation: row.name_translation,
  description_text_translation: row.description_text_translation,
  button_text_translation: row.button_text_translation,
});

const orNull = (text: string) => (text.trim() === "" ? null : text);

/** The body the API takes, from the form; fields the editor does not show keep the row's values. */
function toBody(form: HeadingForm, row: HeadingDto | undefined) {
  return {
    name: form.name,
    description_text: form.description_text,
    url_page: form.url_page,
    name_part_2: orNull(form.name_part_2),
    name_part_3: orNull(form.name_part_3),
    button_text: orNull(form.button_text),
    url: orNull(form.url),
    image: orNull(form.image),
    image_first: form.image_first,
    is_included_templatesection: form.is_included_templatesection,
    background_color: form.is_gradient ? null : form.background_color,
    is_gradient: form.is_gradient,
    gradient: form.is_gradient ? form.gradient : null,
    text_style_variant: form.text_style_variant as (typeof headingTextStyleVariants)[number],
    is_text_link: form.is_text_link,
    name_translation: form.name_translation,
    description_text_translation: form.description_text_translation,
    button_text_translation: form.button_text_translation,
    style_variant: row?.style_variant === "clean" ? ("clean" as const) : ("default" as const),
  };
}

/** The first failing required field and its message, in the spec's order (000 §5). */
function firstProblem(form: HeadingForm, row: HeadingDto | undefined): { field: RequiredField; message: string } | null {
  const result = headingBody.safeParse(toBody(form, row));
  const issue = result.error?.issues[0];
  if (!issue) return null;
  const field = issue.path[0];
  return { field: field === "name" || field === "description_text" || field === "url_page" || field === "url" ? field : "name", message: issue.message };
}

const inputClass = (invalid: boolean) =>
  `block w-full rounded-lg border px-3 py-2 text-sm text-gray-900 shadow-sm focus:outline-none focus:ring-2 ${invalid ? "border-red-600 focus:ring-red-600/30" : "border-gray-300 focus:border-sky-600 focus:ring-sky-600/30"}`;
const toolButton = "rounded-md px-3 py-1.5 text-sm font-medium text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50 aria-pressed:bg-gray-900 aria-pressed:text-white aria-pressed:ring-gray-900";

export default function HeadingSectionEditor(props: EditorProps) {
  const { id, urlPage } = props;
  const headings = useHeadings(urlPage);
  const create = useCreateHeading();
  const save = useSaveHeading();
  const remove = useDeleteHeading();
  const [problem, setProblem] = useState<{ field: RequiredField; message: string } | null>(null);
  const [submitted, setSubmitted] = useState(false);
  // Only one toolbar popover (and so one colour picker) is open at a time.
  const { setOpenTool, popover } = useToolbarPopovers<Tool>();
  const [galleryOpen, setGalleryOpen] = useState(false);
  const fields = useRef<Partial<Record<RequiredField, HTMLElement | null>>>({});
  // The texts' language: the base texts in the site's default one, else their translations.
  const { language, defaultLanguage, switcher } = useEditingLanguage();

  const editor = useSectionEditor<HeadingDto, HeadingForm>({
    props,
    kind: "heading",
    rows: headings,
    storageKey: `atrium:heading-section-draft:${id ?? "new"}`,
    emptyForm: emptyForm(urlPage),
    toForm,
    create: (form) => create.mutateAsync(toBody(form, undefined)),
    save: (row, form, version) => save.mutateAsync({ id: row.id, ...toBody(form, row), version }),
    remove: (rowId) => remove.mutateAsync(rowId),
    recreate: (row) => createHeading(toBody(toForm(row), row)),
    saving: create.isPending || save.isPending,
    deleting: remove.isPending,
    // The first failing required field: its message, and focus on it (the URLs tool for the page URL).
    validate: (form, row) => {
      setSubmitted(true);
      const found = firstProblem(form, row);
      setProblem(found);
      if (found?.field === "url_page" || found?.field === "url") setOpenTool("urls");
      else if (found) fields.current[found.field]?.focus();
      return !found;
    },
    text: headingEditorText,
  });
  const { row, form, draft, formId } = editor;

  const update = <K extends keyof HeadingForm>(key: K, value: HeadingForm[K]) => {
    draft.set((current) => ({ ...current, [key]: value }));
  };
  // After a first failed save, the message follows the form as the admin fixes it.
  const recheck = (next: HeadingForm) => submitted && setProblem(firstProblem(next, row));
  const edit = <K extends keyof HeadingForm>(key: K, value: HeadingForm[K]) => {
    update(key, value);
    if (form) recheck({ ...form, [key]: value });
  };

  /** A text in the language shown: the base text (checked as typed), or its translation. */
  const editText = (field: TranslatedText, text: string) => {
    if (language === null) return edit(field, text);
    const translations = translationOf[field];
    draft.set((current) => ({ ...current, [translations]: withTranslation(current[translations], language, text) }));
  };
  const textIn = (field: TranslatedText) => (form ? fieldIn(form[field], form[translationOf[field]], language) : { value: "" });

  let body: ReactNode = null;
  if (form) {
    const preview: HeadingView = {
      // Its own id, so that the preview's heading ids never repeat the page's.
      id: `preview-${id ?? "new"}`,
      name: form.name,
      name_part_2: orNull(form.name_part_2),
      name_part_3: orNull(form.name_part_3),
      name_translation: form.name_translation,
      description_text: form.description_text,
      description_text_translation: form.description_text_translation,
      button_text: orNull(form.button_text),
      button_text_translation: form.button_text_translation,
      url: orNull(form.url),
      image: orNull(form.image),
      image_first: form.image_first,
      background_color: form.is_gradient ? null : form.background_color,
      is_gradient: form.is_gradient,
      gradient: form.is_gradient ? form.gradient : null,
      style_variant: row?.style_variant ?? "default",
      text_style_variant: form.text_style_variant,
      is_text_link: form.is_text_link,
    };
    const colour: ColorChoice = form.is_gradient && form.gradient ? { kind: "gradient", gradient: form.gradient } : { kind: "solid", color: form.background_color ?? "white" };
    const errorFor = (field: RequiredField) => (problem?.field === field ? problem.message : null);
    const describedBy = (field: RequiredField) => (problem?.field === field ? `${formId}-problem` : undefined);

    body = (
      <>
        <div role="toolbar" aria-label={headingEditorText.toolbar} className="flex flex-wrap items-center gap-2">
          <button type="button" className={toolButton} aria-pressed={form.image_first} onClick={() => update("image_first", !form.image_first)}>
            {headingEditorText.imageFirst}
          </button>
          <button type="button" className={toolButton} aria-pressed={form.is_text_link} onClick={() => update("is_text_link", !form.is_text_link)}>
            {headingEditorText.textLink}
          </button>
          <button type="button" className={toolButton} aria-pressed={form.is_included_templatesection} onClick={() => update("is_included_templatesection", !form.is_included_templatesection)}>
            {headingEditorText.includeTemplate}
          </button>
          <Popover
            label={headingEditorText.background}
            {...popover("background")}
            trigger={
              <button type="button" className={toolButton}>
                {headingEditorText.background}
              </button>
            }
          >
            <div className="w-80">
              <ColorPicker
                label={headingEditorText.background}
                value={colour}
                onChange={(choice) =>
                  draft.set((current) =>
                    choice.kind === "gradient"
                      ? { ...current, is_gradient: true, gradient: choice.gradient, background_color: null }
                      : { ...current, is_gradient: false, gradient: null, background_color: choice.color },
                  )
                }
              />
              {form.is_gradient || form.background_color ? (
                <button type="button" className="mt-2 text-sm text-gray-700 underline" onClick={() => draft.set((current) => ({ ...current, is_gradient: false, gradient: null, background_color: null }))}>
                  Reset to white
                </button>
              ) : null}
            </div>
          </Popover>
          <label className="flex items-center gap-2 text-sm text-gray-800">
            {headingEditorText.textStyle}
            <select value={form.text_style_variant} onChange={(event) => update("text_style_variant", event.target.value)} className="rounded-md border border-gray-300 px-2 py-1.5 text-sm">
              {headingTextStyleVariants.map((variant) => (
                <option key={variant} value={variant}>
                  {textStyleLabel(variant)}
                </option>
              ))}
            </select>
          </label>
          <Popover
            label={headingEditorText.urls}
            {...popover("urls")}
            trigger={
              <button type="button" className={`${toolButton} ${errorFor("url_page") || errorFor("url") ? "ring-red-600" : ""}`}>
                {headingEditorText.urls}
              </button>
            }
          >
            <div className="w-72 space-y-3">
              <div className="space-y-1">
                <label htmlFor={`${formId}-url-page`} className="block text-sm font-medium text-gray-800">
                  {headingEditorText.pageUrl} <span aria-hidden="true">*</span>
                </label>
                <input
                  id={`${formId}-url-page`}
                  value={form.url_page}
                  required
                  aria-invalid={errorFor("url_page") ? true : undefined}
                  aria-describedby={errorFor("url_page") ? `${formId}-url-problem` : undefined}
                  onChange={(event) => edit("url_page", event.target.value)}
                  className={inputClass(Boolean(errorFor("url_page")))}
                />
                {errorFor("url_page") ? (
                  <p id={`${formId}-url-problem`} className="text-sm text-red-700">
                    {errorFor("url_page")}
                  </p>
                ) : null}
              </div>
              <div className="space-y-1">
                <label htmlFor={`${formId}-url`} className="block text-sm font-medium text-gray-800">
                  {headingEditorText.buttonUrl}
                </label>
                <input
                  id={`${formId}-url`}
                  value={form.url}
                  placeholder="/contact"
                  aria-invalid={errorFor("url") ? true : undefined}
                  aria-describedby={errorFor("url") ? `${formId}-button-url-problem` : undefined}
                  onChange={(event) => edit("url", event.target.value)}
                  className={inputClass(Boolean(errorFor("url")))}
                />
                {errorFor("url") ? (
                  <p id={`${formId}-button-url-problem`} className="text-sm text-red-700">
                    {errorFor("url")}
                  </p>
                ) : null}
              </div>
            </div>
          </Popover>
        </div>

        {switcher((other) => translationMissing((["name", "description_text", "button_text"] as const).map((field) => [form[field], form[translationOf[field]]] as const), other))}
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <div className="space-y-3">
            <Field id={`${formId}-name`} label={headingEditorText.heading}>
              <input
                id={`${formId}-name`}
                data-fix-field="title"
                ref={(element) => {
                  fields.current.name = element;
                }}
                {...textIn("name")}
                required={language === null}
                aria-invalid={errorFor("name") ? true : undefined}
                aria-describedby={describedBy("name")}
                onChange={(event) => editText("name", event.target.value)}
                className={inputClass(Boolean(errorFor("name")))}
              />
            </Field>
            <div className="grid grid-cols-2 gap-3">
              <Field id={`${formId}-part2`} label={headingEditorText.part2}>
                <input id={`${formId}-part2`} value={form.name_part_2} onChange={(event) => update("name_part_2", event.target.value)} className={inputClass(false)} />
              </Field>
              <Field id={`${formId}-part3`} label={headingEditorText.part3}>
                <input id={`${formId}-part3`} value={form.name_part_3} onChange={(event) => update("name_part_3", event.target.value)} className={inputClass(false)} />
              </Field>
            </div>
            <Field id={`${formId}-description`} label={headingEditorText.description}>
              <textarea
                id={`${formId}-description`}
                ref={(element) => {
                  fields.current.description_text = element;
                }}
                rows={4}
                {...textIn("description_text")}
                required={language === null}
                aria-invalid={errorFor("description_text") ? true : undefined}
                aria-describedby={describedBy("description_text")}
                onChange={(event) => editText("description_text", event.target.value)}
                className={inputClass(Boolean(errorFor("description_text")))}
              />
            </Field>
            <Field id={`${formId}-button`} label={headingEditorText.buttonText}>
              <input id={`${formId}-button`} {...textIn("button_text")} onChange={(event) => editText("button_text", event.target.value)} className={inputClass(false)} />
            </Field>
            <Field id={`${formId}-image`} label={headingEditorText.image}>
              <div className="flex gap-2">
                <input id={`${formId}-image`} data-fix-field="image" type="url" value={form.image} placeholder="https://…" onChange={(event) => update("image", event.target.value)} className={inputClass(false)} />
                <button type="button" onClick={() => setGalleryOpen(true)} className="shrink-0 rounded-lg px-3 py-2 text-sm font-medium text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50">
                  {headingEditorText.gallery}
                </button>
                {form.image ? (
                  <button type="button" onClick={() => update("image", "")} className="shrink-0 rounded-lg px-3 py-2 text-sm font-medium text-red-700 ring-1 ring-red-300 hover:bg-red-50">
                    {headingEditorText.removeImage}
                  </button>
                ) : null}
              </div>
            </Field>
            {problem ? (
              <p id={`${formId}-problem`} role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
                {problem.message}
              </p>
            ) : null}
          </div>
          <section aria-label={headingEditorText.preview} className="overflow-hidden rounded-lg ring-1 ring-gray-200" data-heading-preview="">
            {/* The public renderer itself (ARCHITECTURE "The editing layer"): the preview and the page cannot differ. */}
            <HeadingSection heading={preview} locale={language ?? defaultLanguage} />
          </section>
        </div>
      </>
    );
  }

  return (
    <>
      <SectionEditorFrame
        editor={editor}
        initialSize={{ width: 1100, height: 760 }}
        confirmDelete={<ConfirmDialog open={editor.confirmingDelete} onOpenChange={editor.setConfirmingDelete} title={headingEditorText.deleteTitle} description={headingEditorText.deleteMessage} onConfirm={() => void editor.destroy()} />}
      >
        {body}
      </SectionEditorFrame>
      <MediaPicker open={galleryOpen} onOpenChange={setGalleryOpen} onPick={(file) => update("image", file.url)} />
    </>
  );
}
