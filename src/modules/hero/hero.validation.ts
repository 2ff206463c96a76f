import { z } from "zod";
import { colorName, gradient, linkTarget, mediaUrl, rowVersion, translations } from "@/lib/fields";
import { hasVisibleText, urlPage } from "@/lib/section-fields";

/** Constants of spec 001 §3 and §9 "Hero defaults and limits". */
export const heroImagePositions = ["left", "right", "background", "inline", "full"] as const;
export const heroBlockWidths = ["2xl", "3xl", "4xl", "5xl", "6xl", "7xl", "full"] as const;
export const heroAlignments = ["left", "center", "right"] as const;
export const heroTitleSizes = ["text-lg", "text-xl", "text-2xl", "text-3xl", "text-4xl", "text-5xl", "text-6xl", "text-7xl"] as const;
export const heroDescriptionSizes = ["text-xs", "text-sm", "text-base", ...heroTitleSizes] as const;
export const heroWeights = ["normal", "medium", "semibold", "bold"] as const;
export const heroAnimations = ["", "DotGrid", "LetterGlitch", "MagicBento"] as const;
export const heroTitleRequired = "Title is required.";

/** The editor's defaults (001 §9), taken by every style field a request leaves out. */
export const heroDefaults = {
  imagePosition: "right",
  columns: 1,
  backgroundGradient: { from: "from-blue-50", via: "via-white", to: "to-purple-50" },
  blockWidth: "4xl",
  alignment: "center",
  titleSize: { desktop: "text-6xl", mobile: "text-4xl" },
  titleGradient: { from: "from-blue-600", via: "via-purple-600", to: "to-pink-600" },
  descriptionSize: { desktop: "text-lg", mobile: "text-base" },
  weight: "normal",
  buttonUrl: "/products",
  // 001 §9 names sky-600, sky-500, sky-700: white text on sky-500 has a contrast of 2.8:1 and on sky-600
  // of 4.1:1, both below WCAG AA's 4.5:1. The same hues, dark enough for white text at every point.
  buttonGradient: { from: "from-sky-700", via: "via-blue-700", to: "to-sky-800" },
} as const;

const oneOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { message: `${label} must be one of: ${values.map((value) => value || "''").join(", ")}` });

/** Image width or height in px: a positive whole number, or absent ("Auto"); null clears it. */
const pixels = z.number().int("Image sizes are whole numbers of pixels").positive("Image sizes must be above 0").max(10_000).nullable().optional();

function textSize<T extends readonly [string, ...string[]]>(sizes: T, fallback: { desktop: T[number]; mobile: T[number] }, label: string) {
  return z
    .object({ desktop: oneOf(sizes, label).default(fallback.desktop), mobile: oneOf(sizes, label).default(fallback.mobile) })
    .strict()
    .prefault({});
}

const imageStyle = z
  .object({
    position: oneOf(heroImagePositions, "Image position").default(heroDefaults.imagePosition),
    fullPage: z.boolean().default(false),
    height: pixels,
    width: pixels,
  })
  .strict();

const backgroundStyle = z
  .object({
    column: z.number().int().min(1, "Columns are 1 to 3").max(3, "Columns are 1 to 3").default(heroDefaults.columns),
    color: colorName.optional(),
    is_gradient: z.boolean().default(false),
    gradient: gradient.default(heroDefaults.backgroundGradient),
    seo_title: z.string().trim().max(200).optional(),
  })
  .strict();

const titleStyle = z
  .object({
    blockWidth: oneOf(heroBlockWidths, "Block width").default(heroDefaults.blockWidth),
    alignment: oneOf(heroAlignments, "Alignment").default(heroDefaults.alignment),
    size: textSize(heroTitleSizes, heroDefaults.titleSize, "Title size"),
    color: colorName.optional(),
    is_gradient: z.boolean().default(false),
    gradient: gradient.default(heroDefaults.titleGradient),
  })
  .strict();

const descriptionStyle = z
  .object({
    size: textSize(heroDescriptionSizes, heroDefaults.descriptionSize, "Description size"),
    color: colorName.optional(),
    weight: oneOf(heroWeights, "Weight").default(heroDefaults.weight),
  })
  .strict();

const buttonStyle = z
  .object({
    isVideo: z.boolean().default(false),
    aboveDescription: z.boolean().default(false),
    url: linkTarget.default(heroDefaults.buttonUrl),
    color: colorName.optional(),
    gradient: gradient.default(heroDefaults.buttonGradient),
  })
  .strict();

/**
 * `POST` and `PUT /api/hero-sections`: the hero form data (001 §3). PUT replaces the hero, except
 * that an omitted url_page keeps its page. h1_title and p_description are the older names of
 * title and description, read when the new ones are absent.
 */
export const heroBody = z
  .object({
    title: z.string().max(2000, "Titles are at most 2000 characters").optional(),
    description: z.string().max(10_000).optional(),
    h1_title: z.string().max(2000, "Titles are at most 2000 characters").optional(),
    p_description: z.string().max(10_000).optional(),
    button: z.string().max(500).nullable().optional(),
    image: mediaUrl.nullable().optional(),
    animation_element: oneOf(heroAnimations, "Animation").default(""),
    name: z.string().trim().max(200).nullable().optional(),
    display_order: z.number().int().min(0).max(1_000_000).default(0),
    url_page: urlPage("Please enter a page URL").optional(),
    title_translation: translations.default({}),
    description_translation: translations.default({}),
    button_translation: translations.default({}),
    image_style: imageStyle.prefault({}),
    background_style: backgroundStyle.prefault({}),
    title_style: titleStyle.prefault({}),
    description_style: descriptionStyle.prefault({}),
    button_style: buttonStyle.prefault({}),
  })
  .strict()
  .refine((hero) => hasVisibleText(hero.title ?? hero.h1_title ?? ""), { message: heroTitleRequired, path: ["title"] });
export type HeroInput = z.output<typeof heroBody>;

/** `PUT /api/hero-sections/{id}`: the hero and the version it was based on (decision 017). */
export const heroUpdateBody = heroBody.safeExtend({ version: rowVersion.optional() });

const gradientResponse = z.object({ from: z.string(), via: z.string().optional(), to: z.string() });
const sizeResponse = z.object({ desktop: z.string(), mobile: z.string() });

export const heroResponse = z.object({
  id: z.uuid(),
  organization_id: z.uuid(),
  url_page: z.string(),
  order: z.number().int(),
  name: z.string().nullable(),
  display_order: z.number().int(),
  title: z.string(),
  description: z.string(),
  button: z.string().nullable(),
  image: z.string().nullable(),
  animation_element: z.string(),
  title_translation: z.record(z.string(), z.string()),
  description_translation: z.record(z.string(), z.string()),
  button_translation: z.record(z.string(), z.string()),
  image_style: z.object({ position: z.enum(heroImagePositions), fullPage: z.boolean(), height: z.number().optional(), width: z.number().optional() }),
  background_style: z.object({ column: z.number(), color: z.string().optional(), is_gradient: z.boolean(), gradient: gradientResponse.optional(), seo_title: z.string().optional() }),
  title_style: z.object({
    blockWidth: z.string(),
    alignment: z.enum(heroAlignments),
    size: sizeResponse,
    color: z.string().optional(),
    is_gradient: z.boolean(),
    gradient: gradientResponse.optional(),
  }),
  description_style: z.object({ size: sizeResponse, color: z.string().optional(), weight: z.enum(heroWeights) }),
  button_style: z.object({ isVideo: z.boolean(), aboveDescription: z.boolean(), url: z.string(), color: z.string().optional(), gradient: gradientResponse.optional() }),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
