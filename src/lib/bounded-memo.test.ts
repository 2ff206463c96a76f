import { describe, expect, it } from "vitest";
import { boundedAsyncMemo, boundedMemo } from "./bounded-memo";

describe("boundedMemo", () => {
  it("makes a key's value once and keeps at most the limit, dropping the oldest first", () => {
    const memo = boundedMemo<string>(2);
    const made: string[] = [];
    const get = (key: string) => memo(key, () => (made.push(key), `value of ${key}`));
    expect(get("a")).toBe("value of a");
    expect(get("a")).toBe("value of a");
    get("b");
    get("c"); // drops "a", the oldest
    get("b");
    get("a");
    expect(made).toEqual(["a", "b", "c", "a"]);
  });
});

describe("boundedAsyncMemo", () => {
  it("shares one answer between callers, and forgets a failed one so the next call tries again", async () => {
    const memo = boundedAsyncMemo<string>(2);
    let calls = 0;
    const failing = () => memo("q", async () => {
      calls++;
      throw new Error("database away");
    });
    await expect(failing()).rejects.toThrow("database away");
    const [first, second] = await Promise.all([memo("q", async () => `answer ${++calls}`), memo("q", async () => `answer ${++calls}`)]);
    expect([first, second]).toEqual(["answer 2", "answer 2"]);
    expect(await memo("q", async () => "not asked")).toBe("answer 2");
  });
});
