import { z } from "zod";
import { colorName, linkTarget, translations } from "@/lib/fields";
import { knownLocales } from "@/lib/locales";
import { sanitizeRichText } from "@/lib/sanitize-html";
import { dismissalDurationPattern } from "./dismissal-duration";

export const bannerPositions = ["top", "bottom", "left", "right"] as const;
export const bannerTypes = ["permanent", "closed"] as const;
/** Ours (issue 33): who a banner is for. The page is the same for everyone, so the browser decides (banner-rules.ts). */
export const bannerAudiences = ["everyone", "members", "visitors"] as const;
/** The open states of 001 §4 "Banner". */
export const bannerOpenStates = [
  "full",
  "left-half",
  "right-half",
  "top-half",
  "bottom-half",
  "left-30",
  "left-70",
  "right-30",
  "right-70",
  "top-30",
  "top-70",
  "bottom-30",
  "bottom-70",
] as const;

export const bannerMessages = {
  position: `Position must be one of: ${bannerPositions.join(", ")}`,
  type: `Type must be one of: ${bannerTypes.join(", ")}`,
  openState: `Open state must be one of: ${bannerOpenStates.join(", ")}`,
  duration: "Dismissal duration must be a number followed by minutes, hours, days, months or years",
  pagePath: "Page paths must start with / (end with /* to include the pages below)",
  endDate: "End date must be an ISO date and time, such as 2030-01-31T23:59:00Z",
  startDate: "Start date must be an ISO date and time, such as 2030-01-01T09:00:00Z",
  startBeforeEnd: "A banner must start before it ends",
  audience: `Audience must be one of: ${bannerAudiences.join(", ")}`,
  languages: `Languages must be among: ${knownLocales.join(", ")}`,
} as const;

const richText = (max: number) => z.string().max(max).transform(sanitizeRichText);

/** Per-language rich text ({"es": "<p>Hola</p>"}): known languages only, blanks dropped, each sanitised. */
const richTranslations = translations.transform((map) => Object.fromEntries(Object.entries(map).map(([locale, html]) => [locale, sanitizeRichText(html)])));

/**
 * The content object of 001 §3 "Banner"; text and custom content are sanitised rich text. Ours: the
 * `*_translation` maps give the text, custom content and link label in the site's other languages
 * (the base text is used where a language has none, 001 §5).
 */
const content = z
  .object({
    text: richText(5_000),
    text_translation: richTranslations,
    icon: z.string().trim().max(100),
    link: z
      .object({ url: linkTarget, label: z.string().trim().max(200), label_translation: translations, isExternal: z.boolean().optional() })
      .partial({ label_translation: true })
      .strict(),
    customContent: richText(20_000),
    customContent_translation: richTranslations,
    banner_background: colorName,
    banner_content_style: colorName,
  })
  .partial()
  .strict();

/** `/about` matches that page; `/blog/*` matches /blog and every page below it. */
const pagePath = z.string().trim().max(300).regex(/^\/[^\s*]*$|^(\/[^\s*]*)?\/\*$/, bannerMessages.pagePath);

const bannerFields = {
  position: z.enum(bannerPositions, { message: bannerMessages.position }),
  type: z.enum(bannerTypes, { message: bannerMessages.type }),
  is_enabled: z.boolean(),
  content,
  landing_content: richText(50_000).nullable(),
  open_state: z.enum(bannerOpenStates, { message: bannerMessages.openState }),
  dismissal_duration: z.string().max(50).regex(dismissalDurationPattern, bannerMessages.duration),
  page_paths: z.array(pagePath).max(100),
  is_fixed_above_navbar: z.boolean(),
  start_date_promotion: z.iso.datetime({ offset: true, message: bannerMessages.startDate }).nullable(),
  end_date_promotion: z.iso.datetime({ offset: true, message: bannerMessages.endDate }).nullable(),
  end_date_promotion_is_displayed: z.boolean(),
  audience: z.enum(bannerAudiences, { message: bannerMessages.audience }),
  audience_languages: z.array(z.enum(knownLocales, { message: bannerMessages.languages })).max(knownLocales.length),
  order: z.number().int().min(0).max(1_000_000),
};

/**
 * `POST /api/banners` and `PUT /api/banners/{id}`: on creation, what is left out takes the defaults of
 * 001 §3 (top, permanent, enabled, full); on update, only what is sent changes (`content` as a whole).
 */
export const bannerBody = z
  .object(bannerFields)
  .partial()
  .strict()
  .refine(({ start_date_promotion: start, end_date_promotion: end }) => !start || !end || Date.parse(start) < Date.parse(end), { message: bannerMessages.startBeforeEnd, path: ["start_date_promotion"] });
export type BannerInput = z.output<typeof bannerBody>;

export const bannersQuery = z.object({ path: z.string().max(2048).optional() });

export const bannerResponse = z.object({
  id: z.uuid(),
  organization_id: z.uuid(),
  position: z.string(),
  type: z.string(),
  is_enabled: z.boolean(),
  content: z.object({
    text: z.string().optional(),
    text_translation: z.record(z.string(), z.string()).optional(),
    icon: z.string().optional(),
    link: z.object({ url: z.string(), label: z.string(), label_translation: z.record(z.string(), z.string()).optional(), isExternal: z.boolean().optional() }).optional(),
    customContent: z.string().optional(),
    customContent_translation: z.record(z.string(), z.string()).optional(),
    banner_background: z.string().optional(),
    banner_content_style: z.string().optional(),
  }),
  landing_content: z.string().nullable(),
  open_state: z.string(),
  dismissal_duration: z.string(),
  page_paths: z.array(z.string()),
  is_fixed_above_navbar: z.boolean(),
  start_date_promotion: z.string().nullable(),
  end_date_promotion: z.string().nullable(),
  end_date_promotion_is_displayed: z.boolean(),
  audience: z.string(),
  audience_languages: z.array(z.string()),
  order: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const dismissalResponse = z.object({ id: z.uuid(), isDismissed: z.literal(true), dismissed_until: z.string() });
export const dismissalList = z.array(dismissalResponse);
