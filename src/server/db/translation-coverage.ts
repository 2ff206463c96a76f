import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { db, rowsOf } from "./client";

/**
 * Where an organization's texts that carry translations are (issue 34 point 1: "Global Settings shows
 * how much of the site each language covers and lists what is missing"): each module names its own
 * table, the rows that count, how to name a row to its owner and where it shows, and its texts as
 * pairs of a base text and its `*_translation` map.
 */
export interface TranslatedSource {
  kind: string;
  table: PgTable;
  /** Which rows: the organization's (and, say, only shown posts). */
  where: SQL;
  label: AnyPgColumn | SQL;
  /** Where a visitor meets it (a page's address), or null. */
  path: AnyPgColumn | SQL | null;
  /** Each text as its base text and its translations' map. */
  texts: readonly (readonly [base: AnyPgColumn | SQL, translations: AnyPgColumn])[];
}

export interface LanguageCoverage {
  language: string;
  /** Texts with base text, and how many of them have a translation in this language. */
  total: number;
  translated: number;
  /** Up to `missingShown` of the places lacking one, by kind and label. */
  missing: { kind: string; label: string; path: string | null }[];
}

const missingShown = 30;

/**
 * How much of the texts of `sources` each of `languages` covers, in one statement: a text counts when
 * its base text is not blank, and is translated when its translation in the language is not blank
 * (spec 001 §5's rule for showing it). Reads every row of each source: an admin's question, asked
 * when Global Settings opens, never a visitor's.
 */
export async function translationCoverage(sources: readonly TranslatedSource[], languages: readonly string[]): Promise<LanguageCoverage[]> {
  if (sources.length === 0 || languages.length === 0) return [];
  const texts = sql.join(
    sources.map(({ kind, table, where, label, path, texts: pairs }) => {
      const values = sql.join(pairs.map(([base, translations]) => sql`(${base}::text, ${translations})`), sql`, `);
      return sql`select ${kind}::text as kind, ${label}::text as label, ${path ?? sql`null`}::text as path, f.base, f.translations
        from ${table} cross join lateral (values ${values}) as f(base, translations) where ${where}`;
    }),
    sql` union all `,
  );
  const languageList = sql`array[${sql.join(languages.map((language) => sql`${language}`), sql`, `)}]::text[]`;
  const result = await (await db()).execute(sql`
    with texts as (${texts}),
    judged as (
      select l.language, t.kind, t.label, t.path, nullif(btrim(t.translations ->> l.language), '') is not null as done
      from texts t cross join unnest(${languageList}) as l(language)
      where nullif(btrim(t.base), '') is not null
    )
    select j.language, count(*)::int as total, (count(*) filter (where j.done))::int as translated,
      coalesce((select json_agg(m) from (
        select distinct kind, label, path from judged m where m.language = j.language and not m.done order by kind, label limit ${missingShown}
      ) m), '[]'::json) as missing
    from judged j group by j.language`);
  const found = new Map(rowsOf<LanguageCoverage>(result).map((row) => [row.language, row]));
  return languages.map((language) => found.get(language) ?? { language, total: 0, translated: 0, missing: [] });
}
