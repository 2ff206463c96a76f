import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { InlineEdit } from "./inline-edit";

function edit(value: string, normalize?: (typed: string) => string) {
  const onCommit = vi.fn();
  render(<InlineEdit value={value} label="Menu item name" normalize={normalize} onCommit={onCommit} />);
  fireEvent.click(screen.getByRole("button", { name: `Menu item name: ${value}` }));
  return { onCommit, field: screen.getByLabelText("Menu item name") as HTMLInputElement };
}

// The slug rule of spec 001 §5, as the menus module writes it.
const normalizeUrlName = (typed: string) => typed.trim().toLowerCase().replace(/\s+/g, "-").replace(/[^a-z0-9-]/g, "");

describe("InlineEdit (spec 001 §5)", () => {
  it("commits the trimmed text with Enter and with blur", () => {
    const { onCommit, field } = edit("About");
    fireEvent.change(field, { target: { value: "  About us  " } });
    fireEvent.keyDown(field, { key: "Enter" });
    expect(onCommit).toHaveBeenCalledWith("About us");

    const second = edit("Contact");
    fireEvent.change(second.field, { target: { value: "Contact us" } });
    fireEvent.blur(second.field);
    expect(second.onCommit).toHaveBeenCalledWith("Contact us");
  });

  it("reverts on Escape, on a blank value and on an unchanged one", () => {
    const { onCommit, field } = edit("About");
    fireEvent.change(field, { target: { value: "Gone" } });
    fireEvent.keyDown(field, { key: "Escape" });
    expect(screen.getByRole("button", { name: "Menu item name: About" })).toBeTruthy();
    for (const typed of ["   ", " About "]) {
      fireEvent.click(screen.getByRole("button", { name: "Menu item name: About" }));
      fireEvent.change(screen.getByLabelText("Menu item name"), { target: { value: typed } });
      fireEvent.keyDown(screen.getByLabelText("Menu item name"), { key: "Enter" });
    }
    expect(onCommit).not.toHaveBeenCalled();
  });

  it("applies its normaliser before comparing (a slug: lowercase, hyphens for spaces, only a-z, 0-9 and hyphens)", () => {
    const { onCommit, field } = edit("work-visas", normalizeUrlName);
    fireEvent.change(field, { target: { value: " Student Visas & Permits! " } });
    fireEvent.keyDown(field, { key: "Enter" });
    expect(onCommit).toHaveBeenCalledWith("student-visas--permits");

    const unchanged = edit("about", normalizeUrlName);
    fireEvent.change(unchanged.field, { target: { value: "ABOUT" } });
    fireEvent.keyDown(unchanged.field, { key: "Enter" });
    const emptied = edit("team", normalizeUrlName);
    fireEvent.change(emptied.field, { target: { value: "!!!" } });
    fireEvent.keyDown(emptied.field, { key: "Enter" });
    expect(unchanged.onCommit).not.toHaveBeenCalled();
    expect(emptied.onCommit).not.toHaveBeenCalled();
  });

  it("shows the committed text while the save is under way, then the stored value again", async () => {
    let settle = () => {};
    const saved = new Promise<void>((resolve) => (settle = resolve));
    render(<InlineEdit value="One" label="Submenu item name" onCommit={() => saved} />);
    fireEvent.click(screen.getByRole("button", { name: "Submenu item name: One" }));
    fireEvent.change(screen.getByLabelText("Submenu item name"), { target: { value: "First" } });
    fireEvent.keyDown(screen.getByLabelText("Submenu item name"), { key: "Enter" });
    expect(screen.getByRole("button", { name: "Submenu item name: First" }).getAttribute("aria-busy")).toBe("true");
    // The save failed and the value was never changed: the stored one shows again.
    await act(async () => {
      settle();
      await saved;
    });
    expect(screen.getByRole("button", { name: "Submenu item name: One" }).getAttribute("aria-busy")).toBe("false");
  });
});
