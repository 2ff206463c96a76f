import { useCallback, useEffect, useRef, useState } from "react";
import { imageHeightNames, textStyleVariants, type ImageHeight } from "@/lib/design-tokens";
import type { Gradient } from "@/lib/gradient-presets";

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
  };
}

export const sameForm = (a: SectionForm, b: SectionForm) => JSON.stringify(a) === JSON.stringify(b);

/** Where an unsaved draft waits (one key per section; one per page for a new section). */
export const draftKey = (id: string | undefined, urlPage: string) => `atrium:section-draft:${id ?? `new:${urlPage}`}`;

function readDraft(key: string): SectionForm | null {
  try {
    const stored = localStorage.getItem(key);
    return stored ? { ...emptyForm, ...(JSON.parse(stored) as Partial<SectionForm>) } : null;
  } catch {
    return null;
  }
}

/**
 * The editor's form with undo (Ctrl/Cmd+Z) and a copy in localStorage while it differs from the
 * saved section, so a reload or a crash does not lose what was typed. Typing in one field counts as
 * one change until another field changes.
 */
export function useSectionDraft(key: string, saved: SectionForm | null) {
  const [form, setFormState] = useState<SectionForm | null>(null);
  const [restored, setRestored] = useState(false);
  const history = useRef<{ form: SectionForm; field: string }[]>([]);
  const lastField = useRef<string | null>(null);

  // Once the saved section is known: start from the stored draft if there is one (the editor is a
  // client-only chunk, so localStorage is there while it renders).
  if (!form && saved) {
    const draft = readDraft(key);
    if (draft && !sameForm(draft, saved)) {
      setFormState(draft);
      setRestored(true);
    } else setFormState(saved);
  }

  useEffect(() => {
    if (!form || !saved) return;
    try {
      if (sameForm(form, saved)) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify(form));
    } catch {
      // storage full or refused: the draft lives in memory only
    }
  }, [form, saved, key]);

  const change = useCallback((patch: Partial<SectionForm>) => {
    setFormState((current) => {
      if (!current) return current;
      const field = Object.keys(patch).join();
      const typing = field === lastField.current && (field === "section_title" || field === "section_description");
      // An updater may run twice (React's strict mode): the same form is pushed once.
      if (!typing && history.current.at(-1)?.form !== current) history.current.push({ form: current, field });
      lastField.current = field;
      return { ...current, ...patch };
    });
  }, []);

  const undo = useCallback(() => {
    const previous = history.current.pop();
    lastField.current = null;
    if (previous) setFormState(previous.form);
    return Boolean(previous);
  }, []);

  /** Replaces the form (their version after a conflict, or the saved one): no undo across it. */
  const reset = useCallback((next: SectionForm) => {
    history.current = [];
    lastField.current = null;
    setFormState(next);
  }, []);

  const discard = useCallback(() => {
    try {
      localStorage.removeItem(key);
    } catch {
      // nothing stored
    }
  }, [key]);

  return { form, change, undo, reset, discard, restored };
}
