import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { colorValue, paletteNames, shellPaletteRows, type PaletteRows } from "@/lib/palette";
import { colourLabel } from "@/lib/plain-labels";
import { PaletteGrid } from "./palette-grid";

const families = ["gray", "slate", "neutral", "sky", "blue", "emerald"];
const shades = ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "950"];

function Picker({ initial, onChange = () => undefined, palette = shellPaletteRows }: { initial?: string; onChange?: (name: string) => void; palette?: PaletteRows }) {
  const [value, setValue] = useState(initial);
  return (
    <PaletteGrid
      label="Text colour"
      palette={palette}
      value={value}
      onChange={(name) => {
        onChange(name);
        setValue(name);
      }}
    />
  );
}

const swatches = () => within(screen.getByRole("radiogroup", { name: "Text colour" })).getAllByRole("radio");
const names = () => swatches().map((swatch) => swatch.getAttribute("data-color"));

describe("PaletteGrid", () => {
  it("names each swatch as an owner reads it (issue 34: not 'sky-600'), keeping the stored name as data", () => {
    render(<PaletteGrid label="Text colour" value="sky-600" onChange={() => undefined} />);
    const chosen = screen.getByRole("radio", { name: "Sky, strong" });
    expect([chosen.getAttribute("title"), chosen.dataset.color, chosen.getAttribute("aria-checked")]).toEqual(["Sky, strong", "sky-600", "true"]);
    expect(swatches().map((swatch) => swatch.getAttribute("aria-label")).filter((name) => /-\d/.test(name ?? ""))).toEqual([]);
  });

  it("offers every palette colour by default, white and black first", () => {
    render(<PaletteGrid label="Text colour" value="rose-500" onChange={() => undefined} />);
    expect(names().slice(0, 2)).toEqual(["white", "black"]);
    expect(new Set(names())).toEqual(new Set(paletteNames));
    expect(screen.getByRole("radio", { name: colourLabel("rose-500") }).getAttribute("aria-checked")).toBe("true");
  });
});

describe("PaletteGrid with the header and footer styles' palette (spec 001 §9: white, black, and the shades 50 to 950 of gray, slate, neutral, sky, blue and emerald)", () => {
  it("offers white and black on a row of their own, then each family's shades 50 to 950, and nothing else", () => {
    render(<Picker initial="gray-700" />);
    expect(names()).toEqual(["white", "black", ...families.flatMap((family) => shades.map((shade) => `${family}-${shade}`))]);
    expect(names()).toHaveLength(68);
    expect(screen.queryByRole("radio", { name: colourLabel("red-500") })).toBeNull();
    // Each row starts in the first column: white and black do not run on into the gray row.
    expect(screen.getByRole("radio", { name: colourLabel("white") }).style.gridColumnStart).toBe("1");
    expect(screen.getByRole("radio", { name: colourLabel("gray-50") }).style.gridColumnStart).toBe("1");
    expect(screen.getByRole("radio", { name: colourLabel("black") }).style.gridColumnStart).toBe("");
  });

  it("lets white (the header's default background) and black be chosen, by click and by keyboard", async () => {
    const user = userEvent.setup();
    const change = vi.fn();
    render(<Picker initial="gray-100" onChange={change} />);
    await user.click(screen.getByRole("radio", { name: colourLabel("white") }));
    expect(change).toHaveBeenLastCalledWith("white");
    expect(screen.getByRole("radio", { name: colourLabel("white") }).getAttribute("aria-checked")).toBe("true");
    expect(screen.getByRole("radio", { name: colourLabel("white") }).tabIndex).toBe(0);
    await user.keyboard("[ArrowRight]");
    expect(document.activeElement?.getAttribute("data-color")).toBe("black");
    await user.keyboard("[ArrowRight][Enter]");
    expect(change).toHaveBeenLastCalledWith("black");
    // Down from black lands on the gray row's same column; up from a far shade stops at black.
    await user.keyboard("[ArrowDown]");
    expect(document.activeElement?.getAttribute("data-color")).toBe("gray-100");
    screen.getByRole("radio", { name: colourLabel("gray-900") }).focus();
    await user.keyboard("[ArrowUp]");
    expect(document.activeElement?.getAttribute("data-color")).toBe("black");
  });

  it("keeps a current value outside those names: shown checked, with its name and colour, above the grid", async () => {
    const user = userEvent.setup();
    const change = vi.fn();
    render(<Picker initial="cyan-300" onChange={change} />);
    const current = screen.getByRole("radio", { name: colourLabel("cyan-300") });
    expect(current.getAttribute("aria-checked")).toBe("true");
    expect(current.tabIndex).toBe(0);
    expect(current.style.background).not.toBe("");
    expect(colorValue("cyan-300")).toBeDefined();
    expect(screen.getByText("Cyan, soft")).toBeTruthy();
    expect(names()).toHaveLength(69);
    // From it, down goes into the grid; a choice there replaces it and it is no longer offered.
    current.focus();
    await user.keyboard("[ArrowDown]");
    expect(document.activeElement?.getAttribute("data-color")).toBe("white");
    await user.click(screen.getByRole("radio", { name: colourLabel("sky-600") }));
    expect(change).toHaveBeenLastCalledWith("sky-600");
    expect(screen.queryByRole("radio", { name: colourLabel("cyan-300") })).toBeNull();
    expect(names()).toHaveLength(68);
  });

  it("makes the first swatch the tab stop when nothing is chosen", () => {
    render(<Picker />);
    expect(swatches().filter((swatch) => swatch.tabIndex === 0).map((swatch) => swatch.getAttribute("data-color"))).toEqual(["white"]);
    expect(swatches().some((swatch) => swatch.getAttribute("aria-checked") === "true")).toBe(false);
  });
});
