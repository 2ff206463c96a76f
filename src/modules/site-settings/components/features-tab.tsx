"use client";

import { useEditingLanguage } from "@/components/section-editor/use-editing-language";
import { areaField, inLanguage, RowList, rowMissing, textField } from "./row-fields";
import { newRowId } from "./settings-draft";
import { withList, type TabProps } from "./tab-props";

const texts = ["title", "description"] as const;

/** The site's features: added, edited and removed here, their texts in each language the site offers. */
export function FeaturesTab({ draft, change }: TabProps) {
  const { language, switcher } = useEditingLanguage();
  return (
    <div className="space-y-3">
      {switcher((other) => draft.lists.features.some((row) => rowMissing(row, texts, other)))}
      <RowList
        rows={draft.lists.features}
        fields={[inLanguage(textField("title", "Title"), language), textField("icon_name", "Icon name"), inLanguage(areaField("description", "Description"), language)]}
        nameOf={(row, index) => String(row.title || `Feature ${index + 1}`)}
        onChange={(rows) => change(withList("features", rows))}
        newRow={() => ({ id: newRowId(), title: "New feature", description: "" })}
        addLabel="Add feature"
        empty="No features yet."
      />
    </div>
  );
}
