import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call } from "@/testing/api";
import { createTestMember, createTestOrganization } from "@/testing/factories";
import { db } from "@/server/db/client";
import { installationJobs } from "./housekeeping.service";

const cleanUp = installationJobs.find((job) => job.name === "clean-up")!;
const count = async (query: ReturnType<typeof sql>) => Number(((await (await db()).execute(query)) as unknown as { rows: { n: number | string }[] }).rows[0]!.n);

describe("the hourly clean-up", () => {
  it("drops expired sessions, reset links and old attempt counters, and keeps what still counts", async () => {
    const { host } = await createTestOrganization();
    const gone = await createTestMember(host);
    const kept = await createTestMember(host);
    const database = await db();
    await database.execute(sql`update auth_sessions set expires_at = now() - interval '1 minute' where user_id = ${gone.userId}`);
    await database.execute(sql`insert into auth_verifications (id, identifier, value, expires_at) values ('expired', 'reset-password:a', 'x', now() - interval '1 minute'), ('current', 'reset-password:b', 'y', now() + interval '1 hour')`);
    await database.execute(sql`insert into attempt_counters (key, count, window_started_at) values ('sign-in:old@example.com', 3, now() - interval '3 days'), ('sign-in:recent@example.com', 3, now() - interval '1 hour')`);

    await cleanUp.run();

    expect(await count(sql`select count(*) as n from auth_sessions where user_id = ${gone.userId}`)).toBe(0);
    expect(await count(sql`select count(*) as n from auth_sessions where user_id = ${kept.userId}`)).toBe(1);
    expect(((await (await call("/api/session", { host, cookie: kept.cookie })).json()) as { role: string }).role, "the member whose session is current is still signed in").toBe("user");
    expect(await count(sql`select count(*) as n from auth_verifications where id in ('expired', 'current')`)).toBe(1);
    expect(await count(sql`select count(*) as n from auth_verifications where id = 'current'`)).toBe(1);
    expect(await count(sql`select count(*) as n from attempt_counters where key like 'sign-in:%@example.com'`)).toBe(1);
    expect(await count(sql`select count(*) as n from attempt_counters where key = 'sign-in:recent@example.com'`)).toBe(1);
  });
});
