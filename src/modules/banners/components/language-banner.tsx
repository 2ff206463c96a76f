import type { Locale } from "@/lib/locales";
import { languageNames } from "@/lib/shell-strings";
import { bannerStringsFor } from "../banner-strings";

interface Props {
  /** The page's language. */
  locale: Locale;
  /** The site's languages. */
  locales: Locale[];
  /** The organization's default language, which has no URL prefix. */
  defaultLocale: Locale;
}

const button = "inline-flex flex-col items-center rounded-xl px-5 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";

/**
 * The language suggestion banner (001 §2, §4 "Language banner"): one closed modal dialog per other
 * language of the site, each written in that language, for the banner island (mounted by SiteBanners)
 * to open 2 s after load when the browser prefers that language and the visitor has not chosen before.
 * Keep closes it (so does Escape) and remembers the page's language; Switch is a language link, which
 * the shell island points at this page in that language, and remembers that one: both for a year.
 */
export function LanguageBanner({ locale, locales, defaultLocale }: Props) {
  return locales
    .filter((target) => target !== locale)
    .map((target) => {
      const text = bannerStringsFor(target);
      const id = `language-banner-${target}`;
      return (
        <dialog
          key={target}
          id={id}
          data-language-banner={target}
          lang={target}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-question`}
          className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 text-gray-900 shadow-2xl backdrop:bg-black/40"
        >
          <h2 id={`${id}-title`} className="text-lg font-semibold text-balance">
            {text.available}
          </h2>
          <p id={`${id}-question`} className="mt-2 text-gray-600">
            {text.question}
          </p>
          <form method="dialog" className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="submit" value="keep" className={`${button} bg-gray-100 text-gray-900 hover:bg-gray-200`}>
              {text.keep}{" "}
              <span lang={locale} className="text-xs font-normal">
                {languageNames[locale]}
              </span>
            </button>
            <a
              href={target === defaultLocale ? "/" : `/${target}`}
              data-language={target}
              hrefLang={target}
              className={`${button} bg-sky-700 text-white hover:bg-sky-800`}
            >
              {text.switch}{" "}
              <span className="text-xs font-normal">{languageNames[target]}</span>
            </a>
          </form>
        </dialog>
      );
    });
}
