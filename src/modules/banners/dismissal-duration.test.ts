import { describe, expect, it } from "vitest";
import { dismissalDurationMs } from "./dismissal-duration";

const minute = 60_000;
const day = 24 * 60 * minute;

describe("banner dismissal duration (001 §5, §9)", () => {
  it("reads a number followed by minute(s), hour(s), day(s), month(s) or year(s)", () => {
    expect(dismissalDurationMs("1 minute")).toBe(minute);
    expect(dismissalDurationMs("15 minutes")).toBe(15 * minute);
    expect(dismissalDurationMs("2 hours")).toBe(120 * minute);
    expect(dismissalDurationMs("1 hour")).toBe(60 * minute);
    expect(dismissalDurationMs("3 days")).toBe(3 * day);
    expect(dismissalDurationMs(" 7Days ")).toBe(7 * day);
    expect(dismissalDurationMs("1.5 hours")).toBe(90 * minute);
  });

  it("counts a month as 30 days and a year as 365", () => {
    expect(dismissalDurationMs("1 month")).toBe(30 * day);
    expect(dismissalDurationMs("6 months")).toBe(180 * day);
    expect(dismissalDurationMs("1 year")).toBe(365 * day);
    expect(dismissalDurationMs("2 YEARS")).toBe(730 * day);
  });

  it("counts anything else as 1 minute", () => {
    for (const text of ["", "forever", "3 weeks", "days", "-2 days", "2 days ago", "one day", null, undefined]) {
      expect(dismissalDurationMs(text), String(text)).toBe(minute);
    }
  });

  it("caps absurd durations at 100 years instead of overflowing a date", () => {
    expect(dismissalDurationMs("99999999999999999999 years")).toBe(100 * 365 * day);
    expect(Number.isFinite(new Date(Date.now() + dismissalDurationMs("9".repeat(400) + " years")).getTime())).toBe(true);
  });
});
