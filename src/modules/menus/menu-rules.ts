/** Visibility and grouping rules of spec 001 §2 and §5 for the public header and footer. */
export interface MenuEntry {
  display_name: string;
  display_name_translation: Record<string, string>;
  url_name: string;
  description: string | null;
  image: string | null;
  order: number;
  is_displayed: boolean;
  is_displayed_on_footer: boolean;
  submenu_items: SubmenuEntry[];
}
export interface SubmenuEntry {
  name: string;
  name_translation: Record<string, string>;
  url_name: string;
  description: string;
  description_translation: Record<string, string>;
  image: string | null;
  order: number;
  is_displayed: boolean | null;
}

const byOrder = <T extends { order: number }>(items: T[]) => [...items].sort((a, b) => a.order - b.order);

/** Submenu items show unless explicitly hidden, by order. */
export function visibleSubmenus(item: MenuEntry): SubmenuEntry[] {
  return byOrder(item.submenu_items.filter((submenu) => submenu.is_displayed !== false));
}

/** Header items: displayed, not named Profile, by order. */
export function headerItems(items: MenuEntry[]): MenuEntry[] {
  return byOrder(items.filter((item) => item.is_displayed && item.display_name.trim().toLowerCase() !== "profile"));
}

/** Two or more submenu items open a mega panel, one a dropdown, none a plain link. */
export function menuKind(item: MenuEntry): "mega" | "dropdown" | "link" {
  const count = visibleSubmenus(item).length;
  return count >= 2 ? "mega" : count === 1 ? "dropdown" : "link";
}

export const footerGroupSize = 8;

/** Footer items: those marked is_displayed_on_footer, by order. */
export function footerItems(items: MenuEntry[]): MenuEntry[] {
  return byOrder(items.filter((item) => item.is_displayed_on_footer));
}

export const compactFooterLinkCount = 6;

/** The compact footer's links: the first 6 footer items. */
export function compactFooterLinks(items: MenuEntry[]): MenuEntry[] {
  return footerItems(items).slice(0, compactFooterLinkCount);
}

/** Footer columns: items with submenus get their own column; the others are grouped by 8 under "Links". */
export function footerColumns(items: MenuEntry[]) {
  const shown = footerItems(items);
  const own = shown.filter((item) => visibleSubmenus(item).length > 0);
  const plain = shown.filter((item) => visibleSubmenus(item).length === 0);
  const groups: MenuEntry[][] = [];
  for (let index = 0; index < plain.length; index += footerGroupSize) groups.push(plain.slice(index, index + footerGroupSize));
  return { own, groups };
}

/** A menu link: url_name is a path segment ("services") or already a path or address. */
export function menuHref(urlName: string): string {
  if (/^(https?:|mailto:|tel:|\/|#)/.test(urlName)) return urlName;
  return urlName === "home" || urlName === "" ? "/" : `/${urlName}`;
}
