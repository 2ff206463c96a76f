import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CommandPalette } from "./command-palette";
import { paletteCommands, placeCommands, sectionCommands, type PaletteCommand } from "./commands";
import { usePaletteKeys } from "./palette-keys";
import { recentKey } from "./recent-commands";

/** The palette as the editing layer has it: its keys from the layer's first chunk, its dialog from the workbench. */
function Palette({ commands, places, onEverOpened }: { commands: PaletteCommand[]; places?: PaletteCommand[]; onEverOpened?: () => void }) {
  const palette = usePaletteKeys(commands);
  if (palette.everOpened) onEverOpened?.();
  return <CommandPalette open={palette.open} onOpenChange={palette.onOpenChange} commands={commands} places={places} />;
}

const press = (key: string, options: { shift?: boolean } = {}) => act(() => void fireEvent.keyDown(window, { key, ctrlKey: true, shiftKey: options.shift ?? false }));

function setup() {
  const openEditor = vi.fn();
  const navigate = vi.fn();
  const notify = vi.fn();
  const view = render(<Palette commands={paletteCommands({ openEditor, navigate, notify })} />);
  return { openEditor, navigate, notify, view };
}

describe("the command palette", () => {
  beforeEach(() => localStorage.clear());

  it("opens with Ctrl+K, filters, runs the highlighted command with Enter and keeps it under Recent", async () => {
    const { openEditor } = setup();
    expect(screen.queryByRole("dialog")).toBeNull();
    press("k");
    const dialog = await screen.findByRole("dialog", { name: "Command palette" });
    const input = within(dialog).getByPlaceholderText("Search commands or type a keyword...");
    fireEvent.change(input, { target: { value: "layout" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(openEditor).toHaveBeenCalledWith("layout");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(JSON.parse(localStorage.getItem(recentKey)!)).toEqual(["layout"]);

    press("k");
    const again = await screen.findByRole("dialog", { name: "Command palette" });
    const recent = within(again).getByText("Recent").closest("[cmdk-group]") as HTMLElement;
    expect(within(recent).getByText("Page Layout")).toBeTruthy();
  });

  it("lists every category; Pricing Plan is marked 'Coming soon' and, chosen, only says so; says so when nothing matches", async () => {
    const { openEditor, navigate, notify } = setup();
    press("k");
    const dialog = await screen.findByRole("dialog", { name: "Command palette" });
    for (const category of ["Content", "Navigation", "Pages", "Products", "Interactive", "General"]) expect(within(dialog).getByText(category)).toBeTruthy();
    // Only Pricing Plan is coming soon: nothing says the old '(Soon)'.
    expect(dialog.textContent).not.toContain("(Soon)");
    expect(within(dialog).getAllByText("Coming soon")).toHaveLength(1);
    const pricing = within(dialog).getByText("Pricing Plan").closest("[cmdk-item]") as HTMLElement;
    expect(pricing.textContent).toContain("Coming soon");
    fireEvent.click(pricing);
    expect(notify).toHaveBeenCalledWith("Creating Pricing Plan - Coming soon!");
    expect(openEditor).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
    // Not kept under Recent: nothing was done.
    expect(localStorage.getItem(recentKey)).toBeNull();

    press("k");
    const again = await screen.findByRole("dialog", { name: "Command palette" });
    fireEvent.change(within(again).getByRole("combobox"), { target: { value: "zzzz-nothing" } });
    expect(within(again).getByText("No commands found")).toBeTruthy();
    expect(within(again).getByText("Try a different search term")).toBeTruthy();
    // jsdom names no platform: the keys as Linux and Windows write them.
    expect(within(again).getByText("Ctrl+K to open")).toBeTruthy();
  });

  it("writes the shortcuts with Ctrl on Linux and Windows and with ⌘ only on a Mac (issue 34)", async () => {
    const platform = vi.spyOn(navigator, "platform", "get");
    for (const [name, open, section] of [
      ["Linux x86_64", "Ctrl+K to open", "Ctrl+Shift+S"],
      ["Win32", "Ctrl+K to open", "Ctrl+Shift+S"],
      ["MacIntel", "⌘K to open", "⌘⇧S"],
    ] as const) {
      platform.mockReturnValue(name);
      const { view } = setup();
      press("k");
      const dialog = await screen.findByRole("dialog", { name: "Command palette" });
      expect(within(dialog).getByText(open), name).toBeTruthy();
      const item = within(dialog).getAllByRole("option").find((option) => option.textContent?.includes("Add a template section"))!;
      expect(item.querySelector("kbd")?.textContent, name).toBe(section);
      expect(dialog.textContent?.includes("⌘"), name).toBe(name === "MacIntel");
      view.unmount();
    }
    platform.mockRestore();
  });

  it("opens Global Settings on the matching tab for FAQ, Feature, Banner and Product Page", async () => {
    const { openEditor } = setup();
    for (const [label, tab] of [["FAQ", "faqs"], ["Feature", "features"], ["Banner", "banners"], ["Product Page", "products"]] as const) {
      press("k");
      const dialog = await screen.findByRole("dialog", { name: "Command palette" });
      const item = within(dialog).getByText(label, { selector: "[cmdk-item] span span" }).closest("[cmdk-item]") as HTMLElement;
      expect(item.getAttribute("aria-disabled")).toBe("false");
      fireEvent.click(item);
      expect(openEditor).toHaveBeenLastCalledWith("globalSettings", { tab });
    }
    expect(JSON.parse(localStorage.getItem(recentKey)!)).toEqual(["product_page", "banner", "feature", "faq"]);
  });

  it("runs the shortcuts while closed (Ctrl+Shift+S a section, H a heading, P a post) and not while open", async () => {
    const { openEditor } = setup();
    press("S", { shift: true });
    expect(openEditor).toHaveBeenLastCalledWith("template");
    press("H", { shift: true });
    expect(openEditor).toHaveBeenLastCalledWith("heading");
    press("P", { shift: true });
    expect(openEditor).toHaveBeenLastCalledWith("post");
    expect(JSON.parse(localStorage.getItem(recentKey)!)).toEqual(["post", "heading", "section"]);
    press("k");
    await screen.findByRole("dialog", { name: "Command palette" });
    press("S", { shift: true });
    expect(openEditor).toHaveBeenCalledTimes(3);
  });

  it("jumps to a page or a post found by its title once something is typed, and asks for them when it first opens", async () => {
    const navigate = vi.fn();
    const onEverOpened = vi.fn();
    const places = placeCommands({ pages: [{ id: "p1", title: "Work Visas", slug: "work-visas" }], posts: [{ id: "b1", title: "Moving abroad", slug: "moving-abroad" }] }, navigate);
    render(<Palette commands={paletteCommands({ openEditor: vi.fn(), navigate: vi.fn(), notify: vi.fn() })} places={places} onEverOpened={onEverOpened} />);
    expect(onEverOpened).not.toHaveBeenCalled();
    press("k");
    const dialog = await screen.findByRole("dialog", { name: "Command palette" });
    expect(onEverOpened).toHaveBeenCalled();
    expect(within(dialog).queryByText("Go to")).toBeNull();
    const input = within(dialog).getByRole("combobox");
    fireEvent.change(input, { target: { value: "moving" } });
    expect(within(dialog).getByText("Go to")).toBeTruthy();
    fireEvent.keyDown(input, { key: "Enter" });
    expect(navigate).toHaveBeenCalledWith("/blog/moving-abroad");
  });

  it("puts a page whose title holds the word typed before commands that only hold its letters", async () => {
    const navigate = vi.fn();
    const places = placeCommands({ pages: [{ id: "p1", title: "Work Visas", slug: "work-visas" }], posts: [] }, navigate);
    render(<Palette commands={paletteCommands({ openEditor: vi.fn(), navigate: vi.fn(), notify: vi.fn() })} places={places} />);
    press("k");
    const dialog = await screen.findByRole("dialog", { name: "Command palette" });
    const input = within(dialog).getByRole("combobox");
    fireEvent.change(input, { target: { value: "visa" } });
    expect(within(dialog).getAllByRole("option")[0]!.textContent).toContain("Work Visas");
    fireEvent.keyDown(input, { key: "Enter" });
    expect(navigate).toHaveBeenCalledWith("/work-visas");
  });

  it("finds a section by its title and opens it with its page", async () => {
    const open = vi.fn();
    const places = sectionCommands([{ kind: "template", id: "s1", title: "Student visas", url_page: "/visas" }, { kind: "hero", id: "h1", title: "Welcome", url_page: "/home" }], open);
    render(<Palette commands={[]} places={places} />);
    press("k");
    const dialog = await screen.findByRole("dialog", { name: "Command palette" });
    fireEvent.change(within(dialog).getByRole("combobox"), { target: { value: "student" } });
    expect(within(dialog).getByText("/visas · Section")).toBeTruthy();
    fireEvent.keyDown(within(dialog).getByRole("combobox"), { key: "Enter" });
    expect(open).toHaveBeenCalledWith("/visas", { kind: "template", id: "s1" });
  });
});
