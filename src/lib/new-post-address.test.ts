import { describe, expect, it } from "vitest";
import { maxPrefillTitle, newPostHash, readNewPostHash } from "./new-post-address";

describe("the new post address", () => {
  it("carries a question with spaces, a question mark and an ampersand back as it was", () => {
    const title = "Can I pay by card & bank transfer? 100% sure?";
    expect(readNewPostHash(newPostHash({ title, helpCenter: true }))).toEqual({ title, helpCenter: true });
    expect(readNewPostHash(newPostHash({ title, helpCenter: false }))).toEqual({ title, helpCenter: false });
  });

  it("ignores other hashes, and cuts a title to the posts' limit", () => {
    for (const hash of ["", "#edit=hero:abc", "#new=page&title=x", "#main"]) expect(readNewPostHash(hash)).toBeNull();
    expect(readNewPostHash(newPostHash({ title: "a".repeat(400), helpCenter: true }))?.title).toHaveLength(maxPrefillTitle);
  });
});
