import { APIError, isAPIError } from "better-auth/api";
import { env } from "@/env";
import { attemptsIn, clearAttempts, clearAttemptsStartingWith, countAttempt } from "@/server/limits/attempts";
import { authMessages } from "./auth.validation";

/**
 * Failed sign-ins, besides better-auth's limits per client address. A wrong password counts against
 * the account from that client (its address): after `maxFailedSignInsPerClient` in an hour that
 * client may not try the account again, while its owner, elsewhere, still signs in. Guesses spread
 * over many addresses count against the account as a whole: after `maxFailedSignInsPerAccount` an
 * hour, password sign-in pauses for everyone and the owner is told by e-mail, with a link to choose
 * a new password, which ends the pause.
 */
export const maxFailedSignInsPerClient = 10;
export const maxFailedSignInsPerAccount = 50;
export const failedSignInWindowSeconds = 60 * 60;

const accountKey = (email: string) => `sign-in:${email.trim().toLowerCase()}`;
const clientKey = (email: string, client: string) => `${accountKey(email)}:from:${client}`;
// Browser journeys sign in and out many times with AUTH_RATE_LIMIT=off; everywhere else it is on.
const enabled = () => env().AUTH_RATE_LIMIT !== "off";

function tooManyAttempts(retryAfterSeconds: number): APIError {
  return new APIError("TOO_MANY_REQUESTS", { message: authMessages.tooManyAttempts, code: "TOO_MANY_FAILED_SIGN_INS" }, { "retry-after": String(retryAfterSeconds) });
}

/** Refuses a sign-in (429 with Retry-After) before its password is checked: from a client that failed too often for this account, or to an account paused for everyone. */
export async function checkSignInAllowed(email: unknown, client: string): Promise<void> {
  if (!enabled() || typeof email !== "string") return;
  const [fromClient, overall] = await Promise.all([attemptsIn(clientKey(email, client), failedSignInWindowSeconds), attemptsIn(accountKey(email), failedSignInWindowSeconds)]);
  if (fromClient.count >= maxFailedSignInsPerClient) throw tooManyAttempts(fromClient.retryAfterSeconds);
  if (overall.count >= maxFailedSignInsPerAccount) throw tooManyAttempts(overall.retryAfterSeconds);
}

/** A new password ends every count of the account: the owner who reset it may sign in at once, from anywhere. */
export async function forgetFailedSignIns(email: string): Promise<void> {
  await clearAttempts(accountKey(email));
  await clearAttemptsStartingWith(clientKey(email, ""));
}

/**
 * Counts a wrong password against the account, from this client and overall; a successful sign-in
 * starts this client's count again. `onPaused` runs once, when the account's count reaches its
 * bound: the owner is to be told.
 */
export async function recordSignInOutcome(email: unknown, client: string, outcome: unknown, onPaused: (email: string) => Promise<void>): Promise<void> {
  if (!enabled() || typeof email !== "string") return;
  if (!isAPIError(outcome)) return clearAttempts(clientKey(email, client));
  if (outcome.statusCode !== 401) return;
  const [, overall] = await Promise.all([countAttempt(clientKey(email, client), failedSignInWindowSeconds), countAttempt(accountKey(email), failedSignInWindowSeconds)]);
  if (overall.count === maxFailedSignInsPerAccount) await onPaused(email);
}
