import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AssistantReply } from "@/modules/assistant/assistant-visitor.queries";
import type { HelpWidgetContent } from "../help-widget.validation";
import { runBehavior } from "@/testing/behavior-page";
import { HelpLauncher } from "./help-launcher";
import HelpWidget, { type HelpWidgetConfig } from "./help-widget";
import { chatModeFromStorageEvent, chatModeKey, fitSize, readChatMode, saveForLanguageSwitch, sizesFor, takeRestorable, writeChatMode } from "./help-widget-state";
import { helpWidgetText } from "./help-widget-strings";
import { isFreshRestore, restoreKey } from "./restore-window";

// The help widget as a visitor meets it, in jsdom: the API's replies are given as the API shapes
// them (the network is the browser's; nothing of ours is replaced).

const content: HelpWidgetContent = {
  faqs: [
    { id: "f1", question: "How long does a work visa take?", answer: "Usually four to twelve weeks." },
    { id: "f2", question: "Can I pay in instalments?", answer: "Yes. Every plan can be split into three monthly payments." },
  ],
  features: [{ id: "a1", title: "Fixed fees", description: "You know the full price before you start.", image: null }],
  articles: [{ title: "Registering your address", description: "What to bring.", path: "/help-center/registering-your-address" }],
  booking_path: "/book",
};
const password: AssistantReply = {
  answered: true,
  answer: "Choose at least ten characters.\nA passphrase works well.",
  citations: [{ source: "doc", title: "Creating your account", heading: "Choosing a password", url: "/docs/client-portal-guide/creating-your-account#choosing-a-password" }],
  written_by: "extract",
  handoff: null,
};
const instalments: AssistantReply = { answered: true, answer: "Yes.", citations: [{ source: "faq", title: "Can I pay in instalments?", heading: null, url: null }], written_by: "extract", handoff: null };
const weather = (online: boolean): AssistantReply => ({ answered: false, answer: null, citations: [], written_by: null, handoff: { booking_path: "/book", live_support: online } });

/** The visitor's conversation once they wrote: the API answers with it as it stands. */
function conversationWith(messages: { author: "visitor" | "assistant" | "team"; body: string }[]) {
  return {
    id: "c1", status: "open", page: "/", visitor: { name: "Visitor AB12", email: null, signed_in: false }, assigned: null, visitor_read_seq: 0, team_read_seq: 0, unread: 0, last_message: null,
    last_message_at: "2026-11-26T10:00:00.000Z", created_at: "2026-11-26T10:00:00.000Z",
    messages: messages.map((message, index) => ({ seq: index + 1, conversation_id: "c1", author_name: null, created_at: "2026-11-26T10:00:00.000Z", ...message })),
  };
}

function serve({ enabled = true, online = false, signedIn = false } = {}) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
      if (path.startsWith("/api/help-widget")) return json(content);
      if (path === "/api/assistant") return json({ enabled, welcome_text: "Hello from Atrium Demo." });
      if (path === "/api/support/chat") return json({ online, signed_in: signedIn, conversation: null });
      if (path === "/api/tickets") return json({ id: "t1" }, 201);
      if (path === "/api/support/chat/messages") {
        const sent = JSON.parse(String(init.body)) as { body: string; transcript?: { author: "visitor" | "assistant"; body: string }[] };
        return json(conversationWith([...(sent.transcript ?? []), { author: "visitor", body: sent.body }]), 201);
      }
      // The conversation's stream stays open, quiet, until the widget lets it go.
      if (path === "/api/support/chat/events") return new Response(new ReadableStream({ start: (controller) => init.signal?.addEventListener("abort", () => controller.close()) }), { headers: { "content-type": "text/event-stream" } });
      const { question } = JSON.parse(String(init.body)) as { question: string };
      return json(/password/.test(question) ? password : /instalments/.test(question) ? instalments : weather(online));
    }),
  );
}

