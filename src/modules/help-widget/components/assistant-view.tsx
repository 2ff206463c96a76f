"use client";

import { useCallback, useRef, useState } from "react";
import { MessageBox } from "@/components/ui/message-box";
import { localizedPath } from "@/lib/site-path";
import { askAssistant, type AssistantCitation, type AssistantReply } from "@/modules/assistant/assistant-visitor.queries";
import type { HelpWidgetText } from "./help-widget-strings";

/** One question and what came of it. */
export type Exchange = { id: number; question: string } & ({ status: "pending" } | { status: "answered"; reply: AssistantReply } | { status: "failed"; error: string });

/** The conversation with the assistant, kept by the widget so that it survives switching tabs. */
export function useConversation(locale: string, failed: string) {
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const next = useRef(0);
  const ask = useCallback(
    (question: string) => {
      const id = ++next.current;
      const settle = (done: Exchange) => setExchanges((all) => all.map((exchange) => (exchange.id === id ? done : exchange)));
      setExchanges((all) => [...all, { id, question, status: "pending" }]);
      askAssistant(question, locale).then(
        (reply) => settle({ id, question, status: "answered", reply }),
        // The API's own message (too many questions, a question too long) when it gave one.
        (error: unknown) => settle({ id, question, status: "failed", error: error instanceof Error && error.message ? error.message : failed }),
      );
    },
    [locale, failed],
  );
  return { exchanges, ask, pending: exchanges.some((exchange) => exchange.status === "pending") };
}

/** What the assistant hands Live Support: the question it could not answer, and the exchanges before it. */
export function handoverOf(exchanges: Exchange[], exchangeId: number, couldNotAnswer: string) {
  const index = exchanges.findIndex((exchange) => exchange.id === exchangeId);
  const before = exchanges.slice(0, Math.max(index, 0)).flatMap((exchange) =>
    exchange.status === "answered" ? [{ author: "visitor" as const, body: exchange.question }, { author: "assistant" as const, body: exchange.reply.answer ?? couldNotAnswer }] : [],
  );
  return { question: exchanges[index]?.question ?? "", transcript: before };
}

interface AssistantViewProps {
  text: HelpWidgetText;
  lang: string;
  welcome: string;
  conversation: ReturnType<typeof useConversation>;
  draft: string;
  onDraft: (draft: string) => void;
  /** An FAQ cited by its question: the widget opens it in the FAQ view. */
  onFaq: (question: string) => void;
  /** The visitor asks for a person after this exchange (offered while an admin is online). */
  onHandover: (exchangeId: number) => void;
}

const link = "font-medium text-sky-800 underline hover:text-sky-950 focus-visible:outline-2 focus-visible:outline-sky-700";

/** The AI assistant (issue 15, decision 026): a question box, answers as plain text with their sources, or where to turn instead. */
export function AssistantView({ text, lang, welcome, conversation, draft, onDraft, onFaq, onHandover }: AssistantViewProps) {
  const { exchanges, ask, pending } = conversation;
  const citationLabel = (citation: AssistantCitation) => (citation.heading ? `${citation.title}: ${citation.heading}` : citation.title);
  return (
    <div className="flex h-full min-h-0 flex-col gap-3">
      <div role="log" aria-label={text.ai} className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto" tabIndex={0}>
        <p className="rounded-xl bg-gray-100 p-3 text-sm text-gray-800 whitespace-pre-line">{welcome}</p>
        {exchanges.map((exchange) => (
          <div key={exchange.id} className="flex flex-col gap-2" data-exchange={exchange.status}>
            <p className="ml-8 self-end rounded-xl bg-sky-700 p-3 text-sm text-white">
              <span className="sr-only">{text.you}: </span>
              {exchange.question}
            </p>
            {exchange.status === "pending" ? (
              <p role="status" className="mr-8 text-sm text-gray-600">
                {text.asking}
              </p>
            ) : exchange.status === "failed" ? (
              <p role="alert" className="mr-8 text-sm font-medium text-red-700">
                {exchange.error}
              </p>
            ) : (
              <div className="mr-8 rounded-xl bg-gray-100 p-3 text-sm text-gray-800" data-answer={exchange.reply.answered ? "answered" : "handoff"}>
                {exchange.reply.answered ? (
                  <>
                    <p className="whitespace-pre-line">{exchange.reply.answer}</p>
                    {exchange.reply.citations.length > 0 ? (
                      <>
                        <p className="mt-3 text-xs font-semibold tracking-wide text-gray-600 uppercase">{text.sources}</p>
                        <ul className="mt-1 flex list-disc flex-col gap-1 pl-5" aria-label={text.sources}>
                          {exchange.reply.citations.map((citation) => (
                            <li key={`${citation.source}:${citation.url ?? citation.title}`}>
                              {citation.url ? (
                                <a href={localizedPath(lang, citation.url)} className={link}>
                                  {citationLabel(citation)}
                                </a>
                              ) : (
                                <button type="button" className={`${link} text-left`} onClick={() => onFaq(citation.title)}>
                                  {citation.title}
                                </button>
                              )}
                            </li>
                          ))}
                        </ul>
                      </>
                    ) : null}
                  </>
                ) : (
                  <>
                    <p>{text.handoff}</p>
                    {exchange.reply.handoff?.live_support ? (
                      <button type="button" onClick={() => onHandover(exchange.id)} className={`${link} mt-2 block text-left`}>
                        {text.talkToPerson}
                      </button>
                    ) : null}
                    {exchange.reply.handoff?.booking_path ? (
                      <a href={localizedPath(lang, exchange.reply.handoff.booking_path)} className={`${link} mt-2 inline-block`}>
                        {text.bookMeeting}
                      </a>
                    ) : (
                      <p className="mt-2">{text.liveNoBooking}</p>
                    )}
                  </>
                )}
              </div>
            )}
          </div>
        ))}
      </div>
      <MessageBox
        label={text.askLabel}
        submitLabel={text.ask}
        value={draft}
        onChange={onDraft}
        maxLength={500}
        busy={pending}
        onSubmit={(question) => {
          ask(question);
          onDraft("");
        }}
      />
    </div>
  );
}
