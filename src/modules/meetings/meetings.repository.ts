import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import { db } from "@/server/db/client";
import { atVersion, nextVersion } from "@/server/db/columns";
import { isDeadlock, isExclusionViolation } from "@/server/db/errors";
import { bookings, meetingTypes, type BookingStatus } from "./meetings.schema";
import type { TranslatedSource } from "@/server/db/translation-coverage";

export type MeetingType = typeof meetingTypes.$inferSelect;
export type Booking = typeof bookings.$inferSelect;
type MeetingTypeValues = Omit<typeof meetingTypes.$inferInsert, "id" | "organization_id" | "version" | "created_at" | "updated_at">;

export async function listMeetingTypes(organizationId: string, activeOnly: boolean): Promise<MeetingType[]> {
  return (await db())
    .select()
    .from(meetingTypes)
    .where(and(eq(meetingTypes.organization_id, organizationId), activeOnly ? eq(meetingTypes.is_active, true) : undefined))
    .orderBy(asc(meetingTypes.order), asc(meetingTypes.created_at), asc(meetingTypes.id));
}

export async function findMeetingType(organizationId: string, id: string): Promise<MeetingType | null> {
  const [row] = await (await db()).select().from(meetingTypes).where(and(eq(meetingTypes.organization_id, organizationId), eq(meetingTypes.id, id)));
  return row ?? null;
}

export async function insertMeetingType(organizationId: string, values: MeetingTypeValues): Promise<MeetingType> {
  const [row] = await (await db()).insert(meetingTypes).values({ ...values, organization_id: organizationId }).returning();
  return row!;
}

/** Null when the type is gone, or not at `version` any more. */
export async function updateMeetingType(organizationId: string, id: string, values: Partial<MeetingTypeValues>, version?: number): Promise<MeetingType | null> {
  const [row] = await (await db())
    .update(meetingTypes)
    .set({ ...values, version: nextVersion(meetingTypes.version), updated_at: new Date() })
    .where(and(eq(meetingTypes.organization_id, organizationId), eq(meetingTypes.id, id), atVersion(meetingTypes.version, version)))
    .returning();
  return row ?? null;
}

export async function deleteMeetingType(organizationId: string, id: string): Promise<boolean> {
  const deleted = await (await db())
    .delete(meetingTypes)
    .where(and(eq(meetingTypes.organization_id, organizationId), eq(meetingTypes.id, id)))
    .returning({ id: meetingTypes.id });
  return deleted.length > 0;
}

/** A booking that holds its time at `now`: not cancelled, and confirmed or within its hold. */
const holdsTime = (now: Date) => and(ne(bookings.status, "cancelled"), or(isNull(bookings.hold_until), gt(bookings.hold_until, now)));

/**
 * The bookings that hold any of these hosts' time between two instants at `now`; `except` leaves one
 * booking out (one being moved: its own time is free to it).
 */
export async function heldTimes(hostIds: string[], from: Date, to: Date, now: Date, except?: string) {
  if (hostIds.length === 0) return [];
  return (await db())
    .select({ host_user_id: bookings.host_user_id, meeting_type_id: bookings.meeting_type_id, scheduled_at: bookings.scheduled_at, blocked_until: bookings.blocked_until })
    .from(bookings)
    .where(and(inArray(bookings.host_user_id, hostIds), holdsTime(now), lt(bookings.scheduled_at, to), sql`${bookings.blocked_until} > ${from}`, except ? ne(bookings.id, except) : undefined));
}

/**
 * Releases (cancels) the unconfirmed bookings of these hosts whose hold lapsed by `now` and whose
 * time meets [from, to): the database's exclusion constraint still counts them until then.
 */
export async function releaseLapsedHolds(hostIds: string[], from: Date, to: Date, now: Date): Promise<void> {
  if (hostIds.length === 0) return;
  await (await db())
    .update(bookings)
    .set({ status: "cancelled", version: nextVersion(bookings.version), updated_at: now })
    .where(and(inArray(bookings.host_user_id, hostIds), eq(bookings.status, "scheduled"), lte(bookings.hold_until, now), lt(bookings.scheduled_at, to), sql`${bookings.blocked_until} > ${from}`));
}

/**
 * The guest confirms a booking that waits for them: it holds its time from now on. A hold that
 * lapsed takes its time back if nobody booked it meanwhile; "taken" when somebody did.
 */
export async function confirmHold(organizationId: string, id: string, now: Date): Promise<Booking | "taken" | null> {
  try {
    const [row] = await (await db())
      .update(bookings)
      .set({ status: "confirmed", hold_until: null, version: nextVersion(bookings.version), updated_at: now })
      .where(and(eq(bookings.organization_id, organizationId), eq(bookings.id, id), isNotNull(bookings.hold_until), inArray(bookings.status, ["scheduled", "cancelled"])))
      .returning();
    return row ?? null;
  } catch (error) {
    if (isExclusionViolation(error)) return "taken";
    throw error;
  }
}

/**
 * Inserts a booking, or null when the host's time is taken (the exclusion constraint of migration 0007).
 * Visitors taking one time at once can deadlock while PostgreSQL checks the constraint (seen with 20 at
 * once): the insert it aborts runs again and then meets the other's row; still deadlocked after three
 * tries, the time is as good as taken.
 */
