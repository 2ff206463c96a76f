"use client";

import { useEffect, useId, useRef, useState } from "react";
import { MessageBox } from "@/components/ui/message-box";
import { localizedPath } from "@/lib/site-path";
import { openTicket, type SupportMessage } from "../support-visitor.queries";
import { maxMessageLength } from "../support-limits";
import { useLiveChat } from "./use-live-chat";

/** The words the live chat needs: the help widget's catalogue has them (`helpWidget`). */
export type LiveChatText = Record<
  | "liveIntro" | "liveOffline" | "liveTicket" | "liveSignInForTicket" | "signIn" | "ticketSubject" | "ticketMessage" | "sendTicket" | "ticketSent" | "myTickets"
  | "messageLabel" | "send" | "seen" | "teamTyping" | "team" | "conversationClosed" | "reconnecting" | "startedFromAssistant"
  | "liveBook" | "liveNoBooking" | "bookMeeting" | "loading" | "loadFailed" | "retry" | "askFailed" | "you" | "ai",
  string
>;

/** The AI assistant hands over: the question it could not answer, and what was asked and answered before. */
export interface Handover {
  question: string;
  transcript: { author: "visitor" | "assistant"; body: string }[];
}

interface LiveChatProps {
  text: LiveChatText;
  lang: string;
  bookingPath: string | null;
  handover: Handover | null;
  /** The hand-over was sent: its transcript is not sent again. */
  onHandoverTaken: () => void;
}

const link = "font-medium text-sky-800 underline hover:text-sky-950 focus-visible:outline-2 focus-visible:outline-sky-700";
const button = "rounded-lg bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700 disabled:opacity-60";
const field = "min-w-0 rounded-lg border border-gray-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-sky-700";
const errorText = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);
const currentPage = () => location.pathname + location.search;

