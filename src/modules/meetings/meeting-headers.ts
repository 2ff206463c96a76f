// The headers a meeting's browser pages send their secrets in, never in a URL a server or a log sees.
// Their own module: the waiting room's and the call's islands use them without the server code.

/** The guest's key, from their link's fragment. */
export const guestKeyHeader = "x-booking-key";

/** The room token of a call (minted by launch-video). */
export const roomTokenHeader = "x-room-token";
