import { z } from "zod";
import { rowVersion, translations } from "@/lib/fields";
import { knownLocales } from "@/lib/locales";
import { isTimeZone, timeZoneMessage } from "@/lib/time-zones";

/** Spec 000 §4's statuses. Here, not in the schema: client code reads them, and the schema would bring the database library along. */
export const bookingStatuses = ["waiting", "confirmed", "scheduled", "in_progress", "completed", "cancelled"] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** Spec 000 §8 "Meetings" and ours for booking (issue 14). */
export const meetingMessages = {
  leaveFailed: "Failed to leave waiting room. Please try again.",
  failed: "An error occurred. Please try again.",
  slotTaken: "This time was just taken. Please choose another one.",
  slotUnavailable: "This time cannot be booked. Please choose one of the times shown.",
  typeNotFound: "Meeting type not found",
  bookingNotFound: "Booking not found",
  nameRequired: "Please enter your name",
  emailInvalid: "Please enter a valid email address",
  hostNotMember: "Each host must be a member of this organization",
  zoneUnknown: timeZoneMessage,
  timeFormat: "Times are written as HH:MM, such as 09:30",
  rangeOrder: "Each opening range must end after it starts",
  notAdmitted: "Your host has not let you in yet.",
  meetingOver: "This meeting is over.",
  roomClosed: "This call is not open to you. Ask for a new room token.",
  holdLapsed: "This booking was not confirmed in time and its time went to someone else. Please book again.",
  rangeTooLong: "Ask for at most 31 days of bookings at once",
  reasonTooLong: "Write the reason in at most 500 characters",
  reasonOnlyToCancel: "A reason goes with a cancellation only",
  cannotMove: (status: string) => `A booking that is ${status.replace("_", " ")} cannot move to another time`,
  statusChange: (from: string, to: string) => `A booking that is ${from.replace("_", " ")} cannot become ${to.replace("_", " ")}`,
} as const;


const time = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, meetingMessages.timeFormat);
const range = z
  .object({ start: time, end: time })
  .strict()
  .refine((value) => value.start < value.end, meetingMessages.rangeOrder);
const day = z.array(range).max(6);

const minutes = (max: number) => z.number({ error: "Minutes must be whole numbers" }).int("Minutes must be whole numbers").min(0, "Minutes must be 0 or more").max(max, `At most ${max} minutes`);

/** A meeting type as admins write it (Global Settings' meeting-types tab). */
export const meetingTypeBody = z
  .object({
    name: z.string({ error: "Please enter a name" }).trim().min(1, "Please enter a name").max(120, "Names are at most 120 characters"),
    description: z.string().trim().max(1000, "Descriptions are at most 1,000 characters").nullable().optional(),
    /** The name and description in the site's other languages: the booking page shows the visitor's, else the base text. */
    name_translation: translations.optional(),
    description_translation: translations.optional(),
    duration_minutes: minutes(480).min(5, "A meeting lasts at least 5 minutes"),
    host_user_ids: z.array(z.string().min(1).max(64)).min(1, "Choose at least one host").max(20),
    time_zone: z.string().refine(isTimeZone, meetingMessages.zoneUnknown),
    availability: z.object({ mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day }).partial().strict(),
    buffer_minutes: minutes(240).default(0),
    minimum_notice_minutes: minutes(60 * 24 * 30).default(0),
    daily_limit: z.number().int().min(1, "A daily limit is at least 1").max(100).nullable().default(null),
    is_active: z.boolean().default(true),
    order: z.number().int().min(0).max(1_000_000).default(0),
  })
  .strict();
export type MeetingTypeInput = z.output<typeof meetingTypeBody>;

export const patchMeetingTypeBody = meetingTypeBody.partial().extend({ version: rowVersion.optional() }).strict();

export const meetingTypeResponse = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  name_translation: z.record(z.string(), z.string()),
  description_translation: z.record(z.string(), z.string()),
  duration_minutes: z.number().int(),
  host_user_ids: z.array(z.string()),
  time_zone: z.string(),
  availability: z.record(z.string(), z.array(z.object({ start: z.string(), end: z.string() }))),
  buffer_minutes: z.number().int(),
  minimum_notice_minutes: z.number().int(),
  daily_limit: z.number().int().nullable(),
  is_active: z.boolean(),
  order: z.number().int(),
  version: z.number().int(),
});

