import { beforeAll, describe, expect, it } from "vitest";
import { call, expectAdminOnly, expectError } from "@/testing/api";
import { eventsOf, type StreamedEvent } from "@/testing/event-stream";
import { createTestMember, createTestWorld } from "@/testing/factories";
import { supportMessages, type SupportChat, type SupportConversation, type SupportConversationWithMessages } from "./support.validation";

// Live support through the real API in process: a visitor chats with an admin whose inbox is open,
// both streams carry each message once, a reconnection resumes after the last message it got, and
// nobody but the visitor and the organization's admins finds the conversation.

type World = Awaited<ReturnType<typeof createTestWorld>>;
let world: World;
beforeAll(async () => {
  world = await createTestWorld();
});

type Request = { method?: string; json?: unknown; headers?: Record<string, string> };
const asAdmin = (path: string, request: Request = {}) => call(path, { host: world.acme.host, token: world.admin.token, ...request });

/** A browser without a session: the server gives it its visitor id (HttpOnly cookie) on its first call. */
async function newVisitor() {
  let cookie = "";
  const request = async (path: string, options: Request = {}) => {
    const response = await call(path, { host: world.acme.host, cookie, ...options });
    const set = response.headers.get("set-cookie")?.match(/atrium_visitor=[^;]+/)?.[0];
    if (set) cookie = set;
    return response;
  };
  await request("/api/support/chat");
  return request;
}

/** The admin opens the inbox: online while its stream is open. */
async function openInbox() {
  const inbox = eventsOf(await asAdmin("/api/support/conversations/events"));
  expect(await inbox.next()).toMatchObject({ event: "ready" });
  return inbox;
}

const isMessage = (body: string) => (event: StreamedEvent) => event.event === "message" && event.data.body === body;

