import { TZDate } from "@date-fns/tz";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";

export interface InviteDetails {
  bookingId: string;
  /** The booking's revision (RFC 5545 §3.8.7.4): each change a calendar must follow is a higher one, or the calendar ignores it. */
  sequence: number;
  /** When this message was made (DTSTAMP). */
  stamp?: Date;
  siteName: string;
  title: string;
  start: Date;
  end: Date;
  /** The recipient's zone: the times are written in it, so their calendar shows the event in their own zone. */
  timeZone: string;
  joinUrl: string;
  guest: { name: string; email: string };
  host: { name: string; email: string };
  cancelled?: boolean;
}

/**
 * The calendar invite (.ics) a booking's e-mails carry (RFC 5545, with RFC 5546's METHOD): a REQUEST
 * for a booked meeting, a CANCEL with the same UID and a higher SEQUENCE for a cancelled one, so
 * calendars add it, then remove it.
 *
 * Written here rather than by ical-generator, whose DTSTAMP loses its UTC "Z" once the calendar has
 * a zone, and which names the zone it was given even where its VTIMEZONE says another (UTC → Etc/UTC).
 */
export function calendarInvite(details: InviteDetails): string {
  const zone = zoneFor(details.timeZone, [details.start, details.end]);
  const method = details.cancelled ? "CANCEL" : "REQUEST";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Atrium//meetings//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    ...(zone ? zone.vtimezone : []),
    "BEGIN:VEVENT",
    `UID:${details.bookingId}@atrium`,
    `SEQUENCE:${details.sequence}`,
    `DTSTAMP:${utc(details.stamp ?? new Date())}`,
    dateTime("DTSTART", details.start, zone),
    dateTime("DTEND", details.end, zone),
    `SUMMARY:${text(details.title)}`,
    `DESCRIPTION:${text(`Join the meeting: ${details.joinUrl}`)}`,
    `LOCATION:${text(details.joinUrl)}`,
    `URL:${details.joinUrl}`,
    `STATUS:${details.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    `ORGANIZER;CN=${parameter(details.host.name)}:mailto:${details.host.email}`,
    // A CANCEL asks no answer of its attendee (RFC 5546 §3.2.5).
    `ATTENDEE;CN=${parameter(details.guest.name)};ROLE=REQ-PARTICIPANT${details.cancelled ? "" : ";PARTSTAT=NEEDS-ACTION;RSVP=TRUE"}:mailto:${details.guest.email}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}

type Zone = { tzid: string; vtimezone: string[]; name: string };

/**
 * The zone's VTIMEZONE, with the TZID it declares (an alias such as Asia/Calcutta comes back as
 * Asia/Kolkata). None, and the times are written in UTC, which every calendar reads alike, when:
 * the package does not know the zone (it lags tzdata: Europe/Kyiv), its offsets disagree with the
 * runtime's at the event's instants (its Etc/GMT±N have the sign inverted), or the zone is UTC.
 */
function zoneFor(name: string, instants: Date[]): Zone | null {
  const component = getVtimezoneComponent(name);
  if (!component) return null;
  const vtimezone = component.split(/\r?\n/).filter((line) => line.length > 0);
  const tzid = vtimezone.find((line) => line.startsWith("TZID:"))?.slice("TZID:".length);
  const offsets = new Set(vtimezone.filter((line) => line.startsWith("TZOFFSETTO:")).map((line) => line.slice("TZOFFSETTO:".length)));
  if (!tzid || offsets.size === 0 || [...offsets].every((offset) => offset === "+0000")) return null;
  if (!instants.every((instant) => offsets.has(offsetOf(instant, name)))) return null;
  return { tzid, vtimezone, name };
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** The zone's offset from UTC at an instant, as a VTIMEZONE writes it ("+0100"). */
function offsetOf(instant: Date, zone: string): string {
  const minutes = -new TZDate(instant, zone).getTimezoneOffset();
  const sign = minutes < 0 ? "-" : "+";
  return `${sign}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;
}

const utc = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

const wallTime = (instant: Date, zone: string) => {
  const local = new TZDate(instant, zone);
  return `${pad(local.getFullYear(), 4)}${pad(local.getMonth() + 1)}${pad(local.getDate())}T${pad(local.getHours())}${pad(local.getMinutes())}${pad(local.getSeconds())}`;
};

/**
 * Whether the clock shows this instant's wall time twice (the hour after a change back from summer
 * time). RFC 5545 §3.3.5 means the first occurrence, but calendars differ (ical.js takes the second):
 * such an instant is written in UTC instead.
 */
function isAmbiguous(instant: Date, zone: string): boolean {
  const wall = wallTime(instant, zone);
  for (let minutes = 15; minutes <= 180; minutes += 15) {
    for (const sign of [-1, 1]) if (wallTime(new Date(instant.getTime() + sign * minutes * 60_000), zone) === wall) return true;
  }
  return false;
}

function dateTime(name: string, instant: Date, zone: Zone | null): string {
  if (!zone || isAmbiguous(instant, zone.name)) return `${name}:${utc(instant)}`;
  return `${name};TZID=${zone.tzid}:${wallTime(instant, zone.name)}`;
}

/** A TEXT value (RFC 5545 §3.3.11). */
const text = (value: string) => value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** A parameter value (§3.2): quoted, with the double quotes it may not hold and control characters dropped. */
const parameter = (value: string) => `"${value.replace(/["\u0000-\u001f\u007f]/g, "")}"`;

/** Lines of at most 75 octets, continued with a space (§3.1), never cutting a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}
