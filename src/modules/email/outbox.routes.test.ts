import { describe, expect, it } from "vitest";
import { call } from "@/testing/api";
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
