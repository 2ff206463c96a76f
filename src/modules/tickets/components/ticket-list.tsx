import type { TicketDto } from "../tickets.queries";
import { formatWhen, statusLabel } from "./ticket-status";
import type { ThreadText } from "./ticket-strings";

type ListText = Pick<ThreadText, "statusOpen" | "statusAnswered" | "statusClosed"> & { lastMessage: string };

/** Tickets as buttons that open their thread: subject, status, when the last message came (and who asked, for admins). */
export function TicketList({ tickets, text, locale, onOpen, showAsker = false }: { tickets: TicketDto[]; text: ListText; locale: string; onOpen: (id: string) => void; showAsker?: boolean }) {
  return (
    <ul className="divide-y divide-gray-200 rounded-lg ring-1 ring-gray-200">
      {tickets.map((ticket) => (
        <li key={ticket.id}>
          <button type="button" onClick={() => onOpen(ticket.id)} className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-left hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-sky-700">
            <span className="min-w-0 flex-1 font-medium break-words text-gray-900">{ticket.subject}</span>
            <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-800">{statusLabel(text, ticket.status)}</span>
            <span className="w-full text-xs text-gray-700">
              {showAsker && `${ticket.user.name} <${ticket.user.email}> · `}
              {text.lastMessage}: <time dateTime={ticket.last_message_at}>{formatWhen(ticket.last_message_at, locale)}</time>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
