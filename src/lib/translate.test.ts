import { describe, expect, it } from "vitest";
import { translated } from "./translate";

describe("translated text (spec 001 §5)", () => {
  it("uses the locale's translation when it has one", () => {
    expect(translated("Our services", { es: "Nuestros servicios" }, "es")).toBe("Nuestros servicios");
  });

  it("falls back to the base text when the translation is missing or blank", () => {
    expect(translated("Our services", { es: "  " }, "es")).toBe("Our services");
    expect(translated("Our services", { de: "Leistungen" }, "es")).toBe("Our services");
    expect(translated("Our services", null, "es")).toBe("Our services");
    expect(translated(null, {}, "en")).toBe("");
  });
});
