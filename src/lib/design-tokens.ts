/**
 * Constants of spec 000 §9 and 001 §9 that the content API validates against. The template-section
 * types are the sections module's registry (`modules/sections/types/registry.ts`, decision 015).
 */
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

/** Menus and layouts number their items in steps of 10 (spec 000 §9, 001 §9). */
export const orderStep = 10;

export const postDisplayTypes = ["default", "minimal", "landing", "doc_set"] as const;
export const metaDescriptionMax = 160;

/** The narrowest a section's card or slide should get, in CSS pixels (the sections' columns keep to it too). */
export const minimumCardWidth = 200;
