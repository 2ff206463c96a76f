import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, readTogether, transaction } from "./client";

/** Two reads that log when they start and end; the first one is the slower. */
function loggedReads(log: string[]) {
  const read = (name: string, seconds: number) => async () => {
    log.push(`start ${name}`);
    await (await db()).execute(sql`select pg_sleep(${seconds})`);
    log.push(`end ${name}`);
    return name;
  };
  return [read("a", 0.05), read("b", 0)] as const;
}

describe("readTogether", () => {
  it("answers every read in order, and inside a transaction runs them one after another on its connection", async () => {
    const log: string[] = [];
    const answers = await transaction(() => readTogether([...loggedReads(log)]));
    expect(answers).toEqual(["a", "b"]);
    expect(log).toEqual(["start a", "end a", "start b", "end b"]);
  });

  it("starts every read at once outside a transaction", async () => {
    const log: string[] = [];
    expect(await readTogether([...loggedReads(log)])).toEqual(["a", "b"]);
    expect(log.slice(0, 2)).toEqual(["start a", "start b"]);
  });
});
