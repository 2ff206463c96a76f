// @vitest-environment jsdom
import { cleanup, configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { call, type Credentials } from "@/testing/api";
import { createTestAdmin, createTestOrganization } from "@/testing/factories";
import { mergeMessages } from "../merge-messages";
import type { SupportConversation, SupportConversationWithMessages, SupportMessage } from "../support.validation";
import { SupportInbox } from "./support-inbox";
import { formatMessage } from "@/lib/i18n/format";
import { adminLocale } from "@/lib/locales";
import text from "@/messages/en/admin/supportInbox.json";

// The inbox as an admin uses it, in a simulated DOM against the real API in process (a *.test.ts
// file, so it gets a database): its event stream makes the admin online, so a visitor can start a
// chat, and what the visitor does arrives over that stream.

// Each step waits on the real API and its stream: a loaded machine (CI runs files side by side) takes
// longer than the library's 1 s to answer a close and its refetch.
configure({ asyncUtilTimeout: 5_000 });

let host = "";
let admin: Credentials;
beforeAll(async () => {
  const site = await createTestOrganization();
  host = site.host;
  admin = await createTestAdmin(site.host, site.organization.id);
});

/** A Response whose body ends when `signal` aborts, as a browser's fetch does: the server then closes the stream (and the admin goes offline). */
function endingOnAbort(response: Response, signal: AbortSignal | null | undefined): Response {
  if (!signal || !response.body) return response;
  const reader = response.body.getReader();
  signal.addEventListener("abort", () => void reader.cancel(), { once: true });
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return new Response(body, { status: response.status, headers: response.headers });
}

/** The component's `fetch` as the admin's browser on `host` sends it, through the real API in process (the transport is the browser's; nothing of ours is replaced). */
function signedInAsAdmin() {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), `http://${host}`);
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      const response = await call(url.pathname + url.search, { host, method: init.method ?? "GET", body: typeof init.body === "string" ? init.body : undefined, cookie: admin.cookie, headers });
      return endingOnAbort(response, init.signal);
    }),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A new browser without a session starts a chat (the server gives it its visitor id cookie first). */
async function visitorStartsChat(json: { body: string; page?: string; transcript?: { author: "visitor" | "assistant"; body: string }[] }) {
  const first = await call("/api/support/chat", { host });
  const cookie = first.headers.get("set-cookie")?.match(/atrium_visitor=[^;]+/)?.[0] ?? "";
  const started = await call("/api/support/chat/messages", { host, cookie, json });
  expect(started.status).toBe(201);
  const conversation = (await started.json()) as SupportConversationWithMessages;
  return { conversation, visitor: (path: string, json?: unknown) => call(path, { host, cookie, method: "POST", json }) };
}

/** The admin opens the inbox and is online once its stream is. */
async function openInbox() {
  signedInAsAdmin();
  render(createElement(SupportInbox, { myUserId: admin.userId, locale: "en" }));
  await screen.findByText(text.online);
}

const row = (visitorName: string) => screen.findByRole("button", { name: new RegExp(visitorName) });
const log = (visitorName: string) => screen.findByRole("log", { name: formatMessage(text.messages, { visitor: visitorName }) });
const adminList = async (status: "open" | "closed") => (await (await call(`/api/support/conversations?status=${status}`, { host, cookie: admin.cookie })).json()) as SupportConversation[];

