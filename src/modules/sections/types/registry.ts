import { articleSlider } from "./article-slider";
import { brand } from "./brand";
import { contact } from "./contact";
import { faq } from "./faq";
import { general } from "./general";
import { helpCenter } from "./help-center";
import { pricingPlans } from "./pricing-plans";
import { realEstate } from "./real-estate";
import { reviews } from "./reviews";
import type { SectionTypeDefinition } from "./section-type";

/**
 * The template-section types (spec 000 §3, §9), one line each: the stored `section_type` and its
 * folder's entry. Everything that knows the types reads this table: the API's enum
 * (`sections.validation`), the page layout's `data.section_type`, the public renderer
 * (`TemplateSection`), the skeletons, the title rule, and, keyed by the same names, the page data
 * (`data.server.ts`) and the lazy editors (`editors.ts`). Decision 015 shows how to add a type.
 * The order is the spec's; the API's "must be one of" message lists the types in it.
 */
export const sectionTypeRegistry = {
  general,
  reviews,
  help_center: helpCenter,
  real_estate: realEstate,
  brand,
  article_slider: articleSlider,
  contact,
  faq,
  pricing_plans: pricingPlans,
} as const satisfies Record<string, SectionTypeDefinition>;

export type SectionType = keyof typeof sectionTypeRegistry;

/** The registry's types in its order, for enums and lists (Object.keys keeps the literal keys' order). */
export const sectionTypes = Object.keys(sectionTypeRegistry) as SectionType[];

export const isSectionType = (value: string): value is SectionType => Object.hasOwn(sectionTypeRegistry, value);

/**
 * Legacy flags and the type each one means, in the order the type is derived (spec 000 §3). The
 * spec fixes them (they are columns of older rows): a new type has none and needs no line here.
 */
export const legacySectionFlags = [
  ["is_reviews_section", "reviews"],
  ["is_help_center_section", "help_center"],
  ["is_real_estate_modal", "real_estate"],
  ["is_brand", "brand"],
  ["is_article_slider", "article_slider"],
  ["is_contact_section", "contact"],
  ["is_faq_section", "faq"],
  ["is_pricingplans_section", "pricing_plans"],
] as const satisfies readonly (readonly [string, SectionType])[];
export type LegacySectionFlag = (typeof legacySectionFlags)[number][0];

/** The section type: the stored one when the registry knows it, else the first legacy flag that is set, else general. */
export function deriveSectionType(section: { section_type?: string | null } & Partial<Record<LegacySectionFlag, boolean | null>>): SectionType {
  const stored = section.section_type;
  if (stored && isSectionType(stored)) return stored;
  return legacySectionFlags.find(([flag]) => section[flag])?.[1] ?? "general";
}
