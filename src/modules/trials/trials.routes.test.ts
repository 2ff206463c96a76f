import { describe, expect, it } from "vitest";
import { call } from "@/testing/api";
import { createTestMember, createTestOrganization } from "@/testing/factories";

describe("POST /api/register-user-free-trial", () => {
  it("starts a 14-day trial for the signed-in user, once", async () => {
    const { host } = await createTestOrganization();
    const user = await createTestMember(host);
    const first = await call("/api/register-user-free-trial", { host, token: user.token, json: { email: user.email } });
    expect(first.status).toBe(200);
    const { trial } = await first.json();
    const days = (Date.parse(trial.ends_at) - Date.parse(trial.started_at)) / 86_400_000;
    expect(Math.round(days)).toBe(14);
    const second = await call("/api/register-user-free-trial", { host, token: user.token, json: { email: user.email } });
    expect((await second.json()).trial).toEqual(trial);
  });

  it("answers 401 without a session and 400 for another address or a malformed one", async () => {
    const { host } = await createTestOrganization();
    const user = await createTestMember(host);
    expect((await call("/api/register-user-free-trial", { host, json: { email: user.email } })).status).toBe(401);
    const other = await call("/api/register-user-free-trial", { host, token: user.token, json: { email: "else@example.com" } });
    expect(other.status).toBe(400);
    const malformed = await call("/api/register-user-free-trial", { host, token: user.token, json: { email: "nope" } });
    expect(await malformed.json()).toMatchObject({ error: "Please enter a valid email address" });
  });
});
