import { describe, expect, it } from "vitest";
import { compactFooterLinks, footerColumns, headerItems, menuHref, menuKind, visibleSubmenus, type MenuEntry, type SubmenuEntry } from "./menu-rules";

const submenu = (name: string, order: number, is_displayed: boolean | null = true): SubmenuEntry => ({
  name,
  name_translation: {},
  url_name: name.toLowerCase(),
  description: "",
  description_translation: {},
  image: null,
  order,
  is_displayed,
});
const item = (display_name: string, order: number, overrides: Partial<MenuEntry> = {}): MenuEntry => ({
  display_name,
  display_name_translation: {},
  url_name: display_name.toLowerCase(),
  description: null,
  image: null,
  order,
  is_displayed: true,
  is_displayed_on_footer: false,
  submenu_items: [],
  ...overrides,
});

describe("menu rules (spec 001 §2, §5)", () => {
  it("shows displayed header items by order, never one named Profile", () => {
    const items = [item("Blog", 20), item("Home", 0), item("Profile", 10), item("Hidden", 5, { is_displayed: false })];
    expect(headerItems(items).map((entry) => entry.display_name)).toEqual(["Home", "Blog"]);
  });

  it("shows submenu items unless explicitly hidden, by order", () => {
    const entry = item("Services", 0, { submenu_items: [submenu("B", 20), submenu("A", 10, null), submenu("C", 0, false)] });
    expect(visibleSubmenus(entry).map((s) => s.name)).toEqual(["A", "B"]);
  });

  it("opens a mega panel for two submenu items or more, a dropdown for one, a link for none", () => {
    expect(menuKind(item("A", 0, { submenu_items: [submenu("x", 0), submenu("y", 10)] }))).toBe("mega");
    expect(menuKind(item("A", 0, { submenu_items: [submenu("x", 0), submenu("y", 10, false)] }))).toBe("dropdown");
    expect(menuKind(item("A", 0))).toBe("link");
  });

  it("gives footer items with submenus their own column and groups the others by 8", () => {
    const plain = Array.from({ length: 10 }, (_, index) => item(`Link ${index}`, index, { is_displayed_on_footer: true }));
    const withSubmenu = item("Services", 50, { is_displayed_on_footer: true, submenu_items: [submenu("Visas", 0)] });
    const { own, groups } = footerColumns([...plain, withSubmenu, item("Not in footer", 60)]);
    expect(own.map((entry) => entry.display_name)).toEqual(["Services"]);
    expect(groups.map((group) => group.length)).toEqual([8, 2]);
  });

  it("gives the compact footer the first 6 footer items by order, with or without submenus", () => {
    const items = Array.from({ length: 8 }, (_, index) => item(`Link ${index}`, 70 - index * 10, { is_displayed_on_footer: index !== 3, submenu_items: index === 7 ? [submenu("x", 0)] : [] }));
    expect(compactFooterLinks(items).map((entry) => entry.display_name)).toEqual(["Link 7", "Link 6", "Link 5", "Link 4", "Link 2", "Link 1"]);
  });

  it("turns url names into links", () => {
    expect(menuHref("services")).toBe("/services");
    expect(menuHref("home")).toBe("/");
    expect(menuHref("https://example.com")).toBe("https://example.com");
    expect(menuHref("/about")).toBe("/about");
  });
});
