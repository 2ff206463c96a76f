import { afterEach, describe, expect, it, vi } from "vitest";
import { pageRenders } from "@/server/http/page-render";
import { db, transaction } from "./client";
import { readAsOne, type Rows } from "./one-statement";

/** A read of 1…n (a shape of its own: negative, so that no read of the code shares it). */
function numbersUpTo(n: number): Rows<number> {
  return { text: "(select json_agg(x) from generate_series(1, $1::int) x)", params: [n], shape: -1, decode: (value) => (typeof value === "string" ? JSON.parse(value) : value) as number[] };
}

/** A read the database refuses (a division by zero). */
function failing(): Rows<number> {
  return { text: "(select json_agg(1 / $1::int))", params: [0], shape: -2, decode: () => [] };
}

/** Counts the statements sent through Drizzle's session (readAsOne's one way to the database). */
async function countStatements() {
  const session = (await db())._.session;
  return vi.spyOn(session, "prepareQuery");
}

const inRender = <T>(work: () => Promise<T>) => pageRenders.run({ tags: new Set() }, work);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("readAsOne", () => {
  it("sends the reads a page render asks for in one turn as one statement, and gives each call its own rows", async () => {
    const statements = await countStatements();
    const [first, second] = await inRender(() => Promise.all([readAsOne({ a: numbersUpTo(2) }), Promise.resolve().then(() => readAsOne({ b: numbersUpTo(3), c: numbersUpTo(1) }))]));
    expect(first).toEqual({ a: [1, 2] });
    expect(second).toEqual({ b: [1, 2, 3], c: [1] });
    expect(statements).toHaveBeenCalledTimes(1);
  });

  it("sends each call on its own outside a page render, inside a transaction, and in a later turn", async () => {
    const statements = await countStatements();
    await Promise.all([readAsOne({ a: numbersUpTo(2) }), readAsOne({ b: numbersUpTo(3) })]);
    expect(statements).toHaveBeenCalledTimes(2);
    await inRender(async () => {
      await readAsOne({ a: numbersUpTo(2) });
      await readAsOne({ b: numbersUpTo(3) });
    });
    expect(statements).toHaveBeenCalledTimes(4);
    await inRender(() =>
      transaction(async () => {
        // The transaction's own session: one connection, which must see its own writes.
        const inside = await countStatements();
        await Promise.all([readAsOne({ a: numbersUpTo(2) }), readAsOne({ b: numbersUpTo(3) })]);
        expect(inside).toHaveBeenCalledTimes(2);
      }),
    );
  });

  it("fails only the call whose read fails: the others answer as they would have alone", async () => {
    const statements = await countStatements();
    const [good, bad] = await inRender(() => Promise.allSettled([readAsOne({ a: numbersUpTo(2) }), readAsOne({ broken: failing() })]));
    expect(good).toEqual({ status: "fulfilled", value: { a: [1, 2] } });
    expect(bad.status).toBe("rejected");
    // The shared statement, then each call's own.
    expect(statements).toHaveBeenCalledTimes(3);
  });
});

describe("two copies of the module in one process", () => {
  it("never give two different statements one prepared name on a shared connection", async () => {
    // The public renderer and Next's bundles each loaded their own copy over one pool; a name
    // numbered per copy then stood for two texts on one connection (a 500 on PostgreSQL).
    vi.resetModules();
    const first = await import("./one-statement");
    vi.resetModules();
    const second = await import("./one-statement");
    const read = (copy: typeof first, label: string) => copy.readAsOne({ [label]: { ...numbersUpTo(2), text: `(select json_agg(x + ${label.length}) from generate_series(1, $1::int) x)` } });
    // One after another: the pool hands the same idle connection back each time.
    for (let round = 0; round < 3; round++) {
      expect(await read(first, "a")).toEqual({ a: [2, 3] });
      expect(await read(second, "bb")).toEqual({ bb: [3, 4] });
    }
  });
});
