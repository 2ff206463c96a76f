import { perProcess } from "../per-process";
import { sharedRedis } from "../redis";
import { sharedPageCache, type CachedPage, type PageCache } from "./page-cache";
import { RedisPages } from "./redis-pages";
import { log } from "@/server/log";

/** What the front stamps a render with: the in-process cache's clock, and the shared cache's when there is one. */
export interface RenderStamp {
  here: number;
  shared?: number;
}

/**
 * Where the front keeps rendered pages: in this process's memory, and with REDIS_URL in Redis as
 * well, shared by every process (the memory then a small first level). Invalidation has two
 * halves (coherence.ts): every process drops its own copies, the process that made the change
 * drops the shared ones.
 */
export interface PageStore {
  get(key: string): Promise<CachedPage | undefined>;
  now(): Promise<RenderStamp>;
  /** Whether a page of `bytes` with `tags`, rendered since `stamp`, could be kept (then it is compressed for every encoding). */
  mayKeep(bytes: number, tags: Iterable<string>, stamp: RenderStamp): boolean;
  set(key: string, page: CachedPage, stamp: RenderStamp, group: string): Promise<boolean>;
  invalidateHere(tags: readonly string[]): void;
  invalidateShared(tags: readonly string[]): Promise<void>;
}

/** One process's pages only. */
export function memoryPageStore(cache: PageCache): PageStore {
  return {
    get: async (key) => cache.get(key),
    now: async () => ({ here: cache.now() }),
    mayKeep: (bytes, tags, stamp) => cache.mayKeep(bytes, tags, stamp.here),
    set: async (key, page, stamp, group) => cache.set(key, page, stamp.here, group),
    invalidateHere: (tags) => cache.invalidate(tags),
    invalidateShared: async () => {},
  };
}

/** Memory first, then Redis; a page found in Redis is kept in memory too. A Redis failure is logged and costs a render, never the request. */
export function tieredPageStore(cache: PageCache, shared: RedisPages): PageStore {
  const failed = (what: string) => (error: unknown) => {
    log().error(`[page-cache] Redis ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  };
  return {
    async get(key) {
      const local = cache.get(key);
      if (local) return local;
      const stamp = cache.now();
      const found = await shared.get(key).catch(failed("read"));
      if (found) cache.set(key, found.page, stamp, found.group);
      return found?.page;
    },
    now: async () => ({ here: cache.now(), shared: await shared.now().catch(failed("clock read")) }),
    mayKeep: (bytes, tags, stamp) => cache.mayKeep(bytes, tags, stamp.here),
    async set(key, page, stamp, group) {
      if (stamp.shared === undefined) return false;
      const kept = await shared.set(key, page, stamp.shared, group).catch(failed("write"));
      return kept === true && cache.set(key, page, stamp.here, group);
    },
    invalidateHere: (tags) => cache.invalidate(tags),
    invalidateShared: (tags) => shared.invalidate(tags),
  };
}

/** The process's page store: memory, and Redis when REDIS_URL is set. */
export function sharedPageStore(): PageStore {
  return perProcess("page-store", () => {
    const redis = sharedRedis();
    return redis ? tieredPageStore(sharedPageCache(), new RedisPages(redis)) : memoryPageStore(sharedPageCache());
  });
}