/** What a visitor sees of a meeting type on the booking page. */
export const publicMeetingTypeResponse = meetingTypeResponse.pick({ id: true, name: true, description: true, duration_minutes: true, name_translation: true, description_translation: true });

export const slotsQuery = z.object({
  from: z.iso.date("from must be a date such as 2026-12-01"),
  days: z.coerce.number().int().min(1).max(31).default(7),
});

export const slotsResponse = z.object({ time_zone: z.string(), slots: z.array(z.string()) });

/** `POST /api/meetings/bookings`: a visitor books a free time. */
export const bookingBody = z
  .object({
    meeting_type_id: z.uuid(meetingMessages.typeNotFound),
    scheduled_at: z.iso.datetime({ offset: true, message: meetingMessages.slotUnavailable }),
    customer_name: z.string({ error: meetingMessages.nameRequired }).trim().min(1, meetingMessages.nameRequired).max(120, "Names are at most 120 characters"),
    customer_email: z.email(meetingMessages.emailInvalid).max(254, meetingMessages.emailInvalid),
    /** The visitor's own zone, for the times written in their e-mail. */
    time_zone: z.string().refine(isTimeZone, meetingMessages.zoneUnknown).optional().describe("The visitor's IANA zone: their e-mails and invites give times in it (default: the meeting type's)"),
    /** The language of the page the visitor books on, for their e-mails. */
    locale: z
      .enum(knownLocales, { message: `locale must be one of: ${knownLocales.join(", ")}` })
      .optional()
      .describe("The language of the page the visitor books on: their e-mails are written in it (default: the site's)"),
  })
  .strict();
export type BookingInput = z.output<typeof bookingBody>;

/** Spec 000 §3 "Booking" and what the guest's pages need. */
export const bookingResponse = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(bookingStatuses),
  waiting_since: z.string().nullable(),
  /** While the guest has not confirmed a visitor's booking: when it stops holding its time. */
  hold_until: z.string().nullable(),
  scheduled_at: z.string(),
  ends_at: z.string(),
  customer_name: z.string(),
  meeting_type: z.object({ name: z.string() }),
  host_user_id: z.string(),
});

/**
 * The answer to a booking: the booking and, when the organization's team booked (confirmed at once),
 * the guest's links to pass on. A visitor's booking waits for the confirmation e-mail instead.
 */
export const bookedResponse = z.object({ booking: bookingResponse, join_url: z.string().optional(), cancel_url: z.string().optional() });

/** `PUT /api/meetings/bookings/{id}` (host or admin): admit (in_progress), send back to the lobby (waiting), turn away (confirmed), end (completed), cancel. */
export const bookingStatusBody = z
  .object({
    status: z.enum(bookingStatuses, { message: `Status must be one of: ${bookingStatuses.join(", ")}` }),
    /** The host side's words to the guest with a cancellation (in its e-mail); plain text. */
    reason: z.string().trim().max(500, meetingMessages.reasonTooLong).optional(),
  })
  .strict()
  .refine(({ status, reason }) => !reason || status === "cancelled", { message: meetingMessages.reasonOnlyToCancel, path: ["reason"] });

/** `POST /api/meetings/bookings/{id}/reschedule` (its guest, its host or an admin): the same booking at another free time. */
export const rescheduleBody = z
  .object({
    scheduled_at: z.iso.datetime({ offset: true, message: meetingMessages.slotUnavailable }),
    /** Why it moves, for the other side's e-mail; plain text. */
    reason: z.string().trim().max(500, meetingMessages.reasonTooLong).optional(),
  })
  .strict();

export const bookingIdBody = z.object({ booking_id: z.uuid(meetingMessages.bookingNotFound) }).strict();

