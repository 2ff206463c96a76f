import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "@/modules/identity/identity.schema";
import { organizationColumn } from "@/modules/organizations/organizations.schema";
import { timestamps, versionColumn } from "@/server/db/columns";
import type { BookingStatus } from "./meetings.validation";

/** Opening hours of one weekday, in the meeting type's zone ("09:00" to "17:00"). */
export interface TimeRange {
  start: string;
  end: string;
}

/** Weekly availability: for each weekday (mon … sun) its ranges; a day that is absent or empty is closed. */
export type WeeklyAvailability = Partial<Record<"mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun", TimeRange[]>>;

/** What a visitor can book (issue 14): a duration with its hosts and their hours. */
export const meetingTypes = pgTable(
  "meeting_types",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organization_id: organizationColumn(),
    name: text("name").notNull(),
    description: text("description"),
    /** Ours (issue 33): the name and description in the site's other languages (none: the base text). */
    name_translation: jsonb("name_translation").$type<Record<string, string>>().notNull().default({}),
    description_translation: jsonb("description_translation").$type<Record<string, string>>().notNull().default({}),
    duration_minutes: integer("duration_minutes").notNull(),
    /** Who takes these meetings: members of the organization; a booking goes to the first one free. */
    host_user_ids: text("host_user_ids").array().notNull().default([]),
    /** The IANA zone the availability is written in (Europe/Madrid). */
    time_zone: text("time_zone").notNull().default("UTC"),
    availability: jsonb("availability").$type<WeeklyAvailability>().notNull().default({}),
    /** Kept free after each meeting of this type. */
    buffer_minutes: integer("buffer_minutes").notNull().default(0),
    /** How long before its start a time can still be booked. */
    minimum_notice_minutes: integer("minimum_notice_minutes").notNull().default(0),
    /** At most this many bookings of the type a day (in its zone); null: no limit. */
    daily_limit: integer("daily_limit"),
    is_active: boolean("is_active").notNull().default(true),
    order: integer("order").notNull().default(0),
    version: versionColumn(),
    ...timestamps(),
  },
  (table) => [index("meeting_types_organization_idx").on(table.organization_id, table.order)],
);

export { bookingStatuses, type BookingStatus } from "./meetings.validation";

/**
 * A booked meeting (spec 000 §3 "Booking"). `blocked_until` is its end plus the type's buffer: the
 * database refuses two bookings of one host whose [scheduled_at, blocked_until) overlap (an
 * exclusion constraint, migration 0007), so two visitors taking the same time end with one booking.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organization_id: organizationColumn(),
    meeting_type_id: uuid("meeting_type_id").references(() => meetingTypes.id, { onDelete: "set null" }),
    meeting_type_name: text("meeting_type_name").notNull(),
    host_user_id: text("host_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    status: text("status").$type<BookingStatus>().notNull().default("confirmed"),
    customer_name: text("customer_name").notNull(),
    customer_email: text("customer_email").notNull(),
    /** The zone the guest booked in: their e-mails give times in it (null: the type's zone). */
    guest_time_zone: text("guest_time_zone"),
    /** The language of the page the guest booked on: their e-mails are written in it (null: the site's default). */
    guest_locale: text("guest_locale"),
    scheduled_at: timestamp("scheduled_at", { withTimezone: true }).notNull(),
    ends_at: timestamp("ends_at", { withTimezone: true }).notNull(),
    blocked_until: timestamp("blocked_until", { withTimezone: true }).notNull(),
    waiting_since: timestamp("waiting_since", { withTimezone: true }),
    /** When a waiting guest's page last said it is still open (its event stream): one not heard from for a while has left. */
    guest_seen_at: timestamp("guest_seen_at", { withTimezone: true }),
    /**
     * A visitor's booking holds its time only until then unless its guest confirms it from their
     * e-mail (issue 29): null once confirmed, or for a booking the team made. A hold that lapsed
     * keeps its instant while the booking is released (cancelled), so a late confirmation can
     * take the time back if nobody else has.
     */
    hold_until: timestamp("hold_until", { withTimezone: true }),
    /** SHA-256 of the guest's key (in the join and cancel links); the key itself is never stored. */
    guest_key_hash: text("guest_key_hash").notNull(),
    /**
     * The booking's revision in calendars (RFC 5545 SEQUENCE): raised by the same statement as each
     * change its invites announce (a cancellation), so the later invite supersedes the earlier.
     */
    sequence: integer("sequence").notNull().default(0),
    version: versionColumn(),
    ...timestamps(),
  },
  (table) => [
    index("bookings_organization_idx").on(table.organization_id, table.scheduled_at),
    index("bookings_host_idx").on(table.host_user_id, table.scheduled_at).where(sql`${table.status} <> 'cancelled'`),
  ],
);
