import { describe, expect, it } from "vitest";
import { normalizedPageUrl } from "./page-query";

describe("normalizedPageUrl", () => {
  it("drops parameters no page reads", () => {
    expect(normalizedPageUrl("/?cb=123")).toBe("/");
    expect(normalizedPageUrl("/blog?utm_source=mail&page=2")).toBe("/blog");
    expect(normalizedPageUrl("/es/blog/a-post?")).toBe("/es/blog/a-post");
  });

  it("keeps what /reset-password reads, once each, in a fixed order, in any language", () => {
    expect(normalizedPageUrl("/reset-password?utm=x&token=abc&error=INVALID_TOKEN&token=other")).toBe("/reset-password?error=INVALID_TOKEN&token=abc");
    expect(normalizedPageUrl("/de/reset-password?token=abc&cb=1")).toBe("/de/reset-password?token=abc");
    expect(normalizedPageUrl("/reset-password?cb=1")).toBe("/reset-password");
  });

  it("reads escapes of unreserved characters as the characters, and keeps the others", () => {
    expect(normalizedPageUrl("/%62l%6Fg")).toBe("/blog");
    expect(normalizedPageUrl("/blog/caf%c3%a9")).toBe("/blog/caf%C3%A9");
    // A dot stays escaped: no escape becomes a "../" segment.
    expect(normalizedPageUrl("/%2e%2e/api")).toBe("/%2E%2E/api");
  });
});
