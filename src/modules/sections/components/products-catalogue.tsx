import { translator } from "@/lib/i18n/translator";
import type { Locale } from "@/lib/locales";
import { translated } from "@/lib/translate";
import { AddToBasket } from "@/modules/basket/components/add-to-basket";
import { basketPlanOf } from "@/modules/basket/components/basket";
import { basketStringsFor } from "@/modules/basket/components/basket-strings";
import type { DisplayedProduct, PricingPlanCard } from "@/modules/organizations/organizations.service";
import { AddToBasketButton, callToActionClasses, planFeatureClasses, PlanPrice, PricingCard } from "../types/pricing-plans/renderer";
import { MetricMedia } from "./metric-media";
import { textStyleFor } from "./section-style";

interface Props {
  /** What the organization offers, named by its type (Products, Services, Courses…), as the breadcrumb names /products. */
  title: string;
  /** The products shown on the site, in their order. */
  products: readonly DisplayedProduct[];
  /** The pricing plans, in their order. */
  plans: readonly PricingPlanCard[];
  locale: Locale;
  /** Adds the language prefix to a site path (see `requireSite`). */
  link: (path: string) => string;
}

/** A product's link: a site path in the page's language, anything else (an http(s) address, #, mailto:) as written. */
const hrefOf = (url: string, link: (path: string) => string) => (url.startsWith("/") && !url.startsWith("//") ? link(url) : url);

/**
 * /products (the hero's default button target, spec 001 §2, §9): the products and pricing plans of
 * Global Settings' Products tab. A plan is drawn as the pricing section draws a plan it sells (the
 * same card, price and "Add to basket" button), and the pricing section's AddToBasket island takes
 * the clicks: the page adds no JavaScript of its own. Without products or plans, a short notice.
 */
export function ProductsCatalogue({ title, products, plans, locale, link }: Props) {
  const t = translator(locale, "products");
  const strings = basketStringsFor(locale);
  const textStyle = textStyleFor("default");
  const empty = products.length === 0 && plans.length === 0;
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-bold tracking-tight text-gray-900 sm:text-5xl">{title}</h1>
        {!empty && <p className="mt-4 text-lg text-gray-600">{t("intro")}</p>}
      </header>
      {empty && (
        <p className="mt-16 text-center text-gray-600" data-catalogue-empty="">
          {t("empty")}
        </p>
      )}
      {products.length > 0 && (
        <section aria-label={title} className="mt-14">
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {products.map((product) => {
              const name = translated(product.name, product.name_translation, locale);
              const description = translated(product.description, product.description_translation, locale);
              return (
                <li key={product.id}>
                  <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm" data-product-id={product.id}>
                    <MetricMedia src={product.image} alt="" className="aspect-[16/9] w-full" />
                    <div className="flex flex-1 flex-col p-6">
                      <h2 className="text-xl font-semibold tracking-tight text-gray-900">{name}</h2>
                      {description.trim() !== "" && <p className="mt-3 flex-1 text-gray-600">{description}</p>}
                      {product.url && (
                        <a
                          href={hrefOf(product.url, link)}
                          aria-label={t("learnMoreAbout", { name })}
                          className="mt-4 self-start font-semibold text-sky-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
                        >
                          {t("learnMore")}
                        </a>
                      )}
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {plans.length > 0 && (
        <section aria-labelledby="pricing-plans-title" className="mt-20">
          <h2 id="pricing-plans-title" className="text-center text-3xl font-bold tracking-tight text-gray-900">
            {t("plans")}
          </h2>
          <ul className="mt-12 grid items-stretch gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {plans.map((row) => {
              const plan = basketPlanOf(row, locale);
              const description = translated(row.description, row.description_translation, locale);
              return (
                <li key={row.id}>
                  <PricingCard featured={row.is_highlighted} textStyle={textStyle}>
                    <h3 className={textStyle.cardTitle}>{plan.name}</h3>
                    <div>
                      <PlanPrice plan={plan} locale={locale} textStyle={textStyle} strings={strings} />
                      {row.billing_period in periods && <p className="mt-1 text-sm text-slate-500">{t(`period.${row.billing_period as Period}`)}</p>}
                    </div>
                    <div className={`${textStyle.cardText} ${planFeatureClasses} space-y-4`}>
                      {description.trim() !== "" && <p>{description}</p>}
                      {row.features.length > 0 && (
                        <ul>
                          {row.features.map((feature, index) => (
                            <li key={index}>{feature}</li>
                          ))}
                        </ul>
                      )}
                    </div>
                    <AddToBasketButton plan={plan} strings={strings} className={callToActionClasses(row.is_highlighted)} />
                  </PricingCard>
                </li>
              );
            })}
          </ul>
          <p className="mt-10 text-center">
            <a href={link("/basket")} className="font-semibold text-sky-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700">
              {t("viewBasket")}
            </a>
          </p>
          <AddToBasket />
        </section>
      )}
    </div>
  );
}

const periods = { month: true, year: true, once: true } as const;
type Period = keyof typeof periods;
