import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import menuText from "@/messages/en/admin/menuEditor.json";
import { headerTypes } from "../../menus.validation";
import type { FooterStyleDto, HeaderStyleDto } from "../../menus.queries";
import { StylePicker } from "./style-picker";

const header: HeaderStyleDto = { type: "default", background: "white", color: "gray-700", color_hover: "gray-900", is_gradient: false, menu_width: "xl", logo_height: "h-12", menu_items_are_text: false };
const footer = { type: "default", background: "neutral-900", color: "neutral-400", color_hover: "white", is_gradient: false } as FooterStyleDto;

/** Each style card's name and description, as an owner reads them. */
function cards(part: "header" | "footer") {
  const view = render(<StylePicker part={part} style={part === "header" ? header : footer} onChange={() => {}} />);
  const texts = screen
    .getAllByRole("radio")
    .filter((radio) => radio.getAttribute("name") === `${part}-type`)
    .map((radio) => radio.closest("label")!.textContent);
  view.unmount();
  return texts;
}

describe("the style cards' descriptions (issue 34)", () => {
  it("describe the footer's three styles as footers, not with the header's words", () => {
    expect(cards("footer")).toEqual(["DefaultColumns of links on the footer colour", "TransparentColumns of links on the page's own background", "FixedSet apart from the page by a shadow above it"]);
    const headerWords = headerTypes.map((type) => menuText.typeHints[type]);
    for (const text of cards("footer")) for (const words of headerWords) expect(text).not.toContain(words);
  });

  it("keep the header's own descriptions", () => {
    expect(cards("header")).toContain("DefaultA white bar that frosts as the page scrolls");
  });
});
