import type { Locale } from "@/lib/locales";
import { translator } from "@/lib/i18n/translator";
import { pageNumbers } from "@/lib/page-numbers";

interface Props {
  page: number;
  last: number;
  /** A page's address, language prefix included. */
  href: (page: number) => string;
  locale: Locale;
  /** Adds <link rel="prev"/"next"> (React places them in the head): for pages whose address is the page number's. */
  headLinks?: boolean;
}

/**
 * Previous, the page numbers (the current one marked for assistive technology) and Next, under a
 * paged list; nothing when everything fits on one page. Plain links: no JavaScript, and every page
 * has an address of its own that search engines follow.
 */
export function Pagination({ page, last, href, locale, headLinks = true }: Props) {
  if (last <= 1) return null;
  const t = translator(locale, "blog");
  const previous = page > 1 ? href(page - 1) : null;
  const next = page < last ? href(page + 1) : null;
  const box = "inline-flex min-w-10 items-center justify-center rounded-lg border px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";
  const idle = `${box} border-gray-200 bg-white text-gray-700 hover:border-sky-300 hover:text-sky-800`;
  return (
    <>
      {headLinks && previous ? <link rel="prev" href={previous} /> : null}
      {headLinks && next ? <link rel="next" href={next} /> : null}
      <nav aria-label={t("pagination")} className="mt-14 flex flex-wrap items-center justify-center gap-2">
        {previous ? (
          <a href={previous} rel="prev" className={idle}>
            ← {t("previous")}
          </a>
        ) : null}
        <ol className="flex flex-wrap items-center gap-2">
          {pageNumbers(page, last).map((number, index) =>
            number === null ? (
              <li key={`gap${index}`} aria-hidden="true" className="px-1 text-gray-500">
                …
              </li>
            ) : (
              <li key={number}>
                <a
                  href={href(number)}
                  aria-label={t("pageNumber", { page: number })}
                  aria-current={number === page ? "page" : undefined}
                  className={number === page ? `${box} border-sky-700 bg-sky-700 text-white` : idle}
                >
                  {number}
                </a>
              </li>
            ),
          )}
        </ol>
        {next ? (
          <a href={next} rel="next" className={idle}>
            {t("next")} →
          </a>
        ) : null}
      </nav>
    </>
  );
}
