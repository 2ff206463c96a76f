"use client";

import { knownLocales } from "@/lib/locales";
import { fromZonedInput, toZonedInput } from "@/lib/zoned-input";
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

/** A start or an end, typed and shown as a wall time in the organization's zone, stored as an instant. */
const dateField = (key: string, label: string, zone: string): FieldSpec => ({
  key,
  label: `${label} (${zone})`,
  kind: "datetime",
  read: (banner) => toZonedInput(banner[key] as string | null, zone),
  write: (banner, value) => ({ ...banner, [key]: fromZonedInput(String(value), zone) }),
});

const audienceField: FieldSpec = { key: "audience", label: "Shown to", kind: "select", options: ["everyone", "members", "visitors"] };

/** The languages a banner shows in, typed as codes ("es, fr"); none: every language. */
const languagesField: FieldSpec = {
  key: "audience_languages",
  label: "Only in these languages (e.g. es, fr; empty: all)",
  kind: "text",
  read: (banner) => ((banner.audience_languages as string[] | undefined) ?? []).join(", "),
  write: (banner, value) => ({ ...banner, audience_languages: knownLocales.filter((locale) => String(value).toLowerCase().split(/[\s,]+/).includes(locale)) }),
};

/**
 * Each banner's text, whether it shows, when (a start and an end in the organization's zone), to whom
 * and in which languages, and how long a visitor's dismissal lasts; banners are made in their own editor.
 */
export function BannersTab({ draft, change }: TabProps) {
  const zone = String(draft.settings.time_zone ?? "UTC");
  return (
    <RowList
      rows={draft.lists.banners}
      fields={[
        bannerText,
        textField("dismissal_duration", "Dismissed for (e.g. 7 days)"),
        dateField("start_date_promotion", "Starts", zone),
        dateField("end_date_promotion", "Ends", zone),
        audienceField,
        languagesField,
        checkField("is_enabled", "Shown on the site"),
      ]}
      nameOf={(banner, index) => `Banner ${index + 1} (${String(banner.position ?? "top")})`}
      onChange={(rows) => change(withList("banners", rows))}
      empty="No banners yet."
    />
  );
}
