import { describe, expect, it } from "vitest";
import type { HeaderStyleDto } from "../../menus.queries";
import { changedStyle } from "./style-picker";

const saved: HeaderStyleDto = { type: "default", background: "white", color: "gray-700", color_hover: "gray-900", is_gradient: false, menu_width: "xl", logo_height: "h-12", menu_items_are_text: false };

describe("changedStyle: what Save sends (spec 001 §4: the style only if it changed)", () => {
  it("is empty when nothing changed, and holds only the changed fields otherwise", () => {
    expect(changedStyle(saved, { ...saved })).toEqual({});
    expect(changedStyle(saved, { ...saved, type: "mini", color: "sky-700" })).toEqual({ type: "mini", color: "sky-700" });
  });

  it("sends a gradient turned on with its colours, and one turned off as the flag alone (the server removes it)", () => {
    const gradient = { from: "sky-100", to: "violet-200" };
    expect(changedStyle(saved, { ...saved, is_gradient: true, gradient })).toEqual({ is_gradient: true, gradient });
    expect(changedStyle({ ...saved, is_gradient: true, gradient }, { ...saved, is_gradient: false, gradient: undefined })).toEqual({ is_gradient: false });
  });
});
