import { createHash } from "node:crypto";
import { Column, is, Param, Placeholder, SQL, sql } from "drizzle-orm";
import { PgDialect, QueryBuilder } from "drizzle-orm/pg-core";
import { pageRenders } from "@/server/http/page-render";
import { db, inTransaction, rowsOf } from "./client";

/**
 * Reads that travel to the database as one statement. Each module still writes its own query
 * (its repository builds a Drizzle select over its own tables, decision 010) and hands it over
 * unexecuted; `readAsOne` sends them all in one `select`, each as a JSON array column (a row an
 * array of its values), and decodes every row back through the columns' own driver mapping, so
 * callers get what running the query alone would have answered (dates as Date, jsonb as objects).
 *
 * One statement is one round trip: a public render sends its shell's reads and its page's reads
 * this way (issue 10, point 6). Row order is the subquery's ORDER BY, which `json_agg` keeps for a
 * plain ordered subquery.
 *
 * A read is written once, with its arguments as placeholders (`prepareRows`): building Drizzle's
 * SQL costs more than a tenth of a public render, and the database parses a statement it has seen
 * once per connection (a named prepared statement per combination of reads).
 */
export interface Rows<T> {
  /** The read's SQL, its parameters numbered from $1. */
  readonly text: string;
  readonly params: readonly unknown[];
  /** The same for every read of one `prepareRows`: what lets a combination of reads be prepared once. */
  readonly shape: number;
  decode(value: unknown): T[];
}

interface SelectQuery {
  getSQL(): ReturnType<typeof sql>;
  _: { selectedFields: unknown; result: unknown };
}

type RowOf<Q extends SelectQuery> = Q["_"]["result"] extends readonly (infer T)[] ? T : never;

/** Where a parameter's value comes from: the read's argument at an index (through a column's encoder), or a constant of the query. */
type ParamSource = { argument: number; encode?: (value: unknown) => unknown } | { constant: unknown };

const dialect = new PgDialect();
let shapes = 0;

function compile(query: SelectQuery) {
  const fields = Object.entries(query._.selectedFields as Record<string, unknown>);
  // A column, or an expression named with `.as()` (a paged list's count): each is read back by its
  // name. An expression's value is taken as JSON gives it (a count is a number), not through a decoder.
  const columns = fields.map(([key, field]): [string, { name: string; mapFromDriverValue: (value: unknown) => unknown }] => {
    if (field instanceof Column) return [key, field];
    if (is(field, SQL.Aliased)) return [key, { name: field.fieldAlias, mapFromDriverValue: (value) => value }];
    throw new Error(`prepareRows: ${key} is neither a column nor a named expression (sql\`…\`.as("name"))`);
  });
  const names = columns.map(([, column]) => column.name);
  if (new Set(names).size !== names.length) throw new Error(`prepareRows: two selected columns share a name: ${names.join(", ")}`);
  // json_build_array takes at most 100 arguments.
  if (names.length > 100) throw new Error(`prepareRows: more than 100 columns: ${names.join(", ")}`);
  // Each row as an array of its values rather than an object (row_to_json): the column names are
  // not repeated in every row, which made up about a third of a page's JSON to send and parse.
  const values = sql.join(names.map((name) => sql`t.${sql.identifier(name)}`), sql`, `);
  const built = dialect.sqlToQuery(sql`coalesce((select json_agg(json_build_array(${values})) from (${query.getSQL()}) t), '[]'::json)`);
  // readAsOne renumbers parameters by their $n: the text must hold no other.
  if ((built.sql.match(/\$\d+/g) ?? []).length !== built.params.length) throw new Error(`prepareRows: a "$" in the SQL that is not a parameter: ${built.sql}`);
  // Sorted out once here rather than by Drizzle's fillPlaceholders, whose `is()` checks on every
  // parameter of every call showed in the render's profile.
  const sources: ParamSource[] = built.params.map((param) => {
    if (is(param, Placeholder)) return { argument: Number(param.name) };
    if (is(param, Param) && is(param.value, Placeholder)) return { argument: Number(param.value.name), encode: (value) => param.encoder.mapToDriverValue(value) };
    return { constant: param };
  });
  const decodeRow = (row: unknown[]) => {
    // A loop rather than Object.fromEntries over pairs: under half the time (40 menu rows: 55 against 130 µs).
    const decoded: Record<string, unknown> = {};
    for (let index = 0; index < columns.length; index++) {
      const [key, column] = columns[index]!;
      const raw = row[index];
      decoded[key] = raw === null || raw === undefined ? null : column.mapFromDriverValue(raw);
    }
    return decoded;
  };
  const decode = (value: unknown) => ((typeof value === "string" ? JSON.parse(value) : value) as unknown[][]).map(decodeRow);
  return { text: built.sql, sources, decode, shape: ++shapes };
}

/**
 * A read for `readAsOne`: `build` is a Drizzle select of columns (or aggregates named with `.as()`) over the
 * module's tables, built by `queryBuilder` from the read's arguments. It runs once, with
 * placeholders for the arguments, so it must use them only as values in the query (no `if` on
 * them); each call fills them in.
 */
