import { Column, sql, type SQL } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import { db } from "./client";

/**
 * Reads that travel to the database as one statement. Each module still writes its own query
 * (its repository builds a Drizzle select over its own tables, decision 010) and hands it over
 * unexecuted, as `rowsOf(query)`; `readAsOne` sends them all in one `select`, each as a JSON array
 * column, and decodes every row back through the columns' own driver mapping, so callers get what
 * running the query alone would have answered (dates as Date, jsonb as objects).
 *
 * One statement is one round trip: a public render sends its shell's reads and its page's reads
 * this way (issue 10, point 6). Row order is the subquery's ORDER BY, which `json_agg` keeps for a
 * plain ordered subquery.
 */
export interface Rows<T> {
  readonly sql: SQL;
  decode(value: unknown): T[];
}

interface SelectQuery {
  getSQL(): SQL;
  _: { selectedFields: unknown };
}

/** A Drizzle select of columns (no computed fields), built by `queryBuilder` and not run; T is its row. */
export function rowsOf<T>(query: SelectQuery): Rows<T> {
  const fields = Object.entries(query._.selectedFields as Record<string, unknown>);
  for (const [key, field] of fields) if (!(field instanceof Column)) throw new Error(`rowsOf: ${key} is not a column`);
  const columns = fields as [string, Column][];
  return {
    sql: sql`coalesce((select json_agg(row_to_json(t)) from (${query.getSQL()}) t), '[]'::json)`,
    decode: (value) => {
      const rows = (typeof value === "string" ? JSON.parse(value) : value) as Record<string, unknown>[];
      return rows.map((row) => Object.fromEntries(columns.map(([key, column]) => {
        const raw = row[column.name];
        return [key, raw === null || raw === undefined ? null : column.mapFromDriverValue(raw)];
      })) as T);
    },
  };
}

/** What `readAsOne` answers for `reads`: each read's rows under its name. */
export type Decoded<R> = { [K in keyof R]: R[K] extends Rows<infer T> ? T[] : never };

/** Runs every read in one statement and answers each one's rows under its name. */
export async function readAsOne<R extends Record<string, Rows<unknown>>>(reads: R): Promise<Decoded<R>> {
  const names = Object.keys(reads);
  if (names.length === 0) return {} as Decoded<R>;
  const columns = sql.join(names.map((name, index) => sql`${reads[name]!.sql} as ${sql.raw(`r${index}`)}`), sql`, `);
  const result = await (await db()).execute(sql`select ${columns}`);
  const row = ((result as { rows?: Record<string, unknown>[] }).rows ?? (result as unknown as Record<string, unknown>[]))[0]!;
  return Object.fromEntries(names.map((name, index) => [name, reads[name]!.decode(row[`r${index}`])])) as Decoded<R>;
}

/** Builds selects for `rowsOf` without a connection. */
export const queryBuilder = new QueryBuilder();
