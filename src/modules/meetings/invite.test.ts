import { describe, expect, it } from "vitest";
import { calendarInvite } from "./invite";

const details = {
  bookingId: "7b0c1a3e-0000-4000-8000-000000000001",
  siteName: "Atrium Demo",
  title: "Consultation with Ana",
  start: new Date("2026-11-30T08:00:00Z"),
  end: new Date("2026-11-30T08:30:00Z"),
  timeZone: "Europe/Madrid",
  joinUrl: "https://demo.example/meet/7b0c1a3e#key=abc",
  guest: { name: "Marta", email: "marta@example.com" },
  host: { name: "Ana", email: "ana@example.com" },
};

describe("the calendar invite", () => {
  it("is an iCalendar REQUEST with the zone's VTIMEZONE and the times in that zone", () => {
    const ics = calendarInvite(details);
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain("BEGIN:VTIMEZONE");
    expect(ics).toContain("TZID:Europe/Madrid");
    // 08:00 UTC is 09:00 in Madrid in November.
    expect(ics).toContain("DTSTART;TZID=Europe/Madrid:20261130T090000");
    expect(ics).toContain("UID:7b0c1a3e-0000-4000-8000-000000000001@atrium");
    expect(ics.replace(/\r\n /g, "")).toContain("https://demo.example/meet/7b0c1a3e#key=abc");
  });

  it("cancels with the same UID", () => {
    const ics = calendarInvite({ ...details, cancelled: true });
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain("STATUS:CANCELLED");
    expect(ics).toContain("UID:7b0c1a3e-0000-4000-8000-000000000001@atrium");
  });
});
