import { describe, expect, it } from "vitest";
import { boundedMemo } from "./bounded-memo";

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
