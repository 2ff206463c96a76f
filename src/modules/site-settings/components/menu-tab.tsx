"use client";

import { useEditingLanguage } from "@/components/section-editor/use-editing-language";
import { checkField, inLanguage, RowList, rowMissing, textField } from "./row-fields";
import { withList, type TabProps } from "./tab-props";

/**
 * Each menu item's name, in each language the site offers, and where it shows; items are added,
 * ordered and removed in the header editor.
 */
export function MenuTab({ draft, change }: TabProps) {
  const { language, switcher } = useEditingLanguage();
  return (
    <div className="space-y-3">
      {switcher((other) => draft.lists.menu_items.some((row) => rowMissing(row, ["display_name"], other)))}
      <RowList
        rows={draft.lists.menu_items}
        fields={[inLanguage(textField("display_name", "Name"), language), checkField("is_displayed", "In the header"), checkField("is_displayed_on_footer", "In the footer")]}
        nameOf={(item, index) => String(item.display_name || `Menu item ${index + 1}`)}
        onChange={(rows) => change(withList("menu_items", rows))}
        empty="No menu items yet."
      />
    </div>
  );
}
