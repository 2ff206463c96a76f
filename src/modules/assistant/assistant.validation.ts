import { z } from "zod";
import { rowVersion } from "@/lib/fields";
import { knownLocales } from "@/lib/locales";

/** The spec is silent on the assistant's calls (README decision 6): our own messages, in its style. */
export const assistantMessages = {
  questionRequired: "Please type a question",
  questionTooLong: "Questions are at most 500 characters",
  off: "The assistant is not available on this site.",
  questionNotFound: "Question not found",
  welcomeTooLong: "The welcome text is at most 500 characters",
} as const;

export const maxQuestionLength = 500;

/** `POST /api/assistant/ask` */
export const askBody = z
  .object({
    question: z.string({ error: assistantMessages.questionRequired }).trim().min(1, assistantMessages.questionRequired).max(maxQuestionLength, assistantMessages.questionTooLong),
    locale: z.enum(knownLocales).default("en"),
  })
  .strict();

const citation = z.object({ source: z.enum(["help", "doc", "faq"]), title: z.string(), heading: z.string().nullable(), url: z.string().nullable() });

export const askResponse = z.object({
  answered: z.boolean(),
  answer: z.string().nullable(),
  citations: z.array(citation),
  /** Whose words the answer is: a passage's own ("extract") or a configured language model's ("model"). */
  written_by: z.enum(["extract", "model"]).nullable(),
  /** When it cannot answer: where the visitor can turn instead. */
  handoff: z.object({ booking_path: z.string().nullable(), live_support: z.boolean() }).nullable(),
});

/** `PATCH /api/assistant/settings`: version 0 is the defaults, before the first save. */
export const assistantSettingsBody = z
  .object({
    enabled: z.boolean().optional(),
    welcome_text: z.string().trim().max(500, assistantMessages.welcomeTooLong).optional(),
    use_help_center: z.boolean().optional(),
    use_docs: z.boolean().optional(),
    use_faqs: z.boolean().optional(),
    // 0: the defaults, never saved (GET answers them with version 0); otherwise as every row's.
    version: z.literal(0).or(rowVersion).optional(),
  })
  .strict();
export type AssistantSettingsInput = z.output<typeof assistantSettingsBody>;

export const assistantSettingsResponse = z.object({
  enabled: z.boolean(),
  welcome_text: z.string(),
  use_help_center: z.boolean(),
  use_docs: z.boolean(),
  use_faqs: z.boolean(),
  version: z.number().int(),
});

/** What the widget needs before a visitor asks (public). */
export const assistantIntroResponse = z.object({ enabled: z.boolean(), welcome_text: z.string() });

export const unansweredQuestionResponse = z.object({ id: z.string(), question: z.string(), locale: z.string(), times_asked: z.number().int(), last_asked_at: z.string() });
