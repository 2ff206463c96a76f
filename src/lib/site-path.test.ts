import { describe, expect, it } from "vitest";
import { pathInLanguage } from "./site-path";

describe("the same page in another language (spec 001 §2)", () => {
  it("swaps the language prefix and keeps the rest of the path", () => {
    expect(pathInLanguage("/es/services/visas", "de", "en")).toBe("/de/services/visas");
    expect(pathInLanguage("/services", "es", "en")).toBe("/es/services");
  });

  it("drops the prefix for the organization's default language", () => {
    expect(pathInLanguage("/es/services", "en", "en")).toBe("/services");
    expect(pathInLanguage("/es", "en", "en")).toBe("/");
    expect(pathInLanguage("/de/blog", "de", "de")).toBe("/blog");
  });

  it("links the home page of a language", () => {
    expect(pathInLanguage("/", "es", "en")).toBe("/es");
    expect(pathInLanguage("/de", "es", "en")).toBe("/es");
  });

  it("keeps a first segment that only looks like a language", () => {
    expect(pathInLanguage("/esperanto", "de", "en")).toBe("/de/esperanto");
    expect(pathInLanguage("/xx/page", "de", "en")).toBe("/de/xx/page");
  });
});
