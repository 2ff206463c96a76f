import { describe, expect, it, vi } from "vitest";

// This file runs the API as production does: nothing turns the limiter off here.
vi.stubEnv("NODE_ENV", "production");
vi.stubEnv("AUTH_RATE_LIMIT", "");

const { call, signUp } = await import("@/testing/api");
const { createTestOrganization } = await import("@/testing/factories");

describe("rate limits in production", () => {
  it("answers the 4th sign-in attempt within 10 s with 429, which the form shows as the spec's message", async () => {
    const { host } = await createTestOrganization();
    await signUp(host, { email: "target@example.com" });
    const attempt = () => call("/api/auth/sign-in/email", { host, json: { email: "target@example.com", password: "Wrong-Guess-1" } });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt()).status);
    expect(statuses).toEqual([401, 401, 401, 429]);

    const { loginFailureMessage } = await import("./auth-errors");
    expect(loginFailureMessage({ status: 429 })).toBe("Too many attempts. Please try again later.");
  });

  it("limits password-reset requests too", async () => {
    const { host } = await createTestOrganization();
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await call("/api/auth/request-password-reset", { host, json: { email: "someone@example.com" }, headers: { "x-forwarded-for": "10.0.0.9" } })).status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
