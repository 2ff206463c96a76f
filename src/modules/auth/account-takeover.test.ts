import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "@/modules/email/email.schema";
import { hiddenLinkText } from "@/modules/email/email.service";
import { settleBackground } from "@/server/background";
import { db } from "@/server/db/client";
import { call, signIn, signUp } from "@/testing/api";
import { createTestAdmin, createTestOrganization } from "@/testing/factories";
import { authMessages } from "./auth.validation";
import { maxFailedSignInsPerAccount, maxFailedSignInsPerClient } from "./sign-in-limits.server";

/**
 * The account takeovers of issue 9, each tried as an attacker would: every test here failed before
 * the fix. The REST API's own cross-site and outsider rules are in src/api/security.test.ts.
 */
const evil = "http://evil.example";

async function mailsTo(address: string, kind?: string) {
  await settleBackground();
  const rows = await (await db()).select().from(outbox).where(eq(outbox.to, address));
  return kind ? rows.filter((row) => row.kind === kind) : rows;
}

describe("password reset links", () => {
  it("never redirect to another site: a foreign redirectTo is refused and nothing is sent", async () => {
    const { host } = await createTestOrganization();
    await signUp(host, { email: "victim@example.com" });
    for (const redirectTo of [`${evil}/steal`, "https://evil.example", "//evil.example/steal"]) {
      const answer = await call("/api/auth/request-password-reset", { host, json: { email: "victim@example.com", redirectTo } });
      expect(answer.status, redirectTo).toBe(403);
    }
    expect(await mailsTo("victim@example.com", "reset_password")).toEqual([]);
  });

  it("refuse a foreign callbackURL when the link is followed", async () => {
    const { host } = await createTestOrganization();
    await signUp(host, { email: "follow@example.com" });
    expect((await call("/api/auth/request-password-reset", { host, json: { email: "follow@example.com", redirectTo: "/reset-password" } })).status).toBe(200);
    const [mail] = await mailsTo("follow@example.com", "reset_password");
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    link.searchParams.set("callbackURL", `${evil}/steal`);
    const follow = await call(link.pathname + link.search, { host });
    expect(follow.headers.get("location") ?? "").not.toContain("evil.example");
  });

  it("go only to an identity with a profile in the host's organization, never into another organization's outbox", async () => {
    const a = await createTestOrganization();
    const b = await createTestOrganization();
    const adminOfA = await createTestAdmin(a.host, a.organization.id);
    const adminOfB = await createTestAdmin(b.host, b.organization.id);

    const onB = await call("/api/auth/request-password-reset", { host: b.host, json: { email: adminOfA.email, redirectTo: "/reset-password" } });
    expect(onB.status).toBe(200);
    expect(await mailsTo(adminOfA.email)).toEqual([]);
    const bOutbox = (await (await call("/api/outbox", { host: b.host, token: adminOfB.token })).json()) as { to: string }[];
    expect(bOutbox.map((message) => message.to)).not.toContain(adminOfA.email);

    // On A's own host the reset is sent, and even A's admins see it without its link.
    expect((await call("/api/auth/request-password-reset", { host: a.host, json: { email: adminOfA.email, redirectTo: "/reset-password" } })).status).toBe(200);
    const [stored] = await mailsTo(adminOfA.email, "reset_password");
    expect(stored?.text).toMatch(/https?:\/\//);
    const aOutbox = (await (await call("/api/outbox", { host: a.host, token: adminOfA.token })).json()) as { kind: string; text: string; html: string | null }[];
    const shown = aOutbox.find((message) => message.kind === "reset_password")!;
    expect(shown.text).toContain(hiddenLinkText);
    expect(shown.text).not.toMatch(/https?:\/\//);
    expect(shown.html).toBeNull();
  });

  it("answer the same body whether or not the address has an account", async () => {
    const { host } = await createTestOrganization();
    await signUp(host, { email: "known@example.com" });
    const known = await call("/api/auth/request-password-reset", { host, json: { email: "known@example.com", redirectTo: "/reset-password" } });
    const unknown = await call("/api/auth/request-password-reset", { host, json: { email: "nobody@example.com", redirectTo: "/reset-password" } });
    expect([known.status, await known.text()]).toEqual([unknown.status, await unknown.text()]);
  });
});

describe("the origin check of better-auth's routes", () => {
  it("refuses sign-out, a form-posted sign-in and change-password from another site", async () => {
    const { host } = await createTestOrganization();
    const user = await signUp(host, { email: "csrf@example.com" });
    const fromEvil = { origin: evil };

    const signOut = await call("/api/auth/sign-out", { host, cookie: user.cookie, body: "{}", headers: fromEvil });
    expect(signOut.status).toBe(403);
    const change = await call("/api/auth/change-password", {
      host,
      cookie: user.cookie,
      json: { currentPassword: "Correct-Horse-42", newPassword: "Evil-Chosen-42" },
      headers: fromEvil,
    });
    expect(change.status).toBe(403);
    const form = await call("/api/auth/sign-in/email", {
      host,
      body: new URLSearchParams({ email: "csrf@example.com", password: "Correct-Horse-42" }).toString(),
      headers: { ...fromEvil, "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" },
    });
    expect(form.status).toBe(403);

    // The same requests from the site itself work.
    expect((await call("/api/auth/sign-out", { host, cookie: user.cookie, body: "{}" })).status).toBe(200);
  });
});

describe("the password policy", () => {
  it("holds on change-password as on sign-up and reset", async () => {
    const { host } = await createTestOrganization();
    const user = await signUp(host, { email: "changer@example.com" });
    for (const [newPassword, message] of [
      ["aaaaaaaa", authMessages.passwordUppercase],
      ["Password123", authMessages.passwordCommon],
    ] as const) {
      const answer = await call("/api/auth/change-password", { host, token: user.token, json: { currentPassword: "Correct-Horse-42", newPassword } });
      expect(answer.status, newPassword).toBe(400);
      expect(await answer.json()).toMatchObject({ message });
    }
    const strong = await call("/api/auth/change-password", { host, token: user.token, json: { currentPassword: "Correct-Horse-42", newPassword: "Brand-New-Horse-7" } });
    expect(strong.status).toBe(200);
  });
});

describe("sign-up does not tell whether an address has an account", () => {
  it("answers an existing address as it answers a sign-up waiting for confirmation, and tells only the owner", async () => {
    const { host } = await createTestOrganization();
    await signUp(host, { email: "taken@example.com", password: "Original-Pass-42" });
    const again = await call("/api/auth/sign-up/email", { host, json: { name: "Intruder", email: "taken@example.com", password: "Intruder-Pass-42" } });
    expect(again.status).toBe(200);
    expect(again.headers.getSetCookie().some((line) => line.includes("session_token="))).toBe(false);
    expect(await again.json()).toMatchObject({ token: null, requires_confirmation: true, user: { email: "taken@example.com", name: "Intruder", emailVerified: false } });

    const [notice] = await mailsTo("taken@example.com", "account_exists");
    expect(notice?.subject).toMatch(/You already have a .* account/);
    // The owner's password still works, and the intruder's does not.
    await signIn(host, "taken@example.com", "Original-Pass-42");
    expect((await call("/api/auth/sign-in/email", { host, json: { email: "taken@example.com", password: "Intruder-Pass-42" } })).status).toBe(401);
  });
});

describe("failed sign-ins per account", () => {
  const attempt = (host: string, email: string, password: string, address: string) => call("/api/auth/sign-in/email", { host, json: { email, password }, headers: { "x-forwarded-for": address } });

  it(`refuse a client's ${maxFailedSignInsPerClient + 1}th attempt in an hour, even with the right password, while the owner elsewhere signs in`, async () => {
    const { host } = await createTestOrganization();
    await signUp(host, { email: "guessed@example.com" });
    for (let count = 1; count <= maxFailedSignInsPerClient; count++) {
      expect((await attempt(host, "guessed@example.com", `Wrong-Guess-${count}`, "10.0.0.1")).status, `attempt ${count}`).toBe(401);
    }
    const refused = await attempt(host, "Guessed@Example.com", "Correct-Horse-42", "10.0.0.1");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ message: authMessages.tooManyAttempts });
    // Nobody can lock the owner out by guessing: from their own address the right password works.
    expect((await attempt(host, "guessed@example.com", "Correct-Horse-42", "10.0.0.2")).status).toBe(200);
  });

  it(`pause for everyone after ${maxFailedSignInsPerAccount} wrong passwords from many addresses, tell the owner once, and end with a new password`, async () => {
    const { host } = await createTestOrganization();
    await signUp(host, { email: "spread@example.com" });
    for (let count = 0; count < maxFailedSignInsPerAccount; count++) {
      const address = `10.1.${count % 10}.${Math.floor(count / 10)}`;
      expect((await attempt(host, "spread@example.com", `Wrong-Guess-${count}`, address)).status, `attempt ${count}`).toBe(401);
    }
    expect((await attempt(host, "spread@example.com", "Correct-Horse-42", "10.2.0.1")).status).toBe(429);
    const [notice, ...more] = await mailsTo("spread@example.com", "sign_in_paused");
    expect(more).toEqual([]);
    expect(notice?.subject).toMatch(/Sign-in to your .* account is paused/);
    expect(notice?.text).toContain(`http://${host}/reset-password`);

    // Another account is not affected.
    await signUp(host, { email: "untouched@example.com" });
    await signIn(host, "untouched@example.com");

    // The owner resets the password and may sign in at once.
    await call("/api/auth/request-password-reset", { host, json: { email: "spread@example.com", redirectTo: "/reset-password" } });
    const [mail] = await mailsTo("spread@example.com", "reset_password");
    const token = /reset-password\/([^?\s]+)/.exec(mail!.text)![1]!;
    expect((await call("/api/auth/reset-password", { host, json: { token, newPassword: "After-Reset-Pass-9" } })).status).toBe(200);
    await signIn(host, "spread@example.com", "After-Reset-Pass-9");
  });

  it("e-mail nobody when the guessed address has no account", async () => {
    const { host } = await createTestOrganization();
    for (let count = 0; count < maxFailedSignInsPerAccount; count++) await attempt(host, "nobody-here@example.com", `Wrong-Guess-${count}`, `10.3.${count % 10}.${Math.floor(count / 10)}`);
    expect(await mailsTo("nobody-here@example.com")).toEqual([]);
  });

  it("start again after a successful sign-in", async () => {
    const { host } = await createTestOrganization();
    await signUp(host, { email: "typo@example.com" });
    for (let count = 1; count < maxFailedSignInsPerClient; count++) await attempt(host, "typo@example.com", `Typo-${count}-Aa`, "127.0.0.1");
    await signIn(host, "typo@example.com");
    const wrong = await call("/api/auth/sign-in/email", { host, json: { email: "typo@example.com", password: "Typo-again-Aa1" } });
    expect(wrong.status).toBe(401);
    await signIn(host, "typo@example.com");
  });
});

describe("account e-mails of another organization", () => {
  it("are not sent to an identity that never joined the host's organization (verification)", async () => {
    const a = await createTestOrganization();
    const b = await createTestOrganization();
    await signUp(a.host, { email: "only-a@example.com" });
    const answer = await call("/api/auth/send-verification-email", { host: b.host, json: { email: "only-a@example.com", callbackURL: "/login" } });
    expect(answer.status).toBe(200);
    await settleBackground();
    const rows = await (await db())
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, "only-a@example.com"), eq(outbox.organization_id, b.organization.id)));
    expect(rows).toEqual([]);
  });
});
