import { describe, expect, it } from "vitest";
import { freeHosts, freeSlots, zonedDate, type HeldTime, type SlotRules } from "./availability";

const rules: SlotRules = {
  id: "consultation",
  duration_minutes: 30,
  buffer_minutes: 0,
  minimum_notice_minutes: 0,
  daily_limit: null,
  time_zone: "Europe/Madrid",
  availability: { mon: [{ start: "09:00", end: "11:00" }], wed: [{ start: "15:00", end: "16:00" }] },
  host_user_ids: ["ana", "ben"],
};
const iso = (slots: Date[]) => slots.map((slot) => slot.toISOString());
const longAgo = new Date("2026-01-01T00:00:00Z");

describe("free times of a meeting type", () => {
  it("cuts each opening range into meetings of the type's length, in the type's zone", () => {
    // Monday 2026-11-30 in Madrid is UTC+1: 09:00 there is 08:00 UTC.
    expect(iso(freeSlots(rules, [], "2026-11-30", 3, longAgo))).toEqual([
      "2026-11-30T08:00:00.000Z",
      "2026-11-30T08:30:00.000Z",
      "2026-11-30T09:00:00.000Z",
      "2026-11-30T09:30:00.000Z",
      "2026-12-02T14:00:00.000Z",
      "2026-12-02T14:30:00.000Z",
    ]);
  });

  it("follows daylight saving time: the same 09:00 is 07:00 UTC in summer", () => {
    expect(iso(freeSlots(rules, [], "2026-06-01", 1, longAgo))[0]).toBe("2026-06-01T07:00:00.000Z");
    // The Monday after the clocks went back (2026-10-25).
    expect(iso(freeSlots(rules, [], "2026-10-26", 1, longAgo))[0]).toBe("2026-10-26T08:00:00.000Z");
  });

  it("offers a time while one host is free, and keeps each booking's buffer", () => {
    const held: HeldTime[] = [{ host_user_id: "ana", meeting_type_id: "consultation", scheduled_at: new Date("2026-11-30T08:00:00Z"), blocked_until: new Date("2026-11-30T08:45:00Z") }];
    expect(freeHosts(rules, new Date("2026-11-30T08:00:00Z"), held)).toEqual(["ben"]);
    const alone = { ...rules, host_user_ids: ["ana"] };
    // Ana's 08:00 meeting and its 15 minutes of buffer hold her until 08:45: 08:30 is taken too.
    expect(iso(freeSlots(alone, held, "2026-11-30", 1, longAgo))).toEqual(["2026-11-30T09:00:00.000Z", "2026-11-30T09:30:00.000Z"]);
  });

  it("offers nothing sooner than the notice, and nothing more on a day at its limit", () => {
    const now = new Date("2026-11-30T07:50:00Z");
    expect(iso(freeSlots({ ...rules, minimum_notice_minutes: 60 }, [], "2026-11-30", 1, now))).toEqual(["2026-11-30T09:00:00.000Z", "2026-11-30T09:30:00.000Z"]);
    const held: HeldTime[] = [{ host_user_id: "ben", meeting_type_id: "consultation", scheduled_at: new Date("2026-11-30T10:00:00Z"), blocked_until: new Date("2026-11-30T10:30:00Z") }];
    expect(freeSlots({ ...rules, daily_limit: 1 }, held, "2026-11-30", 1, longAgo)).toEqual([]);
    expect(freeSlots({ ...rules, daily_limit: 2 }, held, "2026-11-30", 1, longAgo)).toHaveLength(4);
  });

  it("reads a booking's day in the type's zone", () => {
    // 23:30 UTC on the 30th is already 1 December in Madrid.
    expect(zonedDate(new Date("2026-11-30T23:30:00Z"), "Europe/Madrid")).toBe("2026-12-01");
  });
});
