import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { askResponse, assistantSettingsResponse, unansweredQuestionResponse, type askBody, type assistantSettingsBody } from "./assistant.validation";

// The admin side's client data layer for the AI assistant (/admin/ai/management, issue 15).

export type AssistantSettingsDto = z.infer<typeof assistantSettingsResponse>;
export type AssistantSettingsFields = z.input<typeof assistantSettingsBody>;
export type UnansweredQuestionDto = z.infer<typeof unansweredQuestionResponse>;
export type AssistantReplyDto = z.infer<typeof askResponse>;
export type AskFields = z.input<typeof askBody>;

export const assistantKeys = {
  settings: ["assistant-settings"] as const,
  questions: ["assistant-questions"] as const,
};

// GET /api/assistant/settings - version 0: the defaults, never saved
export const fetchAssistantSettings = () => apiRequest("/api/assistant/settings", { reply: assistantSettingsResponse });
// PATCH /api/assistant/settings - a stale version fails with ConflictError<AssistantSettingsDto>
export const saveAssistantSettings = (fields: AssistantSettingsFields) =>
  apiRequest("/api/assistant/settings", { method: "PATCH", json: fields, reply: assistantSettingsResponse, current: assistantSettingsResponse });
// GET /api/assistant/questions - what it could not answer, most recently asked first
export const fetchUnansweredQuestions = () => apiRequest("/api/assistant/questions", { reply: z.array(unansweredQuestionResponse) });
// DELETE /api/assistant/questions/{id}
export const dismissQuestion = (id: string) => apiRequest<null>(`/api/assistant/questions/${encodeURIComponent(id)}`, { method: "DELETE" });
// POST /api/assistant/ask - the visitors' question, asked from the admin's "Try it"
export const askAssistant = (fields: AskFields) => apiRequest("/api/assistant/ask", { method: "POST", json: fields, reply: askResponse });

export const assistantSettingsQuery = () => queryOptions({ queryKey: assistantKeys.settings, queryFn: fetchAssistantSettings });
export const unansweredQuestionsQuery = () => queryOptions({ queryKey: assistantKeys.questions, queryFn: fetchUnansweredQuestions });

/** The saved settings become the cached copy (the form starts from them again). */
export const saveAssistantSettingsMutation = (client: QueryClient) =>
  mutationOptions({ mutationFn: saveAssistantSettings, onSuccess: (saved) => client.setQueryData(assistantKeys.settings, saved) });

/** The dismissed question leaves the cached list at once. */
export const dismissQuestionMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: dismissQuestion,
    onSuccess: (_, id) => client.setQueryData<UnansweredQuestionDto[]>(assistantKeys.questions, (list) => list?.filter((question) => question.id !== id)),
  });

/** An unanswered try is kept for the admins like a visitor's: the list is read again. */
// An admin's try is not kept among the unanswered questions (they are the visitors'): nothing to read again.
export const askAssistantMutation = () => mutationOptions({ mutationFn: askAssistant });

export const useAssistantSettings = () => useQuery(assistantSettingsQuery());
export const useUnansweredQuestions = () => useQuery(unansweredQuestionsQuery());
export const useSaveAssistantSettings = () => useMutation(saveAssistantSettingsMutation(useQueryClient()));
export const useDismissQuestion = () => useMutation(dismissQuestionMutation(useQueryClient()));
export const useAskAssistant = () => useMutation(askAssistantMutation());
