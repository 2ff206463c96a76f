// What the meetings' browser islands and the API agree on: the headers their secrets travel in
// (never a URL a server or a log sees) and the call's timings. Its own module: the islands use it
// without the server code.

/** The guest's key, from their link's fragment. */
export const guestKeyHeader = "x-booking-key";

/** The room token of a call (minted by launch-video). */
export const roomTokenHeader = "x-room-token";

/** A room token lives an hour; the call asks for a new one after 50 minutes (spec 000 §9: 3,000,000 ms). */
export const roomTokenLifetimeSeconds = 60 * 60;
export const roomTokenRefreshMs = 3_000_000;
