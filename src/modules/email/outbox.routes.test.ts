import { describe, expect, it } from "vitest";
import { call, expectError } from "@/testing/api";
import { createTestAdmin, createTestMember, createTestOrganization } from "@/testing/factories";

describe("the outbox (no SMTP_URL)", () => {
  it("keeps every message, and shows an organization's messages to its admins only", async () => {
    const site = await createTestOrganization();
    const other = await createTestOrganization();
    const member = await createTestMember(site.host, { name: "Kim" });
    const sent = await call("/api/send-email", {
      host: site.host,
      token: member.token,
      json: { type: "welcome", to: member.email, organization_id: site.organization.id, user_id: member.userId },
    });
    expect(sent.status).toBe(200);

    const admin = await createTestAdmin(site.host, site.organization.id);
    const listed = await call("/api/outbox", { host: site.host, token: admin.token });
    expect(listed.status).toBe(200);
    const messages = (await listed.json()) as { to: string; kind: string; subject: string }[];
    expect(messages).toContainEqual(expect.objectContaining({ to: member.email, kind: "welcome", subject: `Welcome to Org ${site.organization.slug}` }));

    expect((await call("/api/outbox", { host: site.host })).status).toBe(401);
    expect((await call("/api/outbox", { host: site.host, token: member.token })).status).toBe(403);
    const otherAdmin = await createTestAdmin(other.host, other.organization.id);
    expect((await call("/api/outbox", { host: site.host, token: otherAdmin.token })).status).toBe(404);
    const theirs = await call("/api/outbox", { host: other.host, token: otherAdmin.token });
    expect(JSON.stringify(await theirs.json())).not.toContain(member.email);
  });
});

describe("GET /api/outbox?limit=", () => {
  it("answers the newest `limit` messages, newest first, for admins only", async () => {
    const site = await createTestOrganization();
    const other = await createTestOrganization();
    const admin = await createTestAdmin(site.host, site.organization.id);
    const member = await createTestMember(site.host);
    const outsider = await createTestAdmin(other.host, other.organization.id);
    for (const name of ["First", "Second", "Third"]) {
      const sent = await call("/api/send-email", { host: site.host, token: member.token, json: { type: "welcome", to: member.email, organization_id: site.organization.id, user_id: member.userId, name } });
      expect(sent.status).toBe(200);
    }
    const all = (await (await call("/api/outbox", { host: site.host, token: admin.token })).json()) as { id: string; created_at: string }[];
    expect(all.length).toBe(3);
    const newest = await call("/api/outbox?limit=2", { host: site.host, token: admin.token });
    expect(newest.status).toBe(200);
    expect(((await newest.json()) as { id: string }[]).map((message) => message.id)).toEqual(all.slice(0, 2).map((message) => message.id));
    expect(all.map((message) => message.created_at)).toEqual([...all.map((message) => message.created_at)].sort().reverse());

    for (const limit of ["0", "501", "2.5", "many"]) {
      await expectError(await call(`/api/outbox?limit=${limit}`, { host: site.host, token: admin.token }), 400, "limit must be a number from 1 to 500");
    }
    expect((await call("/api/outbox?limit=500", { host: site.host, token: admin.token })).status).toBe(200);

    expect((await call("/api/outbox?limit=2", { host: site.host })).status).toBe(401);
    expect((await call("/api/outbox?limit=2", { host: site.host, token: member.token })).status).toBe(403);
    expect((await call("/api/outbox?limit=2", { host: site.host, token: outsider.token })).status).toBe(404);
  });
});

describe("what admins see of a guest's booking e-mail", () => {
  it("hides the guest's key to their meeting in the text, the HTML and the calendar invite", async () => {
    const site = await createTestOrganization();
    const admin = await createTestAdmin(site.host, site.organization.id);
    const allDay = [{ start: "00:00", end: "24:00" }];
    const type = await call("/api/meeting-types", {
      host: site.host,
      token: admin.token,
      json: { name: "Consultation", duration_minutes: 30, host_user_ids: [admin.userId], time_zone: "UTC", availability: { mon: allDay, tue: allDay, wed: allDay, thu: allDay, fri: allDay, sat: allDay, sun: allDay } },
    });
    const { id } = (await type.json()) as { id: string };
    const tomorrow = new Date(Date.now() + 24 * 3_600_000).toISOString().slice(0, 10);
    const { slots } = (await (await call(`/api/meetings/types/${id}/slots?from=${tomorrow}&days=1`, { host: site.host })).json()) as { slots: string[] };
    // Booked by the admin (a client on the phone), so that the answer has the key to look for; a visitor's
    // booking sends it in the e-mail that asks to confirm, hidden the same way.
    const booked = await call("/api/meetings/bookings", { host: site.host, token: admin.token, json: { meeting_type_id: id, scheduled_at: slots[0], customer_name: "Marta Ruiz", customer_email: "marta@example.com", time_zone: "Europe/Madrid" } });
    expect(booked.status).toBe(201);
    expect((await call("/api/meetings/bookings", { host: site.host, json: { meeting_type_id: id, scheduled_at: slots[1], customer_name: "Leo Park", customer_email: "leo@example.com" } })).status).toBe(201);
    const key = new URLSearchParams(new URL(((await booked.json()) as { join_url: string }).join_url).hash.slice(1)).get("key")!;

    const messages = (await (await call("/api/outbox", { host: site.host, token: admin.token })).json()) as { to: string; kind: string; text: string; html: string | null; attachments: { content: string }[] }[];
    const guestMail = messages.find((message) => message.to === "marta@example.com")!;
    expect(guestMail.kind).toBe("booking_confirmed");
    expect(guestMail.attachments.length).toBeGreaterThan(0);
    expect(JSON.stringify(messages)).not.toContain(key);
    expect(guestMail.text).toContain("[link hidden: only the recipient may open it]");
    const request = messages.find((message) => message.to === "leo@example.com")!;
    expect(request.kind).toBe("booking_to_confirm");
    expect(request.text).toContain("[link hidden: only the recipient may open it]");
    expect(request.text).not.toMatch(/#key=/);
  });
});
