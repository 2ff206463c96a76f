import { z } from "zod";
import { knownLocales } from "@/lib/locales";

/** The spec is silent on the widget's calls (README decision 6): our own message, in its style. */
export const helpWidgetMessages = {
  unknownLocale: `Unknown language: use one of ${knownLocales.join(", ")}`,
} as const;

/** `GET /api/help-widget?locale=`: the language the lists are translated into (the page's). */
export const helpWidgetQuery = z.object({ locale: z.enum(knownLocales, { error: helpWidgetMessages.unknownLocale }).default("en") });

/** What the help widget shows besides the assistant: the organization's FAQs, features and help articles, and whether it can be booked. */
export const helpWidgetResponse = z.object({
  faqs: z.array(z.object({ id: z.string(), question: z.string(), answer: z.string() })),
  features: z.array(z.object({ id: z.string(), title: z.string(), description: z.string(), image: z.string().nullable() })),
  /** Shown help articles in the help center's order; `path` without a language prefix. */
  articles: z.array(z.object({ title: z.string(), description: z.string().nullable(), path: z.string() })),
  /** Where a visitor books a meeting (without a language prefix), or null when no meeting type is bookable. */
  booking_path: z.string().nullable(),
});
export type HelpWidgetContent = z.infer<typeof helpWidgetResponse>;
