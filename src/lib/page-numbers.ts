/**
 * Numbered pages of a list shown to visitors (the blog, a help-center group, search results): which
 * numbers a pagination nav shows, and how a page's number is read from its address.
 */

/** The page numbers a nav shows: the first, the last and `around` either side of the current one; null marks a gap ("…"). */
export function pageNumbers(current: number, last: number, around = 2): (number | null)[] {
  const shown: (number | null)[] = [];
  for (let page = 1; page <= last; page++) {
    if (page === 1 || page === last || Math.abs(page - current) <= around) shown.push(page);
    else if (shown.at(-1) !== null) shown.push(null);
  }
  return shown;
}

/**
 * The number in a page's address (/blog/page/2, ?page=2), or null when it names no page of its own:
 * digits only without a leading zero, so each page has one address, and 1 is the list's own address
 * (/blog) rather than a second one for the same page.
 */
export function pageNumberFrom(text: string | null | undefined): number | null {
  if (!text || !/^[1-9]\d{0,5}$/.test(text)) return null;
  const page = Number(text);
  return page >= 2 ? page : null;
}

/** How many pages `total` items make at `size` a page: at least one, the empty list's. */
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
