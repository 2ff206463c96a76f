import type { Context } from "hono";
import { countAttempt } from "@/server/limits/attempts";
import { AppError, tooManyAttemptsMessage } from "./errors";

/** The client's address: the front server sets it from the connection (or the one trusted proxy's hop), never from what the client sends. */
export const clientAddressOf = (c: Context) => c.req.header("x-forwarded-for") ?? "unknown";

/**
 * Counts one attempt of `key` and refuses it (429 with Retry-After) beyond `max` in `windowSeconds`:
 * what anyone can call again and again (a visitor's question, a booking, an e-mail) stays cheap to refuse.
 */
export async function limitAttempts(c: Context, key: string, max: number, windowSeconds: number): Promise<void> {
  const { count, retryAfterSeconds } = await countAttempt(key, windowSeconds);
  if (count <= max) return;
  c.header("retry-after", String(retryAfterSeconds));
  throw new AppError({ code: "too_many_requests", message: tooManyAttemptsMessage });
}
