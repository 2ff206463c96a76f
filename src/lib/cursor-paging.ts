import { z } from "zod";
import { decodeCursor, encodeCursor } from "./cursor";

/**
 * Cursor paging for the API's lists (issue 31): `?cursor=&limit=` in, `next_cursor` out (null on the
 * last page). The cursor is opaque to clients: today it holds the offset of the next row in the
 * list's fixed order (each list orders by a unique key, so a page never repeats a row while the
 * list stands still). Being opaque, it can become a keyset later without a client changing.
 */
export const cursorMessages = {
  badCursor: "This cursor is not one the list answered: ask again without it",
  badLimit: (most: number) => `limit must be a whole number from 1 to ${most}`,
};

export { decodeCursor, encodeCursor };

/** Where a page starts and how many rows it holds. */
export interface PageRequest {
  offset: number;
  limit: number;
}

/** The query of a paged list: `cursor` (absent: the first page) and `limit` (`usual` when absent, at most `most`). */
export function cursorQuery({ usual, most }: { usual: number; most: number }) {
  return z.object({
    cursor: z
      .string()
      .optional()
      .describe("`next_cursor` of the page before; absent for the first page")
      .transform((cursor, context) => {
        if (cursor === undefined || cursor === "") return 0;
        const offset = decodeCursor(cursor);
        if (offset === null) {
          context.addIssue({ code: "custom", message: cursorMessages.badCursor });
          return z.NEVER;
        }
        return offset;
      }),
    limit: z.coerce
      .number({ error: cursorMessages.badLimit(most) })
      .int(cursorMessages.badLimit(most))
      .min(1, cursorMessages.badLimit(most))
      .max(most, cursorMessages.badLimit(most))
      .default(usual)
      .describe(`How many items a page holds: ${usual} unless asked, at most ${most}`),
  });
}

/** The query as a page request (the schema names the offset `cursor`). */
export const pageRequest = ({ cursor, limit }: { cursor: number; limit: number }): PageRequest => ({ offset: cursor, limit });

/** `next_cursor` in a list's answer. */
export const nextCursorField = z.string().nullable().describe("The cursor of the next page; null on the last one");

/**
 * A page from rows read as `limit + 1` from `offset`: the extra row, when there is one, says a next
 * page exists (no count needed) and is not answered.
 */
export function pageOfRows<T>(rows: readonly T[], { offset, limit }: PageRequest): { items: T[]; next_cursor: string | null } {
  return { items: rows.slice(0, limit), next_cursor: rows.length > limit ? encodeCursor(offset + limit) : null };
}

/**
 * Every page of a list, following `next_cursor` from the first: for a view that shows the whole
 * list (the Site Map, the command palette). Each request stays bounded on the server; `most` pages
 * at most, so a cursor that never ends cannot loop.
 */
export async function everyPage<P extends { next_cursor: string | null }>(fetchPage: (cursor: string | undefined) => Promise<P>, most = 100): Promise<P[]> {
  const pages: P[] = [];
  let cursor: string | undefined;
  do {
    const page = await fetchPage(cursor);
    pages.push(page);
    cursor = page.next_cursor ?? undefined;
  } while (cursor && pages.length < most);
  return pages;
}
