import { z } from "zod";
import { linkTarget, mediaUrl, shortText, translations } from "@/lib/fields";

/** An item of a Global Settings list: with an id it updates that row, without one it is new. */
const item = <T extends z.ZodRawShape>(shape: T) => z.object({ id: z.uuid().optional(), ...shape }).strict();

export const productInput = item({
  name: shortText(200).trim().min(1, "Product name is required"),
  name_translation: translations.optional(),
  description: shortText(5000).optional(),
  description_translation: translations.optional(),
  image: mediaUrl.nullable().optional(),
  url: linkTarget.nullable().optional(),
  is_displayed: z.boolean().optional(),
});

export const pricingPlanInput = item({
  name: shortText(200).trim().min(1, "Plan name is required"),
  name_translation: translations.optional(),
  description: shortText(5000).optional(),
  description_translation: translations.optional(),
  price: z.number().int("Prices are whole minor units (cents)").min(0).max(100_000_000),
  currency_symbol: shortText(8).min(1).optional(),
  is_promotion: z.boolean().optional(),
  promotion_price: z.number().int().min(0).max(100_000_000).nullable().optional(),
  billing_period: z.enum(["month", "year", "once"]).optional(),
  features: z.array(shortText(300)).max(50).optional(),
  is_highlighted: z.boolean().optional(),
});

export const featureInput = item({
  title: shortText(200).trim().min(1, "Feature title is required"),
  title_translation: translations.optional(),
  description: shortText(5000).optional(),
  description_translation: translations.optional(),
  icon_name: shortText(80).nullable().optional(),
  image: mediaUrl.nullable().optional(),
});

export const faqInput = item({
  question: shortText(500).trim().min(1, "Question is required"),
  question_translation: translations.optional(),
  answer: shortText(10_000).trim().min(1, "Answer is required"),
  answer_translation: translations.optional(),
});

const list = <T extends z.ZodType>(schema: T) => z.array(schema).max(500);

export const collectionInputs = {
  products: list(productInput),
  pricing_plans: list(pricingPlanInput),
  features: list(featureInput),
  faqs: list(faqInput),
};
