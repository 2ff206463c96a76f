/**
 * The header a guest's pages send their link's key in (the key comes from the link's fragment, never
 * a URL the server sees). Its own module: the waiting room's island uses it without the server code.
 */
export const guestKeyHeader = "x-booking-key";
