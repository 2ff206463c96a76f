"use client";

// "Try it": the admin asks as a visitor would (POST /api/assistant/ask) and sees the answer with the
// places it cites, or that there is none. Citations link to the public pages (in this page's language).
import { useId, useState } from "react";
import { ApiRequestError } from "@/lib/api-client";
import type { Locale } from "@/lib/locales";
import { useAskAssistant } from "../assistant.queries";
import { maxQuestionLength } from "../assistant.validation";
import text from "@/messages/en/admin/assistantManagement.json";

export function AssistantTryIt({ locale, prefix }: { locale: Locale; prefix: string }) {
  const id = useId();
  const ask = useAskAssistant();
  const [question, setQuestion] = useState("");
  const reply = ask.data;

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-xl border border-gray-200 p-5">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-gray-900">
        {text.tryIt}
      </h2>
      <p className="text-sm text-gray-700">{text.tryItHint}</p>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (question.trim()) ask.mutate({ question, locale });
        }}
      >
        <div className="min-w-60 flex-1 space-y-1">
          <label htmlFor={`${id}-question`} className="block text-sm font-medium text-gray-800">
            {text.question}
          </label>
          <input
            id={`${id}-question`}
            value={question}
            maxLength={maxQuestionLength}
            onChange={(event) => setQuestion(event.target.value)}
            className="block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm text-gray-900 focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-600/30"
          />
        </div>
        <button type="submit" disabled={ask.isPending || question.trim() === ""} className="rounded-lg bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 disabled:bg-sky-300">
          {ask.isPending ? text.asking : text.ask}
        </button>
      </form>
      <div aria-live="polite" data-assistant-reply>
        {ask.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {ask.error instanceof ApiRequestError ? ask.error.message : text.failed}
          </p>
        ) : null}
        {reply?.answered ? (
          <div className="space-y-2 rounded-lg bg-sky-50 p-4 text-sm text-gray-900">
            <h3 className="font-semibold">{text.answer}</h3>
            <p className="whitespace-pre-line">{reply.answer}</p>
            <p className="font-medium">{text.citedFrom}</p>
            <ul className="list-disc space-y-1 pl-5">
              {reply.citations.map((citation) => {
                const name = citation.heading ? `${citation.title}: ${citation.heading}` : citation.title;
                return (
                  <li key={`${citation.url ?? citation.title}`}>
                    {citation.url ? (
                      <a href={`${prefix}${citation.url}`} className="text-sky-800 underline">
                        {name}
                      </a>
                    ) : (
                      `${text.faq}: ${name}`
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
        {reply && !reply.answered ? (
          <div className="space-y-1 rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
            <p>{text.noAnswer}</p>
            {reply.handoff?.booking_path ? <p>{text.handoffBooking}</p> : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
