import { TZDate } from "@date-fns/tz";

const two = (value: number) => String(value).padStart(2, "0");

/** An instant as a `datetime-local` input shows it in `zone` ("2030-01-31T09:30"); "" for none. */
export function toZonedInput(instant: string | null | undefined, zone: string): string {
  if (!instant) return "";
  const local = new TZDate(Date.parse(instant), zone);
  return `${local.getFullYear()}-${two(local.getMonth() + 1)}-${two(local.getDate())}T${two(local.getHours())}:${two(local.getMinutes())}`;
}

/** A `datetime-local` input's value read as a wall time in `zone`, as an ISO instant; null when empty. */
export function fromZonedInput(value: string, zone: string): string | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!parts) return null;
  const [year, month, day, hours, minutes] = parts.slice(1).map(Number) as [number, number, number, number, number];
  return new Date(new TZDate(year, month - 1, day, hours, minutes, zone).getTime()).toISOString();
}
