"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { isConflictError } from "@/lib/api-client";
import { ticketKeys, useReplyToTicket, useSetTicketStatus, useTicket, type TicketWithMessagesDto } from "../tickets.queries";
import { formatWhen, statusLabel } from "./ticket-status";
import type { ThreadText } from "./ticket-strings";

/**
 * One ticket's conversation, for its user (/account/profile/tickets) and for the admins (Tickets
 * modal): the messages as plain text, a reply box, and Close / Open again.
 */
export function TicketThread({ id, text, locale }: { id: string; text: ThreadText; locale: string }) {
  const thread = useTicket(id);
  if (thread.isPending) return <p role="status">{text.loading}</p>;
  if (thread.isError) return <Notice tone="error">{thread.error.message}</Notice>;
  return <Thread ticket={thread.data} text={text} locale={locale} />;
}

function Thread({ ticket, text, locale }: { ticket: TicketWithMessagesDto; text: ThreadText; locale: string }) {
  const client = useQueryClient();
  const reply = useReplyToTicket();
  const status = useSetTicketStatus();
  const [body, setBody] = useState("");
  const replyId = useId();
  const closed = ticket.status === "closed";

  function send(event: FormEvent) {
    event.preventDefault();
    reply.mutate({ id: ticket.id, body }, { onSuccess: () => setBody("") });
  }

  function toggle() {
    status.mutate(
      { id: ticket.id, status: closed ? "open" : "closed", version: ticket.version },
      // Someone changed it meanwhile: show it as it now is; the message says why nothing happened.
      { onError: (error) => isConflictError<TicketWithMessagesDto>(error) && client.setQueryData(ticketKeys.thread(ticket.id), error.current) },
    );
  }

  const failure = reply.error ?? status.error;
  return (
    <article aria-labelledby={`${replyId}-subject`} className="space-y-4">
      <header className="flex flex-wrap items-center gap-2">
        <h3 id={`${replyId}-subject`} className="text-lg font-semibold break-words text-gray-900">
          {ticket.subject}
        </h3>
        <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-800">{statusLabel(text, ticket.status)}</span>
      </header>
      <ol className="space-y-3">
        {ticket.messages.map((message) => (
          <li key={message.id} className={`rounded-lg p-3 ring-1 ${message.from_staff ? "bg-sky-50 ring-sky-200" : "bg-white ring-gray-200"}`}>
            <p className="text-xs text-gray-700">
              <span className="font-semibold">{message.author}</span>
              {message.from_staff && ` · ${text.staff}`} · <time dateTime={message.created_at}>{formatWhen(message.created_at, locale)}</time>
            </p>
            {/* Plain text as written: never HTML. */}
            <p className="mt-1 text-sm break-words whitespace-pre-wrap text-gray-900">{message.body}</p>
          </li>
        ))}
      </ol>
      {failure && <Notice tone="error">{failure.message}</Notice>}
      <form onSubmit={send} className="space-y-2">
        <label htmlFor={replyId} className="block text-sm font-medium text-gray-800">
          {text.reply}
        </label>
        <textarea
          id={replyId}
          value={body}
          maxLength={5_000}
          onChange={(event) => setBody(event.target.value)}
          className="block min-h-28 w-full rounded-lg border border-gray-300 px-3 py-2 text-gray-900 focus:border-sky-600 focus:ring-2 focus:ring-sky-600/30 focus:outline-none"
        />
        <div className="flex gap-2">
          <Button type="submit" disabled={reply.isPending}>
            {text.sendReply}
          </Button>
          <Button type="button" variant="secondary" disabled={status.isPending} onClick={toggle}>
            {closed ? text.reopenTicket : text.closeTicket}
          </Button>
        </div>
      </form>
    </article>
  );
}
