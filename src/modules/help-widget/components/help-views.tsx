"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { localizedPath } from "@/lib/site-path";
import type { HelpWidgetContent } from "../help-widget.validation";
import type { View } from "./help-widget-state";
import type { HelpWidgetText } from "./help-widget-strings";

// The help widget's views other than the assistant (spec 001 §2): plain lists of the organization's
// content, in the page's language.

/** The lists, while they load, or when they could not be read. */
export type Content = HelpWidgetContent | "loading" | "failed";

const link = "font-medium text-sky-800 underline hover:text-sky-950 focus-visible:outline-2 focus-visible:outline-sky-700";
const empty = "text-sm text-gray-600";

/** Shows the view once the lists are there; until then the loading state, or the failure with a retry. */
export function WithContent({ content, text, onRetry, children }: { content: Content; text: HelpWidgetText; onRetry: () => void; children: (content: HelpWidgetContent) => ReactNode }) {
  if (content === "loading")
    return (
      <p role="status" className={empty}>
        {text.loading}
      </p>
    );
  if (content === "failed")
    return (
      <div className="flex flex-col items-start gap-2">
        <p role="alert" className="text-sm font-medium text-red-700">
          {text.loadFailed}
        </p>
        <button type="button" onClick={onRetry} className="rounded-lg px-3 py-1.5 text-sm font-medium text-gray-900 ring-1 ring-gray-300 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-sky-700">
          {text.retry}
        </button>
      </div>
    );
  return <>{children(content)}</>;
}

/** Help Center: a word of welcome and the way to each view. */
export function WelcomeView({ text, views, onOpen }: { text: HelpWidgetText; views: View[]; onOpen: (view: View) => void }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-gray-700">{text.welcomeIntro}</p>
      <ul className="grid gap-2">
        {views
          .filter((view) => view !== "welcome")
          .map((view) => (
            <li key={view}>
              <button
                type="button"
                onClick={() => onOpen(view)}
                className="w-full rounded-xl px-4 py-3 text-left text-sm font-semibold text-gray-900 ring-1 ring-gray-200 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-sky-700"
              >
                {text[view]}
              </button>
            </li>
          ))}
      </ul>
    </div>
  );
}

/** FAQs: each question opens its answer. `openFaq` is the one open (an assistant's citation, or kept across a language switch). */
export function FaqView({ faqs, text, openFaq, onToggle }: { faqs: HelpWidgetContent["faqs"]; text: HelpWidgetText; openFaq: string | null; onToggle: (id: string, open: boolean) => void }) {
  const list = useRef<HTMLUListElement>(null);
  // When the view opens on an FAQ (a citation pointed at it), its question gets the focus; later toggles are the visitor's own.
  const focusOnOpen = useRef(openFaq);
  useEffect(() => {
    const details = [...(list.current?.querySelectorAll("details") ?? [])].find((faq) => faq.dataset.faq === focusOnOpen.current);
    details?.querySelector("summary")?.focus();
  }, []);
  if (faqs.length === 0) return <p className={empty}>{text.noFaqs}</p>;
  return (
    <ul ref={list} className="flex flex-col gap-2">
      {faqs.map((faq) => (
        <li key={faq.id}>
          <details data-faq={faq.id} open={openFaq === faq.id} onToggle={(event) => onToggle(faq.id, event.currentTarget.open)} className="group rounded-xl ring-1 ring-gray-200">
            <summary className="cursor-pointer rounded-xl px-4 py-3 text-sm font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-sky-700">{faq.question}</summary>
            <p className="px-4 pb-3 text-sm text-gray-700 whitespace-pre-line">{faq.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}

/** Knowledge Base: the help articles, each a link to its page, and the help center itself. */
export function KnowledgeView({ articles, text, lang }: { articles: HelpWidgetContent["articles"]; text: HelpWidgetText; lang: string }) {
  return (
    <div className="flex flex-col gap-3">
      {articles.length === 0 ? (
        <p className={empty}>{text.noArticles}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {articles.map((article) => (
            <li key={article.path}>
              <a href={localizedPath(lang, article.path)} className={`${link} text-sm`}>
                {article.title}
              </a>
              {article.description ? <p className="mt-0.5 text-sm text-gray-600">{article.description}</p> : null}
            </li>
          ))}
        </ul>
      )}
      <a href={localizedPath(lang, "/help-center")} className={`${link} text-sm`}>
        {text.allArticles}
      </a>
    </div>
  );
}

/** Features: the organization's list from Global Settings. */
export function FeaturesView({ features, text }: { features: HelpWidgetContent["features"]; text: HelpWidgetText }) {
  if (features.length === 0) return <p className={empty}>{text.noFeatures}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {features.map((feature) => (
        <li key={feature.id} className="flex gap-3">
          {feature.image ? <img src={feature.image} alt="" loading="lazy" decoding="async" className="size-10 shrink-0 rounded-lg object-contain" /> : null}
          <div>
            <h3 className="text-sm font-semibold text-gray-900">{feature.title}</h3>
            {feature.description ? <p className="mt-0.5 text-sm text-gray-600">{feature.description}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

