import { afterAll, describe, expect, it, vi } from "vitest";
import { startMailServer } from "../../../e2e/support/mail-server";

// Real SMTP, and a slow one: the server accepts the message only when the test releases it.
const mail = await startMailServer();
vi.stubEnv("SMTP_URL", `smtp://127.0.0.1:${mail.port}`);

const { call, signUp } = await import("@/testing/api");
const { createTestOrganization } = await import("@/testing/factories");

afterAll(() => mail.close());

describe("a password reset's answer", () => {
  it("does not wait for the e-mail, so its timing does not tell whether the address has an account", async () => {
    const { host } = await createTestOrganization();
    await signUp(host, { email: "timed@example.com" });
    const release = mail.hold();
    const answer = call("/api/auth/request-password-reset", { host, json: { email: "timed@example.com", redirectTo: "/reset-password" } });
    // Not a speed target: before the fix the answer never came while the mail server held the message.
    const first = await Promise.race([answer.then((response) => response.status), new Promise((resolve) => setTimeout(() => resolve("still waiting"), 10_000))]);
    expect(first).toBe(200);
    expect(mail.messages.filter((message) => message.to.includes("timed@example.com"))).toEqual([]);
    release();
    await vi.waitFor(() => expect(mail.messages.some((message) => message.to.includes("timed@example.com") && /Reset your/.test(message.subject))).toBe(true));
  });
});
