"use client";

// The questions the assistant could not answer (issue 15): each can become a help-center article
// ("Draft an article" opens the post editor on the help center with the question as its title,
// through the editing layer's #new=post address) or be dismissed.
import { useId } from "react";
import { toast } from "@/components/ui/toast";
import { ApiRequestError } from "@/lib/api-client";
import { newPostHash } from "@/lib/new-post-address";
import { useDismissQuestion, useUnansweredQuestions, type UnansweredQuestionDto } from "../assistant.queries";
import { formatMessage } from "@/lib/i18n/format";
import { adminLocale } from "@/lib/locales";
import text from "@/messages/en/admin/assistantManagement.json";

const when = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

function QuestionRow({ question, helpCenterPath }: { question: UnansweredQuestionDto; helpCenterPath: string }) {
  const dismiss = useDismissQuestion();
  const action = "rounded-lg px-3 py-1.5 text-sm font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";
  return (
    <li data-question={question.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-gray-100 py-3">
      <div className="min-w-60 flex-1">
        <p className="font-medium text-gray-900" lang={question.locale}>
          {question.question}
        </p>
        <p className="text-sm text-gray-600">
          {formatMessage(text.timesAsked, { times: question.times_asked }, adminLocale)} · {text.lastAsked} <time dateTime={question.last_asked_at}>{when(question.last_asked_at)}</time>
        </p>
      </div>
      {/* A full page load: the help center starts the editing layer, which reads the address's #new=post. */}
      <a href={`${helpCenterPath}${newPostHash({ title: question.question, helpCenter: true })}`} aria-label={`${text.draft}: ${question.question}`} className={`${action} text-sky-800 ring-sky-300 hover:bg-sky-50`}>
        {text.draft}
      </a>
      <button
        type="button"
        disabled={dismiss.isPending}
        aria-label={`${text.dismiss}: ${question.question}`}
        onClick={() =>
          dismiss.mutate(question.id, {
            onSuccess: () => void toast.success(text.dismissed),
            onError: (error) => void toast.error(error instanceof ApiRequestError ? error.message : text.failed),
          })
        }
        className={`${action} text-gray-800 ring-gray-300 hover:bg-gray-50`}
      >
        {text.dismiss}
      </button>
    </li>
  );
}

export function UnansweredQuestions({ helpCenterPath }: { helpCenterPath: string }) {
  const id = useId();
  const questions = useUnansweredQuestions();
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-gray-900">
        {text.unanswered}
      </h2>
      <p className="text-sm text-gray-700">{text.unansweredHint}</p>
      {questions.isPending ? <p role="status">{text.loadingQuestions}</p> : null}
      {questions.isError ? <p role="alert">{questions.error.message}</p> : null}
      {questions.data?.length === 0 ? <p className="text-sm text-gray-600">{text.noQuestions}</p> : null}
      {questions.data?.length ? (
        <ul data-unanswered-questions>
          {questions.data.map((question) => (
            <QuestionRow key={question.id} question={question} helpCenterPath={helpCenterPath} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
