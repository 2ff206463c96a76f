import type { Locale } from "@/lib/locales";
import { translator } from "@/lib/i18n/translator";

export interface ChapterLink {
  slug: string;
  title: string;
}

/** A chapter's number and title as the sidebar and the page show it: "2. Installing". */
export const numberedTitle = (chapters: readonly ChapterLink[], slug: string, title: string) => `${chapters.findIndex((chapter) => chapter.slug === slug) + 1}. ${title}`;

/** The set's chapters, numbered in doc_set_order, the current one marked. */
export function DocSetSidebar({ set, chapters, current, locale, link }: { set: { slug: string; title: string }; chapters: readonly ChapterLink[]; current: string | null; locale: Locale; link: (path: string) => string }) {
  return (
    <nav aria-label={`${set.title}: ${translator(locale, "blog")("chapters")}`} className="text-sm lg:sticky lg:top-24">
      <a href={link(`/docs/${set.slug}`)} className="block font-semibold text-gray-900 hover:text-sky-700">
        {set.title}
      </a>
      <ol className="mt-3 space-y-0.5 border-s border-gray-200">
        {chapters.map((chapter, index) => (
          <li key={chapter.slug}>
            <a
              href={link(`/docs/${set.slug}/${chapter.slug}`)}
              aria-current={chapter.slug === current ? "page" : undefined}
              className="-ms-px block border-s-2 border-transparent py-1 ps-3 text-gray-600 hover:border-gray-400 hover:text-gray-900 aria-[current=page]:border-sky-600 aria-[current=page]:font-medium aria-[current=page]:text-sky-800"
            >
              {index + 1}. {chapter.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** /docs/{set}: the chapters, numbered, as the set's table of contents. */
export function DocSetContents({ set, chapters, link }: { set: { slug: string; title: string }; chapters: readonly ChapterLink[]; link: (path: string) => string }) {
  return (
    <ol aria-label={set.title} className="mx-auto max-w-3xl space-y-3 px-4 pb-16 sm:px-6">
      {chapters.map((chapter, index) => (
        <li key={chapter.slug}>
          <a href={link(`/docs/${set.slug}/${chapter.slug}`)} className="flex gap-3 rounded-xl border border-gray-200 p-4 font-medium text-gray-900 hover:border-sky-300 hover:text-sky-800 focus-visible:outline-2 focus-visible:outline-sky-700">
            <span className="text-gray-500">{index + 1}.</span>
            {chapter.title}
          </a>
        </li>
      ))}
    </ol>
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
export function ChapterPager({ setSlug, chapters, current, locale, link }: { setSlug: string; chapters: readonly ChapterLink[]; current: string; locale: Locale; link: (path: string) => string }) {
  const t = translator(locale, "blog");
  const index = chapters.findIndex((chapter) => chapter.slug === current);
  const previous = index > 0 ? chapters[index - 1] : undefined;
  const next = index >= 0 ? chapters[index + 1] : undefined;
  if (!previous && !next) return null;
  const card = "flex flex-col rounded-xl border border-gray-200 p-4 hover:border-sky-300 focus-visible:outline-2 focus-visible:outline-sky-700";
  return (
    <nav aria-label={t("chapters")} className="mt-12 grid gap-4 sm:grid-cols-2">
      {previous ? (
        <a href={link(`/docs/${setSlug}/${previous.slug}`)} rel="prev" className={card}>
          <span className="text-xs text-gray-500">← {t("previous")}</span>
          <span className="font-medium text-gray-900">{numberedTitle(chapters, previous.slug, previous.title)}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a href={link(`/docs/${setSlug}/${next.slug}`)} rel="next" className={`${card} text-end`}>
          <span className="text-xs text-gray-500">{t("next")} →</span>
          <span className="font-medium text-gray-900">{numberedTitle(chapters, next.slug, next.title)}</span>
        </a>
      ) : null}
    </nav>
  );
}
