"use client";

/**
 * Which language an editor's form is showing (issue 34 point 1): the site's default language first,
 * then each other language it offers, a "missing" mark on those that lack a translation somewhere.
 * A toolbar of toggle buttons: the form below is the same, its fields in the chosen language.
 */
const languageNames = new Intl.DisplayNames(["en"], { type: "language" });
const nameOf = (code: string) => languageNames.of(code) ?? code;

export function LanguageSwitch({
  languages,
  defaultLanguage,
  value,
  onChange,
  missing,
  label = "Language",
}: {
  languages: readonly string[];
  defaultLanguage: string;
  value: string;
  onChange: (language: string) => void;
  missing: (language: string) => boolean;
  label?: string;
}) {
  if (languages.length < 2) return null;
  return (
    <div role="toolbar" aria-label={label} className="flex flex-wrap gap-1.5">
      {languages.map((language) => {
        const lacking = language !== defaultLanguage && missing(language);
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={value === language}
            onClick={() => onChange(language)}
            className="inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium text-gray-700 ring-1 ring-gray-300 hover:bg-gray-50 aria-pressed:bg-sky-700 aria-pressed:text-white aria-pressed:ring-sky-700"
          >
            {nameOf(language)}
            {language === defaultLanguage ? <span className="text-xs">(default)</span> : null}
            {lacking ? <span className="rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">missing</span> : null}
          </button>
        );
      })}
    </div>
  );
}
