const minute = 60 * 1000;
const day = 24 * 60 * minute;

/** A month counts 30 days and a year 365 (spec 001 §9). */
const unitLength = { minute, hour: 60 * minute, day, month: 30 * day, year: 365 * day } as const;

/** "3 days", "1 hour", "12 months", "2 years" (001 §5); anything else means the default of 1 minute. */
export const dismissalDurationPattern = /^\s*(\d+(?:\.\d+)?)\s*(minute|hour|day|month|year)s?\s*$/i;

/** Ours: a dismissal lasts at most 100 years, so that no text can overflow a date. */
const longest = 100 * unitLength.year;

/** The length of a banner dismissal in milliseconds: the text's if it reads as one, otherwise 1 minute. */
export function dismissalDurationMs(text: string | null | undefined): number {
  const match = dismissalDurationPattern.exec(text ?? "");
  if (!match) return minute;
  const unit = match[2]!.toLowerCase() as keyof typeof unitLength;
  return Math.min(Number(match[1]) * unitLength[unit], longest);
}
