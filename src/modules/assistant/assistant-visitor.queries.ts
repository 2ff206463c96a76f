import type { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import type { askResponse, assistantIntroResponse } from "./assistant.validation";

// The visitor's calls to the assistant (the help widget's; the admins' are in assistant.queries.ts). Typed by the API's schemas but not parsed
// with them: the widget is a public chunk and stays free of zod (decision 011's public islands).

export type AssistantIntro = z.infer<typeof assistantIntroResponse>;
export type AssistantReply = z.infer<typeof askResponse>;
export type AssistantCitation = AssistantReply["citations"][number];

/** `GET /api/assistant`: on or off, and the welcome text. */
export const fetchAssistantIntro = () => apiRequest<AssistantIntro>("/api/assistant");

/** `POST /api/assistant/ask`: an answer with its citations, or the hand-off; fails with the API's message (e.g. too many questions). */
export const askAssistant = (question: string, locale: string) => apiRequest<AssistantReply>("/api/assistant/ask", { json: { question, locale } });