/** The longest span `GET /api/meetings/bookings` lists at once: a read bounded by what the page shows. */
export const longestBookingRangeDays = 31;
export const bookingsQuery = z
  .object({ from: z.iso.datetime({ offset: true }).optional(), to: z.iso.datetime({ offset: true }).optional() })
  .refine(({ from, to }) => !to || Date.parse(to) - (from ? Date.parse(from) : Date.now()) <= (longestBookingRangeDays + 1) * 86_400_000, { message: meetingMessages.rangeTooLong, path: ["to"] });

/** `POST /api/meetings/launch-video` (spec 000 §7): `update_status` true lets a host admit a waiting guest as they start. */
export const launchVideoBody = z.object({ booking_id: z.uuid(meetingMessages.bookingNotFound), update_status: z.boolean().default(false) }).strict();

const iceServer = z.object({ urls: z.array(z.string()), username: z.string().optional(), credential: z.string().optional() });
export const launchVideoResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  room_name: z.string(),
  error: z.null(),
  /** Who the token is for: `host:<user id>` or `guest`. */
  participant: z.string(),
  /** STUN and TURN servers for the call (ICE_SERVER_URLS). */
  ice_servers: z.array(iceServer),
  /** How the call's media flow: one connection per other peer, or through the media server (POST /api/meetings/rooms/{id}/media). */
  media: z.enum(["peer-to-peer", "media-server"]),
});

/** A browser tab in a call: chosen by the tab, unique in the room. */
export const peerId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "Peer ids are 8 to 64 letters, digits, - or _");
export const roomEventsQuery = z.object({ peer: peerId });

/** What one peer sends another to connect (WebRTC's offer or answer, an ICE candidate, or hello), or everyone (no `to`). */
const signal = z
  .object({
    to: peerId.optional(),
    description: z.object({ type: z.enum(["offer", "answer", "pranswer", "rollback"]), sdp: z.string().max(100_000).optional() }).optional(),
    candidate: z
      .object({ candidate: z.string().max(2_000), sdpMid: z.string().max(64).nullable().optional(), sdpMLineIndex: z.number().int().min(0).max(1_000).nullable().optional(), usernameFragment: z.string().max(256).nullable().optional() })
      .optional(),
    /** "Offer to me": from the polite one of two peers to the other, who makes the offer (decision 025). */
    hello: z.literal(true).optional(),
  })
  .strict()
  .refine((signal) => [signal.description, signal.candidate, signal.hello].filter((part) => part !== undefined).length === 1, "A signal carries a description, a candidate or hello");

/** The signals a peer has ready, in order (a description and the candidates that follow it travel together). */
const sessionDescription = (type: "offer" | "answer") => z.object({ type: z.literal(type), sdp: z.string().min(1).max(100_000) });
const janusId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** What each step of `POST /api/meetings/rooms/{id}/media` carries. */
const mediaFields = { publish: ["peer", "offer"], subscribe: ["media", "feed"], start: ["media", "handle", "answer"], keepalive: ["media"], leave: ["media"] } as const;

/**
 * `POST /api/meetings/rooms/{id}/media`: the media server's side of a call (decision 027), one step
 * at a time. One strict object (not a union), so that an unknown field is named like everywhere else.
 */
export const mediaBody = z
  .object({
    action: z.enum(["publish", "subscribe", "start", "keepalive", "leave"], { error: "action is publish, subscribe, start, keepalive or leave" }),
    peer: peerId.optional(),
    offer: sessionDescription("offer").optional(),
    media: z.string().min(1).max(1_000).optional(),
    feed: janusId.optional(),
    handle: janusId.optional(),
    answer: sessionDescription("answer").optional(),
  })
  .strict()
  .superRefine((body, context) => {
    for (const field of mediaFields[body.action] ?? []) if (body[field] === undefined) context.addIssue({ code: "custom", path: [field], message: `${body.action} needs ${field}` });
  });
export type MediaRequest = z.infer<typeof mediaBody>;

export const signalsBody = z.object({ from: peerId, signals: z.array(signal).min(1, "Send at least one signal").max(50, "Send at most 50 signals at once") }).strict();
export type Signal = z.infer<typeof signal>;
