import type { Messages } from "@/lib/i18n/catalogues";
import { messagesOf } from "@/lib/i18n/translator";

/**
 * The users' words for tickets (Contact, /account/profile/tickets): the `tickets` catalogue. Client
 * components import only the types of this module and take the strings as props (decision 013).
 */
export type TicketStrings = Messages["tickets"];

/** What a ticket's thread shows; the admins' modal passes its own English words of the same shape. */
export type ThreadText = Pick<TicketStrings, "loading" | "statusOpen" | "statusAnswered" | "statusClosed" | "staff" | "reply" | "sendReply" | "closeTicket" | "reopenTicket">;

/** The Contact modal's words: the shell passes only these to every page. */
export const contactKeys = ["contactTitle", "contactDescription", "subject", "message", "send", "sending", "sent", "viewTickets", "close"] as const;
export type ContactText = Pick<TicketStrings, (typeof contactKeys)[number]>;

export function ticketStringsFor(locale: string): TicketStrings {
  return messagesOf(locale, "tickets");
}

export function contactTextFor(locale: string): ContactText {
  const strings = ticketStringsFor(locale);
  return Object.fromEntries(contactKeys.map((key) => [key, strings[key]])) as ContactText;
}
