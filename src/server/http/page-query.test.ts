import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { normalizedPageUrl, queryReadByRoute } from "./page-query";

describe("normalizedPageUrl", () => {
  it("drops parameters no page reads", () => {
    expect(normalizedPageUrl("/?cb=123")).toBe("/");
    expect(normalizedPageUrl("/blog?utm_source=mail&page=2")).toBe("/blog");
    expect(normalizedPageUrl("/es/blog/a-post?")).toBe("/es/blog/a-post");
  });

  it("keeps what /reset-password reads, once each, in a fixed order, in any language", () => {
    expect(normalizedPageUrl("/reset-password?utm=x&token=abc&error=INVALID_TOKEN&token=other")).toBe("/reset-password?error=INVALID_TOKEN&token=abc");
    expect(normalizedPageUrl("/de/reset-password?token=abc&cb=1")).toBe("/de/reset-password?token=abc");
    // The ticket an answer's e-mail links.
    expect(normalizedPageUrl("/account/profile/tickets?utm_source=mail&ticket=t1")).toBe("/account/profile/tickets?ticket=t1");
    expect(normalizedPageUrl("/es/admin?ticket=t1&x=1")).toBe("/es/admin?ticket=t1");
    expect(normalizedPageUrl("/reset-password?cb=1")).toBe("/reset-password");
  });

  it("reads escapes of unreserved characters as the characters, and keeps the others", () => {
    expect(normalizedPageUrl("/%62l%6Fg")).toBe("/blog");
    expect(normalizedPageUrl("/blog/caf%c3%a9")).toBe("/blog/caf%C3%A9");
    // A dot stays escaped: no escape becomes a "../" segment.
    expect(normalizedPageUrl("/%2e%2e/api")).toBe("/%2E%2E/api");
  });
});

describe("the allow-list", () => {
  it("names every page that reads searchParams on the server (the front drops any other parameter)", () => {
    const pagesDir = path.resolve(import.meta.dirname, "../../app/[host]/[lang]");
    const reading = fs
      .readdirSync(pagesDir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith("page.tsx") && fs.readFileSync(path.join(pagesDir, file), "utf8").includes("searchParams"))
      // app/[host]/[lang]/reset-password/page.tsx is the route /reset-password.
      .map((file) => `/${path.dirname(file).split(path.sep).filter((segment) => segment !== "." && !segment.startsWith("(")).join("/")}`);
    expect(reading.length).toBeGreaterThan(0);
    for (const route of reading) expect(Object.keys(queryReadByRoute), `${route} reads searchParams`).toContain(route);
  });
});
