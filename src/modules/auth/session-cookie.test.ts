import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/server/db/client";
import { accounts } from "@/modules/identity/identity.schema";

vi.stubEnv("TRUST_PROXY_HEADERS", "on");
const { call, signUp } = await import("@/testing/api");
const { createTestOrganization } = await import("@/testing/factories");

describe("the session cookie", () => {
  it("is HttpOnly and SameSite=Lax, and Secure only behind https", async () => {
    const { host } = await createTestOrganization();
    await signUp(host, { email: "cookie@example.com" });
    const signIn = (proto: string) =>
      call("/api/auth/sign-in/email", { host, json: { email: "cookie@example.com", password: "Correct-Horse-42" }, headers: { "x-forwarded-proto": proto, origin: `${proto}://${host}` } });

    const plain = (await signIn("http")).headers.getSetCookie().find((line) => line.includes("session_token="))!;
    expect(plain).toMatch(/^better-auth\.session_token=/);
    expect(plain).toMatch(/HttpOnly/);
    expect(plain).toMatch(/SameSite=Lax/);
    expect(plain).not.toMatch(/Secure/);

    const secure = (await signIn("https")).headers.getSetCookie().find((line) => line.includes("session_token="))!;
    expect(secure).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(secure).toMatch(/; Secure/);
    expect(secure).toMatch(/HttpOnly/);
  });

  it("stands on a password stored as Argon2id at OWASP's minimum (19 MiB, 2 passes)", async () => {
    const { host } = await createTestOrganization();
    const user = await signUp(host, { email: "hash@example.com" });
    const [account] = await (await db()).select().from(accounts).where(eq(accounts.userId, user.userId));
    expect(account?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
