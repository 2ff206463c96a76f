import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { menuItemDto, submenuItemDto } from "@/testing/menus";
import { MenuItemCard, type MenuItemActions } from "./menu-item-card";
import menuText from "@/messages/en/admin/menuEditor.json";

const submenu = submenuItemDto({ image: "/media/visa.jpg" });
const item = menuItemDto({ submenu_items: [submenu] });

function renderCard(language: string | null = null) {
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
      <MenuItemCard part="header" item={item} handle={{}} dragging={false} language={language} actions={actions} />
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

  it("in Spanish edits the item's and the submenu item's names as translations, the English names as the hints", async () => {
    const user = userEvent.setup();
    const actions = renderCard("es");
    await user.click(screen.getByRole("button", { name: `${menuText.name}: ${item.display_name}` }));
    await user.type(screen.getByRole("textbox", { name: menuText.name }), "Servicios{Enter}");
    expect(actions.updateItem).toHaveBeenCalledWith(item, { display_name_translation: { ...item.display_name_translation, es: "Servicios" } }, "Failed to update name");
    await user.click(screen.getByRole("button", { name: `${menuText.submenuName}: ${submenu.name}` }));
    await user.type(screen.getByRole("textbox", { name: menuText.submenuName }), "Visados de trabajo{Enter}");
    expect(actions.updateSubmenu).toHaveBeenCalledWith(submenu, { name_translation: { ...submenu.name_translation, es: "Visados de trabajo" } }, "Failed to update submenu name");
    // The English description is not offered for editing in Spanish: it has no translations.
    expect(screen.queryByRole("button", { name: new RegExp(`^${menuText.description}:`) })).toBeNull();
  });
});
