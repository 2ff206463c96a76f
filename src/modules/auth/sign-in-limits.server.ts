import { APIError, isAPIError } from "better-auth/api";
import { env } from "@/env";
import { attemptsIn, clearAttempts, countAttempt } from "@/server/limits/attempts";
import { authMessages } from "./auth.validation";

/**
 * Failed sign-ins per account, besides better-auth's limits per client address: an attacker who
 * spreads guesses over many addresses still gets at most this many tries at one password an hour.
 */
export const maxFailedSignIns = 10;
export const failedSignInWindowSeconds = 60 * 60;

const keyOf = (email: string) => `sign-in:${email.trim().toLowerCase()}`;
// Browser journeys sign in and out many times with AUTH_RATE_LIMIT=off; everywhere else it is on.
const enabled = () => env().AUTH_RATE_LIMIT !== "off";

/** Refuses a sign-in to an account that failed too often this hour (429 with Retry-After), before its password is checked. */
export async function checkSignInAllowed(email: unknown): Promise<void> {
  if (!enabled() || typeof email !== "string") return;
  const { count, retryAfterSeconds } = await attemptsIn(keyOf(email), failedSignInWindowSeconds);
  if (count < maxFailedSignIns) return;
  throw new APIError("TOO_MANY_REQUESTS", { message: authMessages.tooManyAttempts, code: "TOO_MANY_FAILED_SIGN_INS" }, { "retry-after": String(retryAfterSeconds) });
}

/** A new password ends the lock: the owner who reset it may sign in at once. */
export async function forgetFailedSignIns(email: string): Promise<void> {
  await clearAttempts(keyOf(email));
}

/** Counts a wrong password against the account; a successful sign-in starts the count again. */
export async function recordSignInOutcome(email: unknown, outcome: unknown): Promise<void> {
  if (!enabled() || typeof email !== "string") return;
  if (isAPIError(outcome)) {
    if (outcome.statusCode === 401) await countAttempt(keyOf(email), failedSignInWindowSeconds);
  } else {
    await clearAttempts(keyOf(email));
  }
}
