"use client";

// The hero section modal (spec 001 §2 "Hero section modal", §3, §4, §5, §9): an admin-only chunk
// opened by the editing layer. Its live preview is the public renderer itself, given the draft.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { ColorPicker, type ColorChoice } from "@/components/ui/color-picker";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { PaletteGrid } from "@/components/ui/palette-grid";
import { Popover } from "@/components/ui/popover";
import type { EditorProps } from "@/lib/editing";
import { SectionEditorFrame } from "@/components/section-editor/section-editor-frame";
import { useToolbarPopovers } from "@/components/section-editor/use-toolbar-popovers";
import { useSectionEditor } from "@/components/section-editor/use-section-editor";
import { useEditingLanguage } from "@/components/section-editor/use-editing-language";
import { fieldIn, translationMissing, withTranslation } from "@/lib/translate";
import { alignmentLabel, heroAnimationLabel, heroBlockWidthLabel, heroImagePositionLabel, textSizeLabel, textWeightLabel } from "@/lib/plain-labels";
import { MediaPicker } from "@/modules/media/components/media-picker";
import { createHero, recreateHeroBody, useCreateHero, useDeleteHero, useHeroes, useSaveHero, type HeroDto } from "../hero.queries";
import {
  heroAlignments,
  heroAnimations,
  heroBlockWidths,
  heroBody,
  heroDescriptionSizes,
  heroImagePositions,
  heroTitleRequired,
  heroTitleSizes,
  heroWeights,
  type HeroInput,
} from "../hero.validation";
import { HeroResizeHandles } from "./hero-resize-handles";
import { HeroSection, heroImageDefaults, type HeroView } from "./hero-section";
import heroModalText from "@/messages/en/admin/heroEditor.json";

/** The window event of spec 001 §2: its `detail` is the saved hero, whose fields an open modal takes. */
export const heroUpdatedEvent = "hero-section-updated";

type HeroForm = Omit<HeroInput, "h1_title" | "p_description" | "url_page"> & { url_page: string; title: string; description: string };
type Tool = "image" | "layout" | "title" | "description" | "button";

/** The editor's defaults (001 §9), from the API schema itself. */
function emptyForm(urlPage: string): HeroForm {
  const parsed = heroBody.parse({ title: "x", url_page: urlPage });
  const { h1_title: _h1, p_description: _p, ...rest } = parsed;
  return { ...rest, url_page: urlPage, title: "", description: "", button: "Get Started" };
}

function toForm(row: HeroDto): HeroForm {
  return {
    title: row.title,
    description: row.description,
    button: row.button,
    image: row.image,
    animation_element: (heroAnimations as readonly string[]).includes(row.animation_element) ? (row.animation_element as HeroForm["animation_element"]) : "",
    name: row.name,
    display_order: row.display_order,
    url_page: row.url_page,
    title_translation: row.title_translation,
    description_translation: row.description_translation,
    button_translation: row.button_translation,
    image_style: { ...row.image_style },
    background_style: { gradient: { from: "from-blue-50", via: "via-white", to: "to-purple-50" }, ...row.background_style },
    title_style: { gradient: { from: "from-blue-600", via: "via-purple-600", to: "to-pink-600" }, ...row.title_style, blockWidth: row.title_style.blockWidth as HeroForm["title_style"]["blockWidth"], size: row.title_style.size as HeroForm["title_style"]["size"] },
    description_style: { ...row.description_style, size: row.description_style.size as HeroForm["description_style"]["size"] },
    button_style: { gradient: { from: "from-sky-700", via: "via-blue-700", to: "to-sky-800" }, ...row.button_style },
  };
}

type Prefixed = { from: string; via?: string; to: string };
/** Hero gradients carry from-/via-/to- prefixes (001 §3); the colour picker speaks palette names. */
const unprefix = (gradient: Prefixed) => ({
  from: gradient.from.replace(/^from-/, ""),
  to: gradient.to.replace(/^to-/, ""),
  ...(gradient.via ? { via: gradient.via.replace(/^via-/, "") } : {}),
});
const prefix = (gradient: { from: string; via?: string; to: string }): Prefixed => ({
  from: `from-${gradient.from}`,
  to: `to-${gradient.to}`,
  ...(gradient.via ? { via: `via-${gradient.via}` } : {}),
});

