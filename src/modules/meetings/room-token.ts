import { jwtVerify, SignJWT } from "jose";
import { signingKey } from "@/modules/auth/signing.service";

import { roomTokenLifetimeSeconds } from "./meeting-protocol";

const purpose = "meeting-room-token";
const issuer = "atrium";

/** A booking's call: one room per booking. */
export const roomNameOf = (bookingId: string) => `booking-${bookingId}`;

export interface RoomClaims {
  bookingId: string;
  /** `host:<user id>` (the host or an admin) or `guest`. */
  participant: string;
}

/**
 * A short-lived signed token (JWT, HS256 with a key of its own) that opens the call of one booking
 * for one participant (decision 8 of the spec's README). It is minted at admission and handed over
 * in a response body: never in a URL, never in a log.
 */
export function mintRoomToken({ bookingId, participant }: RoomClaims, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ participant })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer(issuer)
    .setAudience(roomNameOf(bookingId))
    .setSubject(bookingId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + roomTokenLifetimeSeconds)
    .sign(signingKey(purpose));
}

/** The claims of a token for this booking's room, or null (forged, expired, or another booking's). */
export async function verifyRoomToken(token: string, bookingId: string, now = new Date()): Promise<RoomClaims | null> {
  try {
    const { payload } = await jwtVerify(token, signingKey(purpose), { issuer, audience: roomNameOf(bookingId), subject: bookingId, algorithms: ["HS256"], currentDate: now });
    return typeof payload.participant === "string" ? { bookingId, participant: payload.participant } : null;
  } catch {
    return null;
  }
}
