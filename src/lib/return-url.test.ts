import { describe, expect, it } from "vitest";
import { loginRedirectTarget, shouldRemember } from "./return-url";

describe("login redirect order (spec 000 §2)", () => {
  it("takes the explicit target first, then redirectTo, the remembered URL, the current page, then /account", () => {
    const all = { explicit: "/a", redirectTo: "/b", remembered: "/c", currentPage: "/d" };
    expect(loginRedirectTarget(all)).toBe("/a");
    expect(loginRedirectTarget({ ...all, explicit: null })).toBe("/b");
    expect(loginRedirectTarget({ ...all, explicit: null, redirectTo: null })).toBe("/c");
    expect(loginRedirectTarget({ currentPage: "/d" })).toBe("/d");
    expect(loginRedirectTarget({})).toBe("/account");
  });

  it("never goes to an authentication page, with or without a language prefix", () => {
    expect(loginRedirectTarget({ redirectTo: "/register", remembered: "/es/reset-password?x=1" })).toBe("/account");
    expect(loginRedirectTarget({ explicit: "/es/login", redirectTo: "/pricing" })).toBe("/pricing");
  });

  it("never leaves the site", () => {
    expect(loginRedirectTarget({ redirectTo: "https://evil.example/", remembered: "//evil.example" })).toBe("/account");
  });

  it("remembers every page but the root and the authentication pages", () => {
    expect(shouldRemember("/pricing")).toBe(true);
    expect(shouldRemember("/es/blog/post")).toBe(true);
    expect(shouldRemember("/")).toBe(false);
    expect(shouldRemember("/es")).toBe(false);
    expect(shouldRemember("/login")).toBe(false);
    expect(shouldRemember("/de/reset-password")).toBe(false);
  });
});
