import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { Sortable } from "./sortable";

function Metrics() {
  const [items, setItems] = useState(["Visas", "Citizenship", "Appeals"]);
  return (
    <Sortable
      items={items}
      idOf={(item) => item}
      nameOf={(item) => item}
      onReorder={setItems}
      renderItem={(item, handle) => (
        <div>
          <button {...handle} aria-label={`Move ${item}`}>⠿</button> <span data-testid="item">{item}</span>
        </div>
      )}
    />
  );
}

// jsdom lays nothing out; the keyboard sensor moves by the items' boxes, so give each list item the
// box a browser would: a 300 x 40 row, 50 px below the one before.
beforeAll(() => {
  const layout = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function (this: Element) {
    if (this.tagName !== "LI") return layout.call(this);
    const index = [...(this.parentElement?.children ?? [])].indexOf(this);
    return { x: 0, y: index * 50, top: index * 50, left: 0, width: 300, height: 40, right: 300, bottom: index * 50 + 40, toJSON: () => ({}) } as DOMRect;
  };
});

describe("Sortable", () => {
  it("reorders with the keyboard alone: Space picks up, an arrow moves, Space drops", async () => {
    const user = userEvent.setup();
    render(<Metrics />);
    screen.getByRole("button", { name: "Move Visas" }).focus();
    await user.keyboard("[Space]");
    await user.keyboard("[ArrowDown]");
    await user.keyboard("[Space]");
    expect(screen.getAllByTestId("item").map((item) => item.textContent)).toEqual(["Citizenship", "Visas", "Appeals"]);
  });

  it("cancels with Escape and keeps the order", async () => {
    const user = userEvent.setup();
    render(<Metrics />);
    screen.getByRole("button", { name: "Move Appeals" }).focus();
    await user.keyboard("[Space]");
    await user.keyboard("[ArrowUp]");
    await user.keyboard("[Escape]");
    expect(screen.getAllByTestId("item").map((item) => item.textContent)).toEqual(["Visas", "Citizenship", "Appeals"]);
  });
});
