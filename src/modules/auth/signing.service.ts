import { hkdfSync } from "node:crypto";
import { authSecret } from "./secret.server";

/**
 * A key for one purpose (meeting room tokens, …), derived from the installation's secret with HKDF:
 * other modules sign with it without ever holding the secret that signs sessions.
 */
export function signingKey(purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync("sha256", authSecret(), "atrium", purpose, 32));
}
