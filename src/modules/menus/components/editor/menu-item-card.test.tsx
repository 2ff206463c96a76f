import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MenuItemDto, SubmenuItemDto } from "../../menus.queries";
import { MenuItemCard, type MenuItemActions } from "./menu-item-card";
import { menuText } from "./menu-text";

const org = "6f1c4b4e-2a43-4d8e-9a51-0c6f0b1c2d3e";
const stamp = "2026-11-23T10:00:00.000Z";
const submenu: SubmenuItemDto = {
  id: "2b1d4a8f-0a4f-4c62-9b6e-4b3f9a8d7c22",
  menu_item_id: "1e1d4a8f-0a4f-4c62-9b6e-4b3f9a8d7c21",
  organization_id: org,
  name: "Work visas",
  name_translation: {},
  url_name: "work-visas",
  description: "",
  description_translation: {},
  image: "/media/visa.jpg",
  order: 10,
  is_displayed: true,
  created_at: stamp,
  updated_at: stamp,
};
const item: MenuItemDto & { submenu_items: SubmenuItemDto[] } = {
  id: submenu.menu_item_id,
  organization_id: org,
  display_name: "Services",
  display_name_translation: {},
  url_name: "services",
  description: null,
  order: 10,
  is_displayed: true,
  is_displayed_on_footer: false,
  image: null,
  icon_name: null,
  react_icon_id: null,
  menu_items_are_text: false,
  created_at: stamp,
  updated_at: stamp,
  submenu_items: [submenu],
};

function renderCard() {
  const actions: MenuItemActions = {
    updateItem: vi.fn(async () => undefined),
    deleteItem: vi.fn(async () => undefined),
    addSubmenu: vi.fn(async () => true),
    updateSubmenu: vi.fn(async () => undefined),
    deleteSubmenu: vi.fn(async () => undefined),
    reorderSubmenus: vi.fn(async () => undefined),
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MenuItemCard part="header" item={item} handle={{}} dragging={false} actions={actions} />
    </QueryClientProvider>,
  );
  return actions;
}

afterEach(() => vi.unstubAllGlobals());

describe("MenuItemCard's submenu items (spec 001 §7: name, url_name, description, image, is_displayed)", () => {
  it("edits a submenu item's description in place", async () => {
    const user = userEvent.setup();
    const actions = renderCard();
    await user.click(screen.getByRole("button", { name: `${menuText.submenuDescription}: ${menuText.noDescription}` }));
    await user.type(screen.getByRole("textbox", { name: menuText.submenuDescription }), "Skilled worker and Blue Card{Enter}");
    expect(actions.updateSubmenu).toHaveBeenCalledWith(submenu, { description: "Skilled worker and Blue Card" }, "Failed to update submenu description");
  });

  it("removes a submenu item's image, and offers the gallery to choose one", async () => {
    const user = userEvent.setup();
    const actions = renderCard();
    const image = screen.getByRole("group", { name: `${menuText.submenuImage}: Work visas` });
    expect(image.querySelector("img")?.getAttribute("src")).toBe("/media/visa.jpg");
    await user.click(within(image).getByRole("button", { name: menuText.removeImage }));
    expect(actions.updateSubmenu).toHaveBeenCalledWith(submenu, { image: null }, "Failed to update submenu image");
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify([]), { headers: { "content-type": "application/json" } })));
    await user.click(within(image).getByRole("button", { name: menuText.chooseImage }));
    expect(await screen.findByRole("dialog")).toBeTruthy();
  });
});
