import { describe, expect, it } from "vitest";
import { readInvite } from "@/testing/calendar";
import { calendarInvite, type InviteDetails } from "./invite";

const details: InviteDetails = {
  bookingId: "7b0c1a3e-0000-4000-8000-000000000001",
  sequence: 0,
  stamp: new Date("2026-11-28T10:15:30Z"),
  siteName: "Atrium Demo",
  title: "Consultation with Ana; visas, permits",
  start: new Date("2026-11-30T08:00:00Z"),
  end: new Date("2026-11-30T08:30:00Z"),
  timeZone: "Europe/Madrid",
  joinUrl: "https://demo.example/meet/7b0c1a3e-0000-4000-8000-000000000001#key=abcdefghijklmnopqrstuvwxyz0123456789",
  guest: { name: "Marta Ruiz", email: "marta@example.com" },
  host: { name: "Ana \"the host\" García", email: "ana@example.com" },
};

describe("the calendar invite, read by a calendar (ical.js)", () => {
  it("is a REQUEST whose times are in the recipient's zone, with that zone's VTIMEZONE, and the same instants in any zone", () => {
    for (const timeZone of ["Europe/Madrid", "America/New_York"]) {
      const ics = calendarInvite({ ...details, timeZone });
      const invite = readInvite(ics);
      expect(invite).toMatchObject({ method: "REQUEST", uid: `${details.bookingId}@atrium`, sequence: 0, status: "CONFIRMED", startZone: timeZone, zones: [timeZone], undefinedZones: [] });
      expect(invite.start.toISOString()).toBe("2026-11-30T08:00:00.000Z");
      expect(invite.end.toISOString()).toBe("2026-11-30T08:30:00.000Z");
      expect(invite.organizer).toBe("mailto:ana@example.com");
      expect(invite.attendees).toEqual(["mailto:marta@example.com"]);
    }
    // 08:00 UTC is 09:00 in Madrid and 03:00 in New York in November.
    expect(calendarInvite(details)).toContain("DTSTART;TZID=Europe/Madrid:20261130T090000\r\n");
    expect(calendarInvite({ ...details, timeZone: "America/New_York" })).toContain("DTSTART;TZID=America/New_York:20261130T030000\r\n");
  });

  it("has its DTSTAMP in UTC, CRLF lines of at most 75 octets, and text escaped", () => {
    const ics = calendarInvite(details);
    expect(ics).toContain("DTSTAMP:20261128T101530Z\r\n");
    expect(readInvite(ics).stampIsUtc).toBe(true);
    expect(ics.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/\n/);
    expect(ics).toContain("SUMMARY:Consultation with Ana\\; visas\\, permits");
    expect(ics).toContain('ORGANIZER;CN="Ana the host García":mailto:ana@example.com');
    expect(ics.replace(/\r\n /g, "")).toContain(details.joinUrl);
  });

  it("gives the right instants across a change of summer time, when Madrid and New York are 5 hours apart, and in the hour a clock shows twice", () => {
    // 20 March 2027: New York is on summer time (since the 14th), Madrid not yet (the 28th).
    const march = { ...details, start: new Date("2027-03-20T14:00:00Z"), end: new Date("2027-03-20T15:00:00Z") };
    expect(calendarInvite({ ...march, timeZone: "America/New_York" })).toContain("DTSTART;TZID=America/New_York:20270320T100000");
    expect(calendarInvite(march)).toContain("DTSTART;TZID=Europe/Madrid:20270320T150000");
    // 25 October 2026 in Madrid: 02:30 comes twice; a meeting from 00:30 to 01:30 UTC crosses the change.
    const october = { ...details, start: new Date("2026-10-25T00:30:00Z"), end: new Date("2026-10-25T01:30:00Z") };
    for (const timeZone of ["Europe/Madrid", "America/New_York"]) {
      for (const sample of [march, october]) {
        const invite = readInvite(calendarInvite({ ...sample, timeZone }));
        expect([invite.start.toISOString(), invite.end.toISOString()]).toEqual([sample.start.toISOString(), sample.end.toISOString()]);
      }
    }
  });

  it("writes UTC times where the zone's VTIMEZONE is unknown or wrong, and names the TZID its VTIMEZONE declares", () => {
    for (const timeZone of ["UTC", "Europe/Kyiv", "Etc/GMT+5"]) {
      const ics = calendarInvite({ ...details, timeZone });
      expect(ics).not.toContain("TZID");
      expect(readInvite(ics).start.toISOString()).toBe("2026-11-30T08:00:00.000Z");
    }
    const alias = calendarInvite({ ...details, timeZone: "Asia/Calcutta" });
    expect(readInvite(alias)).toMatchObject({ startZone: "Asia/Kolkata", undefinedZones: [] });
    expect(readInvite(alias).start.toISOString()).toBe("2026-11-30T08:00:00.000Z");
  });

  it("is superseded by its CANCEL: same UID, higher SEQUENCE, STATUS:CANCELLED, no answer asked", () => {
    const request = readInvite(calendarInvite(details));
    const ics = calendarInvite({ ...details, sequence: 1, cancelled: true, timeZone: "America/New_York" });
    const cancel = readInvite(ics);
    expect(cancel).toMatchObject({ method: "CANCEL", uid: request.uid, status: "CANCELLED", undefinedZones: [] });
    expect(cancel.sequence).toBeGreaterThan(request.sequence);
    expect(cancel.start).toEqual(request.start);
    expect(ics).not.toContain("RSVP");
  });
});