export async function insertBooking(values: Omit<typeof bookings.$inferInsert, "id" | "version" | "created_at" | "updated_at">): Promise<Booking | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      const [row] = await (await db()).insert(bookings).values(values).returning();
      return row!;
    } catch (error) {
      if (isExclusionViolation(error)) return null;
      if (isDeadlock(error)) {
        if (attempt === 3) return null;
        continue;
      }
      throw error;
    }
  }
}

export async function findBooking(organizationId: string, id: string): Promise<Booking | null> {
  const [row] = await (await db()).select().from(bookings).where(and(eq(bookings.organization_id, organizationId), eq(bookings.id, id)));
  return row ?? null;
}

/**
 * Moves a booking from one of `from` to `status`; null when it was in none of them (someone changed
 * it first). Whoever moves it has it in hand: a hold it had ends. A cancellation raises the booking's
 * calendar sequence in the same statement, so the CANCEL it sends supersedes every invite before it.
 */
export async function setBookingStatus(organizationId: string, id: string, from: readonly BookingStatus[], status: BookingStatus, waitingSince?: Date | null): Promise<Booking | null> {
  const [row] = await (await db())
    .update(bookings)
    .set({
      status,
      hold_until: null,
      // A guest who starts waiting is there now; their page says so again while it stays open.
      ...(waitingSince === undefined ? {} : { waiting_since: waitingSince, ...(waitingSince ? { guest_seen_at: waitingSince } : {}) }),
      ...(status === "cancelled" ? { sequence: sql`${bookings.sequence} + 1` } : {}),
      version: nextVersion(bookings.version),
      updated_at: new Date(),
    })
    .where(and(eq(bookings.organization_id, organizationId), eq(bookings.id, id), inArray(bookings.status, [...from])))
    .returning();
  return row ?? null;
}

/** A booking's new time, and the guest's new key when the host side moved it (the e-mail carries new links). */
export type NewTime = { scheduled_at: Date; ends_at: Date; blocked_until: Date; guest_key_hash?: string };

/**
 * Moves a confirmed booking to a new time, raising its calendar sequence so that the invite it sends
 * replaces the one before; "taken" when the host's time was booked meanwhile (the exclusion constraint),
 * null when the booking is no longer confirmed at `version`.
 */
export async function moveBooking(organizationId: string, id: string, version: number, to: NewTime): Promise<Booking | "taken" | null> {
  try {
    const [row] = await (await db())
      .update(bookings)
      .set({ ...to, sequence: sql`${bookings.sequence} + 1`, version: nextVersion(bookings.version), updated_at: new Date() })
      .where(and(eq(bookings.organization_id, organizationId), eq(bookings.id, id), eq(bookings.status, "confirmed"), eq(bookings.version, version)))
      .returning();
    return row ?? null;
  } catch (error) {
    if (isExclusionViolation(error)) return "taken";
    throw error;
  }
}

/**
 * `hostUserId`: only that host's bookings (a member who hosts); without it, all of them (an admin).
 * Unconfirmed bookings whose hold lapsed are left out: nobody ever meant to come to them.
 */
export async function listBookings(organizationId: string, from: Date, to: Date, now: Date, hostUserId?: string): Promise<Booking[]> {
  const notLapsed = or(isNull(bookings.hold_until), and(ne(bookings.status, "cancelled"), gt(bookings.hold_until, now)));
  return (await db())
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.organization_id, organizationId),
        // A guest waiting is in the queue whatever day their meeting is (an early arrival for Monday).
        or(and(gte(bookings.scheduled_at, from), lt(bookings.scheduled_at, to)), eq(bookings.status, "waiting")),
        notLapsed,
        hostUserId ? eq(bookings.host_user_id, hostUserId) : undefined,
      ),
    )
    .orderBy(asc(bookings.scheduled_at), asc(bookings.id));
}

/** The booking's guest has a page of it open now (its event stream, every `guestPresence.renewMs`). */
export async function markGuestSeen(organizationId: string, id: string, now = new Date()): Promise<void> {
  await (await db()).update(bookings).set({ guest_seen_at: now }).where(and(eq(bookings.organization_id, organizationId), eq(bookings.id, id)));
}

/** Waiting bookings whose guest's page has not been heard from since `before` (one booking's, or any organization's). */
export async function listLeftWaiting(before: Date, only?: { organizationId: string; id: string }): Promise<Booking[]> {
  return (await db())
    .select()
    .from(bookings)
    .where(and(eq(bookings.status, "waiting"), sql`coalesce(${bookings.guest_seen_at}, ${bookings.waiting_since}) < ${before.toISOString()}`, only ? and(eq(bookings.organization_id, only.organizationId), eq(bookings.id, only.id)) : undefined));
}

/** Meeting types' texts that carry translations, for Global Settings' coverage of each language. */
export const meetingTranslationSources = (organizationId: string): TranslatedSource[] => [
  {
    kind: "meeting type",
    table: meetingTypes,
    where: and(eq(meetingTypes.organization_id, organizationId), eq(meetingTypes.is_active, true))!,
    label: meetingTypes.name,
    path: sql`'/book'`,
    texts: [[meetingTypes.name, meetingTypes.name_translation], [meetingTypes.description, meetingTypes.description_translation]],
  },
];
