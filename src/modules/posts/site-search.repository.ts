import { sql, type SQL } from "drizzle-orm";
import { boundedAsyncMemo } from "@/lib/bounded-memo";
import { db, rowsOf, type Database } from "@/server/db/client";
import type { SearchTerms } from "./post-search";

/** A search result as read: a post (its text for the snippet) or a page's best-matching section. */
export type SiteSearchRow =
  | {
      source: "post";
      slug: string;
      title: string;
      doc_set: string | null;
      is_help_center: boolean;
      display_as_blog_post: boolean;
      content: string | null;
      description: string | null;
      title_translation: Record<string, string>;
      description_translation: Record<string, string>;
      content_translation: Record<string, string>;
      slug_translation: Record<string, string>;
    }
  | { source: "section"; url_page: string; title: string; body: string };

/**
 * How many matches of each vector are ranked at most: a word in more titles than this is too common
 * for rank to tell them apart. Halved from 500 and 200 when a site of 10,000 posts that all say
 * "visa" searched at 0.65x the small site's rate (`npm run bench:scale`): ranking was most of it.
 * Sections are a few dozen per site; the bound only keeps a pathological one cheap.
 */
const rankedHeadMatches = 250;
const rankedBodyMatches = 100;
const rankedSectionMatches = 100;
/** Translations are ranked as the posts' own texts are, with their own bounds. */
const rankedTranslationHeadMatches = rankedHeadMatches;
const rankedTranslationBodyMatches = rankedBodyMatches;


/**
 * The tsquery of a search. Each word matches as itself stemmed by the configuration of each of
 * `languages` (`search_config`, migration 0017: "visados" is 'vis' in Spanish, 'visado' in English),
 * or as the beginning of a word as written ('visados':*; "translat" finds "translations"); not as the
 * beginning of a stem, since Spanish 'vis':* would find every English "visit". A term's words are
 * alternatives (a typed word and its corrections); every term must match. Words are letters and
 * digits only (post-search.ts) and go as parameters, so nothing typed changes the query's syntax.
 */
function searchQuery(languages: string[], terms: SearchTerms): SQL {
  const configs = [...new Set(languages)].map((language) => sql`search_config(${language})`);
  const forms = (word: string) => [...configs.map((config) => sql`to_tsquery(${config}, ${word})`), sql`to_tsquery('simple', ${`${word}:*`})`];
  const term = (alternatives: string) => sql`(${sql.join(alternatives.split(" ").filter(Boolean).flatMap(forms), sql` || `)})`;
  return sql`(${sql.join(terms.map(term), sql` && `)})`;
}

/** Parsed queries by languages and terms: stemming is pure, and the same searches come back. */
const parsedQueries = boundedAsyncMemo<string>(2_000);

/**
 * `searchQuery` parsed once by the database and kept, given to the search as one constant. The
 * planner still sees the query (for a word most posts hold it reads them in order instead of
 * building the index's bitmap of all of them: 0.2 ms against 2.5 ms at 10,000 posts), but no longer
 * folds some forty `to_tsquery` calls at each of the ten places the statement uses it: planning fell
 * from 2.5 ms to 1 ms on the demo (PostgreSQL 15, `EXPLAIN ANALYZE`).
 */
async function parsedQuery(database: Database, languages: string[], terms: SearchTerms): Promise<SQL> {
  const text = await parsedQueries(JSON.stringify([languages, terms]), async () => {
    const [row] = rowsOf<{ query: string }>(await database.execute(sql`select (${searchQuery(languages, terms)})::text as query`));
    return row!.query;
  });
  return sql`${text}::tsquery`;
}

/**
 * The organization's shown posts and page sections matching every one of `terms` (post-search.ts),
 * best first, `limit` from `offset`, and how many matched in all (at most 450: paging ends there).
 *
 * Every text is indexed stemmed in its own language (migration 0017): posts in the site's
 * language, sections in each language they have text in, and posts again in each language they
 * have a translation in (search_post_translations, migration 0020). The query (`searchQuery`) holds each word
 * parsed by the visitor's language and each of the site's `languages`, so each vector is one GIN
 * lookup whatever the row's language.
 *
 * Order: texts in the `visitor`'s language first, then matches in a post's title or description or
 * in a section (rank + 1) before matches in a post's content only.
 * Each kind is ranked over a bounded number of matches, because ranking reads each ranked vector and
 * a common word would otherwise make one search read them all (scripts/bench/search.ts measures it).
 * A page is one result: its post or its best section, whichever comes first; sections count only on
 * the home page and on shown pages.
 */
