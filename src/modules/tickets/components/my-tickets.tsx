"use client";

import { useState } from "react";
import { Notice } from "@/components/ui/notice";
import { QueryProvider } from "@/components/ui/query-provider";
import { useMyTickets } from "../tickets.queries";
import { TicketList } from "./ticket-list";
import { TicketThread } from "./ticket-thread";
import type { TicketStrings } from "./ticket-strings";

interface MyTicketsProps {
  text: TicketStrings;
  locale: string;
  /** The ticket to open first (`?ticket=` from an answer's e-mail). */
  openFirst?: string | null;
}

/** /account/profile/tickets: the member's tickets, each opening its thread. */
export function MyTickets(props: MyTicketsProps) {
  return (
    <QueryProvider>
      <MyTicketsView {...props} />
    </QueryProvider>
  );
}

function MyTicketsView({ text, locale, openFirst = null }: MyTicketsProps) {
  const tickets = useMyTickets();
  const [openId, setOpenId] = useState<string | null>(openFirst);
  if (openId)
    return (
      <div className="space-y-4">
        <button type="button" onClick={() => setOpenId(null)} className="text-sm font-semibold text-sky-700 hover:underline">
          ← {text.backToTickets}
        </button>
        <TicketThread id={openId} text={text} locale={locale} />
      </div>
    );
  if (tickets.isPending) return <p role="status">{text.loading}</p>;
  if (tickets.isError) return <Notice tone="error">{tickets.error.message}</Notice>;
  if (tickets.data.length === 0) return <p className="text-gray-700">{text.empty}</p>;
  return <TicketList tickets={tickets.data} text={text} locale={locale} onOpen={setOpenId} />;
}
