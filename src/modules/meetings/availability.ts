import { TZDate } from "@date-fns/tz";
import type { WeeklyAvailability } from "./meetings.schema";

export const weekdays = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

/** What decides a meeting type's free times. */
export interface SlotRules {
  id: string;
  duration_minutes: number;
  buffer_minutes: number;
  minimum_notice_minutes: number;
  daily_limit: number | null;
  time_zone: string;
  availability: WeeklyAvailability;
  host_user_ids: string[];
}

/** A booking that holds a host's time: [scheduled_at, blocked_until). */
export interface HeldTime {
  host_user_id: string;
  meeting_type_id: string | null;
  scheduled_at: Date;
  blocked_until: Date;
}

const minute = 60_000;

/** "09:30" → [9, 30]. */
const hoursAndMinutes = (time: string): [number, number] => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return [hours, minutes];
};

/** The instant a wall-clock time on a date has in a zone (DST included: TZDate resolves it). */
export function zonedInstant(date: { year: number; month: number; day: number }, time: string, zone: string): Date {
  const [hours, minutes] = hoursAndMinutes(time);
  return new Date(new TZDate(date.year, date.month - 1, date.day, hours, minutes, zone).getTime());
}

/** A date (YYYY-MM-DD) as it reads in the zone at an instant. */
export function zonedDate(instant: Date, zone: string): string {
  const local = new TZDate(instant.getTime(), zone);
  return `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, "0")}-${String(local.getDate()).padStart(2, "0")}`;
}

const overlaps = (start: Date, end: Date, held: HeldTime) => start < held.blocked_until && held.scheduled_at < end;

/** The hosts free for a meeting starting at `start`, in the type's order. */
export function freeHosts(rules: SlotRules, start: Date, held: HeldTime[]): string[] {
  const end = new Date(start.getTime() + (rules.duration_minutes + rules.buffer_minutes) * minute);
  return rules.host_user_ids.filter((host) => !held.some((time) => time.host_user_id === host && overlaps(start, end, time)));
}

/**
 * The times a visitor can book, as instants, for `days` days from the date `from` (in the type's
 * zone): each opening range cut into meetings of the type's length, none starting sooner than the
 * notice allows, on days under the daily limit, where at least one host has the meeting and its
 * buffer free.
 */
export function freeSlots(rules: SlotRules, held: HeldTime[], from: string, days: number, now: Date): Date[] {
  const [year = 1970, month = 1, first = 1] = from.split("-").map(Number);
  const earliest = now.getTime() + rules.minimum_notice_minutes * minute;
  const slots: Date[] = [];
  for (let offset = 0; offset < days; offset++) {
    // Noon UTC of the date: its calendar date and weekday are the same in every zone.
    const noon = new Date(Date.UTC(year, month - 1, first + offset, 12));
    const date = { year: noon.getUTCFullYear(), month: noon.getUTCMonth() + 1, day: noon.getUTCDate() };
    const dateText = `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
    const ofThisType = held.filter((time) => time.meeting_type_id === rules.id && zonedDate(time.scheduled_at, rules.time_zone) === dateText);
    if (rules.daily_limit !== null && ofThisType.length >= rules.daily_limit) continue;
    for (const range of rules.availability[weekdays[noon.getUTCDay()]!] ?? []) {
      const opens = zonedInstant(date, range.start, rules.time_zone).getTime();
      const closes = zonedInstant(date, range.end, rules.time_zone).getTime();
      for (let start = opens; start + rules.duration_minutes * minute <= closes; start += rules.duration_minutes * minute) {
        if (start < earliest) continue;
        const at = new Date(start);
        if (freeHosts(rules, at, held).length > 0) slots.push(at);
      }
    }
  }
  return slots;
}
