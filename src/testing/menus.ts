import type { MenuItemDto, SubmenuItemDto } from "@/modules/menus/menus.queries";

// Menu rows as the admin's header and footer modals receive them from the API, for component tests.

const stamp = "2026-11-23T10:00:00.000Z";

/** A submenu item as GET /api/menu-items answers it. */
export function submenuItemDto(overrides: Partial<SubmenuItemDto> = {}): SubmenuItemDto {
  return {
    id: "2b1d4a8f-0a4f-4c62-9b6e-4b3f9a8d7c22",
    menu_item_id: "1e1d4a8f-0a4f-4c62-9b6e-4b3f9a8d7c21",
    organization_id: "6f1c4b4e-2a43-4d8e-9a51-0c6f0b1c2d3e",
    name: "Work visas",
    name_translation: {},
    url_name: "work-visas",
    description: "",
    description_translation: {},
    image: null,
    order: 10,
    is_displayed: true,
    created_at: stamp,
    updated_at: stamp,
    ...overrides,
  };
}

/** A menu item with its submenu items (none unless told) as GET /api/menu-items answers it. */
export function menuItemDto(overrides: Partial<MenuItemDto & { submenu_items: SubmenuItemDto[] }> = {}): MenuItemDto & { submenu_items: SubmenuItemDto[] } {
  return {
    id: "1e1d4a8f-0a4f-4c62-9b6e-4b3f9a8d7c21",
    organization_id: "6f1c4b4e-2a43-4d8e-9a51-0c6f0b1c2d3e",
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
    submenu_items: [],
    ...overrides,
  };
}
