import { describe, expect, it } from "vitest";
import { pathDecodes } from "./malformed-path";

describe("pathDecodes", () => {
  it("accepts plain and well-escaped paths, whatever the query holds", () => {
    expect(pathDecodes("/")).toBe(true);
    expect(pathDecodes("/blog/caf%C3%A9?q=%")).toBe(true);
  });

  it("refuses a path with a broken escape", () => {
    expect(pathDecodes("/%E0%A4%A")).toBe(false);
    expect(pathDecodes("/blog/%zz")).toBe(false);
  });
});
