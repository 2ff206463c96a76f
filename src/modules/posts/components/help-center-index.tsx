import type { Locale } from "@/lib/locales";
import { translator } from "@/lib/i18n/translator";
import { translated } from "@/lib/translate";
import type { HelpArticleSummary } from "../posts.repository";
import { helpCenterPagePath } from "../paging";
import { Pagination } from "./pagination";
import { SearchBox } from "./search-box";

export interface HelpSection {
  id: string;
  section_title: string;
  section_title_translation: Record<string, string>;
}

interface ArticleGroup {
  key: string;
  title: string | null;
  articles: HelpArticleSummary[];
}

/**
 * The articles grouped under their subsection ("Documents and translations") or, without one, the
 * title of the section they name; groups in the order their first article comes (help_center_order).
 * Articles with neither, or whose section was deleted, come last, under `otherTitle` when other
 * groups exist.
 */
export function groupHelpArticles(articles: readonly HelpArticleSummary[], sections: readonly HelpSection[], locale: Locale, otherTitle: string): ArticleGroup[] {
  const sectionTitles = new Map(sections.map((section) => [section.id, translated(section.section_title, section.section_title_translation, locale).trim()]));
  const groups = new Map<string, ArticleGroup>();
  const rest: HelpArticleSummary[] = [];
  for (const article of articles) {
    const title = article.subsection?.trim() || (article.section_id ? sectionTitles.get(article.section_id) : undefined);
    if (!title) {
      rest.push(article);
      continue;
    }
    const group = groups.get(title) ?? { key: title, title, articles: [] };
    group.articles.push(article);
    groups.set(title, group);
  }
  const named = [...groups.values()];
  if (rest.length > 0) named.push({ key: "", title: named.length > 0 ? otherTitle : null, articles: rest });
  return named;
}

interface IndexProps {
  title: string;
  articles: HelpArticleSummary[];
  sections: HelpSection[];
  page: number;
  last: number;
  locale: Locale;
  link: (path: string) => string;
}

/** /help-center and /help-center/page/{n}: one page of the site's help articles by section, each card opening /help-center/{slug}, then the pages. */
export function HelpCenterIndex({ title, articles, sections, page, last, locale, link }: IndexProps) {
  const t = translator(locale, "blog");
  const groups = groupHelpArticles(articles, sections, locale, t("moreArticles"));
  return (
    <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-bold tracking-tight text-gray-900 sm:text-5xl">{title}</h1>
        <p className="mt-4 text-lg text-gray-600">{t("helpIntro")}</p>
        <div className="mt-8">
          <SearchBox action={link("/search")} strings={{ search: t("search"), searchLabel: t("searchLabel") }} />
        </div>
      </header>
      {groups.length === 0 ? <p className="mt-16 text-center text-gray-600">{t("helpEmpty")}</p> : null}
      {groups.map((group) => (
        <section key={group.key} aria-label={group.title ?? title} className="mt-12">
          {group.title ? <h2 className="text-xl font-semibold tracking-tight text-gray-900">{group.title}</h2> : null}
          <ul data-help-articles className="mt-4 grid gap-4 sm:grid-cols-2">
            {group.articles.map((article) => (
              <li key={article.slug}>
                <a
                  href={link(`/help-center/${article.slug}`)}
                  className="group flex h-full flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-sm transition hover:border-sky-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
                >
                  <span className="font-semibold text-gray-900 group-hover:text-sky-700">{article.title}</span>
                  {article.description ? <span className="mt-1 line-clamp-2 text-sm text-gray-600">{article.description}</span> : null}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <Pagination page={page} last={last} href={(number) => link(helpCenterPagePath(number))} locale={locale} />
    </div>
  );
}
