import type { BetterAuthOptions } from "better-auth";
import { countAttempt } from "@/server/limits/attempts";

/**
 * better-auth's request windows per client and route (3 sign-ins in 10 s from one address, ...)
 * kept in the attempt counters of the database instead of its per-process memory, so that every
 * process of an installation counts together: behind a balancer, N processes would otherwise
 * grant N windows. Counting is one statement, so concurrent requests all count.
 */
export const sharedRequestWindows: NonNullable<NonNullable<BetterAuthOptions["rateLimit"]>["customStorage"]> = {
  async consume(key, rule) {
    const { count, retryAfterSeconds } = await countAttempt(`auth-window:${key}`, rule.window);
    return count <= rule.max ? { allowed: true, retryAfter: null } : { allowed: false, retryAfter: retryAfterSeconds };
  },
};
