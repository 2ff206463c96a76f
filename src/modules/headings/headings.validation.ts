import { z } from "zod";
import { headingTextStyleVariants } from "@/lib/design-tokens";
import { colorName, gradient, linkTarget, mediaUrl, rowVersion, translations } from "@/lib/fields";
import { plainText } from "@/lib/plain-text";
import { requiredRichText, urlPage } from "@/lib/section-fields";

/** The editor's checks, in the order it runs them (spec 000 §5 "Heading section"). */
export const headingMessages = {
  name: "Please enter a heading name",
  description: "Please enter a description text",
  urlPage: 'Please enter a page URL (e.g., "/about" or "/")',
  // Ours (issue 34): a button text without an address was saved and then never shown.
  buttonUrl: "Please enter the button's link address, or clear the button text",
} as const;

export const headingStyleVariants = ["default", "clean"] as const;

const optionalText = (max: number) => z.string().max(max, `Must be at most ${max} characters`).nullable().default(null);

/**
 * `POST` and `PUT /api/template-heading-sections`: the whole section (PUT replaces it; omitted
 * optional fields take their defaults). The three required fields come first so that their
 * messages are reported in the spec's order.
 */
const headingFields = z
  .object({
    name: requiredRichText(headingMessages.name, 1000),
    description_text: requiredRichText(headingMessages.description, 10_000),
    url_page: urlPage(headingMessages.urlPage, headingMessages.urlPage),
    name_part_2: optionalText(1000),
    name_part_3: optionalText(1000),
    name_translation: translations.default({}),
    description_text_translation: translations.default({}),
    button_text: optionalText(500),
    button_text_translation: translations.default({}),
    url: linkTarget.nullable().default(null),
    image: mediaUrl.nullable().default(null),
    image_first: z.boolean().default(false),
    is_included_templatesection: z.boolean().default(false),
    background_color: colorName.nullable().default(null),
    is_gradient: z.boolean().default(false),
    gradient: gradient.nullable().default(null),
    style_variant: z.enum(headingStyleVariants, { message: `Style must be one of: ${headingStyleVariants.join(", ")}` }).default("default"),
    text_style_variant: z
      .enum(headingTextStyleVariants, { message: `Text style must be one of: ${headingTextStyleVariants.join(", ")}` })
      .default("default"),
    is_text_link: z.boolean().default(false),
    title_alignment: z.literal("left", { message: "Heading titles are always left-aligned" }).default("left"),
  })
  .strict();

/** The button shows only with somewhere to go: a text (in any language) without an address is refused, not dropped. */
const hasButtonWithoutAddress = (heading: { button_text: string | null; button_text_translation: Record<string, string>; url: string | null }) =>
  [heading.button_text ?? "", ...Object.values(heading.button_text_translation)].some((text) => plainText(text) !== "") && !heading.url?.trim();
const buttonNeedsAddress = { message: headingMessages.buttonUrl, path: ["url"] };

export const headingBody = headingFields.refine((heading) => !hasButtonWithoutAddress(heading), buttonNeedsAddress);
export type HeadingInput = z.output<typeof headingBody>;

/** `PUT /api/template-heading-sections/{id}`: the section and the version it was based on (decision 017). */
export const headingUpdateBody = headingFields
  .extend({ version: rowVersion.optional() })
  .strict()
  .refine((heading) => !hasButtonWithoutAddress(heading), buttonNeedsAddress);

const gradientResponse = z.object({ from: z.string(), via: z.string().optional(), to: z.string() });

export const headingResponse = z.object({
  id: z.uuid(),
  organization_id: z.uuid(),
  url_page: z.string(),
  order: z.number().int(),
  name: z.string(),
  name_part_2: z.string().nullable(),
  name_part_3: z.string().nullable(),
  name_translation: z.record(z.string(), z.string()),
  description_text: z.string(),
  description_text_translation: z.record(z.string(), z.string()),
  button_text: z.string().nullable(),
  button_text_translation: z.record(z.string(), z.string()),
  url: z.string().nullable(),
  image: z.string().nullable(),
  image_first: z.boolean(),
  is_included_templatesection: z.boolean(),
  background_color: z.string().nullable(),
  is_gradient: z.boolean(),
  gradient: gradientResponse.nullable(),
  style_variant: z.string(),
  text_style_variant: z.string(),
  is_text_link: z.boolean(),
  title_alignment: z.string(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
