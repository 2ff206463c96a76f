import { describe, expect, it } from "vitest";
import { dateTimeFormat, numberFormat, pluralRules } from "./formatters";

describe("kept Intl formatters", () => {
  it("are made once per locale and options, and format as new ones do", () => {
    expect(numberFormat("de", { maximumFractionDigits: 2 })).toBe(numberFormat("de", { maximumFractionDigits: 2 }));
    expect(numberFormat("de", { maximumFractionDigits: 2 })).not.toBe(numberFormat("de", { maximumFractionDigits: 1 }));
    expect(numberFormat("de").format(1032.5)).toBe(new Intl.NumberFormat("de").format(1032.5));
    const day = new Date(Date.UTC(2026, 8, 22, 12));
    expect(dateTimeFormat("es", { dateStyle: "long" }).format(day)).toBe(new Intl.DateTimeFormat("es", { dateStyle: "long" }).format(day));
    expect(pluralRules("fr")).toBe(pluralRules("fr"));
    expect(pluralRules("en").select(1)).toBe("one");
  });

  it("keep at most 200, whatever locales are asked for", () => {
    const first = numberFormat("en", { minimumIntegerDigits: 1 });
    for (let digits = 1; digits <= 21; digits += 1) for (const locale of ["en", "de", "fr", "es", "it", "nl", "pt", "pl", "sv", "da"]) numberFormat(locale, { minimumIntegerDigits: digits });
    expect(numberFormat("en", { minimumIntegerDigits: 1 })).not.toBe(first);
  });
});
