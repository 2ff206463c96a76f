"use client";

// The admins' Tickets modal (spec 001 §2), loaded only when an admin clicks Tickets in the Admin panel,
// which the shell shows once its session check says admin. Admin text is English (decision 019).
import { useId, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { Notice } from "@/components/ui/notice";
import { QueryProvider } from "@/components/ui/query-provider";
import { useInbox, type TicketStatusDto } from "../tickets.queries";
import { TicketList } from "./ticket-list";
import { TicketThread } from "./ticket-thread";
import inboxText from "@/messages/en/admin/ticketsInbox.json";

const filters: { value: TicketStatusDto | ""; label: string }[] = [
  { value: "", label: inboxText.all },
  { value: "open", label: inboxText.statusOpen },
  { value: "answered", label: inboxText.statusAnswered },
  { value: "closed", label: inboxText.statusClosed },
];

export default function TicketsInboxModal({ locale, openFirst = null, onClose }: { locale: string; openFirst?: string | null; onClose: () => void }) {
  return (
    <QueryProvider>
      <Dialog open onOpenChange={(open) => !open && onClose()} title={inboxText.title} movable initialSize={{ width: 760 }}>
        <Inbox locale={locale} openFirst={openFirst} />
      </Dialog>
    </QueryProvider>
  );
}

function Inbox({ locale, openFirst }: { locale: string; openFirst: string | null }) {
  const [status, setStatus] = useState<TicketStatusDto | "">("open");
  const [openId, setOpenId] = useState<string | null>(openFirst);
  const tickets = useInbox(status || undefined);
  const filterId = useId();
  if (openId)
    return (
      <div className="space-y-4">
        <button type="button" onClick={() => setOpenId(null)} className="text-sm font-semibold text-sky-700 hover:underline">
          ← {inboxText.back}
        </button>
        <TicketThread id={openId} text={inboxText} locale={locale} />
      </div>
    );
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-2">
        <label htmlFor={filterId} className="text-sm font-medium text-gray-800">
          {inboxText.filter}
        </label>
        <select id={filterId} value={status} onChange={(event) => setStatus(filters.find((filter) => filter.value === event.target.value)?.value ?? "")} className="rounded-lg border border-gray-300 px-2 py-1.5 text-sm">
          {filters.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {filter.label}
            </option>
          ))}
        </select>
      </div>
      {tickets.isPending ? (
        <p role="status">{inboxText.loading}</p>
      ) : tickets.isError ? (
        <Notice tone="error">{tickets.error.message}</Notice>
      ) : tickets.data.length === 0 ? (
        <p className="text-gray-700">{inboxText.empty}</p>
      ) : (
        <TicketList tickets={tickets.data} text={inboxText} locale={locale} onOpen={setOpenId} showAsker />
      )}
    </div>
  );
}
