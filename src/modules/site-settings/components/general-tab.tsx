"use client";

import { knownLocales, type Locale } from "@/lib/locales";
import type { Row } from "../site-settings.queries";
import { checkField, RowField, textField } from "./row-fields";
import { TranslationCoverage } from "./translation-coverage";
import type { TabProps } from "./tab-props";

// Self-hosted or system fonts an owner may pick; a stored name outside the list stays selectable.
const fontFamilies = ["Inter", "Roboto", "Open Sans", "Lato", "Montserrat", "Poppins", "Merriweather", "Playfair Display"];
const languageNames: Record<Locale, string> = {
  en: "English",
  es: "Spanish",
  fr: "French",
  de: "German",
  ru: "Russian",
  it: "Italian",
  pt: "Portuguese",
  nl: "Dutch",
  pl: "Polish",
  ja: "Japanese",
  zh: "Chinese",
};

/** Every zone the browser knows, UTC first; a stored one it does not know stays selectable. */
function zoneChoices(current: string): string[] {
  const zones = ["UTC", ...Intl.supportedValuesOf("timeZone").filter((zone) => zone !== "UTC")];
  return zones.includes(current) ? zones : [current, ...zones];
}

/** The site's name, font, zone and languages, and how much of the site each language covers. */
export function GeneralTab({ draft, change, data }: TabProps) {
  const settings: Row = { id: "settings", ...draft.settings };
  const set = (next: Row) => change((current) => ({ ...current, settings: { ...current.settings, ...next } }));
  const supported = knownLocales.filter((locale) => ((draft.settings.supported_locales as string[] | undefined) ?? ["en"]).includes(locale));
  const font = String(draft.settings.font_family ?? "Inter");

  // At least one language stays on, and the default language is always one of them (the server checks it too).
  const toggleLocale = (locale: Locale, on: boolean) => {
    const next = knownLocales.filter((known) => (known === locale ? on : supported.includes(known)));
    if (next.length === 0) return;
    const language = next.includes(draft.settings.language as Locale) ? draft.settings.language : next[0];
    change((current) => ({ ...current, settings: { ...current.settings, supported_locales: next, language } }));
  };

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <RowField field={textField("site", "Site name")} row={settings} rowName="General" onChange={set} />
        <RowField field={{ key: "font_family", label: "Font family", kind: "select", options: fontFamilies.includes(font) ? fontFamilies : [font, ...fontFamilies] }} row={settings} rowName="General" onChange={set} />
        <RowField field={{ key: "language", label: "Default language", kind: "select", options: supported }} row={settings} rowName="General" onChange={set} />
        <RowField field={{ key: "time_zone", label: "Time zone (dates such as a banner's start are in it)", kind: "select", options: zoneChoices(String(draft.settings.time_zone ?? "UTC")) }} row={settings} rowName="General" onChange={set} />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-gray-900">Supported languages</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
          {knownLocales.map((locale) => (
            <label key={locale} className="flex items-center gap-1.5 text-sm text-gray-900">
              <input type="checkbox" checked={supported.includes(locale)} onChange={(event) => toggleLocale(locale, event.target.checked)} />
              {languageNames[locale]} ({locale})
            </label>
          ))}
        </div>
      </fieldset>
      <TranslationCoverage organizationId={data.organization.id} />
      <RowField field={checkField("with_language_switch", "Show the language switch")} row={settings} rowName="General" onChange={set} />
      <RowField field={checkField("require_email_confirmation", "New accounts confirm their e-mail address")} row={settings} rowName="General" onChange={set} />
    </div>
  );
}
