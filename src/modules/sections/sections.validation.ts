import { z } from "zod";
import { gridColumns, imageHeightNames, textStyleVariants } from "@/lib/design-tokens";
import { colorName, gradient, mediaUrl, rowIdParam, rowVersion, translations } from "@/lib/fields";
import { plainText } from "@/lib/plain-text";
import { sectionTypeRegistry, sectionTypes, type SectionType } from "./types/registry";

/** The template-section types, from the registry (decision 015), for other modules' schemas and types. */
export { sectionTypes, type SectionType } from "./types/registry";

/** A type's name in editors (spec 001 §2's kind labels), from its registry entry. */
export const sectionTypeLabel = (type: SectionType) => sectionTypeRegistry[type].label;

/** The spec's messages (000 §5) and our own for what the spec leaves open. */
export const sectionMessages = {
  pathnameUndefined: "Pathname is undefined",
  titleRequired: "Please enter a section title",
  metricTitleAndDescription: "Title and description are required",
  invalidUrl: "Please enter a valid URL",
  oneMetricField: "Send exactly one field per call: is_title_displayed, is_image_rounded_full, is_card_type, background_color, title, description or image",
  forceRequired: "Permanent deletion removes the metric from all sections: repeat the call with force=true",
  metricAlreadyInSection: "This metric is already in this section",
  metricNotInSection: "This metric is not in this section",
  metricIdsMismatch: "metric_ids must list each of the section's metrics exactly once",
  sectionNotFound: "Section not found",
  metricNotFound: "Metric not found",
  // Ours (issue 34): what a visitor reads, not the stored markup, is counted.
  sectionTitleTooLong: "Section title must be at most 200 characters",
  cardTitleTooLong: "Card title must be at most 200 characters",
  cardTextTooLong: "Card text must be at most 2000 characters",
} as const;

/** Visible-text limits: a title is a line or two on the page, a card's text a few paragraphs. */
export const textLimits = { title: 200, cardText: 2_000 } as const;

/** Rich text whose visible text (tags dropped) is at most `max` characters; the raw markup keeps its own cap. */
const visibleAtMost = (schema: z.ZodString, max: number, message: string) => schema.refine((html) => plainText(html).length <= max, { message });
/** Translations of a rich text, each within the same visible limit. */
const translationsAtMost = (max: number, message: string) =>
  translations.refine((values) => Object.values(values).every((html) => plainText(html).length <= max), { message });

const richTitle = z.string().max(5_000, "Title must be at most 5000 characters");
const richDescription = z.string().max(20_000, "Description must be at most 20000 characters");
const id = z.string().max(64);

/** A site path such as "/about"; "/" is the home page, stored as "/home". */
export const pagePath = z
  .string({ error: sectionMessages.pathnameUndefined })
  .trim()
  .min(1, sectionMessages.pathnameUndefined)
  .max(300, "Page URL must be at most 300 characters")
  .refine((value) => value.startsWith("/"), { message: 'Page URL must start with "/" (e.g. "/about")' });

/** "" clears a colour (editors send it for "none"). */
const optionalColor = z.union([z.literal(""), colorName]).nullable();

/** The section's layout switches, as requests and replies carry them. */
const layoutFlags = {
  is_full_width: z.boolean(),
  is_section_title_aligned_center: z.boolean(),
  is_section_title_aligned_right: z.boolean(),
  is_image_bottom: z.boolean(),
  is_slider: z.boolean(),
};

/** The older per-type flags (spec 000 §3), still read and answered beside section_type. */
const legacyTypeFlags = {
  is_reviews_section: z.boolean(),
  is_help_center_section: z.boolean(),
  is_real_estate_modal: z.boolean(),
  is_brand: z.boolean(),
  is_article_slider: z.boolean(),
  is_contact_section: z.boolean(),
  is_faq_section: z.boolean(),
  is_pricingplans_section: z.boolean(),
};

const sectionFields = {
  section_title: visibleAtMost(richTitle, textLimits.title, sectionMessages.sectionTitleTooLong),
  section_description: richDescription,
  section_title_translation: translationsAtMost(textLimits.title, sectionMessages.sectionTitleTooLong),
  section_description_translation: translations,
  background_color: optionalColor,
  is_gradient: z.boolean(),
  gradient: gradient.nullable(),
  text_style_variant: z.enum(textStyleVariants, { error: `Text style must be one of: ${textStyleVariants.join(", ")}` }),
  grid_columns: z
    .number({ error: "Grid columns must be a number" })
    .int("Grid columns must be a whole number")
    .min(gridColumns.min, `Grid columns must be from ${gridColumns.min} to ${gridColumns.max}`)
    .max(gridColumns.max, `Grid columns must be from ${gridColumns.min} to ${gridColumns.max}`),
  image_metrics_height: z.enum(imageHeightNames, { error: `Image height must be one of: ${imageHeightNames.join(", ")}` }),
  ...layoutFlags,
  section_type: z.enum(sectionTypes, { error: `Section type must be one of: ${sectionTypes.join(", ")}` }),
  ...legacyTypeFlags,
};

