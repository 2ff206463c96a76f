import type { TicketStatusDto } from "../tickets.queries";
import type { ThreadText } from "./ticket-strings";

/** A status in the reader's words. */
export function statusLabel(text: Pick<ThreadText, "statusOpen" | "statusAnswered" | "statusClosed">, status: TicketStatusDto): string {
  return { open: text.statusOpen, answered: text.statusAnswered, closed: text.statusClosed }[status];
}

/** A date and time in the page's language (the API's ISO string). */
export const formatWhen = (iso: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
