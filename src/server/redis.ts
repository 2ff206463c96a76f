import { Redis } from "ioredis";
import { env } from "@/env";
import { perProcess } from "./per-process";
import { log } from "./log";

/**
 * The process's Redis connection when REDIS_URL is set (docs/decisions/039), else none. Commands
 * fail fast while Redis is away (no offline queue), so a request falls back to rendering instead of
 * waiting; the client reconnects by itself.
 */
export function sharedRedis(): Redis | undefined {
  return perProcess("redis", () => {
    const url = env().REDIS_URL;
    if (!url) return undefined;
    const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
    redis.on("error", (error: Error) => log().error(`[redis] ${error.message}`));
    return redis;
  });
}

/** Closes the connection (shutdown, tests). */
export async function closeRedis(): Promise<void> {
  const redis = sharedRedis();
  if (redis && redis.status !== "end") await redis.quit().catch(() => redis.disconnect());
}
