"use client";

import type { Row } from "../site-settings.queries";
import { areaField, RowField, textField, type FieldSpec } from "./row-fields";
import type { TabProps } from "./tab-props";

// The button's target lives in the hero's button style (spec 001 §3).
const buttonUrl: FieldSpec = {
  key: "button_style.url",
  label: "Button link",
  kind: "text",
  read: (hero) => (hero.button_style as { url?: string } | undefined)?.url ?? "",
  write: (hero, value) => ({ ...hero, button_style: { ...(hero.button_style as object), url: value } }),
};

/** The home page's hero: its words and where its button leads (its look is edited on the page). */
export function HeroTab({ draft, change }: TabProps) {
  const hero = draft.website_hero;
  if (!hero) return <p className="text-sm text-gray-600">The home page has no hero section yet. Add one from the home page&apos;s editing tools.</p>;
  const set = (next: Row) => change((current) => ({ ...current, website_hero: next }));
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <RowField field={areaField("title", "Title")} row={hero} rowName="Hero" onChange={set} />
      <RowField field={areaField("description", "Description")} row={hero} rowName="Hero" onChange={set} />
      <RowField field={textField("button", "Button text")} row={hero} rowName="Hero" onChange={set} />
      <RowField field={buttonUrl} row={hero} rowName="Hero" onChange={set} />
    </div>
  );
}