/** PUT /api/template-sections/{id}: the fields the section editor changes, any subset of them. */
export const updateSectionBody = z.object(sectionFields).partial().strict();

/**
 * POST /api/template-sections: the full section body; omitted fields take the table's defaults.
 * `metric_ids` puts library metrics in the new section, in that order (Undo after a delete brings a
 * section back with its metrics in one write).
 */
export const createSectionBody = updateSectionBody.extend({ url_page: pagePath, metric_ids: z.array(id).max(1_000).optional() }).strict();
export type CreateSectionInput = z.infer<typeof createSectionBody>;
export type UpdateSectionInput = z.infer<typeof updateSectionBody>;

/** PUT /api/template-sections/{id}: the fields, and the version they were based on (decision 017). */
export const saveSectionBody = updateSectionBody.extend({ version: rowVersion.optional() }).strict();
export type SaveSectionInput = z.infer<typeof saveSectionBody>;

export const sectionIdParam = rowIdParam(sectionMessages.sectionNotFound);
export const pageQuery = z.object({ url_page: pagePath.optional() });

export const attachMetricBody = z.object({ metric_id: id }).strict();
export const metricIdQuery = z.object({ metric_id: z.string({ error: "metric_id is required" }).max(64) });
export const reorderMetricsBody = z.object({ metric_ids: z.array(id).max(1_000) }).strict();

const metricTitle = visibleAtMost(z.string({ error: sectionMessages.metricTitleAndDescription }).max(5_000, "Title must be at most 5000 characters"), textLimits.title, sectionMessages.cardTitleTooLong);
const metricDescription = visibleAtMost(
  z.string({ error: sectionMessages.metricTitleAndDescription }).max(20_000, "Description must be at most 20000 characters"),
  textLimits.cardText,
  sectionMessages.cardTextTooLong,
);
const metricTitleTranslations = translationsAtMost(textLimits.title, sectionMessages.cardTitleTooLong);
const metricDescriptionTranslations = translationsAtMost(textLimits.cardText, sectionMessages.cardTextTooLong);
/** A URL, or null to remove the media. */
const metricImage = z.union([mediaUrl, z.null()], { error: sectionMessages.invalidUrl });

/** POST /api/metrics; with section_id the new metric is also appended to that section. */
export const createMetricBody = z
  .object({
    title: metricTitle,
    description: metricDescription,
    title_translation: metricTitleTranslations.optional(),
    description_translation: metricDescriptionTranslations.optional(),
    image: metricImage.optional(),
    is_image_rounded_full: z.boolean().optional(),
    is_title_displayed: z.boolean().optional(),
    is_card_type: z.boolean().optional(),
    background_color: optionalColor.optional(),
    is_gradient: z.boolean().optional(),
    gradient: gradient.nullable().optional(),
    section_id: id.optional(),
  })
  .strict();
export type CreateMetricInput = z.infer<typeof createMetricBody>;

/** PATCH /api/metrics/{id}: exactly one field per call (spec 000 §7). */
export const patchMetricBody = z
  .object({
    is_title_displayed: z.boolean(),
    is_image_rounded_full: z.boolean(),
    is_card_type: z.boolean(),
    background_color: optionalColor,
    title: metricTitle,
    description: metricDescription,
    title_translation: metricTitleTranslations,
    description_translation: metricDescriptionTranslations,
    image: metricImage,
    /** The version the change was based on (decision 017); not one of the fields. */
    version: rowVersion,
  })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).filter((key) => key !== "version").length === 1, { message: sectionMessages.oneMetricField });
export type PatchMetricInput = z.infer<typeof patchMetricBody>;

export const metricIdParam = rowIdParam(sectionMessages.metricNotFound);
export const forceQuery = z.object({ force: z.string().max(10).optional() });

// Replies (the routes document them; the client's *.queries.ts parse them)

const gradientReply = z.object({ from: z.string(), via: z.string().optional(), to: z.string() });
const translationsReply = z.record(z.string(), z.string());

export const metricResponse = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  title_translation: translationsReply,
  description_translation: translationsReply,
  image: z.string().nullable(),
  is_image_rounded_full: z.boolean(),
  is_title_displayed: z.boolean(),
  is_card_type: z.boolean(),
  background_color: z.string().nullable(),
  is_gradient: z.boolean(),
  gradient: gradientReply.nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const templateSectionResponse = z.object({
  id: z.uuid(),
  organization_id: z.uuid(),
  url_page: z.string(),
  order: z.number().int(),
  section_title: z.string(),
  section_description: z.string(),
  section_title_translation: translationsReply,
  section_description_translation: translationsReply,
  background_color: z.string().nullable(),
  is_gradient: z.boolean(),
  gradient: gradientReply.nullable(),
  text_style_variant: z.string(),
  grid_columns: z.number().int(),
  image_metrics_height: z.string(),
  ...layoutFlags,
  section_type: z.string(),
  ...legacyTypeFlags,
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  website_metric: z.array(metricResponse),
});
