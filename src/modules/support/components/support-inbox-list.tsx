"use client";

import { Notice } from "@/components/ui/notice";
import type { ConversationStatus } from "../support.validation";
import { useConversations, type SupportConversationDto } from "../support.queries";
import { authorLabel, formatWhen } from "./support-inbox-format";
import { formatMessage } from "@/lib/i18n/format";
import { adminLocale } from "@/lib/locales";
import text from "@/messages/en/admin/supportInbox.json";

interface ListProps {
  status: ConversationStatus;
  selectedId: string | null;
  onSelect(id: string): void;
  isVisitorTyping(id: string): boolean;
  locale: string;
}

/** One tab of the inbox: the open (or closed) conversations, the latest first, as the server orders them. */
export function SupportConversationList({ status, selectedId, onSelect, isVisitorTyping, locale }: ListProps) {
  const conversations = useConversations(status);
  if (conversations.isPending) return <p role="status" className="text-sm text-gray-700">{text.loading}</p>;
  if (conversations.isError) return <Notice tone="error">{conversations.error.message}</Notice>;
  if (conversations.data.length === 0) return <p className="text-sm text-gray-700">{status === "open" ? text.noOpen : text.noClosed}</p>;
  return (
    <ul className="divide-y divide-gray-100 overflow-hidden rounded-lg ring-1 ring-gray-200">
      {conversations.data.map((conversation) => (
        <li key={conversation.id} data-conversation={conversation.id}>
          <ConversationRow conversation={conversation} selected={conversation.id === selectedId} typing={isVisitorTyping(conversation.id)} locale={locale} onSelect={() => onSelect(conversation.id)} />
        </li>
      ))}
    </ul>
  );
}

function ConversationRow({ conversation, selected, typing, locale, onSelect }: { conversation: SupportConversationDto; selected: boolean; typing: boolean; locale: string; onSelect(): void }) {
  const last = conversation.last_message;
  const preview = last ? (last.author === "visitor" ? last.body : `${authorLabel(last, conversation.visitor.name)}: ${last.body}`) : text.noMessages;
  return (
    <button
      type="button"
      aria-current={selected ? "true" : undefined}
      onClick={onSelect}
      className={`block w-full space-y-1 px-3 py-2.5 text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-700 ${selected ? "bg-sky-50" : "bg-white hover:bg-gray-50"}`}
    >
      <span className="flex items-baseline justify-between gap-2">
        <span className={`truncate text-sm text-gray-900 ${conversation.unread > 0 ? "font-bold" : "font-semibold"}`}>{conversation.visitor.name}</span>
        <time dateTime={conversation.last_message_at} className="shrink-0 text-xs text-gray-600">
          {formatWhen(conversation.last_message_at, locale)}
        </time>
      </span>
      <span className="flex items-center justify-between gap-2">
        <span className="truncate text-sm text-gray-700">{typing ? <em className="text-sky-800">{text.typingShort}</em> : preview}</span>
        {conversation.unread > 0 ? (
          <span className="shrink-0 rounded-full bg-sky-700 px-2 py-0.5 text-xs font-semibold text-white">
            <span aria-hidden="true">{conversation.unread}</span>
            <span className="sr-only">{formatMessage(text.unread, { count: conversation.unread }, adminLocale)}</span>
          </span>
        ) : null}
      </span>
      <span className="block text-xs text-gray-600">{conversation.assigned ? formatMessage(text.assignedTo, { name: conversation.assigned.name }) : text.unassigned}</span>
    </button>
  );
}
