import type { Redis } from "ioredis";
import type { CachedPage } from "./page-cache";

/**
 * Rendered pages in Redis, shared by every process of an installation (docs/decisions/039): a page
 * rendered by one is a hit in all. Keys under `atrium:pages:`:
 * - `clock`: a counter every invalidation raises; a render reads it first (its stamp);
 * - `at:{tag}`: the clock when the tag was last invalidated; a page rendered before then is refused;
 * - `tag:{tag}`: the set of page keys that carry the tag;
 * - `page:{key}`: the page (a hash: meta JSON and the three bodies), dropped after `ttlSeconds`;
 * - `group:{group}`: a path's variants (or a host's 404 pages) by time stored, at most `maxPerGroup`.
 * Each step is one Lua script, so a store and an invalidation never interleave.
 */
const prefix = "atrium:pages:";

// KEYS: clock; ARGV: prefix, tags…
const invalidateScript = `
local clock = redis.call('INCR', KEYS[1])
for i = 2, #ARGV do
  local tag = ARGV[i]
  redis.call('SET', ARGV[1] .. 'at:' .. tag, clock, 'EX', 86400)
  local pages = redis.call('SMEMBERS', ARGV[1] .. 'tag:' .. tag)
  for _, key in ipairs(pages) do redis.call('DEL', ARGV[1] .. 'page:' .. key) end
  redis.call('DEL', ARGV[1] .. 'tag:' .. tag)
end
return clock`;

// ARGV: prefix, key, stamp, ttl, group, maxPerGroup, now, meta, body, gzip, br, tags…
const storeScript = `
local p, key, stamp = ARGV[1], ARGV[2], tonumber(ARGV[3])
for i = 12, #ARGV do
  local at = redis.call('GET', p .. 'at:' .. ARGV[i])
  if at and tonumber(at) > stamp then return 0 end
end
local ttl = tonumber(ARGV[4])
redis.call('HSET', p .. 'page:' .. key, 'meta', ARGV[8], 'body', ARGV[9], 'gzip', ARGV[10], 'br', ARGV[11])
redis.call('EXPIRE', p .. 'page:' .. key, ttl)
for i = 12, #ARGV do
  redis.call('SADD', p .. 'tag:' .. ARGV[i], key)
  redis.call('EXPIRE', p .. 'tag:' .. ARGV[i], ttl)
end
local group = p .. 'group:' .. ARGV[5]
redis.call('ZADD', group, tonumber(ARGV[7]), key)
redis.call('EXPIRE', group, ttl)
local extra = redis.call('ZCARD', group) - tonumber(ARGV[6])
if extra > 0 then
  for _, old in ipairs(redis.call('ZRANGE', group, 0, extra - 1)) do redis.call('DEL', p .. 'page:' .. old) end
  redis.call('ZREMRANGEBYRANK', group, 0, extra - 1)
end
return 1`;

type Meta = Pick<CachedPage, "status" | "headers" | "etag" | "tags" | "scriptHashes"> & { group: string };

export class RedisPages {
  constructor(
    private readonly redis: Redis,
    private readonly ttlSeconds = 24 * 3600,
    private readonly maxPerGroup = 16,
  ) {}

  /** The stamp to take before a render and hand to `set`. */
  async now(): Promise<number> {
    return Number((await this.redis.get(`${prefix}clock`)) ?? 0);
  }

  async get(key: string): Promise<{ page: CachedPage; group: string } | undefined> {
    const fields = await this.redis.hgetallBuffer(`${prefix}page:${key}`);
    if (!fields.meta || !fields.body || !fields.gzip || !fields.br) return undefined;
    const { group, ...meta } = JSON.parse(fields.meta.toString("utf8")) as Meta;
    return { page: { ...meta, body: fields.body, gzip: fields.gzip, br: fields.br }, group };
  }

  /** Stores a page rendered since `stamp`, unless one of its tags was invalidated meanwhile (in any process). */
  async set(key: string, page: CachedPage, stamp: number, group: string): Promise<boolean> {
    const meta: Meta = { status: page.status, headers: page.headers, etag: page.etag, tags: page.tags, scriptHashes: page.scriptHashes, group };
    const stored = await this.redis.eval(storeScript, 0, prefix, key, stamp, this.ttlSeconds, group, this.maxPerGroup, Date.now(), JSON.stringify(meta), page.body, page.gzip, page.br, ...page.tags);
    return stored === 1;
  }

  async invalidate(tags: readonly string[]): Promise<void> {
    if (tags.length > 0) await this.redis.eval(invalidateScript, 1, `${prefix}clock`, prefix, ...tags);
  }
}
