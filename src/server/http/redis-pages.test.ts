import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRedisServer } from "@/testing/redis-server";
import { PageCache, type CachedPage } from "./page-cache";
import { tieredPageStore, type PageStore } from "./page-store";
import { RedisPages } from "./redis-pages";
import { logTo } from "@/server/log";

const page = (body: string, tags: string[]): CachedPage => ({
  status: 200,
  headers: { "content-type": "text/html; charset=utf-8" },
  body: Buffer.from(body),
  gzip: Buffer.from(`gzip ${body}`),
  br: Buffer.from(`br ${body}`),
  etag: `"${body}"`,
  tags,
  scriptHashes: ["'sha256-x'"],
});

describe("pages shared through Redis by every process (decision 039)", () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  const clients: Redis[] = [];
  /** A process: its own memory and its own Redis connection. */
  const process = (): PageStore => {
    const client = new Redis(redis.url);
    clients.push(client);
    return tieredPageStore(new PageCache(), new RedisPages(client));
  };

  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.quit()));
    await redis.stop();
  });

  it("serves a page one process rendered from another, bytes and headers intact", async () => {
    const [one, two] = [process(), process()];
    expect(await two.get("a.test/")).toBeUndefined();
    expect(await one.set("a.test/", page("home", ["org-a"]), await one.now(), "a.test/")).toBe(true);
    const found = await two.get("a.test/");
    expect(found?.body.toString()).toBe("home");
    expect(found?.br.toString()).toBe("br home");
    expect(found?.headers).toEqual({ "content-type": "text/html; charset=utf-8" });
    expect(found?.tags).toEqual(["org-a"]);
  });

  it("drops a tag's pages for every process, and refuses a render that began before the invalidation", async () => {
    const [one, two] = [process(), process()];
    await one.set("b.test/", page("old", ["org-b"]), await one.now(), "b.test/");
    const stampBefore = await two.now();
    // The change: every process forgets its own copy (here: both), the maker the shared one.
    one.invalidateHere(["org-b"]);
    two.invalidateHere(["org-b"]);
    await one.invalidateShared(["org-b"]);
    expect(await two.get("b.test/")).toBeUndefined();
    // A render of the old rows that was under way in the other process is not kept.
    expect(await two.set("b.test/", page("stale", ["org-b"]), stampBefore, "b.test/")).toBe(false);
    expect(await one.get("b.test/")).toBeUndefined();
    // A render after it is.
    expect(await two.set("b.test/", page("new", ["org-b"]), await two.now(), "b.test/")).toBe(true);
    expect((await one.get("b.test/"))?.body.toString()).toBe("new");
  });

  it("keeps at most 16 variants of a path, the oldest going first", async () => {
    const one = process();
    for (let index = 0; index < 20; index++) await one.set(`c.test/?v=${index}`, page(`v${index}`, ["org-c"]), await one.now(), "c.test/");
    const other = process();
    expect(await other.get("c.test/?v=3")).toBeUndefined();
    expect((await other.get("c.test/?v=4"))?.body.toString()).toBe("v4");
    expect((await other.get("c.test/?v=19"))?.body.toString()).toBe("v19");
  });

  it("renders instead of failing while Redis is away", async () => {
    const client = new Redis("redis://127.0.0.1:1", { enableOfflineQueue: false, maxRetriesPerRequest: 0, lazyConnect: true, retryStrategy: () => null });
    const store = tieredPageStore(new PageCache(), new RedisPages(client));
    const errors: string[] = [];
    const restore = logTo({ write: (line: string) => void errors.push(line) });
    try {
      expect(await store.get("d.test/")).toBeUndefined();
      expect(await store.set("d.test/", page("d", ["org-d"]), await store.now(), "d.test/")).toBe(false);
    } finally {
      restore();
    }
    expect(errors.length).toBeGreaterThan(0);
    expect(JSON.parse(errors[0]!)).toMatchObject({ level: "error", msg: expect.stringMatching(/^\[page-cache\] Redis read failed/) });
    client.disconnect();
  });
});
