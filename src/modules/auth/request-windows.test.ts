import { describe, expect, it } from "vitest";
import { sharedRequestWindows } from "./request-windows.server";

// Each process of an installation asks the same database, so what holds for concurrent requests
// here holds for requests spread over processes (the many-processes journey checks it end to end).
describe("better-auth's request windows in the database", () => {
  it("lets exactly `max` of many concurrent requests through, and tells the rest when to come back", async () => {
    const rule = { window: 10, max: 3 };
    const answers = await Promise.all(Array.from({ length: 12 }, () => sharedRequestWindows.consume("203.0.113.7|/sign-in/email", rule)));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(3);
    for (const refused of answers.filter((answer) => !answer.allowed)) expect(refused.retryAfter).toBeGreaterThan(0);
    // Another client, or another route, has a window of its own.
    expect((await sharedRequestWindows.consume("203.0.113.8|/sign-in/email", rule)).allowed).toBe(true);
    expect((await sharedRequestWindows.consume("203.0.113.7|/sign-up/email", rule)).allowed).toBe(true);
  });

  it("starts a window again once it has passed", async () => {
    const rule = { window: 1, max: 1 };
    expect((await sharedRequestWindows.consume("198.51.100.1|/reset-password", rule)).allowed).toBe(true);
    expect((await sharedRequestWindows.consume("198.51.100.1|/reset-password", rule)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await sharedRequestWindows.consume("198.51.100.1|/reset-password", rule)).allowed).toBe(true);
  });
});
