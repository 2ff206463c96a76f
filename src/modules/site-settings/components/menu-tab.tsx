"use client";

import { checkField, RowList, textField } from "./row-fields";
import { withList, type TabProps } from "./tab-props";

/** Each menu item's name and where it shows; items are added, ordered and removed in the header editor. */
export function MenuTab({ draft, change }: TabProps) {
  return (
    <RowList
      rows={draft.lists.menu_items}
      fields={[textField("display_name", "Name"), checkField("is_displayed", "In the header"), checkField("is_displayed_on_footer", "In the footer")]}
      nameOf={(item, index) => String(item.display_name || `Menu item ${index + 1}`)}
      onChange={(rows) => change(withList("menu_items", rows))}
      empty="No menu items yet."
    />
  );
}