export function prepareRows<A extends unknown[], Q extends SelectQuery>(build: (...args: A) => Q): (...args: A) => Rows<RowOf<Q>> {
  let compiled: ReturnType<typeof compile> | undefined;
  return (...args) => {
    compiled ??= compile(build(...(Array.from({ length: build.length }, (_, index) => sql.placeholder(String(index))) as A)));
    const { text, sources, decode, shape } = compiled;
    const params = sources.map((source) => ("constant" in source ? source.constant : source.encode ? source.encode(args[source.argument]) : args[source.argument]));
    return { text, params, shape, decode: decode as (value: unknown) => RowOf<Q>[] };
  };
}

/** What `readAsOne` answers for `reads`: each read's rows under its name. */
export type Decoded<R> = { [K in keyof R]: R[K] extends Rows<infer T> ? T[] : never };

/** Each combination of reads as one statement, and the name it is prepared under (while there are not too many). */
const statements = new Map<string, { text: string; name?: string }>();
const mostPrepared = 500;

/**
 * A statement's name is a hash of its text: a connection knows a name for one text only, and the
 * pool's connections are shared by every copy of this module that a process may load (a counter
 * per copy once gave two texts one name: "Prepared statements must be unique").
 */
const statementName = (text: string) => `atrium_${createHash("sha256").update(text).digest("hex").slice(0, 32)}`;

function statementOf(reads: Rows<unknown>[]) {
  const key = reads.map((read) => read.shape).join(" ");
  let statement = statements.get(key);
  if (!statement) {
    let offset = 0;
    const columns = reads.map((read, index) => {
      const text = read.text.replace(/\$(\d+)/g, (_, number: string) => `$${Number(number) + offset}`);
      offset += read.params.length;
      return `${text} as r${index}`;
    });
    const text = `select ${columns.join(", ")}`;
    statement = { text, name: statements.size < mostPrepared ? statementName(text) : undefined };
    statements.set(key, statement);
  }
  return statement;
}

/** One statement of `reads`: the row of its columns r0, r1… */
async function runStatement(reads: Rows<unknown>[]): Promise<Record<string, unknown>> {
  const { text, name } = statementOf(reads);
  // Drizzle's session is what `db.execute` runs through (the transaction's, inside one); it is the
  // one way to give a statement a name, which node-postgres prepares once per connection.
  const result = await (await db())._.session.prepareQuery({ sql: text, params: reads.flatMap((read) => read.params) }, undefined, name, false).execute();
  return rowsOf<Record<string, unknown>>(result)[0]!;
}

/** The columns of `reads` from a statement of their own. */
const columnsAlone = (reads: Rows<unknown>[]) => runStatement(reads).then((row) => reads.map((_, index) => row[`r${index}`]));

/** A call of `readAsOne` waiting for its turn's statement. */
interface Waiting {
  reads: Rows<unknown>[];
  settle: (columns: Promise<unknown[]>) => void;
}

/** Per page render, the calls of the current turn. */
const gathering = new WeakMap<object, Waiting[]>();

/**
 * Every call of the turn (the reads asked for before the event loop moves on) as one statement;
 * if it fails, each call's reads run on their own, so that each answers as it would have alone.
 */
async function sendGathered(calls: Waiting[]) {
  const alone = (call: Waiting) => call.settle(columnsAlone(call.reads));
  if (calls.length === 1) return alone(calls[0]!);
  try {
    const row = await runStatement(calls.flatMap((call) => call.reads));
    let offset = 0;
    for (const call of calls) {
      const start = offset;
      call.settle(Promise.resolve(call.reads.map((_, index) => row[`r${start + index}`])));
      offset += call.reads.length;
    }
  } catch {
    calls.forEach(alone);
  }
}

/**
 * The columns of `reads`. Inside a page render, in one statement with the render's other reads
 * asked for in the same turn; elsewhere, and inside a transaction (one connection, which must see
 * its own writes), on their own.
 */
function columnsOf(reads: Rows<unknown>[]): Promise<unknown[]> {
  const render = pageRenders.getStore();
  if (!render || inTransaction()) return columnsAlone(reads);
  return new Promise((resolve) => {
    let calls = gathering.get(render);
    if (!calls) {
      gathering.set(render, (calls = []));
      // After the promise callbacks already queued: the reads that one answer starts (the layout's,
      // the metadata's, the page's) go together.
      process.nextTick(() => {
        gathering.delete(render);
        void sendGathered(calls!);
      });
    }
    calls.push({ reads, settle: resolve });
  });
}

/**
 * Runs every read in one statement and answers each one's rows under its name. Inside a page
 * render, the calls made in the same turn of the event loop share that statement (one round trip
 * for a render's settings, shell and page); one that fails does not fail the others.
 */
export async function readAsOne<R extends Record<string, Rows<unknown>>>(reads: R): Promise<Decoded<R>> {
  const names = Object.keys(reads);
  if (names.length === 0) return {} as Decoded<R>;
  const columns = await columnsOf(names.map((name) => reads[name]!));
  return Object.fromEntries(names.map((key, index) => [key, reads[key]!.decode(columns[index])])) as Decoded<R>;
}

/** Builds selects for `prepareRows` without a connection. */
export const queryBuilder = new QueryBuilder();
