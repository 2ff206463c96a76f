import { describe, expect, it } from "vitest";
import { ConflictError } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { call } from "@/testing/api";
import { browserOfNewAdmin } from "@/testing/browser-fetch";
import {
  askAssistantMutation,
  assistantKeys,
  assistantSettingsQuery,
  dismissQuestionMutation,
  saveAssistantSettings,
  saveAssistantSettingsMutation,
  unansweredQuestionsQuery,
  type AssistantSettingsDto,
  type UnansweredQuestionDto,
} from "./assistant.queries";

// The client data layer of /admin/ai/management against the real API, in process. The organization
// has no content, so every question is one the assistant cannot answer.
const signInAsAdmin = browserOfNewAdmin();

describe("assistant.queries", () => {
  it("saves on the loaded version, caches what was saved, and turns a stale save into a ConflictError with their settings", async () => {
    signInAsAdmin();
    const client = createQueryClient();
    const loaded = await client.fetchQuery(assistantSettingsQuery());
    expect(loaded).toMatchObject({ enabled: true, use_docs: true, version: 0 });

    const save = client.getMutationCache().build(client, saveAssistantSettingsMutation(client));
    await save.execute({ welcome_text: "Ask us about visas", use_docs: false, version: loaded.version });
    expect(client.getQueryData<AssistantSettingsDto>(assistantKeys.settings)).toMatchObject({ welcome_text: "Ask us about visas", use_docs: false, version: 1 });

    const conflict = await saveAssistantSettings({ welcome_text: "Mine", version: 0 }).catch((error: unknown) => error);
    expect(conflict).toBeInstanceOf(ConflictError);
    expect((conflict as ConflictError<AssistantSettingsDto>).current).toMatchObject({ welcome_text: "Ask us about visas", version: 1 });
  });

  it("keeps no question of the admin's try, lists a visitor's, and a dismissed question leaves the list", async () => {
    signInAsAdmin();
    const client = createQueryClient();
    const ask = client.getMutationCache().build(client, askAssistantMutation());
    const reply = await ask.execute({ question: "Do you sell gift cards?", locale: "en" });
    expect(reply).toMatchObject({ answered: false, citations: [] });
    expect((await client.fetchQuery(unansweredQuestionsQuery())).map((question) => question.question)).not.toContain("Do you sell gift cards?");

    expect((await call("/api/assistant/ask", { host: signInAsAdmin.host(), json: { question: "Do you prepare tax returns?", locale: "en" } })).status).toBe(200);
    const list = await client.fetchQuery({ ...unansweredQuestionsQuery(), staleTime: 0 });
    const asked = list.find((question) => question.question === "Do you prepare tax returns?");
    expect(asked).toMatchObject({ times_asked: 1, locale: "en" });

    const dismiss = client.getMutationCache().build(client, dismissQuestionMutation(client));
    await dismiss.execute(asked!.id);
    expect(client.getQueryData<UnansweredQuestionDto[]>(assistantKeys.questions)?.some((question) => question.id === asked!.id)).toBe(false);
    client.removeQueries();
    expect((await client.fetchQuery(unansweredQuestionsQuery())).some((question) => question.id === asked!.id)).toBe(false);
  });
});
