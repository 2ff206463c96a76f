"use client";

import { checkField, RowList, textField, type FieldSpec } from "./row-fields";
import { withList, type TabProps } from "./tab-props";

// The text is part of the banner's content object, which the save replaces as a whole.
const bannerText: FieldSpec = {
  key: "content.text",
  label: "Text",
  kind: "textarea",
  read: (banner) => (banner.content as { text?: string } | undefined)?.text ?? "",
  write: (banner, value) => ({ ...banner, content: { ...(banner.content as object), text: value } }),
};

/** Each banner's text, whether it shows, and how long a visitor's dismissal lasts; banners are made in their own editor. */
export function BannersTab({ draft, change }: TabProps) {
  return (
    <RowList
      rows={draft.lists.banners}
      fields={[bannerText, textField("dismissal_duration", "Dismissed for (e.g. 7 days)"), checkField("is_enabled", "Shown on the site")]}
      nameOf={(banner, index) => `Banner ${index + 1} (${String(banner.position ?? "top")})`}
      onChange={(rows) => change(withList("banners", rows))}
      empty="No banners yet."
    />
  );
}
