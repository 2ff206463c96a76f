import { env } from "@/env";
import { perProcess } from "../per-process";

/** A public page as the front server keeps it: the bytes once, compressed ahead for each encoding. */
export interface CachedPage {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  tags: readonly string[];
  /** `'sha256-…'` of its inline scripts, for its Content-Security-Policy (security-headers.ts). */
  scriptHashes?: readonly string[];
}

const sizeOf = (page: CachedPage) => page.body.length + page.gzip.length + page.br.length;

/**
 * Pages by host and URL, least recently used dropped first beyond `maxBytes`. Invalidation is by
 * tag; a render that was running while one of its tags was invalidated may hold old rows, so
 * `isCurrent` lets the caller refuse to store it.
 *
 * Pages may also share a group (the variants of one path, or a host's 404 pages): a group keeps at
 * most `maxPerGroup` pages, its least recently used going first, so that addresses a visitor can
 * vary without end never push other pages out of the cache.
 */
export class PageCache {
  readonly #pages = new Map<string, CachedPage>();
  readonly #groupOf = new Map<string, string>();
  readonly #groups = new Map<string, Set<string>>();
  readonly #invalidatedAt = new Map<string, number>();
  #clock = 0;
  #bytes = 0;

  constructor(
    private readonly maxBytes = 64 * 1024 * 1024,
    private readonly maxPerGroup = 16,
  ) {}

  get(key: string): CachedPage | undefined {
    const page = this.#pages.get(key);
    if (page) {
      // Map and Set keep insertion order: re-inserting marks the page as recently used.
      this.#pages.delete(key);
      this.#pages.set(key, page);
      const group = this.#groups.get(this.#groupOf.get(key)!);
      group?.delete(key);
      group?.add(key);
    }
    return page;
  }

  /** A stamp to take before rendering and hand to `set`. */
  now(): number {
    return this.#clock;
  }

  /** Whether none of `tags` was invalidated since `stamp`. */
  isCurrent(tags: Iterable<string>, stamp: number): boolean {
    for (const tag of tags) if ((this.#invalidatedAt.get(tag) ?? -1) >= stamp) return false;
    return true;
  }

  /**
   * Whether a page of `bytes` (uncompressed) with `tags`, rendered since `stamp`, could be kept: the
   * front then compresses it for every encoding, and otherwise only for the one request it answers.
   */
  mayKeep(bytes: number, tags: Iterable<string>, stamp: number): boolean {
    return bytes <= this.maxBytes && this.isCurrent(tags, stamp);
  }

  /** Stores a page rendered since `stamp` in `group`, unless its content changed meanwhile. */
  set(key: string, page: CachedPage, stamp: number, group = key): boolean {
    if (!this.isCurrent(page.tags, stamp) || sizeOf(page) > this.maxBytes) return false;
    this.#remove(key);
    const members = this.#groups.get(group) ?? new Set<string>();
    for (const oldest of members) {
      if (members.size < this.maxPerGroup) break;
      this.#remove(oldest);
    }
    this.#groups.set(group, members.add(key));
    this.#groupOf.set(key, group);
    this.#pages.set(key, page);
    this.#bytes += sizeOf(page);
    for (const [oldest] of this.#pages) {
      if (this.#bytes <= this.maxBytes) break;
      this.#remove(oldest);
    }
    return true;
  }

  invalidate(tags: Iterable<string>): void {
    const dropped = new Set(tags);
    for (const tag of dropped) this.#invalidatedAt.set(tag, this.#clock);
    this.#clock += 1;
    for (const [key, page] of this.#pages) if (page.tags.some((tag) => dropped.has(tag))) this.#remove(key);
  }

  get size(): number {
    return this.#pages.size;
  }

  #remove(key: string): void {
    const page = this.#pages.get(key);
    if (!page) return;
    this.#bytes -= sizeOf(page);
    this.#pages.delete(key);
    const group = this.#groupOf.get(key)!;
    this.#groupOf.delete(key);
    const members = this.#groups.get(group);
    members?.delete(key);
    if (members?.size === 0) this.#groups.delete(group);
  }
}

// One per process for the same reason as the render context (see page-render.ts): route handlers
// in Next's bundle invalidate what the front server stored.

/** The process's page cache, of PAGE_CACHE_MB megabytes. */
export function sharedPageCache(): PageCache {
  return perProcess("page-cache", () => new PageCache(env().PAGE_CACHE_MB * 1024 * 1024));
}
