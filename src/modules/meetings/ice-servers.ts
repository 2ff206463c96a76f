import { createHmac } from "node:crypto";
import { env } from "@/env";
import { roomTokenLifetimeSeconds } from "./meeting-protocol";

export interface IceServer {
  urls: string[];
  username?: string;
  credential?: string;
}

/**
 * The STUN and TURN servers a participant's browser may use (ICE_SERVER_URLS). With coturn's
 * `use-auth-secret`, TURN credentials are the REST API's time-limited ones: the username is the
 * expiry and the participant, the password an HMAC of it with the shared secret, valid as long as the
 * room token. Without servers, calls connect on the same network only (and on loopback, in tests).
 */
export function iceServersFor(participant: string, now = new Date()): IceServer[] {
  const { ICE_SERVER_URLS: urls = [], TURN_SECRET, TURN_USERNAME, TURN_CREDENTIAL } = env();
  const stun = urls.filter((url) => url.startsWith("stun"));
  const turn = urls.filter((url) => url.startsWith("turn"));
  const servers: IceServer[] = stun.length > 0 ? [{ urls: stun }] : [];
  if (turn.length === 0) return servers;
  if (TURN_SECRET) {
    const username = `${Math.floor(now.getTime() / 1000) + roomTokenLifetimeSeconds}:${participant}`;
    return [...servers, { urls: turn, username, credential: createHmac("sha1", TURN_SECRET).update(username).digest("base64") }];
  }
  return [...servers, { urls: turn, username: TURN_USERNAME, credential: TURN_CREDENTIAL }];
}
