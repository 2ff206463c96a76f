"use client";

import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent, type KeyboardEvent } from "react";
import { Notice } from "@/components/ui/notice";
import { maxMessageLength } from "../support-limits";
import {
  useConversation,
  useMarkConversationRead,
  useSendTeamMessage,
  useTellTyping,
  useUpdateConversation,
  type SupportConversationWithMessagesDto,
  type SupportMessageDto,
} from "../support.queries";
import { useMembers } from "@/modules/profiles/profiles.queries";
import { authorLabel, formatWhen } from "./support-inbox-format";
import { formatMessage } from "@/lib/i18n/format";
import text from "@/messages/en/admin/supportInbox.json";

/** The team tells "typing" at most this often; the visitor shows it for a few seconds after each. */
const typingEveryMs = 3_000;

interface PaneProps {
  id: string;
  /** The signed-in admin: "Assign to me". */
  myUserId: string;
  visitorTyping: boolean;
  locale: string;
}

/** The chosen conversation: who and where from, its messages, the reply box and its actions. */
export function SupportConversationPane(props: PaneProps) {
  const conversation = useConversation(props.id);
  if (conversation.isPending) return <p role="status" className="text-sm text-gray-700">{text.loading}</p>;
  if (conversation.isError) return <Notice tone="error">{conversation.error.message}</Notice>;
  return <Conversation conversation={conversation.data} {...props} />;
}

const subscribeToVisibility = (changed: () => void) => {
  document.addEventListener("visibilitychange", changed);
  return () => document.removeEventListener("visibilitychange", changed);
};
/** Whether the admin can see the page now: a message that arrives in a hidden tab stays unread. */
const useTabVisible = () => useSyncExternalStore(subscribeToVisibility, () => document.visibilityState === "visible", () => false);

/** Reading the open conversation in a visible tab marks it read up to its last message, once per seq. */
function useMarkReadWhileSeen(conversation: SupportConversationWithMessagesDto) {
  const visible = useTabVisible();
  const { mutate: markRead, error } = useMarkConversationRead();
  const lastSeq = conversation.messages.at(-1)?.seq ?? 0;
  const marked = useRef(0);
  useEffect(() => {
    if (!visible || lastSeq <= conversation.team_read_seq || lastSeq <= marked.current) return;
    marked.current = lastSeq;
    markRead({ id: conversation.id, seq: lastSeq });
  }, [visible, lastSeq, conversation.id, conversation.team_read_seq, markRead]);
  return error;
}

function Conversation({ conversation, myUserId, visitorTyping, locale }: PaneProps & { conversation: SupportConversationWithMessagesDto }) {
  const headingId = useId();
  const update = useUpdateConversation();
  const markReadError = useMarkReadWhileSeen(conversation);
  const closed = conversation.status === "closed";
  const mine = conversation.assigned?.id === myUserId;
  const failure = update.error ?? markReadError;

  return (
    <article aria-labelledby={headingId} className="space-y-4">
      <header className="space-y-2 border-b border-gray-200 pb-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} className="text-xl font-semibold break-words text-gray-900">
              {conversation.visitor.name}
            </h2>
            <p className="text-sm text-gray-700">
              {conversation.visitor.email ?? text.anonymous}
              {conversation.visitor.email && conversation.visitor.signed_in ? ` · ${text.signedIn}` : null}
            </p>
            <p className="text-sm text-gray-700">
              {text.startedOn}{" "}
              <a href={conversation.page} target="_blank" rel="noreferrer" className="font-medium break-all text-sky-800 underline hover:text-sky-900">
                {conversation.page}
              </a>
            </p>
            <AssignTo conversation={conversation} myUserId={myUserId} disabled={update.isPending} onAssign={(userId) => update.mutate({ id: conversation.id, assigned_user_id: userId })} />
          </div>
          <div className="flex flex-wrap gap-2">
            {mine ? null : (
              <ActionButton disabled={update.isPending} onClick={() => update.mutate({ id: conversation.id, assigned_user_id: myUserId })}>
                {text.assignToMe}
              </ActionButton>
            )}
            <ActionButton disabled={update.isPending} onClick={() => update.mutate({ id: conversation.id, status: closed ? "open" : "closed" })}>
              {closed ? text.openAgain : text.close}
            </ActionButton>
          </div>
        </div>
        {closed ? <Notice tone="info">{text.closedNotice}</Notice> : null}
      </header>
      {failure ? <Notice tone="error">{failure.message}</Notice> : null}
      <MessageLog conversation={conversation} locale={locale} />
      {/* Always present, so screen readers announce it when it fills. */}
      <p aria-live="polite" className="min-h-5 text-sm text-gray-600 italic">
        {visitorTyping ? text.visitorTyping : ""}
      </p>
      <ReplyBox id={conversation.id} />
    </article>
  );
}

