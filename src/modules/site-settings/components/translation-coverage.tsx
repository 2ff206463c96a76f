"use client";

import { useTranslationCoverage } from "../site-settings.queries";

const languageNames = new Intl.DisplayNames(["en"], { type: "language" });

/**
 * How much of the site each language it offers besides its own covers (issue 34 point 1), with the
 * places still missing a translation: an owner sees what a Spanish visitor will read in English.
 * Counted as saved: a language just ticked shows once the settings are saved.
 */
export function TranslationCoverage({ organizationId }: { organizationId: string }) {
  const coverage = useTranslationCoverage(organizationId);
  if (!coverage.data || coverage.data.languages.length === 0) return null;
  return (
    <section aria-labelledby="translation-coverage" className="space-y-2">
      <h3 id="translation-coverage" className="text-sm font-medium text-gray-900">
        Translations
      </h3>
      <ul className="space-y-2">
        {coverage.data.languages.map(({ language, total, translated, missing }) => {
          const name = languageNames.of(language) ?? language;
          const share = total === 0 ? 100 : Math.floor((100 * translated) / total);
          return (
            <li key={language} className="space-y-1 text-sm text-gray-900">
              <div className="flex items-center gap-3">
                <span className="w-24 font-medium">{name}</span>
                <meter min={0} max={100} value={share} aria-label={`${name} translated`} className="h-2 w-40" />
                <span>
                  {share}% ({translated} of {total} texts)
                </span>
              </div>
              {missing.length > 0 ? (
                <details className="ml-24 pl-3">
                  <summary className="cursor-pointer text-gray-700">What is missing in {name}</summary>
                  <ul className="mt-1 list-disc space-y-0.5 pl-5 text-gray-700">
                    {missing.map((place) => (
                      <li key={`${place.kind} ${place.label} ${place.path ?? ""}`}>
                        {place.kind}: {place.label || "(no title)"}
                        {place.path ? <span className="text-gray-600"> ({place.path})</span> : null}
                      </li>
                    ))}
                  </ul>
                </details>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
