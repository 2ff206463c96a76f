import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startMailServer } from "../../../e2e/support/mail-server";

// Real SMTP: a server in this process receives what the API sends.
const mail = await startMailServer();
vi.stubEnv("SMTP_URL", `smtp://127.0.0.1:${mail.port}`);

const { call } = await import("@/testing/api");
const { createTestMember, createTestOrganization } = await import("@/testing/factories");
const { maxAccountEmails } = await import("./email.routes");

describe("POST /api/send-email", () => {
  let site: Awaited<ReturnType<typeof createTestOrganization>>;
  let other: Awaited<ReturnType<typeof createTestOrganization>>;

  beforeAll(async () => {
    site = await createTestOrganization({ name: "Bright Smiles Dental", type: "doctor" });
    other = await createTestOrganization();
  });

  afterAll(() => mail.close());

  it("sends the welcome e-mail over SMTP to the signed-in user", async () => {
    const user = await createTestMember(site.host, { name: "Jody" });
    const response = await call("/api/send-email", {
      host: site.host,
      token: user.token,
      json: { type: "welcome", to: user.email, organization_id: site.organization.id, user_id: user.userId, name: "Jody" },
    });
    expect(response.status).toBe(200);
    await vi.waitFor(() => expect(mail.messages.find((m) => m.to.includes(user.email))).toBeDefined());
    const message = mail.messages.find((m) => m.to.includes(user.email))!;
    expect(message.subject).toBe("Welcome to Bright Smiles Dental");
    expect(message.text).toContain("Hello Jody,");
  });

  it("sends the free-trial e-mail with the trial's end date once the trial has started", async () => {
    const user = await createTestMember(site.host);
    const body = { type: "free_trial", to: user.email, organization_id: site.organization.id, user_id: user.userId };
    const early = await call("/api/send-email", { host: site.host, token: user.token, json: body });
    expect(early.status).toBe(400);
    expect(await early.json()).toMatchObject({ error: "No free trial has been started for this account" });

    expect((await call("/api/register-user-free-trial", { host: site.host, token: user.token, json: { email: user.email } })).status).toBe(200);
    expect((await call("/api/send-email", { host: site.host, token: user.token, json: body })).status).toBe(200);
    await vi.waitFor(() => expect(mail.messages.some((m) => m.to.includes(user.email) && /free trial/.test(m.subject))).toBe(true));
  });

  it("answers 401 without a session", async () => {
    const response = await call("/api/send-email", {
      host: site.host,
      json: { type: "welcome", to: "x@example.com", organization_id: site.organization.id, user_id: "u" },
    });
    expect(response.status).toBe(401);
  });

  it("mails only the caller's own address, so it cannot be used to spam others", async () => {
    const user = await createTestMember(site.host);
    const response = await call("/api/send-email", {
      host: site.host,
      token: user.token,
      json: { type: "welcome", to: "victim@example.com", organization_id: site.organization.id, user_id: user.userId },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "E-mail can only be sent to the signed-in account's address" });
  });

  it("answers 404 for another organization's id or another user's id", async () => {
    const user = await createTestMember(site.host);
    const base = { type: "welcome", to: user.email, organization_id: site.organization.id, user_id: user.userId };
    for (const json of [{ ...base, organization_id: other.organization.id }, { ...base, user_id: "someone-else" }]) {
      expect((await call("/api/send-email", { host: site.host, token: user.token, json })).status).toBe(404);
    }
  });

  it("sends an account at most a few registration e-mails a day, then answers 429", async () => {
    const user = await createTestMember(site.host);
    const body = { type: "welcome", to: user.email, organization_id: site.organization.id, user_id: user.userId };
    const send = () => call("/api/send-email", { host: site.host, token: user.token, json: body });
    for (let sent = 0; sent < maxAccountEmails; sent++) expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("answers 400 with the first problem for bad input", async () => {
    const user = await createTestMember(site.host);
    const response = await call("/api/send-email", { host: site.host, token: user.token, json: { type: "spam", to: user.email, organization_id: site.organization.id, user_id: user.userId } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "Type must be free_trial or welcome", code: "bad_request" });
  });
});
