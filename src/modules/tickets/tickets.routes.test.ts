import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startMailServer } from "../../../e2e/support/mail-server";

// Tickets through the API with real SMTP: a user writes, the admins get it by e-mail, an admin
// answers, the user gets the answer by e-mail and reads it; nobody else finds the ticket.
const mail = await startMailServer();
vi.stubEnv("SMTP_URL", `smtp://127.0.0.1:${mail.port}`);
const { call, expectAdminOnly, expectError } = await import("@/testing/api");
const { createTestMember, createTestWorld } = await import("@/testing/factories");

type World = Awaited<ReturnType<typeof createTestWorld>>;
let world: World;
beforeAll(async () => {
  world = await createTestWorld();
});
afterAll(() => mail.close());

type Ticket = { id: string; subject: string; status: string; version: number; user: { id: string; name: string }; messages: { from_staff: boolean; author: string; body: string }[] };
const as = (token: string | undefined) => (path: string, request: { method?: string; json?: unknown } = {}) => call(path, { host: world.acme.host, token, ...request });
const mailTo = (to: string, subject: string) => vi.waitFor(() => {
  const found = mail.messages.find((message) => message.to.includes(to) && message.subject === subject);
  expect(found, `an e-mail to ${to}: ${subject}`).toBeDefined();
  return found!;
});

describe("tickets", () => {
  it("a user writes; the admins get it by e-mail; an admin answers; the user gets the answer by e-mail, reads it, replies and closes it", async () => {
    const user = as(world.member.token);
    const opened = await user("/api/tickets", { json: { subject: "My appointment", body: "Can I move my appointment <b>to Friday</b>?\nThanks" } });
    expect(opened.status).toBe(201);
    const ticket = (await opened.json()) as Ticket;
    expect(ticket).toMatchObject({ subject: "My appointment", status: "open", user: { id: world.member.userId } });
    expect(ticket.messages).toEqual([expect.objectContaining({ from_staff: false, body: "Can I move my appointment <b>to Friday</b>?\nThanks" })]);
    const toAdmins = await mailTo(world.admin.email, "Ticket: My appointment");
    expect(toAdmins.text).toContain("Can I move my appointment <b>to Friday</b>?");
    expect(toAdmins.text).toContain(`/admin?ticket=${ticket.id}`);

    const admin = as(world.admin.token);
    const inbox = (await (await admin("/api/tickets/inbox?status=open")).json()) as Ticket[];
    expect(inbox.map((entry) => entry.id)).toContain(ticket.id);
    const answered = (await (await admin(`/api/tickets/${ticket.id}/replies`, { json: { body: "Yes, Friday at 10:00 works." } })).json()) as Ticket;
    expect(answered.status).toBe("answered");
    expect(answered.messages.at(-1)).toMatchObject({ from_staff: true, body: "Yes, Friday at 10:00 works." });
    const toUser = await mailTo(world.member.email, "Re: My appointment");
    expect(toUser.text).toContain("Yes, Friday at 10:00 works.");
    expect(toUser.text).toContain(`/account/profile/tickets?ticket=${ticket.id}`);

    const mine = (await (await user("/api/tickets")).json()) as Ticket[];
    expect(mine).toEqual([expect.objectContaining({ id: ticket.id, status: "answered" })]);
    const read = (await (await user(`/api/tickets/${ticket.id}`)).json()) as Ticket;
    expect(read.messages.map((message) => message.body)).toEqual(["Can I move my appointment <b>to Friday</b>?\nThanks", "Yes, Friday at 10:00 works."]);
    expect((await (await user(`/api/tickets/${ticket.id}/replies`, { json: { body: "Perfect, thank you." } })).json()).status).toBe("open");

    const closed = await user(`/api/tickets/${ticket.id}`, { method: "PATCH", json: { status: "closed", version: read.version + 1 } });
    expect(await closed.json()).toMatchObject({ status: "closed" });
    const stale = await admin(`/api/tickets/${ticket.id}`, { method: "PATCH", json: { status: "open", version: read.version } });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: "version_conflict", details: { current: { status: "closed" } } });
  });

  it("is its user's and the admins': anonymous 401, another member or another organization finds nothing", async () => {
    const ticket = (await (await as(world.member.token)("/api/tickets", { json: { subject: "Private", body: "Only mine" } })).json()) as Ticket;
    const other = await createTestMember(world.acme.host);
    expect((await as(undefined)("/api/tickets")).status).toBe(401);
    expect((await as(undefined)("/api/tickets", { json: { subject: "x", body: "y" } })).status).toBe(401);
    for (const token of [other.token, world.outsider.token]) {
      expect((await as(token)(`/api/tickets/${ticket.id}`)).status).toBe(404);
      expect((await as(token)(`/api/tickets/${ticket.id}/replies`, { json: { body: "Let me in" } })).status).toBe(404);
      expect((await as(token)(`/api/tickets/${ticket.id}`, { method: "PATCH", json: { status: "closed" } })).status).toBe(404);
    }
    expect(await (await as(other.token)("/api/tickets")).json()).toEqual([]);
    // Another organization's admin does not know it on their own site either.
    expect((await call(`/api/tickets/${ticket.id}`, { host: world.globex.host, token: world.outsider.token })).status).toBe(404);
    await expectAdminOnly(world, "/api/tickets/inbox", { method: "GET" }, { acmeRowInPath: false });
  });

  it("refuses an empty subject or message with the message", async () => {
    const user = as(world.member.token);
    await expectError(await user("/api/tickets", { json: { subject: " ", body: "Hello" } }), 400, "Please enter a subject");
    await expectError(await user("/api/tickets", { json: { subject: "Hello", body: "" } }), 400, "Please write your message");
    await expectError(await user("/api/tickets", { json: { subject: "Hello", body: "x".repeat(5_001) } }), 400, "Messages are at most 5,000 characters");
  });
});
