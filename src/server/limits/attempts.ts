import { eq, sql } from "drizzle-orm";
import { db } from "@/server/db/client";
import { attemptCounters } from "./attempts.schema";

export interface AttemptWindow {
  /** Attempts counted in the current window, this one included. */
  count: number;
  /** Seconds until the window ends and the count starts again. */
  retryAfterSeconds: number;
}

function windowOf(row: { count: number; window_started_at: Date } | undefined, windowSeconds: number, now = Date.now()): AttemptWindow {
  const endsAt = row ? row.window_started_at.getTime() + windowSeconds * 1000 : now;
  if (!row || endsAt <= now) return { count: 0, retryAfterSeconds: 0 };
  return { count: row.count, retryAfterSeconds: Math.ceil((endsAt - now) / 1000) };
}

/** The attempts of `key` in its current window, without counting one. */
export async function attemptsIn(key: string, windowSeconds: number): Promise<AttemptWindow> {
  const [row] = await (await db()).select().from(attemptCounters).where(eq(attemptCounters.key, key));
  return windowOf(row, windowSeconds);
}

/** Counts one attempt of `key`; a window older than `windowSeconds` starts again at 1. One statement, so concurrent attempts all count. */
export async function countAttempt(key: string, windowSeconds: number): Promise<AttemptWindow> {
  const expired = sql`${attemptCounters.window_started_at} <= now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await (await db())
    .insert(attemptCounters)
    .values({ key, count: 1, window_started_at: sql`now()` })
    .onConflictDoUpdate({
      target: attemptCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${attemptCounters.count} + 1 end`,
        window_started_at: sql`case when ${expired} then now() else ${attemptCounters.window_started_at} end`,
      },
    })
    .returning();
  return windowOf(row, windowSeconds);
}

/** Keys are e-mail addresses and client addresses anyone can make up: counters long past any window (an hour at most) go. */
export async function deleteOldAttempts(): Promise<void> {
  await (await db()).delete(attemptCounters).where(sql`${attemptCounters.window_started_at} < now() - interval '2 days'`);
}

export async function clearAttempts(key: string): Promise<void> {
  await (await db()).delete(attemptCounters).where(eq(attemptCounters.key, key));
}

/** Clears every key that starts with `prefix` (an account's counts from each of its clients). */
export async function clearAttemptsStartingWith(prefix: string): Promise<void> {
  await (await db()).delete(attemptCounters).where(sql`starts_with(${attemptCounters.key}, ${prefix})`);
}
