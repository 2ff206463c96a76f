import { describe, expect, it } from "vitest";
import { cursorQuery, decodeCursor, encodeCursor, pageOfRows } from "./cursor-paging";
import { pageCount, pageNumberFrom, pageNumbers } from "./page-numbers";

describe("page numbers", () => {
  it("shows the first, the last and two either side of the current page, with gaps", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageNumbers(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
  });

  it("reads a page's number from its address: 2 and on, one spelling each", () => {
    expect(["2", "13"].map(pageNumberFrom)).toEqual([2, 13]);
    expect(["1", "0", "02", "-2", "2x", "", "9999999"].map(pageNumberFrom)).toEqual([null, null, null, null, null, null, null]);
    expect([pageCount(0, 12), pageCount(12, 12), pageCount(13, 12)]).toEqual([1, 1, 2]);
  });
});

describe("cursor paging", () => {
  const query = cursorQuery({ usual: 20, most: 50 });

  it("makes cursors it reads back, and reads no other", () => {
    expect(decodeCursor(encodeCursor(40))).toBe(40);
    expect(["", "zzz", encodeCursor(40) + "x", btoa("o:-1"), btoa("o:01")].map(decodeCursor)).toEqual([null, null, null, null, null]);
  });

  it("validates the query: the first page without a cursor, a clear message for a bad one", () => {
    expect(query.parse({})).toEqual({ cursor: 0, limit: 20 });
    expect(query.parse({ cursor: encodeCursor(20), limit: "5" })).toEqual({ cursor: 20, limit: 5 });
    expect(query.safeParse({ cursor: "nope!" }).error?.issues[0]?.message).toBe("This cursor is not one the list answered: ask again without it");
    expect(query.safeParse({ limit: "51" }).error?.issues[0]?.message).toBe("limit must be a whole number from 1 to 50");
  });

  it("answers a page and the next cursor from rows read one past the limit", () => {
    expect(pageOfRows([1, 2, 3], { offset: 0, limit: 2 })).toEqual({ items: [1, 2], next_cursor: encodeCursor(2) });
    expect(pageOfRows([3], { offset: 2, limit: 2 })).toEqual({ items: [3], next_cursor: null });
  });
});
