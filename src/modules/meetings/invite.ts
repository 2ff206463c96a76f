import { TZDate } from "@date-fns/tz";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";

export interface InviteDetails {
  bookingId: string;
  siteName: string;
  title: string;
  start: Date;
  end: Date;
  /** The zone the times are written in (the meeting type's); calendars show them in their owner's. */
  timeZone: string;
  joinUrl: string;
  guest: { name: string; email: string };
  host: { name: string; email: string };
  cancelled?: boolean;
}

/**
 * The calendar invite (.ics) a booking's e-mails carry, written by ical-generator with the zone's
 * VTIMEZONE: a REQUEST for a booked meeting, a CANCEL (same UID) for a cancelled one, so calendars
 * add it, then remove it.
 */
export function calendarInvite(details: InviteDetails): string {
  const calendar = ical({ name: details.siteName, prodId: { company: "Atrium", product: "meetings" }, method: details.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST });
  calendar.timezone({ name: details.timeZone, generator: getVtimezoneComponent });
  calendar.createEvent({
    id: `${details.bookingId}@atrium`,
    // A TZDate reads its wall time in the zone (ical-generator asks a date for withTimeZone); a plain Date would be read in UTC.
    start: new TZDate(details.start, details.timeZone),
    end: new TZDate(details.end, details.timeZone),
    timezone: details.timeZone,
    summary: details.title,
    description: `Join the meeting: ${details.joinUrl}`,
    url: details.joinUrl,
    location: details.joinUrl,
    status: details.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: details.host,
    attendees: [{ name: details.guest.name, email: details.guest.email, rsvp: true }],
  });
  return calendar.toString();
}