export async function searchSite(
  organizationId: string,
  { visitor, languages }: { visitor: string; languages: string[] },
  terms: SearchTerms,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ rows: SiteSearchRow[]; total: number }> {
  const database = await db();
  const query = await parsedQuery(database, [visitor, ...languages], terms);
  const shown = sql`organization_id = ${organizationId} and display_this_post`;
  // A page (neither blog post, help article nor chapter) is keyed by its address, as its sections are.
  const key = sql`coalesce(case when not p.display_as_blog_post and not p.is_help_center and p.doc_set is null then '/' || p.slug end, p.id::text)`;
  const result = await database.execute(sql`
    with head as (
      select id, key, native, 1 + ts_rank(search_stemmed_head, ${query}) as rank
      from (select id, ${key} as key, search_language = ${visitor} as native, search_stemmed_head from posts p where ${shown} and search_stemmed_head @@ ${query} limit ${rankedHeadMatches}) matched
    ), body as (
      select id, key, native, ts_rank(search_stemmed, ${query}) as rank
      from (select id, ${key} as key, search_language = ${visitor} as native, search_stemmed from posts p where ${shown} and search_stemmed @@ ${query} limit ${rankedBodyMatches}) matched
    ), translated_head as (
      select post_id as id, key, native, 1 + ts_rank(head, ${query}) as rank
      from (select t.post_id, ${key} as key, t.locale = ${visitor} as native, t.head from search_post_translations t join posts p on p.id = t.post_id
        where t.organization_id = ${organizationId} and p.display_this_post and t.head @@ ${query} limit ${rankedTranslationHeadMatches}) matched
    ), translated_body as (
      select post_id as id, key, native, ts_rank(body, ${query}) as rank
      from (select t.post_id, ${key} as key, t.locale = ${visitor} as native, t.body from search_post_translations t join posts p on p.id = t.post_id
        where t.organization_id = ${organizationId} and p.display_this_post and t.body @@ ${query} limit ${rankedTranslationBodyMatches}) matched
    ), sections as (
      select url_page as key, kind, section_id, locale, locale = ${visitor} as native, 1 + ts_rank(vector, ${query}) as rank
      from (select kind, section_id, locale, url_page, vector from search_sections where organization_id = ${organizationId} and vector @@ ${query} limit ${rankedSectionMatches}) matched
      where url_page = '/home' or exists (
        select 1 from posts p
        where p.organization_id = ${organizationId} and p.display_this_post and not p.display_as_blog_post and not p.is_help_center and p.doc_set is null
          and '/' || p.slug = matched.url_page)
    ), candidates as (
      select key, id as post_id, null::text as kind, null::uuid as section_id, null::text as locale, native, rank from head
      union all select key, id, null, null, null, native, rank from body
      union all select key, id, null, null, null, native, rank from translated_head
      union all select key, id, null, null, null, native, rank from translated_body
      union all select key, null, kind, section_id, locale, native, rank from sections
    ), found as (
      -- Keys compared byte by byte: only equality matters here, and the collation's rules cost a third of the sort.
      select distinct on (key collate "C") * from candidates order by key collate "C", native desc, rank desc
    ), page as (
      select * from found order by native desc, rank desc, key collate "C" limit ${limit} offset ${offset}
    )
    select case when page.post_id is null then 'section' else 'post' end as source,
      p.slug, coalesce(p.title, s.title) as title, p.doc_set, p.is_help_center, p.display_as_blog_post, p.content, p.description,
      p.title_translation, p.description_translation, p.content_translation, p.slug_translation,
      s.url_page, s.body, (select count(*) from found)::int as total
    from page
      left join posts p on p.id = page.post_id
      left join search_sections s on s.kind = page.kind and s.section_id = page.section_id and s.locale = page.locale
    order by page.native desc, page.rank desc, page.key collate "C"`);
  const rows = rowsOf<SiteSearchRow & { total: number }>(result);
  // Past the last page no row carries the total: counted on its own then (rare: an address typed by hand).
  if (rows.length === 0 && offset > 0) return { rows: [], total: (await searchSite(organizationId, { visitor, languages }, terms, { offset: 0, limit: 1 })).total };
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

/**
 * Up to 5 words of the organization's titles, descriptions and sections like each of `words` by
 * trigram similarity (pg_trgm's `%` and `<->`, nearest first from the GiST index of search_words):
 * the candidates for what a visitor meant. The caller decides which are one typo away.
 */
export async function similarWords(organizationId: string, words: string[]): Promise<{ word: string; candidate: string }[]> {
  if (words.length === 0) return [];
  const result = await (await db()).execute(sql`
    select typed.word, alike.word as candidate
    from unnest(array[${sql.join(
      words.map((word) => sql`${word}`),
      sql`, `,
    )}]::text[]) as typed(word)
    cross join lateral (
      select word from search_words
      where organization_id = ${organizationId} and word % typed.word
      order by word <-> typed.word, word
      limit 5
    ) alike`);
  return rowsOf<{ word: string; candidate: string }>(result);
}
