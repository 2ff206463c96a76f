import { describe, expect, it } from "vitest";
import { fold, stem } from "./stemming";

describe("stem", () => {
  it("reduces each language's plurals, gender and verb endings to one form", () => {
    expect(stem("translations", "en")).toBe(stem("translation", "en"));
    expect(stem("translated", "en")).toBe(stem("translating", "en"));
    expect(stem("traducciones", "es")).toBe(stem("traducción", "es"));
    expect(stem("juradas", "es")).toBe(stem("jurado", "es"));
    expect(stem("países", "es")).toBe(stem("país", "es"));
    expect(stem("certifiées", "fr")).toBe(stem("certifié", "fr"));
    expect(stem("journaux", "fr")).toBe(stem("journal", "fr"));
  });

  it("leaves short words and words of languages without rules as they are, accents folded", () => {
    expect(stem("is", "en")).toBe("is");
    expect(stem("Straße".toLowerCase(), "de")).toBe("straße");
    expect(fold("déjà")).toBe("deja");
    expect(stem("añadir", "xx")).toBe("anadir");
  });
});