describe("live support", () => {
  it("offers no chat while no admin is online: the first message is refused with the ticket hint", async () => {
    const visitor = await newVisitor();
    expect(await (await visitor("/api/support/chat")).json()).toEqual({ online: false, signed_in: false, conversation: null });
    await expectError(await visitor("/api/support/chat/messages", { json: { body: "Hello?" } }), 409, "No one from our team is online right now. Please open a ticket instead.");
  });

  it("a visitor hands over from the assistant; the admin sees the transcript and page, answers; both streams carry each message, typing and reading", async () => {
    const inbox = await openInbox();
    const visitor = await newVisitor();
    expect(((await (await visitor("/api/support/chat")).json()) as SupportChat).online).toBe(true);

    const started = await visitor("/api/support/chat/messages", {
      json: { body: "Can a person help me with my visa?", page: "/en/services?x=1", transcript: [{ author: "visitor", body: "What about student visas?" }, { author: "assistant", body: "I could not find an answer." }] },
    });
    expect(started.status).toBe(201);
    const conversation = (await started.json()) as SupportConversationWithMessages;
    expect(conversation).toMatchObject({ status: "open", page: "/en/services?x=1", assigned: null, visitor: { signed_in: false, email: null } });
    expect(conversation.messages.map((message) => [message.author, message.body])).toEqual([
      ["visitor", "What about student visas?"],
      ["assistant", "I could not find an answer."],
      ["visitor", "Can a person help me with my visa?"],
    ]);
    await inbox.until(isMessage("Can a person help me with my visa?"));

    const [listed] = ((await (await asAdmin("/api/support/conversations")).json()) as SupportConversation[]).filter((entry) => entry.id === conversation.id);
    expect(listed).toMatchObject({ unread: 2, last_message: { body: "Can a person help me with my visa?" } });

    const chat = eventsOf(await visitor("/api/support/chat/events"));
    const backlog = [];
    // The messages so far, then "ready" (a late live notice of another kind may come among them).
    for (let event = await chat.next(); event?.event !== "ready"; event = await chat.next()) if (event?.event === "message") backlog.push(event);
    expect(backlog.map((event) => [event!.id, event!.data.body])).toEqual(conversation.messages.map((message) => [String(message.seq), message.body]));

    expect((await asAdmin(`/api/support/conversations/${conversation.id}/typing`, { method: "POST" })).status).toBe(204);
    // The first message's "conversation" notice may still be on its way (PostgreSQL's NOTIFY is sent after the commit): the typing event comes among the stream's events, not necessarily first.
    expect(await chat.until((event) => event.event === "typing")).toMatchObject({ event: "typing", data: { author: "team", conversation_id: conversation.id } });
    expect((await visitor("/api/support/chat/typing", { method: "POST" })).status).toBe(204);
    await inbox.until((event) => event.event === "typing" && event.data.author === "visitor");

    const answered = (await (await asAdmin(`/api/support/conversations/${conversation.id}/messages`, { json: { body: "Yes, <b>I can</b>." } })).json()) as SupportConversationWithMessages;
    expect(answered).toMatchObject({ assigned: { id: world.admin.userId }, unread: 0 });
    const answer = await chat.until(isMessage("Yes, <b>I can</b>."));
    // (A visitor never sees an admin's e-mail address: the live-support journey's admin has no name to show instead.)
    expect(answer.data).toMatchObject({ author: "team", author_name: expect.any(String) });
    expect(((await (await visitor("/api/support/chat")).json()) as SupportChat).conversation?.unread).toBe(1);

    expect((await visitor("/api/support/chat/read", { json: { seq: Number(answer.id) } })).status).toBe(204);
    await inbox.until((event) => event.event === "read" && event.data.visitor_read_seq === Number(answer.id));
    expect(((await (await visitor("/api/support/chat")).json()) as SupportChat).conversation?.unread).toBe(0);
    chat.close();
    inbox.close();
  });

  it("a reconnecting visitor gets the messages after the last one it saw, each once", async () => {
    const inbox = await openInbox();
    const visitor = await newVisitor();
    const first = (await (await visitor("/api/support/chat/messages", { json: { body: "One" } })).json()) as SupportConversationWithMessages;
    for (const body of ["Two", "Three"]) await asAdmin(`/api/support/conversations/${first.id}/messages`, { json: { body } });
    const resumed = eventsOf(await visitor("/api/support/chat/events", { headers: { "last-event-id": String(first.messages[0]!.seq) } }));
    const events = [];
    for (let event = await resumed.next(); event?.event !== "ready"; event = await resumed.next()) if (event?.event === "message") events.push(event.data.body);
    expect(events).toEqual(["Two", "Three"]);
    await visitor("/api/support/chat/messages", { json: { body: "Four" } });
    expect(await resumed.until((event) => event.event === "message")).toMatchObject({ data: { body: "Four" } });
    resumed.close();
    inbox.close();
  });

  it("an admin closing the inbox is offline at once, unless another of their inboxes is still open", async () => {
    const online = async () => ((await (await visitor("/api/support/chat")).json()) as SupportChat).online;
    const visitor = await newVisitor();
    const first = await openInbox();
    const second = await openInbox();
    expect(await online()).toBe(true);
    await first.close();
    // Long enough for the server to have ended the first stream (and not cleared the second's presence).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await online()).toBe(true);
    await second.close();
    await expect.poll(online).toBe(false);
  });

  it("is the visitor's and the admins': another browser, a member or another organization finds nothing", async () => {
    const inbox = await openInbox();
    const visitor = await newVisitor();
    const { id } = (await (await visitor("/api/support/chat/messages", { json: { body: "Private question" } })).json()) as SupportConversationWithMessages;
    const stranger = await newVisitor();
    expect(((await (await stranger("/api/support/chat")).json()) as SupportChat).conversation).toBeNull();
    expect((await stranger("/api/support/chat/events")).status).toBe(404);
    expect((await stranger("/api/support/chat/read", { json: { seq: 1 } })).status).toBe(404);
    for (const [path, request] of [
      [`/api/support/conversations/${id}`, { method: "GET" }],
      [`/api/support/conversations/${id}`, { method: "PATCH", json: { status: "closed" } }],
      [`/api/support/conversations/${id}/messages`, { method: "POST", json: { body: "Let me in" } }],
      [`/api/support/conversations/${id}/read`, { method: "POST", json: { seq: 1 } }],
      [`/api/support/conversations/${id}/typing`, { method: "POST" }],
    ] as const)
      await expectAdminOnly(world, path, request);
    await expectAdminOnly(world, "/api/support/conversations", { method: "GET" }, { acmeRowInPath: false });
    await expectAdminOnly(world, "/api/support/conversations/events", { method: "GET" }, { acmeRowInPath: false });
    inbox.close();
  });

  it("a member's conversation is theirs in any browser, and the one they started before signing in comes along", async () => {
    const inbox = await openInbox();
    const member = await createTestMember(world.acme.host);
    const browser = await newVisitor();
    const { id } = (await (await browser("/api/support/chat/messages", { json: { body: "Before signing in" } })).json()) as SupportConversationWithMessages;
    const signedIn = (await (await browser("/api/support/chat", { headers: { authorization: `Bearer ${member.token}` } })).json()) as SupportChat;
    expect(signedIn).toMatchObject({ signed_in: true, conversation: { id, visitor: { signed_in: true, email: member.email } } });
    const elsewhere = (await (await call("/api/support/chat", { host: world.acme.host, token: member.token })).json()) as SupportChat;
    expect(elsewhere.conversation?.id).toBe(id);
    inbox.close();
  });

  it("assigns to admins only, and a closed conversation leaves the visitor's chat", async () => {
    const inbox = await openInbox();
    const visitor = await newVisitor();
    const { id } = (await (await visitor("/api/support/chat/messages", { json: { body: "Hi" } })).json()) as SupportConversationWithMessages;
    await expectError(await asAdmin(`/api/support/conversations/${id}`, { method: "PATCH", json: { assigned_user_id: world.member.userId } }), 400, "Conversations can be assigned to this organization's administrators only");
    await expectError(await asAdmin(`/api/support/conversations/${id}`, { method: "PATCH", json: {} }), 400, supportMessages.nothingToChange);
    expect(await (await asAdmin(`/api/support/conversations/${id}`, { method: "PATCH", json: { assigned_user_id: world.admin.userId } })).json()).toMatchObject({ assigned: { id: world.admin.userId } });
    expect(await (await asAdmin(`/api/support/conversations/${id}`, { method: "PATCH", json: { status: "closed" } })).json()).toMatchObject({ status: "closed" });
    expect(((await (await visitor("/api/support/chat")).json()) as SupportChat).conversation).toBeNull();
    const closed = (await (await asAdmin("/api/support/conversations?status=closed")).json()) as SupportConversation[];
    expect(closed.map((entry) => entry.id)).toContain(id);
    inbox.close();
  });

  it("refuses empty or overlong messages and a page of another site with the message", async () => {
    const inbox = await openInbox();
    const visitor = await newVisitor();
    await expectError(await visitor("/api/support/chat/messages", { json: { body: "  " } }), 400, "Please write your message");
    await expectError(await visitor("/api/support/chat/messages", { json: { body: "x".repeat(2_001) } }), 400, "Messages are at most 2,000 characters");
    await expectError(await visitor("/api/support/chat/messages", { json: { body: "Hi", page: "//evil.example/" } }), 400, "The page must be a path of this site");
    inbox.close();
  });
});
