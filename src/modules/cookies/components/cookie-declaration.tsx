import type { Locale } from "@/lib/locales";
import { translated } from "@/lib/translate";
import { isEssentialCategory } from "./consent-state";
import type { listCategoriesWithServices } from "../cookies.service";
import { consentText } from "./consent-strings";

type Category = Awaited<ReturnType<typeof listCategoriesWithServices>>[number];

/**
 * The cookie declaration under /cookie-policy: every category with its active services, their
 * purposes and the domains they load from, read from the same rows the privacy dialog offers, so
 * the policy never disagrees with what a visitor can allow. A button opens the privacy dialog.
 */
export function CookieDeclaration({ categories, locale }: { categories: Category[]; locale: Locale }) {
  const text = consentText(locale);
  return (
    <section aria-labelledby="cookie-declaration" className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="cookie-declaration" className="text-2xl font-semibold tracking-tight text-gray-900">
          {text.categories}
        </h2>
        {/* The consent island opens the privacy dialog on any [data-consent=settings] click. */}
        <button type="button" data-consent="settings" className="cursor-pointer rounded-lg bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700">
          {text.privacySettings}
        </button>
      </div>
      {categories.map((category) => {
        const services = category.cookie_service.filter((service) => service.active);
        return (
          <div key={category.id} className="mt-8 rounded-2xl border border-gray-200 p-6">
            <div className="flex flex-wrap items-center gap-3">
              <h3 className="text-lg font-semibold text-gray-900">{translated(category.name, category.name_translation, locale)}</h3>
              {isEssentialCategory(category.name) && <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-800">{text.alwaysOn}</span>}
            </div>
            <p className="mt-2 text-gray-600">{translated(category.description, category.description_translation, locale)}</p>
            {services.length === 0 ? (
              <p className="mt-4 text-sm text-gray-500">{text.noServices}</p>
            ) : (
              <dl className="mt-4 divide-y divide-gray-100 border-t border-gray-100">
                {services.map((service) => (
                  <div key={service.id} className="py-3">
                    <dt className="font-medium text-gray-900">{service.name}</dt>
                    {service.description && <dd className="mt-1 text-sm text-gray-600">{service.description}</dd>}
                    {service.hosts.length > 0 && (
                      <dd className="mt-1 text-sm text-gray-500">
                        {text.hosts}: {service.hosts.join(", ")}
                      </dd>
                    )}
                  </div>
                ))}
              </dl>
            )}
          </div>
        );
      })}
    </section>
  );
}
