import ICAL from "ical.js";

/**
 * A calendar invite as a calendar reads it: parsed by Mozilla's ical.js (Thunderbird's), with its
 * times resolved through the VTIMEZONE the invite carries, never the process's own zone.
 */
export function readInvite(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("The invite has no VEVENT");
  const event = new ICAL.Event(vevent);
  const zones = calendar.getAllSubcomponents("vtimezone").map((zone) => String(zone.getFirstPropertyValue("tzid")));
  // Each TZID a time names must be defined in the file (RFC 5545 §3.2.19): else calendars guess.
  const named = vevent.getAllProperties().map((property) => property.getParameter("tzid")).filter((tzid): tzid is string => typeof tzid === "string");
  const instant = (time: ICAL.Time) => {
    if (time.zone !== ICAL.Timezone.utcTimezone && !zones.includes(time.zone?.tzid ?? "")) throw new Error(`${time.toString()} is in no zone the invite defines`);
    return time.toJSDate();
  };
  const stamp = vevent.getFirstProperty("dtstamp")!;
  return {
    method: String(calendar.getFirstPropertyValue("method")),
    uid: event.uid,
    sequence: event.sequence,
    status: String(vevent.getFirstPropertyValue("status")),
    start: instant(event.startDate),
    end: instant(event.endDate),
    /** The zone each time is written in, as named in the file. */
    startZone: event.startDate.zone?.tzid,
    stampIsUtc: (stamp.getFirstValue() as ICAL.Time).zone === ICAL.Timezone.utcTimezone,
    zones,
    undefinedZones: named.filter((tzid) => !zones.includes(tzid)),
    organizer: String(vevent.getFirstPropertyValue("organizer")),
    attendees: vevent.getAllProperties("attendee").map((property) => String(property.getFirstValue())),
  };
}