/** Live Support (issue 15, decision 029): the visitor's chat with the organization's team, or a ticket when nobody is online. */
export function LiveChat({ text, lang, bookingPath, handover, onHandoverTaken }: LiveChatProps) {
  const { state, send, typing, reload } = useLiveChat();
  // The assistant handed over: its unanswered question is ready to send, with the transcript.
  const [draft, setDraft] = useState(handover?.question ?? "");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const log = useRef<HTMLDivElement>(null);

  const submit = async (input: { body: string; transcript?: Handover["transcript"] }) => {
    setSending(true);
    setError(null);
    try {
      await send({ ...input, page: currentPage() });
      return true;
    } catch (failure) {
      setError(errorText(failure, text.askFailed));
      return false;
    } finally {
      setSending(false);
    }
  };

  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [state.messages.length, state.teamTyping]);

  if (state.status === "loading")
    return (
      <p role="status" className="text-sm text-gray-600">
        {text.loading}
      </p>
    );
  if (state.status === "failed")
    return (
      <div className="flex flex-col items-start gap-2">
        <p role="alert" className="text-sm font-medium text-red-700">
          {text.loadFailed}
        </p>
        <button type="button" onClick={() => void reload()} className="rounded-lg px-3 py-1.5 text-sm font-medium text-gray-900 ring-1 ring-gray-300 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-sky-700">
          {text.retry}
        </button>
      </div>
    );

  const { conversation, messages } = state;
  if (!conversation && !state.online)
    return (
      <div className="flex flex-col gap-3 text-sm text-gray-800">
        {state.closed ? <p>{text.conversationClosed}</p> : null}
        {error ? <p role="alert" className="font-medium text-red-700">{error}</p> : null}
        <p className="font-medium">{text.liveOffline}</p>
        {state.signedIn ? <TicketForm text={text} lang={lang} /> : (
          <p>
            {text.liveSignInForTicket}{" "}
            <a href={`${localizedPath(lang, "/login")}?redirectTo=${encodeURIComponent(currentPage())}`} className={link}>
              {text.signIn}
            </a>
          </p>
        )}
        {bookingPath ? (
          <p>
            {text.liveBook}{" "}
            <a href={localizedPath(lang, bookingPath)} className={link}>
              {text.bookMeeting}
            </a>
          </p>
        ) : null}
      </div>
    );

  const lastOwn = messages.findLast((message) => message.author === "visitor");
  const seen = Boolean(conversation && lastOwn && conversation.team_read_seq >= lastOwn.seq);
  const sendDraft = async (body: string) => {
    // The draft stays until the message is sent: nothing typed is lost when sending fails.
    const transcript = !conversation && handover ? handover.transcript.slice(-20) : undefined;
    if (await submit({ body, transcript })) {
      setDraft("");
      if (handover) onHandoverTaken();
    }
  };

  return (
    <div className="flex h-full min-h-0 flex-col gap-3" data-live-chat={conversation ? "open" : "new"}>
      <div ref={log} role="log" aria-label={text.messageLabel} tabIndex={0} className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto">
        {state.closed && !conversation ? <p className="rounded-xl bg-gray-100 p-3 text-sm text-gray-800">{text.conversationClosed}</p> : null}
        {!conversation ? <p className="rounded-xl bg-gray-100 p-3 text-sm text-gray-800">{text.liveIntro}</p> : null}
        {messages.some((message) => message.author === "assistant") ? <p className="text-center text-xs text-gray-600">{text.startedFromAssistant}</p> : null}
        {messages.map((message) => (
          <ChatMessage key={message.seq} message={message} text={text} />
        ))}
        {seen ? <p className="self-end text-xs text-gray-600">{text.seen}</p> : null}
        {state.teamTyping ? (
          <p role="status" className="text-xs text-gray-600">
            {text.team}: {text.teamTyping}
          </p>
        ) : null}
      </div>
      {!state.live ? (
        <p role="status" className="text-xs text-amber-800">
          {text.reconnecting}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <MessageBox
        label={text.messageLabel}
        submitLabel={text.send}
        value={draft}
        onChange={(value) => {
          setDraft(value);
          typing();
        }}
        maxLength={maxMessageLength}
        busy={sending}
        onSubmit={(body) => void sendDraft(body)}
      />
    </div>
  );
}

function ChatMessage({ message, text }: { message: SupportMessage; text: LiveChatText }) {
  const own = message.author === "visitor";
  const who = own ? text.you : message.author === "assistant" ? text.ai : (message.author_name ?? text.team);
  return (
    <div className={`flex flex-col gap-0.5 ${own ? "ml-8 items-end" : "mr-8 items-start"}`} data-message-author={message.author}>
      <span className="text-xs text-gray-600">{who}</span>
      <p className={`rounded-xl p-3 text-sm whitespace-pre-line ${own ? "bg-sky-700 text-white" : message.author === "assistant" ? "bg-gray-50 text-gray-700 ring-1 ring-gray-200" : "bg-gray-100 text-gray-800"}`}>{message.body}</p>
    </div>
  );
}

/** Nobody is online: a signed-in visitor writes a ticket instead; the answer comes by e-mail and on their tickets page. */
function TicketForm({ text, lang }: { text: LiveChatText; lang: string }) {
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [state, setState] = useState<"editing" | "sending" | "sent">("editing");
  const [error, setError] = useState<string | null>(null);
  const subjectId = useId();
  const bodyId = useId();
  if (state === "sent")
    return (
      <p role="status">
        {text.ticketSent}{" "}
        <a href={localizedPath(lang, "/account/profile/tickets")} className={link}>
          {text.myTickets}
        </a>
      </p>
    );
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        setState("sending");
        setError(null);
        openTicket(subject, body).then(
          () => setState("sent"),
          (failure: unknown) => {
            setError(errorText(failure, text.askFailed));
            setState("editing");
          },
        );
      }}
    >
      <p>{text.liveTicket}</p>
      <label htmlFor={subjectId} className="font-medium">
        {text.ticketSubject}
      </label>
      <input id={subjectId} value={subject} maxLength={200} onChange={(event) => setSubject(event.target.value)} className={field} />
      <label htmlFor={bodyId} className="font-medium">
        {text.ticketMessage}
      </label>
      <textarea id={bodyId} value={body} rows={4} maxLength={5_000} onChange={(event) => setBody(event.target.value)} className={field} />
      {error ? (
        <p role="alert" className="font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <button type="submit" disabled={state === "sending"} className={`self-start ${button}`}>
        {text.sendTicket}
      </button>
    </form>
  );
}