/** 001 §5: width and height parse as integers; anything else is unset ("Auto"). */
const pixels = (text: string) => {
  const value = Number.parseInt(text, 10);
  return Number.isInteger(value) && value > 0 ? value : null;
};

const toolButton = "rounded-md px-3 py-1.5 text-sm font-medium text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50 data-[state=open]:bg-gray-900 data-[state=open]:text-white";
const select = "rounded-md border border-gray-300 px-2 py-1.5 text-sm";

export default function HeroSectionModal(props: EditorProps) {
  const { id, urlPage } = props;
  const heroes = useHeroes(urlPage);
  const create = useCreateHero();
  const save = useSaveHero();
  const remove = useDeleteHero();
  const [validate, setValidate] = useState(false);
  // Only one toolbar popover (and so one colour picker) is open at a time.
  const { setOpenTool, popover } = useToolbarPopovers<Tool>();
  const [heroError, setHeroError] = useState<string | null>(null);
  const [galleryOpen, setGalleryOpen] = useState(false);
  const previewRef = useRef<HTMLDivElement>(null);
  // The texts' language: the base texts in the site's default one, else their translations.
  const { language, defaultLanguage, switcher } = useEditingLanguage();

  const editor = useSectionEditor<HeroDto, HeroForm>({
    props,
    kind: "hero",
    rows: heroes,
    storageKey: `atrium:hero-section-draft:${id ?? "new"}`,
    emptyForm: emptyForm(urlPage),
    toForm,
    create: (form) => create.mutateAsync(form),
    save: (row, form, version) => save.mutateAsync({ id: row.id, ...form, version }),
    remove: (rowId) => remove.mutateAsync(rowId),
    recreate: (row) => createHero(recreateHeroBody(row)),
    saving: create.isPending || save.isPending,
    deleting: remove.isPending,
    validate: (form) => {
      setValidate(true);
      setHeroError(null);
      return form.title.trim() !== "";
    },
    // 001 §2: an open modal (Global Settings' hero tab, another editor) takes the saved hero's fields.
    afterWrite: (saved) => window.dispatchEvent(new CustomEvent(heroUpdatedEvent, { detail: saved ?? undefined })),
    // Shown in the form, under the fields.
    reportError: setHeroError,
    text: heroModalText,
  });
  const { form, draft, formId } = editor;
  const titleBlank = !form || form.title.trim() === "";
  const { reset } = draft;
  const { setVersion } = editor.conflict;

  // 001 §2: "hero-section-updated" updates the form (Global Settings' hero tab, another editor).
  useEffect(() => {
    const listen = (event: Event) => {
      const hero = (event as CustomEvent<HeroDto | undefined>).detail;
      if (!hero || !id || hero.id !== id) return;
      setVersion(hero.version);
      reset(toForm(hero));
    };
    window.addEventListener(heroUpdatedEvent, listen);
    return () => window.removeEventListener(heroUpdatedEvent, listen);
  }, [id, reset, setVersion]);

  const set = (update: (current: HeroForm) => HeroForm) => draft.set(update);
  /** Sets a text in the language shown: the base text, or its translation. */
  const setText = (base: "title" | "description" | "button", translations: "title_translation" | "description_translation" | "button_translation", text: string) =>
    set((current) => (language === null ? { ...current, [base]: text } : { ...current, [translations]: withTranslation(current[translations], language, text) }));
  const style = <K extends "image_style" | "background_style" | "title_style" | "description_style" | "button_style">(key: K, patch: Partial<HeroForm[K]>) =>
    set((current) => ({ ...current, [key]: { ...current[key], ...patch } }));

  const tool = (name: Tool, label: string, children: ReactNode) => (
    <Popover
      label={label}
      {...popover(name)}
      trigger={
        <button type="button" className={toolButton}>
          {label}
        </button>
      }
    >
      <div className="max-h-[70vh] w-80 space-y-3 overflow-auto text-sm">{children}</div>
    </Popover>
  );

  let body: ReactNode = null;
  if (form) {
    const preview: HeroView = {
      id: `preview-${id ?? "new"}`,
      title: form.title,
      title_translation: form.title_translation,
      description: form.description,
      description_translation: form.description_translation,
      button: form.button ?? null,
      button_translation: form.button_translation,
      image: form.image ?? null,
      animation_element: form.animation_element,
      image_style: { position: form.image_style.position, fullPage: form.image_style.fullPage, ...(form.image_style.width ? { width: form.image_style.width } : {}), ...(form.image_style.height ? { height: form.image_style.height } : {}) },
      background_style: form.background_style,
      title_style: form.title_style,
      description_style: form.description_style,
      button_style: form.button_style,
    };
    const titleInvalid = validate && titleBlank && language === null;
    const title = fieldIn(form.title, form.title_translation, language);
    const description = fieldIn(form.description, form.description_translation, language);
    const button = fieldIn(form.button ?? "", form.button_translation, language);
    const texts = [[form.title, form.title_translation], [form.description, form.description_translation], [form.button, form.button_translation]] as const;
    const background: ColorChoice = form.background_style.is_gradient ? { kind: "gradient", gradient: unprefix(form.background_style.gradient) } : { kind: "solid", color: form.background_style.color ?? "white" };
    const titleColour: ColorChoice = form.title_style.is_gradient ? { kind: "gradient", gradient: unprefix(form.title_style.gradient) } : { kind: "solid", color: form.title_style.color ?? "gray-900" };
    const buttonColour: ColorChoice = form.button_style.color ? { kind: "solid", color: form.button_style.color } : { kind: "gradient", gradient: unprefix(form.button_style.gradient) };
    const labelled = (label: string, control: ReactNode) => (
      <label className="flex items-center justify-between gap-2 text-gray-800">
        {label}
        {control}
      </label>
    );
    /** A select's options: the stored values, each labelled in plain words (plain-labels.ts). */
    const options = (values: readonly string[], label: (value: string) => string) =>
      values.map((value) => (
        <option key={value} value={value}>
          {label(value)}
        </option>
      ));

    body = (
      <>
        <p className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900 ring-1 ring-sky-200">{heroModalText.hint}</p>
        {switcher((other) => translationMissing(texts, other))}
        <div role="toolbar" aria-label={heroModalText.toolbar} className="flex flex-wrap items-center gap-2">
          <button type="button" className={toolButton} onClick={() => { setOpenTool(null); setGalleryOpen(true); }}>
            {heroModalText.gallery}
          </button>
          {tool(
            "image",
            heroModalText.imageStyle,
            <>
              {labelled(heroModalText.imageUrl, <input type="url" data-fix-field="image" value={form.image ?? ""} placeholder="https://…" onChange={(event) => set((current) => ({ ...current, image: event.target.value.trim() === "" ? null : event.target.value }))} className={`${select} w-44`} />)}
              {labelled("Position", <select className={select} value={form.image_style.position} onChange={(event) => style("image_style", { position: event.target.value as HeroForm["image_style"]["position"] })}>{options(heroImagePositions, heroImagePositionLabel)}</select>)}
              {labelled("Width (px)", <input inputMode="numeric" className={`${select} w-24`} placeholder="Auto" value={form.image_style.width ?? ""} onChange={(event) => style("image_style", { width: pixels(event.target.value) })} />)}
              {labelled("Height (px)", <input inputMode="numeric" className={`${select} w-24`} placeholder="Auto" value={form.image_style.height ?? ""} onChange={(event) => style("image_style", { height: pixels(event.target.value) })} />)}
              {labelled("Full page height", <input type="checkbox" checked={form.image_style.fullPage} onChange={(event) => style("image_style", { fullPage: event.target.checked })} />)}
            </>,
          )}
          {tool(
            "layout",
            heroModalText.layout,
            <>
              {labelled("Columns", <select className={select} value={form.background_style.column} onChange={(event) => style("background_style", { column: Number(event.target.value) })}>{options(["1", "2", "3"], String)}</select>)}
              {labelled("Animated background", <select className={select} value={form.animation_element} onChange={(event) => set((current) => ({ ...current, animation_element: event.target.value as HeroForm["animation_element"] }))}>{options(heroAnimations, heroAnimationLabel)}</select>)}
              {labelled("SEO title", <input className={`${select} w-44`} value={form.background_style.seo_title ?? ""} onChange={(event) => style("background_style", { seo_title: event.target.value })} />)}
              <ColorPicker
                label="Background"
                value={background}
                onChange={(choice) => style("background_style", choice.kind === "gradient" ? { is_gradient: true, gradient: prefix(choice.gradient) } : { is_gradient: false, color: choice.color })}
              />
            </>,
          )}
          {tool(
            "title",
            heroModalText.titleMenu,
            <>
              {labelled("Block width", <select className={select} value={form.title_style.blockWidth} onChange={(event) => style("title_style", { blockWidth: event.target.value as HeroForm["title_style"]["blockWidth"] })}>{options(heroBlockWidths, heroBlockWidthLabel)}</select>)}
              {labelled("Alignment", <select className={select} value={form.title_style.alignment} onChange={(event) => style("title_style", { alignment: event.target.value as HeroForm["title_style"]["alignment"] })}>{options(heroAlignments, alignmentLabel)}</select>)}
              {labelled("Size (desktop)", <select className={select} value={form.title_style.size.desktop} onChange={(event) => style("title_style", { size: { ...form.title_style.size, desktop: event.target.value as (typeof heroTitleSizes)[number] } })}>{options(heroTitleSizes, textSizeLabel)}</select>)}
              {labelled("Size (mobile)", <select className={select} value={form.title_style.size.mobile} onChange={(event) => style("title_style", { size: { ...form.title_style.size, mobile: event.target.value as (typeof heroTitleSizes)[number] } })}>{options(heroTitleSizes, textSizeLabel)}</select>)}
              <ColorPicker
                label="Title colour"
                value={titleColour}
                onChange={(choice) => style("title_style", choice.kind === "gradient" ? { is_gradient: true, gradient: prefix(choice.gradient) } : { is_gradient: false, color: choice.color })}
              />
            </>,
          )}
          {tool(
            "description",
            heroModalText.descriptionMenu,
            <>
              {labelled("Size (desktop)", <select className={select} value={form.description_style.size.desktop} onChange={(event) => style("description_style", { size: { ...form.description_style.size, desktop: event.target.value as (typeof heroDescriptionSizes)[number] } })}>{options(heroDescriptionSizes, textSizeLabel)}</select>)}
              {labelled("Size (mobile)", <select className={select} value={form.description_style.size.mobile} onChange={(event) => style("description_style", { size: { ...form.description_style.size, mobile: event.target.value as (typeof heroDescriptionSizes)[number] } })}>{options(heroDescriptionSizes, textSizeLabel)}</select>)}
              {labelled("Weight", <select className={select} value={form.description_style.weight} onChange={(event) => style("description_style", { weight: event.target.value as HeroForm["description_style"]["weight"] })}>{options(heroWeights, textWeightLabel)}</select>)}
              <PaletteGrid label="Description colour" value={form.description_style.color} onChange={(color) => style("description_style", { color })} />
            </>,
          )}
          {tool(
            "button",
            heroModalText.buttonMenu,
            <>
              {labelled(
                "Button text",
                <input
                  className={`${select} w-44`}
                  {...button}
                  onChange={(event) => (language === null ? set((current) => ({ ...current, button: event.target.value === "" ? null : event.target.value })) : setText("button", "button_translation", event.target.value))}
                />,
              )}
              {labelled("Button URL", <input className={`${select} w-44`} value={form.button_style.url} onChange={(event) => style("button_style", { url: event.target.value })} />)}
              {labelled("Video button", <input type="checkbox" checked={form.button_style.isVideo} onChange={(event) => style("button_style", { isVideo: event.target.checked })} />)}
              {labelled("Above the description", <input type="checkbox" checked={form.button_style.aboveDescription} onChange={(event) => style("button_style", { aboveDescription: event.target.checked })} />)}
              <ColorPicker
                label="Button colour"
                value={buttonColour}
                onChange={(choice) => style("button_style", choice.kind === "gradient" ? { color: undefined, gradient: prefix(choice.gradient) } : { color: choice.color })}
              />
            </>,
          )}
        </div>

        <section aria-label={heroModalText.preview} className="space-y-2 rounded-lg p-2 ring-1 ring-gray-200">
          <div className="grid gap-2 md:grid-cols-2">
            <div className="space-y-1">
              <label htmlFor={`${formId}-title`} className="block text-xs font-medium text-gray-700">
                {heroModalText.title}
              </label>
              <textarea
                id={`${formId}-title`}
                data-fix-field="title"
                rows={2}
                {...title}
                aria-invalid={titleInvalid || undefined}
                aria-describedby={titleInvalid ? `${formId}-title-error` : undefined}
                onBlur={() => setValidate(true)}
                onChange={(event) => setText("title", "title_translation", event.target.value)}
                className={`block max-h-[400px] w-full resize-y [field-sizing:content] rounded-md border px-2 py-1 text-sm ${titleInvalid ? "border-red-600" : "border-gray-300"}`}
              />
              {titleInvalid ? (
                <p id={`${formId}-title-error`} role="alert" className="text-sm text-red-700">
                  {heroTitleRequired}
                </p>
              ) : null}
            </div>
            <div className="space-y-1">
              <label htmlFor={`${formId}-description`} className="block text-xs font-medium text-gray-700">
                {heroModalText.description}
              </label>
              <textarea
                id={`${formId}-description`}
                data-fix-field="description"
                rows={2}
                {...description}
                onChange={(event) => setText("description", "description_translation", event.target.value)}
                className="block max-h-[280px] w-full resize-y [field-sizing:content] rounded-md border border-gray-300 px-2 py-1 text-sm"
              />
            </div>
          </div>
          <div ref={previewRef} className="relative overflow-hidden rounded-md" data-hero-preview="">
            {form.image ? (
              <button type="button" onClick={() => set((current) => ({ ...current, image: null }))} className="absolute top-2 right-2 z-10 rounded-full bg-white/95 px-3 py-1 text-sm font-semibold text-red-700 shadow ring-1 ring-red-300">
                {heroModalText.removeImage}
              </button>
            ) : null}
            {/* The public renderer itself (ARCHITECTURE "The editing layer"): the preview and the page cannot differ. */}
            <HeroSection hero={preview} locale={language ?? defaultLanguage} />
            <HeroResizeHandles
              preview={previewRef}
              image={form.image ? { width: form.image_style.width ?? heroImageDefaults.width, height: form.image_style.height ?? heroImageDefaults.height } : null}
              blockWidth={form.title_style.blockWidth}
              onImage={(size) => style("image_style", size)}
              onBlockWidth={(blockWidth) => style("title_style", { blockWidth })}
            />
          </div>
        </section>
        {heroError ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {heroError}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <>
      <SectionEditorFrame
        editor={editor}
        initialSize={{ width: 1100, height: 800 }}
        canSave={!titleBlank}
        confirmDelete={<ConfirmDialog open={editor.confirmingDelete} onOpenChange={editor.setConfirmingDelete} title={heroModalText.deleteTitle} description={heroModalText.deleteMessage} onConfirm={() => void editor.destroy()} />}
      >
        {body}
      </SectionEditorFrame>
      <MediaPicker open={galleryOpen} onOpenChange={setGalleryOpen} onPick={(file) => set((current) => ({ ...current, image: file.url }))} />
    </>
  );
}