const config: HelpWidgetConfig = {
  text: helpWidgetText("en"),
  locale: "en",
  lang: "-",
  defaultLocale: "en",
  languages: [
    { locale: "en", name: "English" },
    { locale: "es", name: "Español" },
  ],
};
const setWidth = (width: number) => act(() => {
  window.innerWidth = width;
  dispatchEvent(new Event("resize"));
});

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  setWidth(1024);
});
afterEach(() => vi.unstubAllGlobals());

describe("the help button", () => {
  const widgetModule = { widget: () => import("./help-widget") };

  it("loads the widget on the first click, and the widget closes with Escape", async () => {
    serve();
    render(
      <button type="button" data-help-launcher>
        Help
      </button>,
    );
    runBehavior(HelpLauncher, { config }, widgetModule);
    expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Help" }));
    expect(await screen.findByRole("dialog", { name: "Help Center" })).toBeTruthy();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("opens by itself on the saved view when a language switch saved it under 5 s ago, and not after", async () => {
    serve();
    saveForLanguageSwitch(sessionStorage, { view: "faq", size: "half", openFaq: "f2", draft: "" }, Date.now() - 4_000);
    runBehavior(HelpLauncher, { config }, widgetModule);
    const dialog = await screen.findByRole("dialog", { name: "FAQs" });
    expect(dialog.dataset.size).toBe("half");
    await waitFor(() => expect(within(dialog).getByText("Can I pay in instalments?").closest("details")?.open).toBe(true));
    expect(sessionStorage.getItem(restoreKey)).toBeNull();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    saveForLanguageSwitch(sessionStorage, { view: "faq", size: "half", openFaq: null, draft: "" }, Date.now() - 5_001);
    runBehavior(HelpLauncher, { config }, widgetModule);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("the help widget", () => {
  it("has the spec's views as tabs that arrows move between, the title following the view", async () => {
    serve();
    render(<HelpWidget {...config} onClose={() => undefined} />);
    const tabs = within(await screen.findByRole("tablist", { name: "Help sections" }));
    await waitFor(() => expect(tabs.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Help Center", "FAQs", "Knowledge Base", "Features", "Live Support", "AI Assistant"]));
    await userEvent.click(tabs.getByRole("tab", { name: "Help Center" }));
    await userEvent.keyboard("{ArrowRight}");
    expect(tabs.getByRole("tab", { name: "FAQs" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("dialog", { name: "FAQs" })).toBeTruthy();
    await userEvent.click(await screen.findByText("How long does a work visa take?"));
    expect(screen.getByText("Usually four to twelve weeks.")).toBeTruthy();

    // Nobody of the team is online: a ticket (after signing in) or a meeting instead.
    await userEvent.click(tabs.getByRole("tab", { name: "Live Support" }));
    expect(await screen.findByText("No one from our team is online right now.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login?redirectTo=%2F");
    expect(screen.getByRole("link", { name: "Book a meeting" }).getAttribute("href")).toBe("/book");
  });

  it("answers in the AI view with the sources as links, opens a cited FAQ, and hands off what it cannot answer", async () => {
    serve();
    render(<HelpWidget {...{ ...config, lang: "es", locale: "es", text: helpWidgetText("en") }} onClose={() => undefined} />);
    await userEvent.click(await screen.findByRole("tab", { name: "AI Assistant" }));
    expect(await screen.findByText("Hello from Atrium Demo.")).toBeTruthy();
    const box = screen.getByRole("textbox", { name: "Your question" });

    await userEvent.type(box, "How long should my password be?{Enter}");
    const answer = await screen.findByText(/Choose at least ten characters/);
    expect(answer.textContent).toBe("Choose at least ten characters.\nA passphrase works well.");
    expect(screen.getByRole("link", { name: "Creating your account: Choosing a password" }).getAttribute("href")).toBe("/es/docs/client-portal-guide/creating-your-account#choosing-a-password");
    expect(fetch).toHaveBeenCalledWith("/api/assistant/ask", expect.objectContaining({ body: JSON.stringify({ question: "How long should my password be?", locale: "es" }) }));

    await userEvent.type(box, "What is the weather like in Lisbon?{Enter}");
    expect(await screen.findByText("I could not find an answer to that in our help articles.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Book a meeting" }).getAttribute("href")).toBe("/es/book");

    await userEvent.type(box, "Can I pay in instalments?{Enter}");
    await userEvent.click(await screen.findByRole("button", { name: "Can I pay in instalments?" }));
    expect(screen.getByRole("dialog", { name: "FAQs" })).toBeTruthy();
    expect(screen.getByText("Can I pay in instalments?", { selector: "summary" }).closest("details")?.open).toBe(true);
  });

  it("hands what it cannot answer over to the team while someone is online, with the conversation so far", async () => {
    serve({ online: true });
    render(<HelpWidget {...config} onClose={() => undefined} />);
    await userEvent.click(await screen.findByRole("tab", { name: "AI Assistant" }));
    const box = screen.getByRole("textbox", { name: "Your question" });
    await userEvent.type(box, "How long should my password be?{Enter}");
    await screen.findByText(/Choose at least ten characters/);
    await userEvent.type(box, "What is the weather like in Lisbon?{Enter}");
    await userEvent.click(await screen.findByRole("button", { name: "Chat with our team" }));

    expect(screen.getByRole("dialog", { name: "Live Support" })).toBeTruthy();
    const message = await screen.findByRole("textbox", { name: "Your message" });
    expect((message as HTMLInputElement).value).toBe("What is the weather like in Lisbon?");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    const log = within(await screen.findByRole("log", { name: "Your message" }));
    expect(await log.findByText("What is the weather like in Lisbon?")).toBeTruthy();
    expect(log.getByText("Your questions to the assistant have been passed on.")).toBeTruthy();
    const [, sent] = vi.mocked(fetch).mock.calls.find(([path]) => path === "/api/support/chat/messages")!;
    expect(JSON.parse(String(sent?.body))).toEqual({
      body: "What is the weather like in Lisbon?",
      page: "/",
      transcript: [
        { author: "visitor", body: "How long should my password be?" },
        { author: "assistant", body: "Choose at least ten characters.\nA passphrase works well." },
      ],
    });
  });

  it("offers a signed-in visitor a ticket while nobody of the team is online", async () => {
    serve({ signedIn: true });
    render(<HelpWidget {...config} onClose={() => undefined} />);
    await userEvent.click(await screen.findByRole("tab", { name: "Live Support" }));
    await userEvent.type(await screen.findByRole("textbox", { name: "Subject" }), "Moving date");
    await userEvent.type(screen.getByRole("textbox", { name: "Your message" }), "Can we move it to May?");
    await userEvent.click(screen.getByRole("button", { name: "Send ticket" }));
    expect(await screen.findByText(/Your ticket has been sent/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "My tickets" }).getAttribute("href")).toBe("/account/profile/tickets");
    const [, sent] = vi.mocked(fetch).mock.calls.find(([path]) => path === "/api/tickets")!;
    expect(JSON.parse(String(sent?.body))).toEqual({ subject: "Moving date", body: "Can we move it to May?" });
  });

  it("hides the AI view when the assistant is off", async () => {
    serve({ enabled: false });
    render(<HelpWidget {...config} onClose={() => undefined} />);
    await waitFor(() => expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).not.toContain("AI Assistant"));
    expect(screen.getAllByRole("tab")).toHaveLength(5);
  });

  it("switches to chat mode and back, kept in localStorage and following another tab's choice", async () => {
    serve();
    render(<HelpWidget {...config} onClose={() => undefined} />);
    await userEvent.click(await screen.findByRole("tab", { name: "AI Assistant" }));
    await userEvent.click(screen.getByRole("button", { name: "Open as chat" }));
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(screen.getByRole("dialog", { name: "AI Assistant" })).toBeTruthy();
    expect(localStorage.getItem(chatModeKey)).toBe("chat");

    // Another tab goes back to help: a storage event here.
    act(() => dispatchEvent(new StorageEvent("storage", { key: chatModeKey, newValue: "help" })));
    expect(screen.getByRole("tablist")).toBeTruthy();
    act(() => dispatchEvent(new StorageEvent("storage", { key: chatModeKey, newValue: "chat" })));
    expect(screen.queryByRole("tablist")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Back to help" }));
    expect(screen.getByRole("tablist")).toBeTruthy();
    expect(localStorage.getItem(chatModeKey)).toBe("help");
  });

  it("offers three sizes on a wide screen and only half and full screen on a phone", async () => {
    serve();
    render(<HelpWidget {...config} onClose={() => undefined} />);
    const dialog = await screen.findByRole("dialog");
    const sizes = () => within(screen.getByRole("group", { name: "Window size" })).getAllByRole("button");
    expect(sizes().map((button) => button.getAttribute("aria-label"))).toEqual(["Small window", "Half screen", "Full screen"]);
    expect(dialog.dataset.size).toBe("initial");
    await userEvent.click(screen.getByRole("button", { name: "Full screen" }));
    expect(dialog.dataset.size).toBe("fullscreen");
    expect(screen.getByRole("button", { name: "Full screen" }).getAttribute("aria-pressed")).toBe("true");

    await userEvent.click(screen.getByRole("button", { name: "Small window" }));
    setWidth(400);
    expect(sizes().map((button) => button.getAttribute("aria-label"))).toEqual(["Half screen", "Full screen"]);
    expect(dialog.dataset.size).toBe("half");
    setWidth(1024);
    expect(dialog.dataset.size).toBe("initial");
  });
});

describe("the widget's state rules", () => {
  it("restores a language switch's state once, only within 5 s", () => {
    const now = 1_000_000;
    saveForLanguageSwitch(sessionStorage, { view: "ai", size: "fullscreen", openFaq: null, draft: "visa" }, now);
    expect(isFreshRestore(sessionStorage.getItem(restoreKey), now + 4_999)).toBe(true);
    expect(isFreshRestore(sessionStorage.getItem(restoreKey), now + 5_000)).toBe(false);
    expect(takeRestorable(sessionStorage, now + 4_999)).toEqual({ view: "ai", size: "fullscreen", openFaq: null, draft: "visa" });
    expect(takeRestorable(sessionStorage, now + 4_999)).toBeNull();
    saveForLanguageSwitch(sessionStorage, { view: "ai", size: "fullscreen", openFaq: null, draft: "" }, now);
    expect(takeRestorable(sessionStorage, now + 5_000)).toBeNull();
    sessionStorage.setItem(restoreKey, "{not json");
    expect(takeRestorable(sessionStorage, now)).toBeNull();
    expect(takeRestorable(undefined, now)).toBeNull();
  });

  it("fits the size to the screen: no small window under 640 px", () => {
    expect(sizesFor(639)).toEqual(["half", "fullscreen"]);
    expect(sizesFor(640)).toEqual(["initial", "half", "fullscreen"]);
    expect(fitSize("initial", 639)).toBe("half");
    expect(fitSize("fullscreen", 639)).toBe("fullscreen");
    expect(fitSize("initial", 640)).toBe("initial");
  });

  it("reads the chat mode from localStorage and from other tabs' storage events", () => {
    expect(readChatMode(localStorage)).toBe("help");
    writeChatMode(localStorage, "chat");
    expect(readChatMode(localStorage)).toBe("chat");
    expect(chatModeFromStorageEvent({ key: chatModeKey, newValue: "chat" })).toBe("chat");
    expect(chatModeFromStorageEvent({ key: chatModeKey, newValue: null })).toBe("help");
    expect(chatModeFromStorageEvent({ key: "atrium.basket", newValue: "chat" })).toBeNull();
  });
});
