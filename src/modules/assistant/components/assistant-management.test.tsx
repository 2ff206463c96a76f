import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import conflictText from "@/messages/en/admin/conflict.json";
import { closeAllToasts } from "@/testing/toasts";
import { AssistantManagement } from "./assistant-management";
import text from "@/messages/en/admin/assistantManagement.json";

// The management page as an admin uses it, against a stand-in of the API's replies (the calls
// themselves are tested against the real API in assistant.queries.test.ts).
const saved = { enabled: true, welcome_text: "Hello!", use_help_center: true, use_docs: true, use_faqs: true, version: 3 };
const theirs = { ...saved, welcome_text: "Their welcome", version: 4 };
const question = { id: "5b0e8f5e-3c1a-4d7e-9f5e-2a1b3c4d5e6f", question: "Can I bring my dog?", locale: "en", times_asked: 2, last_asked_at: "2026-11-25T10:00:00.000Z" };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** GET answers the saved settings and one question; each PATCH gets the next of `patches`. */
function stubApi(patches: ((body: Record<string, unknown>) => Response)[]) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init: RequestInit = {}) => {
      if (path === "/api/assistant/questions") return json([question]);
      if (path !== "/api/assistant/settings") return json({ error: "Not found" }, 404);
      if (init.method !== "PATCH") return json(saved);
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push(body);
      return patches.shift()!(body);
    }),
  );
  return sent;
}

const conflict = () => json({ error: "This was changed by someone else.", code: "version_conflict", details: { current: theirs } }, 409);
const open = () => render(<AssistantManagement locale="en" prefix="" helpCenterPath="/help-center" />);
const saveButton = () => screen.getByRole("button", { name: text.save });

afterEach(async () => {
  await closeAllToasts();
  vi.unstubAllGlobals();
});

describe("AssistantManagement", () => {
  it("saves a change on the loaded version; Save waits for a change", async () => {
    const sent = stubApi([(body) => json({ ...saved, ...body, version: 4 })]);
    const user = userEvent.setup();
    open();
    const docs = await screen.findByRole("checkbox", { name: text.useDocs });
    expect(saveButton()).toHaveProperty("disabled", true);
    await user.click(docs);
    expect(screen.getByText(text.unsaved)).toBeTruthy();
    await user.click(saveButton());
    await screen.findByText(text.saved);
    expect(sent).toEqual([{ enabled: true, welcome_text: "Hello!", use_help_center: true, use_docs: false, use_faqs: true, version: 3 }]);
    await waitFor(() => expect(screen.queryByText(text.unsaved)).toBeNull());
    expect(screen.getByRole("checkbox", { name: text.useDocs })).toHaveProperty("checked", false);
  });

  it("asks on a stale save: Reload shows their settings; Overwrite saves mine on their version", async () => {
    const sent = stubApi([conflict, conflict, (body) => json({ ...theirs, ...body, version: 5 })]);
    const user = userEvent.setup();
    open();
    const welcome = await screen.findByLabelText(text.welcomeText);
    await user.clear(welcome);
    await user.type(welcome, "Mine");
    expect(screen.getByText(`4/500`)).toBeTruthy();
    await user.click(saveButton());
    const dialog = await screen.findByRole("alertdialog", { name: conflictText.title });
    await user.click(within(dialog).getByRole("button", { name: conflictText.reload }));
    await waitFor(() => expect(screen.getByLabelText(text.welcomeText)).toHaveProperty("value", "Their welcome"));
    expect(screen.queryByText(text.unsaved)).toBeNull();

    await user.type(screen.getByLabelText(text.welcomeText), " and mine");
    await user.click(saveButton());
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: conflictText.overwrite }));
    await screen.findByText(text.saved);
    expect(sent.map((body) => [body.welcome_text, body.version])).toEqual([["Mine", 3], ["Their welcome and mine", 4], ["Their welcome and mine", 4]]);
  });

  it("lists an unanswered question with how often it was asked, and a draft link to the help center with the question as the title", async () => {
    stubApi([]);
    open();
    const draft = await screen.findByRole("link", { name: `${text.draft}: ${question.question}` });
    expect(draft.getAttribute("href")).toBe("/help-center#new=post&title=Can+I+bring+my+dog%3F&place=help-center");
    expect(screen.getByText(/asked 2 times/)).toBeTruthy();
    expect(screen.getByRole("button", { name: `${text.dismiss}: ${question.question}` })).toBeTruthy();
  });
});
