import { beforeEach, describe, expect, it } from "vitest";
import { clearRecentInvalidations, invalidate, recentInvalidations } from "./cache";
import { transaction } from "./db/client";
import { sharedPageCache } from "./http/page-cache";

const page = (tags: string[]) => ({ status: 200, headers: {}, body: Buffer.from("x"), gzip: Buffer.from("x"), br: Buffer.from("x"), etag: '"x"', tags });

describe("invalidating cached pages", () => {
  beforeEach(() => clearRecentInvalidations());

  it("drops a cached page at once outside a transaction", () => {
    sharedPageCache().set("a.test/", page(["org-a"]), sharedPageCache().now());
    invalidate("org-a");
    expect(sharedPageCache().get("a.test/")).toBeUndefined();
    expect(recentInvalidations()).toEqual(["org-a"]);
  });

  it("waits for the commit, so that no request in between caches the old rows again", async () => {
    sharedPageCache().set("b.test/", page(["org-b"]), sharedPageCache().now());
    await transaction(async () => {
      invalidate("org-b");
      expect(sharedPageCache().get("b.test/")).toBeDefined();
    });
    expect(sharedPageCache().get("b.test/")).toBeUndefined();
  });

  it("keeps the cache when the transaction rolls back", async () => {
    sharedPageCache().set("c.test/", page(["org-c"]), sharedPageCache().now());
    await expect(transaction(async () => {
      invalidate("org-c");
      throw new Error("refused");
    })).rejects.toThrow("refused");
    expect(sharedPageCache().get("c.test/")).toBeDefined();
    expect(recentInvalidations()).toEqual([]);
  });
});
