/**
 * The API's list cursors (see cursor-paging.ts), apart from the schemas so that a visitor's island
 * (the search page) can make one without loading zod.
 */

/** The largest offset a cursor may hold: past it a list is not paged through, it is searched. */
const mostOffset = 1_000_000;

// btoa/atob (ASCII only here): the same in Node and in the browser, which makes cursors too.
export const encodeCursor = (offset: number) => btoa(`o:${offset}`).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** The offset a cursor holds, or null for anything this module did not make. */
export function decodeCursor(cursor: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(cursor)) return null;
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    return null;
  }
  const match = /^o:(0|[1-9]\d{0,6})$/.exec(text);
  const offset = match ? Number(match[1]) : NaN;
  return Number.isInteger(offset) && offset <= mostOffset ? offset : null;
}
