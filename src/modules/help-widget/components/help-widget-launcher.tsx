import { languageNames } from "@/lib/shell-strings";
import type { Site } from "@/modules/organizations/site.service";
import { HelpLauncher } from "./help-launcher";
import { helpWidgetText } from "./help-widget-strings";
import { HelpIcon } from "./icons";

/**
 * The help widget's floating button (spec 001 §2 "Help widget") on every public page. The button is
 * server-rendered HTML, the same for every visitor (decision 007); the island beside it wires it and
 * loads the widget's code on the first click, so visitors who never ask pay a few hundred bytes.
 */
export function HelpWidgetLauncher({ site }: { site: Pick<Site, "locale" | "lang" | "locales" | "defaultLocale"> }) {
  const text = helpWidgetText(site.locale);
  const config = {
    text,
    locale: site.locale,
    lang: site.lang,
    defaultLocale: site.defaultLocale,
    languages: site.locales.map((locale) => ({ locale, name: languageNames[locale] })),
  };
  return (
    <>
      <button
        type="button"
        data-help-launcher
        aria-haspopup="dialog"
        className="fixed right-4 bottom-[calc(1rem+var(--admin-bar-height,0px))] z-40 inline-flex items-center gap-2 rounded-full bg-sky-700 px-4 py-3 text-sm font-semibold text-white shadow-lg hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
      >
        <HelpIcon className="size-5" />
        {text.launcher}
      </button>
      <HelpLauncher config={config} />
    </>
  );
}
