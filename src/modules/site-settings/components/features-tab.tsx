"use client";

import { areaField, RowList, textField } from "./row-fields";
import { newRowId } from "./settings-draft";
import { withList, type TabProps } from "./tab-props";

/** The site's features: added, edited and removed here. */
export function FeaturesTab({ draft, change }: TabProps) {
  return (
    <RowList
      rows={draft.lists.features}
      fields={[textField("title", "Title"), textField("icon_name", "Icon name"), areaField("description", "Description")]}
      nameOf={(row, index) => String(row.title || `Feature ${index + 1}`)}
      onChange={(rows) => change(withList("features", rows))}
      newRow={() => ({ id: newRowId(), title: "New feature", description: "" })}
      addLabel="Add feature"
      empty="No features yet."
    />
  );
}
