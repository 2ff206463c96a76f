import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { gradientPresets } from "@/lib/gradient-presets";
import { shellPaletteRows, type PaletteRows } from "@/lib/palette";
import { colourLabel } from "@/lib/plain-labels";
import { ColorPicker, type ColorChoice } from "./color-picker";

let latest: ColorChoice | undefined;

function Background({ initial, palette }: { initial: ColorChoice; palette?: PaletteRows }) {
  const [value, setValue] = useState(initial);
  const change = (next: ColorChoice) => {
    latest = next;
    setValue(next);
  };
  return <ColorPicker label="Background" value={value} onChange={change} palette={palette} />;
}

describe("ColorPicker", () => {
  it("chooses a palette colour by click and moves across shades and hues with the arrows", async () => {
    const user = userEvent.setup();
    render(<Background initial={{ kind: "solid", color: "sky-600" }} />);
    const chosen = screen.getByRole("radio", { name: colourLabel("sky-600") });
    expect(chosen.getAttribute("aria-checked")).toBe("true");
    expect(chosen.tabIndex).toBe(0);
    chosen.focus();
    await user.keyboard("[ArrowRight]");
    expect(document.activeElement?.getAttribute("data-color")).toBe("sky-700");
    await user.keyboard("[ArrowDown][Enter]");
    expect(latest).toEqual({ kind: "solid", color: document.activeElement?.getAttribute("data-color") });
    expect(latest).not.toEqual({ kind: "solid", color: "sky-700" });
  });

  it("switches to a gradient (spec default blue-400, cyan-300, teal-400), sets a stop, removes and adds the via colour", async () => {
    const user = userEvent.setup();
    render(<Background initial={{ kind: "solid", color: "white" }} />);
    await user.click(screen.getByRole("button", { name: "Gradient" }));
    expect(latest).toEqual({ kind: "gradient", gradient: { from: "blue-400", via: "cyan-300", to: "teal-400" } });
    await user.click(screen.getByRole("button", { name: /^To/ }));
    await user.click(screen.getByRole("radio", { name: colourLabel("emerald-500") }));
    expect(latest).toEqual({ kind: "gradient", gradient: { from: "blue-400", via: "cyan-300", to: "emerald-500" } });
    await user.click(screen.getByRole("button", { name: "Remove via colour" }));
    expect(latest).toEqual({ kind: "gradient", gradient: { from: "blue-400", to: "emerald-500" } });
    await user.click(screen.getByRole("button", { name: "Add via colour" }));
    expect(latest).toEqual({ kind: "gradient", gradient: { from: "blue-400", via: "purple-400", to: "emerald-500" } });
  });

  it("offers white and black for a solid colour, and keeps a preset's colours outside the picker's names as the current stop", async () => {
    const user = userEvent.setup();
    render(<Background initial={{ kind: "solid", color: "gray-200" }} palette={shellPaletteRows} />);
    await user.click(screen.getByRole("radio", { name: colourLabel("white") }));
    expect(latest).toEqual({ kind: "solid", color: "white" });
    await user.click(screen.getByRole("radio", { name: colourLabel("black") }));
    expect(latest).toEqual({ kind: "solid", color: "black" });
    expect(screen.queryByRole("radio", { name: colourLabel("rose-500") })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Gradient" }));
    await user.click(screen.getByRole("button", { name: "Sunset Glow" }));
    expect(latest).toEqual({ kind: "gradient", gradient: { from: "orange-400", via: "pink-500", to: "purple-600" } });
    const from = screen.getByRole("radiogroup", { name: "From colour" });
    expect(within(from).getByRole("radio", { name: colourLabel("orange-400") }).getAttribute("aria-checked")).toBe("true");
    expect(screen.getByTestId("color-preview").style.background).toContain("linear-gradient");
    // Changing one stop keeps the preset's other colours.
    await user.click(within(from).getByRole("radio", { name: colourLabel("sky-500") }));
    expect(latest).toEqual({ kind: "gradient", gradient: { from: "sky-500", via: "pink-500", to: "purple-600" } });
    expect(within(from).queryByRole("radio", { name: colourLabel("orange-400") })).toBeNull();
  });

  it("offers the eight presets of spec 000 §9", async () => {
    const user = userEvent.setup();
    render(<Background initial={{ kind: "gradient", gradient: { from: "gray-900", to: "gray-700" } }} />);
    const presets = screen.getByRole("group", { name: "Gradient presets" });
    const names = [...presets.querySelectorAll("button")].map((button) => button.textContent);
    expect(names).toEqual(["Ocean Breeze", "Sunset Glow", "Fresh Growth", "Purple Dreams", "Fire Blaze", "Deep Ocean", "Forest Path", "Rose Garden"]);
    await user.click(screen.getByRole("button", { name: "Fire Blaze" }));
    expect(latest).toEqual({ kind: "gradient", gradient: gradientPresets[4]!.gradient });
  });
});