describe("SupportInbox", () => {
  it("lists a visitor's chat with its unread count; opening it shows the assistant's transcript and marks it read", async () => {
    await openInbox();
    const { conversation } = await visitorStartsChat({
      body: "Can a person help me?",
      page: "/en/services",
      transcript: [{ author: "visitor", body: "What about student visas?" }, { author: "assistant", body: "I could not find an answer." }],
    });
    const name = conversation.visitor.name;
    // Arrived over the inbox's stream: nobody reloaded the list.
    const entry = await row(name);
    expect(within(entry).getByText(formatMessage(text.unread, { count: 2 }, adminLocale))).toBeTruthy();
    expect(within(entry).getByText("Can a person help me?")).toBeTruthy();
    expect(within(entry).getByText(text.unassigned)).toBeTruthy();

    const user = userEvent.setup();
    await user.click(entry);
    expect(await screen.findByRole("heading", { name })).toBeTruthy();
    expect(screen.getByRole("link", { name: "/en/services" }).getAttribute("href")).toBe("/en/services");
    const messages = within(await log(name)).getAllByRole("listitem");
    expect(messages.map((item) => item.querySelector(".font-semibold")?.textContent)).toEqual([name, text.aiAssistant, name]);
    expect(messages.map((item) => item.querySelector(".whitespace-pre-wrap")?.textContent)).toEqual(["What about student visas?", "I could not find an answer.", "Can a person help me?"]);

    await waitFor(() => expect(within(entry).queryByText(/unread/)).toBeNull());
    await expect.poll(async () => (await adminList("open")).find((listed) => listed.id === conversation.id)?.unread).toBe(0);
  });

  it("an answer shows once and assigns the admin; the visitor's typing and Seen arrive live", async () => {
    await openInbox();
    const { conversation, visitor } = await visitorStartsChat({ body: "Hello?" });
    const name = conversation.visitor.name;
    const user = userEvent.setup();
    await user.click(await row(name));
    const reply = await screen.findByLabelText(text.reply);

    expect((await visitor("/api/support/chat/typing")).status).toBe(204);
    expect(await screen.findByText(text.visitorTyping)).toBeTruthy();

    await user.type(reply, "Hi, how can I help?{Enter}");
    const messages = within(await log(name));
    await messages.findByText("Hi, how can I help?");
    await waitFor(() => expect((reply as HTMLTextAreaElement).value).toBe(""));
    const answered = (await adminList("open")).find((listed) => listed.id === conversation.id)!;
    expect(answered.assigned?.id).toBe(admin.userId);
    // The answer assigned it; by then the same message came over the stream too: it is shown once.
    await waitFor(() => expect(screen.getByText(formatMessage(text.assignedTo, { name: answered.assigned!.name }))).toBeTruthy());
    await waitFor(() => expect((screen.getByLabelText(text.assignTo) as HTMLSelectElement).value).toBe(admin.userId));
    expect(messages.getAllByText("Hi, how can I help?")).toHaveLength(1);
    expect(messages.getAllByRole("listitem").map((item) => item.dataset.author)).toEqual(["visitor", "team"]);
    expect(messages.queryByText(text.seen)).toBeNull();

    const answer = answered.last_message!;
    expect((await visitor("/api/support/chat/read", { seq: answer.seq })).status).toBe(204);
    expect(await messages.findByText(text.seen)).toBeTruthy();
  });

  it("closes a conversation and opens it again", async () => {
    await openInbox();
    const { conversation } = await visitorStartsChat({ body: "Thanks, that is all." });
    const name = conversation.visitor.name;
    const user = userEvent.setup();
    await user.click(await row(name));

    await user.click(await screen.findByRole("button", { name: text.close }));
    expect(await screen.findByRole("button", { name: text.openAgain })).toBeTruthy();
    expect(screen.getByText(text.closedNotice)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: new RegExp(name) })).toBeNull());
    await user.click(screen.getByRole("tab", { name: text.closed }));
    expect(await row(name)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: text.openAgain }));
    expect(await screen.findByRole("button", { name: text.close })).toBeTruthy();
    expect((await adminList("open")).map((listed) => listed.id)).toContain(conversation.id);
  });

  it("merges a message that comes both in a reply and over the stream once, in seq order", () => {
    const message = (seq: number): SupportMessage => ({ seq, conversation_id: "c", author: "visitor", author_name: null, body: `#${seq}`, created_at: "2026-11-25T10:00:00.000Z" });
    // The stream's copy lands before the reply that holds it, and a later one overtakes an earlier one.
    const cached = mergeMessages([message(1)], [message(3)]);
    expect(mergeMessages(cached, [message(1), message(2), message(3)]).map((merged) => merged.seq)).toEqual([1, 2, 3]);
  });
});
