import { imageHeightNames, textStyleVariants, type ImageHeight } from "@/lib/design-tokens";
import type { Gradient } from "@/lib/gradient-presets";
import type { EditorDraft } from "@/lib/use-editor-draft";

export type TextStyleVariant = (typeof textStyleVariants)[number];
const isVariant = (value: string): value is TextStyleVariant => (textStyleVariants as readonly string[]).includes(value);
const isHeight = (value: string): value is ImageHeight => (imageHeightNames as readonly string[]).includes(value);
import type { SectionType } from "../../types/registry";
import { deriveSectionType } from "../../types/registry";
import type { TemplateSectionDto } from "../../sections.queries";

/** The fields the section editor changes (spec 000 §3 "Template section"). */
export interface SectionForm {
  section_title: string;
  section_description: string;
  section_type: SectionType;
  background_color: string | null;
  is_gradient: boolean;
  gradient: Gradient | null;
  text_style_variant: TextStyleVariant;
  grid_columns: number;
  image_metrics_height: ImageHeight;
  is_full_width: boolean;
  is_section_title_aligned_center: boolean;
  is_section_title_aligned_right: boolean;
  is_image_bottom: boolean;
  is_slider: boolean;
  /** The title and description in the site's other languages (spec 001 §5: blank shows the base text). */
  section_title_translation: Record<string, string>;
  section_description_translation: Record<string, string>;
}

export const emptyForm: SectionForm = {
  section_title: "",
  section_description: "",
  section_type: "general",
  background_color: null,
  is_gradient: false,
  gradient: null,
  text_style_variant: "default",
  grid_columns: 3,
  image_metrics_height: "h-48",
  is_full_width: false,
  is_section_title_aligned_center: false,
  is_section_title_aligned_right: false,
  is_image_bottom: false,
  is_slider: false,
  section_title_translation: {},
  section_description_translation: {},
};

export function formOf(section: TemplateSectionDto): SectionForm {
  return {
    section_title: section.section_title,
    section_description: section.section_description,
    section_type: deriveSectionType(section),
    background_color: section.background_color,
    is_gradient: section.is_gradient,
    gradient: section.gradient,
    text_style_variant: isVariant(section.text_style_variant) ? section.text_style_variant : "default",
    grid_columns: section.grid_columns,
    image_metrics_height: isHeight(section.image_metrics_height) ? section.image_metrics_height : "h-48",
    is_full_width: section.is_full_width,
    is_section_title_aligned_center: section.is_section_title_aligned_center,
    is_section_title_aligned_right: section.is_section_title_aligned_right,
    is_image_bottom: section.is_image_bottom,
    is_slider: section.is_slider,
    section_title_translation: section.section_title_translation,
    section_description_translation: section.section_description_translation,
  };
}


/** Where an unsaved draft waits (one key per section; one per page for a new section). */
export const draftKey = (id: string | undefined, urlPage: string) => `atrium:section-draft:${id ?? `new:${urlPage}`}`;

/** Typing in one of these is one undo step until another field changes. */
const typedFields = new Set(["section_title", "section_description", "section_title_translation", "section_description_translation"]);

/**
 * Changes some of the form's fields on the editors' draft (src/lib/use-editor-draft.ts): typing in
 * the title or the description is one undo step (Ctrl/Cmd+Z) until another field changes.
 */
export const patchSection = (set: EditorDraft<SectionForm>["set"]) => (patch: Partial<SectionForm>) => {
  const field = Object.keys(patch).join();
  set((current) => ({ ...current, ...patch }), typedFields.has(field) ? field : undefined);
};
