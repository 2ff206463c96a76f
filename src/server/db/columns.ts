import { eq, sql, type SQL } from "drizzle-orm";
import { integer, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";

/** created_at and updated_at, as every content table has them. */
export const timestamps = () => ({
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The row's version for optimistic concurrency (decision 017): 1 on insert, raised by one in the
 * same statement as every update, so a save that names an older version changes nothing.
 */
export const versionColumn = () => integer("version").notNull().default(1);

/** `set version = version + 1`: part of every update of a versioned row. */
export const nextVersion = (column: AnyPgColumn): SQL => sql`${column} + 1`;

/** `and version = expected` when the save named a version; nothing (last write wins) when it did not. */
export const atVersion = (column: AnyPgColumn, expected: number | undefined): SQL | undefined =>
  expected === undefined ? undefined : eq(column, expected);

/** A LIKE pattern matching text that contains `text` literally (its %, _ and \\ escaped). */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;
