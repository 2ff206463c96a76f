/** Constants of spec 000 §9 and 001 §9 that the content API validates against. */
export const sectionTypes = ["general", "reviews", "help_center", "real_estate", "brand", "article_slider", "contact", "faq", "pricing_plans"] as const;
export type SectionType = (typeof sectionTypes)[number];

export const textStyleVariants = ["default", "apple", "codedharmony", "magazine", "startup", "elegant", "brutalist", "modern", "playful"] as const;
export const headingTextStyleVariants = ["default", "apple", "codedharmony"] as const;

/** Metric image heights and their labels (spec 000 §9). */
export const imageHeights = {
  "h-32": "Small",
  "h-40": "Medium",
  "h-48": "Default",
  "h-56": "Large",
  "h-64": "X-Large",
  "h-72": "XX-Large",
  "h-80": "Huge",
  "h-96": "Maximum",
} as const;
export type ImageHeight = keyof typeof imageHeights;
export const imageHeightNames = Object.keys(imageHeights) as ImageHeight[];

export const gridColumns = { min: 1, max: 6, default: 3 } as const;

/** Legacy flags and the type each one means, in the order the type is derived (spec 000 §3). */
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

/** The section type: the stored one, else the first legacy flag that is set, else general. */
export function deriveSectionType(section: { section_type?: string | null } & Partial<Record<LegacySectionFlag, boolean | null>>): SectionType {
  const stored = section.section_type;
  if (stored && (sectionTypes as readonly string[]).includes(stored)) return stored as SectionType;
  return legacySectionFlags.find(([flag]) => section[flag])?.[1] ?? "general";
}

/** Menus and layouts number their items in steps of 10 (spec 000 §9, 001 §9). */
export const orderStep = 10;

export const postDisplayTypes = ["default", "minimal", "landing", "doc_set"] as const;
export const metaDescriptionMax = 160;
