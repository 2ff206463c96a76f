import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { dateTimeFormat } from "@/lib/i18n/formatters";
import { localeOf } from "@/lib/i18n/translator";
import { adminLocale } from "@/lib/locales";
import { emailTemplates, sendMail } from "@/modules/email/email.service";
import { getSettingsOrThrow } from "@/modules/organizations/organizations.service";
import { findProfile } from "@/modules/profiles/profiles.service";
import { invalidate, organizationTag } from "@/server/cache";
import { inBackground } from "@/server/background";
import { afterCommit } from "@/server/db/client";
import { AppError, notFound, versionConflict } from "@/server/http/errors";
import { freeHosts, freeSlots, zonedDate, type HeldTime, type SlotRules } from "./availability";
import { calendarInvite } from "./invite";
import { iceServersFor } from "./ice-servers";
import { mediaServer } from "./media-server";
import { publishBookingChange } from "./meetings.realtime";
import { mintRoomToken, roomNameOf, verifyRoomToken } from "./room-token";
import type { BookingStatus } from "./meetings.schema";
import * as repository from "./meetings.repository";
import { meetingMessages, type BookingInput, type MeetingTypeInput } from "./meetings.validation";
import { log } from "@/server/log";

export type { Booking, MeetingType } from "./meetings.repository";

/** The organization a request is for (the host's), as much of it as meetings need. */
type Organization = { id: string; name: string };

const minute = 60_000;
const day = 24 * 60 * minute;

// ---------------------------------------------------------------- meeting types (admins)

async function assertHostsAreMembers(organizationId: string, hostIds: string[] | undefined) {
  for (const id of hostIds ?? []) if (!(await findProfile(organizationId, id))) throw new AppError({ code: "bad_request", message: meetingMessages.hostNotMember });
}

export const listMeetingTypes = (organizationId: string) => repository.listMeetingTypes(organizationId, false);
export const listBookableTypes = (organizationId: string) => repository.listMeetingTypes(organizationId, true);

export async function createMeetingType(organizationId: string, input: MeetingTypeInput) {
  await assertHostsAreMembers(organizationId, input.host_user_ids);
  const created = await repository.insertMeetingType(organizationId, input);
  // The booking page lists the types and is cached with the site.
  invalidate(organizationTag(organizationId));
  return created;
}

export async function updateMeetingType(organizationId: string, id: string, input: Partial<MeetingTypeInput>, version?: number) {
  const current = await repository.findMeetingType(organizationId, id);
  if (!current) throw notFound(meetingMessages.typeNotFound);
  await assertHostsAreMembers(organizationId, input.host_user_ids);
  const saved = await repository.updateMeetingType(organizationId, id, input, version);
  if (saved) {
    invalidate(organizationTag(organizationId));
    return saved;
  }
  const now = await repository.findMeetingType(organizationId, id);
  if (!now) throw notFound(meetingMessages.typeNotFound);
  throw versionConflict(now);
}

export async function deleteMeetingType(organizationId: string, id: string) {
  if (!(await repository.deleteMeetingType(organizationId, id))) throw notFound(meetingMessages.typeNotFound);
  invalidate(organizationTag(organizationId));
}

// ---------------------------------------------------------------- free times and booking (visitors)

async function bookableType(organizationId: string, id: string) {
  const type = await repository.findMeetingType(organizationId, id);
  if (!type || !type.is_active) throw notFound(meetingMessages.typeNotFound);
  return type;
}

/** The bookings that can matter for free times between two instants (a day of margin for buffers and zones). */
const heldAround = (rules: SlotRules, from: Date, to: Date, now: Date, except?: string) => repository.heldTimes(rules.host_user_ids, new Date(from.getTime() - day), new Date(to.getTime() + day), now, except);

/** Free start times by these rules for `days` days from the date `from` (in their zone); `except`: a booking whose own time counts as free. */
async function freeTimes(rules: SlotRules, from: string, days: number, now: Date, except?: string) {
  const start = new Date(`${from}T00:00:00Z`);
  const held = await heldAround(rules, start, new Date(start.getTime() + days * day), now, except);
  return { time_zone: rules.time_zone, slots: freeSlots(rules, held, from, days, now).map((slot) => slot.toISOString()) };
}

