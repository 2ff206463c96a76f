import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/server/db/client";
import { organizationSettings } from "@/modules/organizations/organizations.schema";
import { call, signIn, signUp } from "@/testing/api";
import { createTestOrganization } from "@/testing/factories";
import { outbox } from "@/modules/email/email.schema";
import { settleBackground } from "@/server/background";
import { authMessages } from "./auth.validation";

async function signUpAnswer(host: string, body: Record<string, unknown>) {
  const response = await call("/api/auth/sign-up/email", { host, json: body });
  return { status: response.status, body: (await response.json()) as { message?: string; code?: string; token?: string | null } };
}

describe("sign-up on the server", () => {
  it("enforces every registration rule with the spec's message, whatever the client sent", async () => {
    const { host } = await createTestOrganization();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "", email: "a@b.co", password: "Abcdefg1" }, authMessages.fillAllFields],
      [{ name: "al", email: "al@example.com", password: "Abcdefg1" }, "Username must be at least 3 characters"],
      [{ name: "alice", email: "not-an-email", password: "Abcdefg1" }, "Please enter a valid email address"],
      [{ name: "alice", email: "alice@example.com", password: "Abc1" }, "Password must be at least 8 characters"],
      [{ name: "alice", email: "alice@example.com", password: "abcdefg1" }, "Password must contain at least one uppercase letter"],
      [{ name: "alice", email: "alice@example.com", password: "ABCDEFG1" }, "Password must contain at least one lowercase letter"],
      [{ name: "alice", email: "alice@example.com", password: "Abcdefgh" }, "Password must contain at least one number"],
      [{ name: "alice", email: "alice@example.com", password: "Password123" }, authMessages.passwordCommon],
      [{ name: "alice", email: "alice@example.com", password: "Qwerty123" }, authMessages.passwordCommon],
    ];
    for (const [body, message] of cases) {
      const answer = await signUpAnswer(host, body);
      expect(answer, JSON.stringify(body)).toMatchObject({ status: 400, body: { message } });
    }
  });

  it("makes the new user a member of the organization whose host they registered on", async () => {
    const { host, organization } = await createTestOrganization();
    const user = await signUp(host, { email: "new@example.com", name: "Newcomer" });
    const profile = await call("/api/profile", { host, token: user.token });
    expect(await profile.json()).toMatchObject({ organization_id: organization.id, role: "member", username: "Newcomer", email: "new@example.com" });
  });

  it("answers an address that already has an account like a sign-up waiting for confirmation, without a session", async () => {
    const { host } = await createTestOrganization();
    await signUp(host, { email: "twice@example.com" });
    const answer = await signUpAnswer(host, { name: "Again", email: "twice@example.com", password: "Another-Pass-42" });
    expect(answer).toMatchObject({ status: 200, body: { token: null, requires_confirmation: true } });
  });
});

describe("one identity, several organizations", () => {
  it("joins a second organization as a member at first sign-in there, with no rights carried over", async () => {
    const first = await createTestOrganization();
    const second = await createTestOrganization();
    const user = await signUp(first.host, { email: "traveller@example.com" });
    const there = await signIn(second.host, user.email);
    const profile = await call("/api/profile", { host: second.host, token: there.token });
    expect(await profile.json()).toMatchObject({ organization_id: second.organization.id, role: "member" });
    const guarded = await call(`/api/organizations/${second.organization.id}`, { host: second.host, token: there.token });
    expect(guarded.status).toBe(403);
  });
});

describe("e-mail confirmation, an organization setting", () => {
  it("is off by default: a new account signs in at once", async () => {
    const { host } = await createTestOrganization();
    const user = await signUp(host, { email: "instant@example.com" });
    expect(user.token).not.toBe("");
  });

  it("when on, keeps a new account signed out until it confirms, with the spec's message", async () => {
    const { host, organization } = await createTestOrganization();
    await (await db())
      .update(organizationSettings)
      .set({ require_email_confirmation: true })
      .where(eq(organizationSettings.organization_id, organization.id));

    const answer = await signUpAnswer(host, { name: "Careful", email: "careful@example.com", password: "Careful-Pass-42" });
    expect(answer.status).toBe(200);
    expect(answer.body.token).toBeNull();

    const early = await call("/api/auth/sign-in/email", { host, json: { email: "careful@example.com", password: "Careful-Pass-42" } });
    expect(early.status).toBe(403);
    expect(await early.json()).toMatchObject({ message: "Please confirm your email address" });

    await settleBackground();
    const [mail] = await (await db()).select().from(outbox).where(eq(outbox.to, "careful@example.com"));
    const link = /https?:\/\/\S+/.exec(mail!.text)![0];
    expect(new URL(link).host).toBe(host);
    const confirm = await call(new URL(link).pathname + new URL(link).search, { host });
    expect(confirm.status).toBeLessThan(400);

    const later = await signIn(host, "careful@example.com", "Careful-Pass-42");
    expect(later.token).not.toBe("");
  });
});

describe("password reset through the outbox (no SMTP configured)", () => {
  it("e-mails a link on the organization's host that sets a new password", async () => {
    const { host, organization } = await createTestOrganization();
    await signUp(host, { email: "forgetful@example.com", password: "Old-Password-42" });

    const request = await call("/api/auth/request-password-reset", { host, json: { email: "forgetful@example.com", redirectTo: "/es/reset-password" } });
    expect(request.status).toBe(200);
    await settleBackground();
    const [mail] = await (await db()).select().from(outbox).where(eq(outbox.kind, "reset_password"));
    expect(mail).toMatchObject({ organization_id: organization.id, to: "forgetful@example.com" });
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    expect(link.host).toBe(host);

    const follow = await call(link.pathname + link.search, { host });
    expect(follow.status).toBe(302);
    const landing = new URL(follow.headers.get("location")!, `http://${host}`);
    expect(landing.pathname).toBe("/es/reset-password");
    const token = landing.searchParams.get("token")!;

    const weak = await call("/api/auth/reset-password", { host, json: { token, newPassword: "password" } });
    expect(weak.status).toBe(400);
    const reset = await call("/api/auth/reset-password", { host, json: { token, newPassword: "New-Password-42" } });
    expect(reset.status).toBe(200);

    const old = await call("/api/auth/sign-in/email", { host, json: { email: "forgetful@example.com", password: "Old-Password-42" } });
    expect(old.status).toBe(401);
    expect(await old.json()).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD" });
    await signIn(host, "forgetful@example.com", "New-Password-42");
  });
});
