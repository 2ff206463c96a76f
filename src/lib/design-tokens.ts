/**
 * Constants of spec 000 §9 and 001 §9 that the content API validates against. The template-section
 * types are the sections module's registry (`modules/sections/types/registry.ts`, decision 015).
 */
export const textStyleVariants = ["default", "apple", "codedharmony", "magazine", "startup", "elegant", "brutalist", "modern", "playful"] as const;
export const headingTextStyleVariants = ["default", "apple", "codedharmony"] as const;

/** A section's card image heights (spec 000 §9); editors label them through `imageHeightLabel` (plain-labels.ts). */
export const imageHeightNames = ["h-32", "h-40", "h-48", "h-56", "h-64", "h-72", "h-80", "h-96"] as const;
export type ImageHeight = (typeof imageHeightNames)[number];

export const gridColumns = { min: 1, max: 6, default: 3 } as const;

/** Menus and layouts number their items in steps of 10 (spec 000 §9, 001 §9). */
export const orderStep = 10;

export const postDisplayTypes = ["default", "minimal", "landing", "doc_set"] as const;
export const metaDescriptionMax = 160;

/** The narrowest a section's card or slide should get, in CSS pixels (the sections' columns keep to it too). */
export const minimumCardWidth = 200;