/** Who answers it: any admin of the organization, or nobody. */
function AssignTo({ conversation, myUserId, disabled, onAssign }: { conversation: SupportConversationWithMessagesDto; myUserId: string; disabled: boolean; onAssign(userId: string | null): void }) {
  const id = useId();
  const members = useMembers();
  const admins = (members.data ?? []).filter((member) => member.role === "admin");
  const assigned = conversation.assigned;
  return (
    <p className="flex items-center gap-2 text-sm text-gray-700">
      <label htmlFor={id}>{text.assignTo}</label>
      <select id={id} value={assigned?.id ?? ""} disabled={disabled || members.isPending} onChange={(event) => onAssign(event.target.value || null)} className="rounded-lg border border-gray-300 bg-white px-2 py-1 text-sm text-gray-900">
        <option value="">{text.unassigned}</option>
        {admins.map((admin) => (
          <option key={admin.user_id} value={admin.user_id}>
            {admin.full_name || admin.username || admin.email}
            {admin.user_id === myUserId ? ` ${text.you}` : ""}
          </option>
        ))}
        {/* Assigned to someone no longer an admin: still shown as it is. */}
        {assigned && !admins.some((admin) => admin.user_id === assigned.id) ? <option value={assigned.id}>{assigned.name}</option> : null}
      </select>
    </p>
  );
}

function ActionButton({ children, ...props }: { children: string; disabled: boolean; onClick(): void }) {
  return (
    <button type="button" {...props} className="rounded-lg px-3 py-1.5 text-sm font-semibold text-gray-900 ring-1 ring-gray-300 hover:bg-gray-50 disabled:cursor-not-allowed disabled:text-gray-400">
      {children}
    </button>
  );
}

const bubbles: Record<SupportMessageDto["author"], string> = {
  visitor: "mr-auto bg-white ring-gray-200",
  team: "ml-auto bg-sky-50 ring-sky-200",
  assistant: "mr-auto bg-violet-50 ring-violet-200",
};

function MessageLog({ conversation, locale }: { conversation: SupportConversationWithMessagesDto; locale: string }) {
  const log = useRef<HTMLDivElement>(null);
  const lastTeamSeq = conversation.messages.findLast((message) => message.author === "team")?.seq;
  const count = conversation.messages.length;
  // The latest message in view, as in any chat.
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [count]);

  return (
    <div ref={log} role="log" aria-label={formatMessage(text.messages, { visitor: conversation.visitor.name })} className="max-h-[32rem] min-h-40 overflow-y-auto rounded-lg bg-gray-50 p-3 ring-1 ring-gray-200">
      {count === 0 ? <p className="text-sm text-gray-700">{text.noMessages}</p> : null}
      <ol className="flex flex-col gap-3">
        {conversation.messages.map((message) => (
          <li key={message.seq} data-seq={message.seq} data-author={message.author} className={`max-w-[85%] rounded-lg px-3 py-2 ring-1 ${bubbles[message.author]}`}>
            <p className="text-xs text-gray-700">
              <span className="font-semibold">{authorLabel(message, conversation.visitor.name)}</span> · <time dateTime={message.created_at}>{formatWhen(message.created_at, locale)}</time>
            </p>
            {/* Plain text as written: never HTML. */}
            <p className="mt-1 text-sm break-words whitespace-pre-wrap text-gray-900">{message.body}</p>
            {message.seq === lastTeamSeq && conversation.visitor_read_seq >= message.seq ? <p className="mt-1 text-right text-xs text-gray-600">{text.seen}</p> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The answer being written: Enter sends, Shift+Enter is a new line; a failed send keeps the draft. */
function ReplyBox({ id }: { id: string }) {
  const replyId = useId();
  const hintId = useId();
  const [draft, setDraft] = useState("");
  const send = useSendTeamMessage();
  const { mutate: tellTyping } = useTellTyping();
  const lastTold = useRef(0);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const body = draft;
    if (!body.trim() || send.isPending) return;
    send.mutate(
      { id, body },
      // Only what was sent leaves the box: anything typed while it went stays.
      { onSuccess: () => setDraft((current) => (current.startsWith(body) ? current.slice(body.length).trimStart() : current)) },
    );
  }

  function keyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  function change(value: string) {
    setDraft(value);
    if (!value.trim() || Date.now() - lastTold.current < typingEveryMs) return;
    lastTold.current = Date.now();
    tellTyping(id);
  }

  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor={replyId} className="block text-sm font-medium text-gray-800">
        {text.reply}
      </label>
      <textarea
        id={replyId}
        aria-describedby={hintId}
        value={draft}
        maxLength={maxMessageLength}
        rows={3}
        onChange={(event) => change(event.target.value)}
        onKeyDown={keyDown}
        className="block w-full rounded-lg border border-gray-300 px-3 py-2 text-gray-900 focus:border-sky-600 focus:ring-2 focus:ring-sky-600/30 focus:outline-none"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={hintId} className="text-xs text-gray-600">
          {text.replyHint}
        </p>
        <button
          type="submit"
          disabled={send.isPending}
          className="rounded-lg bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700 disabled:bg-sky-300"
        >
          {send.isPending ? text.sending : text.send}
        </button>
      </div>
      {send.error ? <Notice tone="error">{send.error.message}</Notice> : null}
    </form>
  );
}
