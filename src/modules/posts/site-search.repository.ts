import { sql } from "drizzle-orm";
import { db } from "@/server/db/client";

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

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/**
 * The organization's shown posts and page sections matching `tsquery` (a `to_tsquery` text of
 * letters, digits, `:*`, `&`, `|` and parentheses: post-search.ts builds it), best first, `limit`
 * from `offset`, and how many matched in all (at most 450: paging ends there).
 *
 * Every text is indexed stemmed in its own language (migration 0017): posts in the site's
 * language, sections in each language they have text in. `search_query` parses the words with every
 * configuration the site's texts may be in, OR-ed into one tsquery, so each vector is one GIN lookup.
 * Order: texts in the visitor's language (`locale`; the site's when absent) first, then matches in a
 * post's title or description or in a section (rank + 1) before matches in a post's content only.
 * Each kind is ranked over a bounded number of matches, because ranking reads each ranked vector and
 * a common word would otherwise make one search read them all (scripts/bench/search.ts measures it).
 * A page is one result: its post or its best section, whichever comes first; sections count only on
 * the home page and on shown pages.
 */
export async function searchSite(
  organizationId: string,
  locale: string | undefined,
  tsquery: string,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ rows: SiteSearchRow[]; total: number }> {
  const query = sql`(select query from q)`;
  const shown = sql`organization_id = ${organizationId} and display_this_post`;
  const visitor = sql`(select locale from v)`;
  const result = await (await db()).execute(sql`
    with v as (
      select coalesce(${locale ?? null}::text, (select language from organization_settings where organization_id = ${organizationId}), 'en') as locale
    ), q as (
      select search_query(${organizationId}, (select locale from v), ${tsquery}) as query
    ), head as (
      select id, 1 + ts_rank(search_stemmed_head, ${query}) as rank
      from (select id, search_stemmed_head from posts where ${shown} and search_stemmed_head @@ ${query} limit ${rankedHeadMatches}) matched
    ), body as (
      select id, ts_rank(search_stemmed, ${query}) as rank
      from (select id, search_stemmed from posts where ${shown} and search_stemmed @@ ${query} limit ${rankedBodyMatches}) matched
    ), sections as (
      select kind, section_id, locale, url_page, 1 + ts_rank(vector, ${query}) as rank
      from (select kind, section_id, locale, url_page, vector from search_sections where organization_id = ${organizationId} and vector @@ ${query} limit ${rankedSectionMatches}) matched
      where url_page = '/home' or exists (
        select 1 from posts p
        where p.organization_id = ${organizationId} and p.display_this_post and not p.display_as_blog_post and not p.is_help_center and p.doc_set is null
          and '/' || p.slug = matched.url_page)
    ), candidates as (
      select coalesce(case when not p.display_as_blog_post and not p.is_help_center and p.doc_set is null then '/' || p.slug end, p.id::text) as key,
        p.id as post_id, null::text as kind, null::uuid as section_id, null::text as locale, found.rank, p.search_language = ${visitor} as native
      from (select id, max(rank) as rank from (select * from head union all select * from body) ranked group by id) found join posts p on p.id = found.id
      union all
      select url_page, null, kind, section_id, locale, rank, locale = ${visitor} from sections
    ), found as (
      select distinct on (key) * from candidates order by key, native desc, rank desc
    ), page as (
      select * from found order by native desc, rank desc, key limit ${limit} offset ${offset}
    )
    select case when page.post_id is null then 'section' else 'post' end as source,
      p.slug, coalesce(p.title, s.title) as title, p.doc_set, p.is_help_center, p.display_as_blog_post, p.content, p.description,
      s.url_page, s.body, (select count(*) from found)::int as total
    from page
      left join posts p on p.id = page.post_id
      left join search_sections s on s.kind = page.kind and s.section_id = page.section_id and s.locale = page.locale
    order by page.native desc, page.rank desc, page.key`);
  const rows = rowsOf<SiteSearchRow & { total: number }>(result);
  // Past the last page no row carries the total: counted on its own then (rare: an address typed by hand).
  if (rows.length === 0 && offset > 0) return { rows: [], total: (await searchSite(organizationId, locale, tsquery, { offset: 0, limit: 1 })).total };
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

/**
 * Up to 5 words of the organization's titles, descriptions and sections like each of `words` by
 * trigram similarity (pg_trgm's `%`, over the GIN trigram index of search_words), most alike first:
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
      order by similarity(word, typed.word) desc, word
      limit 5
    ) alike`);
  return rowsOf<{ word: string; candidate: string }>(result);
}
