import { describe, expect, it } from "vitest";
import { fromZonedInput, toZonedInput } from "./zoned-input";

describe("dates typed in an organization's zone", () => {
  it("reads a wall time in the zone, summer and winter alike, and shows it back", () => {
    expect(fromZonedInput("2030-07-01T09:30", "Europe/Madrid")).toBe("2030-07-01T07:30:00.000Z");
    expect(fromZonedInput("2030-01-15T09:30", "Europe/Madrid")).toBe("2030-01-15T08:30:00.000Z");
    expect(fromZonedInput("2030-01-15T09:30", "America/New_York")).toBe("2030-01-15T14:30:00.000Z");
    expect(toZonedInput("2030-07-01T07:30:00.000Z", "Europe/Madrid")).toBe("2030-07-01T09:30");
    expect(toZonedInput("2030-01-15T14:30:00.000Z", "America/New_York")).toBe("2030-01-15T09:30");
  });

  it("leaves an empty field empty", () => {
    expect(fromZonedInput("", "UTC")).toBeNull();
    expect(toZonedInput(null, "UTC")).toBe("");
  });
});
