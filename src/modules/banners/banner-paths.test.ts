import { describe, expect, it } from "vitest";
import { isBannerFreePath, matchesPagePath, pagePathOf, showsOnPath } from "./banner-paths";

describe("banner page paths", () => {
  it("reads a page path without language prefix, query or trailing slash", () => {
    expect(pagePathOf("/es/blog/?page=2")).toBe("/blog");
    expect(pagePathOf("/")).toBe("/");
    expect(pagePathOf("/es")).toBe("/");
    expect(pagePathOf("")).toBe("/");
  });

  it("matches exact paths and prefixes ending in /*", () => {
    expect(matchesPagePath("/about", "/about")).toBe(true);
    expect(matchesPagePath("/about", "/fr/about/")).toBe(true);
    expect(matchesPagePath("/about", "/about/team")).toBe(false);
    expect(matchesPagePath("/blog/*", "/blog")).toBe(true);
    expect(matchesPagePath("/blog/*", "/de/blog/first-post")).toBe(true);
    expect(matchesPagePath("/blog/*", "/blogger")).toBe(false);
    expect(matchesPagePath("/*", "/anything/at/all")).toBe(true);
    expect(matchesPagePath("/es/pricing", "/pricing")).toBe(true);
  });

  it("hides banners on the paths of 001 §2, with or without a language prefix", () => {
    for (const path of ["/account/profile/tickets", "/account/edupro/course", "/help-center/faq", "/admin", "/es/admin/ai/management", "/login", "/signup", "/register", "/reset-password?token=x"]) {
      expect(isBannerFreePath(path), path).toBe(true);
      expect(showsOnPath([], path), path).toBe(false);
    }
    for (const path of ["/", "/account", "/account/edupro", "/products", "/es/blog"]) {
      expect(isBannerFreePath(path), path).toBe(false);
    }
  });

  it("shows a banner without page paths everywhere else, and one with page paths only on those", () => {
    expect(showsOnPath([], "/products")).toBe(true);
    expect(showsOnPath(["/products", "/blog/*"], "/blog/news")).toBe(true);
    expect(showsOnPath(["/products", "/blog/*"], "/about")).toBe(false);
    expect(showsOnPath(["/*"], "/login")).toBe(false);
  });
});