/** Free start times of a type for `days` days from the date `from` (in its zone). */
export async function listFreeSlots(organizationId: string, typeId: string, from: string, days: number, now = new Date()) {
  return freeTimes(await bookableType(organizationId, typeId), from, days, now);
}

/** Refuses a start the rules do not offer at `now`: taken when no host is free then, unavailable otherwise. */
function assertOffered(rules: SlotRules, start: Date, held: HeldTime[], now: Date) {
  const offered = freeSlots(rules, held, zonedDate(start, rules.time_zone), 1, now).some((slot) => slot.getTime() === start.getTime());
  if (!offered) throw new AppError({ code: "conflict", message: freeHosts(rules, start, held).length === 0 && start > now ? meetingMessages.slotTaken : meetingMessages.slotUnavailable });
}

/**
 * How long a visitor's booking holds its time before its guest confirms it from their e-mail:
 * long enough to open one's mail, short enough that nobody fills a calendar with other people's
 * addresses (issue 29).
 */
export const holdMinutes = 30;

const hashOf = (key: string) => createHash("sha256").update(key).digest("base64url");

/** Whether `key` (from the guest's link) is the booking's. */
function isGuestKey(booking: { guest_key_hash: string }, key: string | undefined): boolean {
  if (!key) return false;
  const given = Buffer.from(hashOf(key));
  const stored = Buffer.from(booking.guest_key_hash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The guest's links: the key rides in the fragment, which browsers never send to a server or its logs. */
const guestLinks = (origin: string, id: string, key: string) => ({
  join_url: `${origin}/meet/${id}#key=${key}`,
  cancel_url: `${origin}/meet/${id}#key=${key}&cancel=1`,
  confirm_url: `${origin}/meet/${id}#key=${key}&confirm=1`,
  reschedule_url: `${origin}/meet/${id}#key=${key}&reschedule=1`,
});
type GuestLinks = ReturnType<typeof guestLinks>;

/**
 * A meeting's time as its recipient reads it: in their zone and language, the zone named. English is
 * written the British way (day before month, 24-hour clock), as these e-mails always were.
 */
const whenIn = (start: Date, zone: string, locale: string) => `${dateTimeFormat(locale === "en" ? "en-GB" : locale, { dateStyle: "full", timeStyle: "short", timeZone: zone }).format(start)} (${zone})`;

/** The site's name for e-mails, and its language: the guest's when their page sent none. */
async function siteOf(organization: Organization) {
  const settings = await getSettingsOrThrow(organization.id);
  return { siteName: settings.site ?? organization.name, language: localeOf(settings.language) };
}

const guestLocale = (booking: repository.Booking, site: { language: string }) => booking.guest_locale ?? site.language;

/**
 * Books a free time (decision 7 of the spec's README): the time must be one the type offers now;
 * the booking goes to the first host free then. Two visitors taking the same time concurrently:
 * the database's exclusion constraint lets one insert through, the other tries the next host and,
 * with none left, is told the time was just taken.
 *
 * A visitor's booking waits for its guest: it holds the time for `holdMinutes` while the guest gets
 * an e-mail asking them to confirm (the key is in that e-mail only); once they do, the guest and
 * the host get their e-mails with the calendar invite. A booking the organization's team makes
 * (an admin, booking for a client on the phone) is confirmed at once and answers the guest's links.
 */
export async function book(organization: Organization, input: BookingInput, origin: string, { byTeam }: { byTeam: boolean }, now = new Date()) {
  const type = await bookableType(organization.id, input.meeting_type_id);
  const start = new Date(input.scheduled_at);
  const end = new Date(start.getTime() + type.duration_minutes * minute);
  const blockedUntil = new Date(end.getTime() + type.buffer_minutes * minute);
  const held = await heldAround(type, start, end, now);
  assertOffered(type, start, held, now);

  const hosts = freeHosts(type, start, held);
  // Holds that lapsed no longer count as held above, but the database counts them until released.
  await repository.releaseLapsedHolds(hosts, start, blockedUntil, now);
  const key = randomBytes(24).toString("base64url");
  let booking: repository.Booking | null = null;
  for (const host of hosts) {
    booking = await repository.insertBooking({
      organization_id: organization.id,
      meeting_type_id: type.id,
      meeting_type_name: type.name,
      host_user_id: host,
      title: `${type.name} with ${input.customer_name}`,
      status: byTeam ? "confirmed" : "scheduled",
      hold_until: byTeam ? null : new Date(now.getTime() + holdMinutes * minute),
      customer_name: input.customer_name,
      customer_email: input.customer_email,
      // Kept with the booking: the type's zone may change, or the type go, before its e-mails are all sent.
      guest_time_zone: input.time_zone ?? type.time_zone,
      guest_locale: input.locale ?? null,
      scheduled_at: start,
      ends_at: end,
      blocked_until: blockedUntil,
      guest_key_hash: hashOf(key),
    });
    if (booking) break;
  }
  if (!booking) throw new AppError({ code: "conflict", message: meetingMessages.slotTaken });
  publishBookingChange(organization.id, bookingView(booking));

  const links = guestLinks(origin, booking.id, key);
  if (byTeam) {
    await sendBookingMail(organization, booking, type.time_zone, links, origin);
    return { booking, join_url: links.join_url, cancel_url: links.cancel_url };
  }
  const site = await siteOf(organization);
  const locale = guestLocale(booking, site);
  const request = emailTemplates.booking_to_confirm(site.siteName, { title: booking.title, when: whenIn(start, booking.guest_time_zone ?? type.time_zone, locale), minutes: holdMinutes, confirmUrl: links.confirm_url }, locale);
  await sendMail({ organizationId: organization.id, kind: "booking_to_confirm", to: booking.customer_email, ...request });
  return { booking };
}

/**
 * The guest confirms their booking with the key from their e-mail: it holds its time from now on,
 * and the guest and the host get the booking's e-mails with the invite. A booking that needs no
 * confirmation answers as it is; one whose time went to somebody else after its hold lapsed is
 * refused with a message that asks to book again.
 */
export async function confirmBooking(organization: Organization, id: string, guestKey: string | undefined, origin: string, now = new Date()) {
  const booking = await bookingFor(organization.id, id, { guestKey });
  if (!booking.hold_until) return booking;
  const confirmed = await repository.confirmHold(organization.id, id, now);
  if (confirmed === "taken") throw new AppError({ code: "conflict", message: meetingMessages.holdLapsed });
  if (!confirmed) return (await repository.findBooking(organization.id, id)) ?? booking;
  publishBookingChange(organization.id, bookingView(confirmed));
  const type = confirmed.meeting_type_id ? await repository.findMeetingType(organization.id, confirmed.meeting_type_id) : null;
  await sendBookingMail(organization, confirmed, hostZone(type, confirmed), guestLinks(origin, id, guestKey!), origin);
  return confirmed;
}

type Host = Awaited<ReturnType<typeof findProfile>>;

/** The host side's zone: the meeting type's (its hours are written in it); the guest's if the type is gone. */
const hostZone = (type: repository.MeetingType | null, booking: repository.Booking) => type?.time_zone ?? booking.guest_time_zone ?? "UTC";

/**
 * The booking's calendar invite as an attachment, with its times in the recipient's zone: a REQUEST,
 * or a CANCEL with the same UID and the higher sequence its cancellation gave it.
 */
function inviteFile(booking: repository.Booking, { siteName, host, zone, joinUrl, cancelled = false }: { siteName: string; host: Host; zone: string; joinUrl: string; cancelled?: boolean }) {
  const content = calendarInvite({
    bookingId: booking.id,
    sequence: booking.sequence,
    // The change this message announces.
    stamp: booking.updated_at,
    siteName,
    title: booking.title,
    start: booking.scheduled_at,
    end: booking.ends_at,
    timeZone: zone,
    joinUrl,
    guest: { name: booking.customer_name, email: booking.customer_email },
    host: { name: host?.full_name ?? host?.username ?? siteName, email: host?.email ?? booking.customer_email },
    cancelled,
  });
  return [{ filename: "invite.ics", contentType: `text/calendar; charset=utf-8; method=${cancelled ? "CANCEL" : "REQUEST"}`, content }];
}

/** What a booking's e-mails announce besides a new booking: a move from another time, maybe with its reason. */
type Move = { from: Date; reason?: string };

/**
 * The guest's and the host's e-mails of a booked (or moved) meeting, each in their own zone and
 * language, each with the invite: the guest as they booked, the host in the type's zone and the
 * back office's language.
 */
async function sendBookingMail(organization: Organization, booking: repository.Booking, typeZone: string, links: GuestLinks, origin: string, move?: Move) {
  const host = await findProfile(organization.id, booking.host_user_id);
  const site = await siteOf(organization);
  const siteName = site.siteName;
  const guestZone = booking.guest_time_zone ?? typeZone;
  const locale = guestLocale(booking, site);
  const guestMeeting = { title: booking.title, when: whenIn(booking.scheduled_at, guestZone, locale), joinUrl: links.join_url, cancelUrl: links.cancel_url, rescheduleUrl: links.reschedule_url };
  const guestMail = move ? emailTemplates.booking_moved(siteName, { ...guestMeeting, before: whenIn(move.from, guestZone, locale), reason: move.reason }, locale) : emailTemplates.booking_confirmed(siteName, guestMeeting, locale);
  await sendMail({ organizationId: organization.id, kind: move ? "booking_moved" : "booking_confirmed", to: booking.customer_email, ...guestMail, attachments: inviteFile(booking, { siteName, host, zone: guestZone, joinUrl: links.join_url }) });
  if (host) {
    const hostUrl = `${origin}/admin/meetings`;
    const hostMeeting = { title: booking.title, when: whenIn(booking.scheduled_at, typeZone, adminLocale), guest: `${booking.customer_name} <${booking.customer_email}>`, hostUrl };
    const hostMail = move ? emailTemplates.booking_moved_for_host(siteName, { ...hostMeeting, before: whenIn(move.from, typeZone, adminLocale), reason: move.reason }) : emailTemplates.booking_for_host(siteName, hostMeeting);
    await sendMail({ organizationId: organization.id, kind: move ? "booking_moved" : "booking_for_host", to: host.email, ...hostMail, attachments: inviteFile(booking, { siteName, host, zone: typeZone, joinUrl: hostUrl }) });
  }
}

// ---------------------------------------------------------------- moving a booking (its guest, its host or an admin)

/**
 * The free times a booking may move to: its type's, with its own host only (a booking keeps its host,
 * like an invite keeps its organizer) and its own time counted free. A booking whose type was
 * removed or switched off cannot move.
 */
async function movingRules(organizationId: string, booking: repository.Booking): Promise<SlotRules> {
  const type = booking.meeting_type_id ? await repository.findMeetingType(organizationId, booking.meeting_type_id) : null;
  if (!type || !type.is_active) throw notFound(meetingMessages.typeNotFound);
  return { ...type, host_user_ids: [booking.host_user_id] };
}

/** Only a confirmed booking moves: one still waiting for its guest's confirmation, in its meeting, over or cancelled does not. */
async function movableBooking(organizationId: string, id: string, caller: BookingCaller) {
  const booking = await bookingFor(organizationId, id, caller);
  if (booking.status !== "confirmed") throw new AppError({ code: "conflict", message: meetingMessages.cannotMove(booking.status) });
  return booking;
}

/** The times a booking can move to, for `days` days from the date `from` (in its type's zone). */
export async function listRescheduleTimes(organizationId: string, id: string, caller: BookingCaller, from: string, days: number, now = new Date()) {
  const booking = await movableBooking(organizationId, id, caller);
  return freeTimes(await movingRules(organizationId, booking), from, days, now, booking.id);
}

/**
 * Moves a booking to another free time of its host (issue 33): the same booking, its calendar sequence
 * raised so that the invite both sides get replaces the one before in their calendars. The guest
 * keeps their links; the host side holds no key, so when it moves a booking the guest gets a new key
 * with the e-mail (their old links stop working: the new ones replace them, in the invite too).
 */
export async function reschedule(organization: Organization, id: string, input: { scheduled_at: string; reason?: string }, caller: BookingCaller, origin: string, now = new Date()) {
  const booking = await movableBooking(organization.id, id, caller);
  const rules = await movingRules(organization.id, booking);
  const start = new Date(input.scheduled_at);
  if (start.getTime() === booking.scheduled_at.getTime()) return booking;
  const end = new Date(start.getTime() + rules.duration_minutes * minute);
  const blockedUntil = new Date(end.getTime() + rules.buffer_minutes * minute);
  assertOffered(rules, start, await heldAround(rules, start, end, now, booking.id), now);
  await repository.releaseLapsedHolds(rules.host_user_ids, start, blockedUntil, now);

  const guestKept = isGuestKey(booking, caller.guestKey);
  const key = guestKept ? caller.guestKey! : randomBytes(24).toString("base64url");
  const moved = await repository.moveBooking(organization.id, id, booking.version, { scheduled_at: start, ends_at: end, blocked_until: blockedUntil, ...(guestKept ? {} : { guest_key_hash: hashOf(key) }) });
  if (moved === "taken") throw new AppError({ code: "conflict", message: meetingMessages.slotTaken });
  if (!moved) {
    // Changed meanwhile: cancelled, the guest arrived, or moved by the other side first.
    const current = await repository.findBooking(organization.id, id);
    throw current && current.status !== "confirmed" ? new AppError({ code: "conflict", message: meetingMessages.cannotMove(current.status) }) : versionConflict(current && bookingView(current));
  }
  publishBookingChange(organization.id, bookingView(moved));
  await sendBookingMail(organization, moved, rules.time_zone, guestLinks(origin, id, key), origin, { from: booking.scheduled_at, reason: input.reason || undefined });
  return moved;
}

// ---------------------------------------------------------------- the booking's life (guest, host, admins)

/** Who acts on a booking: its guest (by the key of their link), or a signed-in member. */
export type BookingCaller = { guestKey?: string; member?: { userId: string; isAdmin: boolean } };

const isHostSide = (booking: repository.Booking, caller: BookingCaller) => Boolean(caller.member && (caller.member.isAdmin || caller.member.userId === booking.host_user_id));

/** The booking, for its guest, its host or an admin; anyone else finds no such booking. */
export async function bookingFor(organizationId: string, id: string, caller: BookingCaller) {
  const booking = await repository.findBooking(organizationId, id);
  if (!booking || !(isGuestKey(booking, caller.guestKey) || isHostSide(booking, caller))) throw notFound(meetingMessages.bookingNotFound);
  return booking;
}

/**
 * What the host side may do (spec 000 §4): admit a waiting guest (in_progress), turn them away
 * (confirmed: their waiting room closes), send them back to the lobby (waiting), end (completed)
 * or cancel. The guest may only end a call they are in (leaving marks it completed).
 */
const hostMoves: Record<BookingStatus, BookingStatus[]> = {
  waiting: ["in_progress", "confirmed", "completed", "cancelled"],
  // confirmed: removed from the call (they may come back by their link, and wait to be admitted again).
  in_progress: ["waiting", "confirmed", "completed", "cancelled"],
  confirmed: ["completed", "cancelled"],
  scheduled: ["confirmed", "completed", "cancelled"],
  completed: [],
  cancelled: [],
};

async function move(organizationId: string, booking: repository.Booking, to: BookingStatus, waitingSince?: Date | null) {
  const moved = await repository.setBookingStatus(organizationId, booking.id, [booking.status], to, waitingSince);
  if (!moved) throw new AppError({ code: "conflict", message: meetingMessages.failed });
  publishBookingChange(organizationId, bookingView(moved));
  closeMediaToGuest(booking.status, moved);
  return moved;
}

/**
 * With a media server, what the call's room allows is enforced there too (decision 027): a guest
 * out of the call has their sessions ended, a meeting over has its room closed.
 */
function closeMediaToGuest(from: BookingStatus, moved: repository.Booking) {
  const media = mediaServer();
  if (!media) return;
  const work = isMeetingOver(moved) ? () => media.closeRoom(moved.id) : from === "in_progress" ? () => media.removeGuests(moved.id) : null;
  if (work) afterCommit(() => void work().catch((error: unknown) => log().error({ err: error }, "[meetings] the media server did not follow a status change")));
}

/**
 * A waiting guest is there while a page of theirs follows the booking: it says so every `renewMs`;
 * one unheard for `goneAfterMs` has left (a closed tab, a lost phone) and leaves the host's queue
 * within a minute (issue 33).
 */
export const guestPresence = { renewMs: 15_000, goneAfterMs: 30_000 };

/**
 * While a guest's page follows the booking (its event stream): their presence, renewed. Answers the
 * function to call when that stream ends: once they could be gone, a guest no page of theirs renewed
 * meanwhile (another tab, a reconnection) is sent out of the queue. Should this process stop first,
 * the installation's periodic job does it (`sendAwayLeftGuests`).
 */
export function followGuestPresence(organizationId: string, bookingId: string): () => void {
  const renew = () => inBackground(repository.markGuestSeen(organizationId, bookingId));
  renew();
  const renewal = setInterval(renew, guestPresence.renewMs);
  renewal.unref();
  return () => {
    clearInterval(renewal);
    setTimeout(() => inBackground(sendAwayLeftGuests(new Date(), { organizationId, id: bookingId })), guestPresence.goneAfterMs + 1_000).unref();
  };
}

/** Guests who left the waiting room without saying so: the booking is confirmed again, as when they leave by the button. */
export async function sendAwayLeftGuests(now = new Date(), only?: { organizationId: string; id: string }): Promise<void> {
  for (const booking of await repository.listLeftWaiting(new Date(now.getTime() - guestPresence.goneAfterMs), only)) {
    // Admitted or sent away meanwhile: nothing to do.
    await move(booking.organization_id, booking, "confirmed", null).catch((error: unknown) => {
      if (!(error instanceof AppError && error.code === "conflict")) throw error;
    });
  }
}

export async function setStatus(organization: Organization, id: string, status: BookingStatus, caller: BookingCaller, origin: string, reason?: string) {
  const booking = await bookingFor(organization.id, id, caller);
  const allowed = isHostSide(booking, caller) ? hostMoves[booking.status] : booking.status === "in_progress" ? ["completed"] : [];
  if (booking.status === status) return booking;
  if (!allowed.includes(status)) throw new AppError({ code: "conflict", message: meetingMessages.statusChange(booking.status, status) });
  const moved = await move(organization.id, booking, status, status === "waiting" ? new Date() : status === "in_progress" ? undefined : null);
  if (status === "cancelled") await sendCancellation(organization, moved, origin, reason);
  return moved;
}

/**
 * The guest arrives at the join link: they wait (a host always skips the lobby; a guest never does).
 * Their key proves the e-mail reached them, so a booking still waiting for them is confirmed first.
 */
export async function enterWaitingRoom(organization: Organization, id: string, guestKey: string | undefined, origin: string) {
  // With no session in the caller, only the guest's key finds the booking.
  const booking = await confirmBooking(organization, id, guestKey, origin);
  if (booking.status === "confirmed" || booking.status === "scheduled") return move(organization.id, booking, "waiting", new Date());
  return booking;
}

/** The guest leaves the waiting room: confirmed again; a meeting already completed or cancelled answers as it is. */
export async function leaveWaitingRoom(organizationId: string, id: string, guestKey: string | undefined) {
  const booking = await bookingFor(organizationId, id, { guestKey });
  if (booking.status !== "waiting") return booking;
  return move(organizationId, booking, "confirmed", null);
}

/** Cancels by the guest's link, or by the host side; both get the cancellation with an invite that removes it. */
export async function cancelBooking(organization: Organization, id: string, caller: BookingCaller, origin: string) {
  const booking = await bookingFor(organization.id, id, caller);
  if (booking.status === "cancelled") return booking;
  if (booking.status === "completed") throw new AppError({ code: "conflict", message: meetingMessages.statusChange(booking.status, "cancelled") });
  const cancelled = await move(organization.id, booking, "cancelled", null);
  // A booking nobody confirmed put nothing in any calendar: there is nothing to take out.
  if (!booking.hold_until) await sendCancellation(organization, cancelled, origin);
  return cancelled;
}

async function sendCancellation(organization: Organization, booking: repository.Booking, origin: string, reason?: string) {
  const type = booking.meeting_type_id ? await repository.findMeetingType(organization.id, booking.meeting_type_id) : null;
  const zone = hostZone(type, booking);
  const site = await siteOf(organization);
  const siteName = site.siteName;
  const host = await findProfile(organization.id, booking.host_user_id);
  // Each in their own zone and language, the invite too: the guest as they booked, the host in the type's zone and the back office's language.
  const recipients = [{ to: booking.customer_email, zone: booking.guest_time_zone ?? zone, locale: guestLocale(booking, site) }, ...(host ? [{ to: host.email, zone, locale: adminLocale }] : [])];
  for (const { to, zone: theirs, locale } of recipients) {
    const mail = emailTemplates.booking_cancelled(siteName, { title: booking.title, when: whenIn(booking.scheduled_at, theirs, locale), reason }, locale);
    const attachments = inviteFile(booking, { siteName, host, zone: theirs, joinUrl: `${origin}/meet/${booking.id}`, cancelled: true });
    await sendMail({ organizationId: organization.id, kind: "booking_cancelled", to, ...mail, attachments });
  }
}

/**
 * A room token for the booking's call (spec 000 §7 `launch-video`, decision 8): the host side gets one
 * whenever the meeting is not over (a host always skips the lobby; with `updateStatus` a waiting guest
 * is admitted as the host starts); a guest only once admitted (in_progress), never before.
 */
export async function launchVideo(organizationId: string, id: string, caller: BookingCaller, updateStatus: boolean) {
  let booking = await bookingFor(organizationId, id, caller);
  if (isMeetingOver(booking)) throw new AppError({ code: "conflict", message: meetingMessages.meetingOver });
  const host = isHostSide(booking, caller) ? caller.member : undefined;
  if (host) {
    if (updateStatus && booking.status === "waiting") booking = await move(organizationId, booking, "in_progress");
  } else if (booking.status !== "in_progress") throw new AppError({ code: "conflict", message: meetingMessages.notAdmitted });
  return { success: true as const, error: null, ...(await roomAccess(booking.id, host ? `host:${host.userId}` : "guest")) };
}

/** What opens the booking's call to one participant: the token, and the STUN and TURN servers to use. */
async function roomAccess(bookingId: string, participant: string) {
  return {
    token: await mintRoomToken({ bookingId, participant }),
    room_name: roomNameOf(bookingId),
    participant,
    ice_servers: iceServersFor(participant),
    media: mediaServer() ? ("media-server" as const) : ("peer-to-peer" as const),
  };
}

/**
 * The guest's room access handed over with the admission itself, on the stream of their booking's
 * changes (which their key opened), so that their call starts without asking launch-video first.
 */
export const guestRoomAccess = (booking: { id: string; status: string }) => (booking.status === "in_progress" ? roomAccess(booking.id, "guest") : Promise.resolve(null));

export const isMeetingOver = (booking: { status: string }) => booking.status === "completed" || booking.status === "cancelled";

/** Whether a participant may be in the booking's call now: the host side until it is over, the guest while admitted. */
export const mayBeInCall = (participant: string, booking: { status: string }) => !isMeetingOver(booking) && (participant !== "guest" || booking.status === "in_progress");

/**
 * The booking's call for the holder of a room token (decision 8): a token of another booking, forged
 * or expired finds nothing; a guest sent back to the lobby, or a meeting over, is refused.
 */
export async function roomFor(organizationId: string, bookingId: string, token: string | undefined) {
  const claims = token ? await verifyRoomToken(token, bookingId) : null;
  const booking = claims ? await repository.findBooking(organizationId, bookingId) : null;
  if (!claims || !booking) throw notFound(meetingMessages.bookingNotFound);
  if (!mayBeInCall(claims.participant, booking)) throw new AppError({ code: "conflict", message: isMeetingOver(booking) ? meetingMessages.meetingOver : meetingMessages.notAdmitted });
  return { booking: bookingView(booking), participant: claims.participant };
}


/**
 * The host side's list: bookings between two instants (default: today and tomorrow, UTC), and
 * every guest waiting whatever the day of their meeting, soonest first; an admin sees the
 * organization's, a member who hosts sees their own.
 */
export function listBookings(organizationId: string, viewer: { userId: string; isAdmin: boolean }, { from, to }: { from?: string; to?: string } = {}, now = new Date()) {
  const start = from ? new Date(from) : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const end = to ? new Date(to) : new Date(start.getTime() + 2 * day);
  return repository.listBookings(organizationId, start, end, now, viewer.isAdmin ? undefined : viewer.userId);
}

/** A booking as the API answers it (spec 000 §3 "Booking"). */
export function bookingView(booking: repository.Booking) {
  return {
    id: booking.id,
    title: booking.title,
    status: booking.status,
    waiting_since: booking.waiting_since?.toISOString() ?? null,
    hold_until: booking.hold_until?.toISOString() ?? null,
    scheduled_at: booking.scheduled_at.toISOString(),
    ends_at: booking.ends_at.toISOString(),
    customer_name: booking.customer_name,
    meeting_type: { name: booking.meeting_type_name },
    host_user_id: booking.host_user_id,
  };
}

/** Its texts that carry translations (Global Settings shows how much of each language they cover). */
export { meetingTranslationSources } from "./meetings.repository";
