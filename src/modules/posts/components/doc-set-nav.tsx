import type { Locale } from "@/lib/locales";
import { translator } from "@/lib/i18n/translator";
import { docSetPagePath } from "../paging";
import { Pagination } from "./pagination";

export interface ChapterLink {
  slug: string;
  title: string;
  /** Its place in the set's doc_set_order, from 1. */
  number: number;
}

/** A chapter's number and title as the sidebar and the page show it: "2. Installing". */
export const numberedTitle = (chapter: { number: number; title: string }) => `${chapter.number}. ${chapter.title}`;

/**
 * The chapters of the current one's page of the contents, numbered, the current one marked; when
 * the set has more than that page, a link to its page of the contents with the set's count.
 */
export function DocSetSidebar({ set, chapters, current, total, page, lastPage, locale, link }: { set: { slug: string; title: string }; chapters: readonly ChapterLink[]; current: string | null; total: number; page: number; lastPage: number; locale: Locale; link: (path: string) => string }) {
  const t = translator(locale, "blog");
  return (
    <nav aria-label={`${set.title}: ${t("chapters")}`} className="text-sm lg:sticky lg:top-24">
      <a href={link(`/docs/${set.slug}`)} className="block font-semibold text-gray-900 hover:text-sky-700">
        {set.title}
      </a>
      <ol start={chapters[0]?.number ?? 1} className="mt-3 space-y-0.5 border-s border-gray-200">
        {chapters.map((chapter) => (
          <li key={chapter.slug}>
            <a
              href={link(`/docs/${set.slug}/${chapter.slug}`)}
              aria-current={chapter.slug === current ? "page" : undefined}
              className="-ms-px block border-s-2 border-transparent py-1 ps-3 text-gray-600 hover:border-gray-400 hover:text-gray-900 aria-[current=page]:border-sky-600 aria-[current=page]:font-medium aria-[current=page]:text-sky-800"
            >
              {numberedTitle(chapter)}
            </a>
          </li>
        ))}
      </ol>
      {lastPage > 1 ? (
        <a href={link(docSetPagePath(set.slug, page))} className="mt-3 block ps-3 text-sky-800 hover:underline">
          {t("chapterCount", { count: total })}
        </a>
      ) : null}
    </nav>
  );
}

/** /docs/{set} and its further pages: the page's chapters, numbered, as the set's table of contents. */
export function DocSetContents({ set, chapters, page, last, locale, link }: { set: { slug: string; title: string }; chapters: readonly ChapterLink[]; page: number; last: number; locale: Locale; link: (path: string) => string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
      <ol aria-label={set.title} start={chapters[0]?.number ?? 1} className="space-y-3">
        {chapters.map((chapter) => (
          <li key={chapter.slug}>
            <a href={link(`/docs/${set.slug}/${chapter.slug}`)} className="flex gap-3 rounded-xl border border-gray-200 p-4 font-medium text-gray-900 hover:border-sky-300 hover:text-sky-800 focus-visible:outline-2 focus-visible:outline-sky-700">
              <span className="text-gray-500">{chapter.number}.</span>
              {chapter.title}
            </a>
          </li>
        ))}
      </ol>
      <Pagination page={page} last={last} href={(number) => link(docSetPagePath(set.slug, number))} locale={locale} />
    </div>
  );
}

/** /docs: each documentation set with its chapter count, opening /docs/{set}. */
export function DocumentationIndex({ sets, locale, link }: { sets: readonly { slug: string; title: string; chapterCount: number }[]; locale: Locale; link: (path: string) => string }) {
  const t = translator(locale, "blog");
  if (sets.length === 0) return <p className="px-4 pb-16 text-center text-gray-600">{t("helpEmpty")}</p>;
  return (
    <ul data-document-sets className="mx-auto grid max-w-4xl gap-4 px-4 pb-16 sm:grid-cols-2 sm:px-6">
      {sets.map((set) => (
        <li key={set.slug}>
          <a href={link(`/docs/${set.slug}`)} className="flex h-full flex-col rounded-xl border border-gray-200 p-5 hover:border-sky-300 focus-visible:outline-2 focus-visible:outline-sky-700">
            <span className="font-semibold text-gray-900">{set.title}</span>
            <span className="mt-1 text-sm text-gray-600">{t("chapterCount", { count: set.chapterCount })}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Previous and next chapter, by doc_set_order. */
export function ChapterPager({ setSlug, previous, next, locale, link }: { setSlug: string; previous: ChapterLink | null; next: ChapterLink | null; locale: Locale; link: (path: string) => string }) {
  const t = translator(locale, "blog");
  if (!previous && !next) return null;
  const card = "flex flex-col rounded-xl border border-gray-200 p-4 hover:border-sky-300 focus-visible:outline-2 focus-visible:outline-sky-700";
  return (
    <nav aria-label={t("chapters")} className="mt-12 grid gap-4 sm:grid-cols-2">
      {previous ? (
        <a href={link(`/docs/${setSlug}/${previous.slug}`)} rel="prev" className={card}>
          <span className="text-xs text-gray-500">← {t("previous")}</span>
          <span className="font-medium text-gray-900">{numberedTitle(previous)}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a href={link(`/docs/${setSlug}/${next.slug}`)} rel="next" className={`${card} text-end`}>
          <span className="text-xs text-gray-500">{t("next")} →</span>
          <span className="font-medium text-gray-900">{numberedTitle(next)}</span>
        </a>
      ) : null}
    </nav>
  );
}
