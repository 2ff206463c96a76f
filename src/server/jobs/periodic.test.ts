import { describe, expect, it } from "vitest";
import { settleBackground } from "@/server/background";
import { claimRun, startPeriodicJobs } from "./periodic";

// Claims on one database from one process stand for claims from many: each is one statement.
describe("periodic jobs", () => {
  it("give a period's run to exactly one of many claims, and the next period's again to one", async () => {
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimRun("test-claims", 1)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimRun("test-claims", 1)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const next = await Promise.all(Array.from({ length: 8 }, () => claimRun("test-claims", 1)));
    expect(next.filter(Boolean)).toHaveLength(1);
  });

  it("run a job once a period however many processes tick for it", async () => {
    let runs = 0;
    const job = { name: "test-ticking", everySeconds: 3_600, run: async () => void (runs += 1) };
    // Three tickers: three processes of one installation.
    const stops = [0, 1, 2].map(() => startPeriodicJobs([job], { tickMs: 20, firstWithinMs: 20 }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const stop of stops) stop();
    await settleBackground();
    expect(runs).toBe(1);
  });
});
