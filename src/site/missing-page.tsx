import type { Metadata } from "next";
import { knownLocales } from "@/lib/locales";
import { translator } from "@/lib/i18n/translator";

// Not found pages stay out of search results; the site layout gives the site name (title template) and OpenGraph basics.
export const missingPageMetadata: Metadata = {
  title: "Page not found",
  description: "The page you are looking for does not exist or has moved.",
  robots: { index: false, follow: true },
};

// Every language's words are in the page and CSS shows the one of <html lang>: the page is the same
// whatever address it answers, and no script is needed.
const shownFor: Record<string, string> = {
  en: "[html[lang=en]_&]:flex", es: "[html[lang=es]_&]:flex", fr: "[html[lang=fr]_&]:flex", de: "[html[lang=de]_&]:flex",
  ru: "[html[lang=ru]_&]:flex", it: "[html[lang=it]_&]:flex", pt: "[html[lang=pt]_&]:flex", nl: "[html[lang=nl]_&]:flex",
  pl: "[html[lang=pl]_&]:flex", ja: "[html[lang=ja]_&]:flex", zh: "[html[lang=zh]_&]:flex",
};

/** A page this site does not have: shown inside the site's header and footer (a plain link: public pages are full loads). */
export function MissingPage() {
  return (
    <div className="mx-auto max-w-xl px-6 py-32 text-center">
      {knownLocales.map((locale) => {
        const t = translator(locale, "notFound");
        return (
          <div key={locale} lang={locale} className={`hidden flex-col items-center ${shownFor[locale]}`}>
            <p className="text-sm font-semibold text-sky-700">404</p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-gray-900">{t("title")}</h1>
            <p className="mt-4 text-gray-600">{t("text")}</p>
            <a
              href={`/${locale}`}
              className="mt-8 rounded-lg bg-sky-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
            >
              {t("home")}
            </a>
          </div>
        );
      })}
    </div>
  );
}
