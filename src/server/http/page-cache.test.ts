import { describe, expect, it } from "vitest";
import { PageCache, type CachedPage } from "./page-cache";

const page = (text: string, tags: string[]): CachedPage => {
  const body = Buffer.from(text);
  return { status: 200, headers: { "content-type": "text/html" }, body, gzip: body, br: body, etag: `"${text}"`, tags, scriptHashes: [] };
};

describe("the page cache", () => {
  it("drops exactly the pages carrying an invalidated tag", () => {
    const cache = new PageCache();
    cache.set("acme.test/", page("acme home", ["org-acme"]), cache.now());
    cache.set("acme.test/about", page("acme about", ["org-acme", "org-acme-post-about"]), cache.now());
    cache.set("globex.test/", page("globex home", ["org-globex"]), cache.now());

    cache.invalidate(["org-acme-post-about"]);
    expect(cache.get("acme.test/about")).toBeUndefined();
    expect(cache.get("acme.test/")?.body.toString()).toBe("acme home");

    cache.invalidate(["org-acme"]);
    expect(cache.get("acme.test/")).toBeUndefined();
    expect(cache.get("globex.test/")?.body.toString()).toBe("globex home");
  });

  it("refuses a page whose render was running when its content changed", () => {
    const cache = new PageCache();
    const stamp = cache.now();
    cache.invalidate(["org-acme"]);
    expect(cache.set("acme.test/", page("old rows", ["org-acme"]), stamp)).toBe(false);
    expect(cache.get("acme.test/")).toBeUndefined();
    // A render started after the change is kept, and so is one of another organization.
    expect(cache.set("acme.test/", page("new rows", ["org-acme"]), cache.now())).toBe(true);
    expect(cache.set("globex.test/", page("globex", ["org-globex"]), stamp)).toBe(true);
  });

  it("forgets the least recently used pages beyond its size", () => {
    const cache = new PageCache(3 * 30);
    for (const name of ["a", "b", "c"]) cache.set(name, page(name.repeat(10), ["t"]), cache.now());
    cache.get("a");
    cache.set("d", page("d".repeat(10), ["t"]), cache.now());
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("d")).toBeDefined();
    expect(cache.size).toBe(3);
  });

  it("keeps at most so many pages of one group, so made-up addresses cannot push other pages out", () => {
    const cache = new PageCache(1024 * 1024, 3);
    cache.set("a.test/", page("home", ["org-a"]), cache.now());
    for (const n of [1, 2, 3]) cache.set(`a.test/missing-${n}`, page(`missing ${n}`, ["org-a"]), cache.now(), "a.test 404");
    cache.get("a.test/missing-1");
    for (const n of [4, 5]) cache.set(`a.test/missing-${n}`, page(`missing ${n}`, ["org-a"]), cache.now(), "a.test 404");
    expect(cache.size).toBe(4);
    expect(cache.get("a.test/")).toBeDefined();
    // The group's least recently used went first.
    expect(["missing-1", "missing-2", "missing-3", "missing-4", "missing-5"].filter((name) => cache.get(`a.test/${name}`))).toEqual(["missing-1", "missing-4", "missing-5"]);
    // A group emptied by invalidation starts again from nothing.
    cache.invalidate(["org-a"]);
    expect(cache.size).toBe(0);
    for (const n of [6, 7, 8]) expect(cache.set(`a.test/missing-${n}`, page(`missing ${n}`, ["org-a"]), cache.now(), "a.test 404")).toBe(true);
    expect(cache.size).toBe(3);
  });

  it("keeps nothing when given no memory (PAGE_CACHE_MB=0)", () => {
    const cache = new PageCache(0);
    expect(cache.set("a.test/", page("home", ["org-a"]), cache.now())).toBe(false);
    expect(cache.get("a.test/")).toBeUndefined();
  });
});
