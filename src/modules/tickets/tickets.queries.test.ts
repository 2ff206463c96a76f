import { afterEach, describe, expect, it, vi } from "vitest";
import { ConflictError } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { fetchAs } from "@/testing/browser-fetch";
import { createTestAdmin, createTestMember, createTestOrganization } from "@/testing/factories";
import { createTicket, inboxQuery, myTicketsQuery, replyToTicket, setTicketStatus, ticketQuery, type TicketWithMessagesDto } from "./tickets.queries";

afterEach(() => vi.unstubAllGlobals());

describe("the client data layer, on the tickets endpoints", () => {
  it("a member's ticket reaches the admins' inbox; the answer shows in the member's thread; a stale close is a conflict", async () => {
    const { host, organization } = await createTestOrganization();
    const member = await createTestMember(host, { name: "Tess" });
    const admin = await createTestAdmin(host, organization.id);

    fetchAs(host, member.cookie);
    await expect(createTicket({ subject: " ", body: "Hello" })).rejects.toMatchObject({ status: 400, message: "Please enter a subject" });
    const created = await createTicket({ subject: "Parcel", body: "Where is it?" });
    expect(created).toMatchObject({ subject: "Parcel", status: "open", messages: [{ body: "Where is it?", from_staff: false }] });
    expect((await createQueryClient().fetchQuery(myTicketsQuery())).map((ticket) => ticket.id)).toEqual([created.id]);

    fetchAs(host, admin.cookie);
    const inbox = createQueryClient();
    expect((await inbox.fetchQuery(inboxQuery("open"))).map((ticket) => ticket.subject)).toEqual(["Parcel"]);
    expect(await inbox.fetchQuery(inboxQuery("answered"))).toEqual([]);
    const answered = await replyToTicket({ id: created.id, body: "On its way" });
    expect(answered.status).toBe("answered");
    expect(answered.messages.map((message) => [message.from_staff, message.body])).toEqual([[false, "Where is it?"], [true, "On its way"]]);

    fetchAs(host, member.cookie);
    const client = createQueryClient();
    const thread = await client.fetchQuery(ticketQuery(created.id));
    expect(thread.messages.at(-1)?.body).toBe("On its way");
    // The version it was opened at is stale since the answer: nothing changes, and the reply carries the ticket as it is.
    const stale = await setTicketStatus({ id: created.id, status: "closed", version: created.version }).catch((error: unknown) => error);
    expect(stale).toBeInstanceOf(ConflictError);
    expect((stale as ConflictError<TicketWithMessagesDto>).current).toMatchObject({ status: "answered", version: thread.version });
    const closed = await setTicketStatus({ id: created.id, status: "closed", version: thread.version });
    expect(closed.status).toBe("closed");
  });
});
