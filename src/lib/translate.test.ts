import { describe, expect, it } from "vitest";
import { fieldIn, translated, translationMissing, withTranslation } from "./translate";

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

describe("an editor's text field in a language (issue 34 point 1)", () => {
  it("holds the base text in the default language, else the translation with the base text as its hint", () => {
    expect(fieldIn("Our services", { es: "Servicios" }, null)).toEqual({ value: "Our services" });
    expect(fieldIn("Our services", { es: "Servicios" }, "es")).toEqual({ value: "Servicios", placeholder: "Our services" });
    expect(fieldIn("Our services", {}, "de")).toEqual({ value: "", placeholder: "Our services" });
    expect(withTranslation({ es: "Servicios" }, "de", "Leistungen")).toEqual({ es: "Servicios", de: "Leistungen" });
  });

  it("calls a language missing while a field with base text has no translation in it", () => {
    const fields = [["Our services", { es: "Servicios" }], ["", {}], [null, {}]] as const;
    expect(translationMissing(fields, "es")).toBe(false);
    expect(translationMissing(fields, "de")).toBe(true);
    expect(translationMissing([["Our services", { de: "  " }]], "de")).toBe(true);
  });
});
