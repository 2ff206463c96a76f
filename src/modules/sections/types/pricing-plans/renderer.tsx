import { inPlaceMark } from "@/lib/editing";
import type { CSSProperties, ReactNode } from "react";
import { plainText } from "@/lib/plain-text";
import { basketPlanOf, formatMoney, isDiscounted, planNamedIn, unitPrice, withName, type BasketPlan } from "@/modules/basket/components/basket";
import type { BasketStrings } from "@/modules/basket/components/basket-strings";
import { AddToBasket } from "@/modules/basket/components/add-to-basket";
import { findPrice, firstLink, metricText } from "../../components/metric-text";
import { RichText } from "../../components/rich-text";
import type { SectionBodyProps, TextStyle } from "../../components/section-data";
import { backgroundStyle, gridColumnClasses } from "../../components/section-style";

/** Where a plan's button leads when its description holds no link of its own. */
export const defaultPlanHref = "/contact";

const callToAction =
  "inline-flex items-center justify-center rounded-xl px-5 py-3 text-sm font-semibold shadow-sm transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-500";
const callToActionColours = (featured: boolean) => (featured ? "bg-slate-900 text-white hover:bg-slate-700" : "bg-slate-100 text-slate-900 hover:bg-slate-200");
/** A plan card's buttons and links; the featured card's stand out. */
export const callToActionClasses = (featured: boolean) => `${callToAction} ${callToActionColours(featured)}`;
/** A plan's description grows to fill the card; its list items read as features, each with a tick. */
export const planFeatureClasses = "flex-1 [&_li]:flex [&_li]:gap-2 [&_li]:before:content-['✓'] [&_ul]:space-y-2";

/** The card of one plan: its name, price, features and buttons as children; the featured card framed and raised. */
export function PricingCard({ featured, textStyle, style, children }: { featured: boolean; textStyle: TextStyle; style?: CSSProperties; children: ReactNode }) {
  return (
    <article
      className={`flex h-full flex-col gap-6 border bg-white p-8 text-slate-900 ${textStyle.card} ${featured ? "border-slate-900 shadow-xl ring-2 ring-slate-900" : "border-slate-200 shadow-sm"}`}
      style={style}
    >
      {children}
    </article>
  );
}

/**
 * Pricing plans: one card per plan, the plan name (metric title), its price (the first
 * price-looking text of the metric), the description as features, and a call-to-action that
 * follows the first link in the description, else the contact page.
 *
 * A card whose title names one of the organization's pricing plans (Global Settings) sells it:
 * its price is the plan's (the promotion price, the regular one struck through) and an
 * "Add to basket" button carries the plan for the basket (spec 001 §3).
 */
export function PricingPlansBody({ section, locale, textStyle, data }: SectionBodyProps) {
  // The basket's words come with the page data (server-rendered pages); a card sells a plan only with them.
  const strings = data?.basket;
  const plans = strings ? (data?.pricing_plans ?? []) : [];
  if (section.website_metric.length === 0) return null;
  // A card without the page's basket words (an editor's preview) reads in English, as the editors do.
  const getStarted = strings?.getStarted ?? "Get started";
  const getStartedWith = (name: string) => withName(strings?.getStartedWith ?? "Get started with {name}", name);
  const featured = section.website_metric.length >= 3 ? Math.floor(section.website_metric.length / 2) : -1;
  const cards = section.website_metric.map((metric) => {
    const text = metricText(metric, locale);
    const row = planNamedIn({ base: plainText(metric.title), localized: text.label }, plans, locale);
    return { metric, text, plan: row ? basketPlanOf(row, locale) : null };
  });
  return (
    <>
      <ul className={`grid items-stretch gap-8 ${gridColumnClasses(section.grid_columns)}`}>
        {cards.map(({ metric, text: { title, description, label }, plan }, position) => {
          const price = findPrice(plainText(`${title} ${description}`));
          const isFeatured = position === featured;
          return (
            <li key={metric.id}>
              <PricingCard featured={isFeatured} textStyle={textStyle} style={backgroundStyle(metric)}>
                <RichText as="h3" html={title} className={textStyle.cardTitle} edit={inPlaceMark("title", metric, true)} />
                {plan ? (
                  <PlanPrice plan={plan} locale={locale} textStyle={textStyle} strings={strings!} />
                ) : (
                  price && (
                    <p className={`text-4xl font-bold tracking-tight ${textStyle.accent}`} data-price="">
                      {price}
                    </p>
                  )
                )}
                <RichText html={description} className={`${textStyle.cardText} ${planFeatureClasses}`} edit={inPlaceMark("description", metric, true)} />
                <div className="flex flex-col gap-3">
                  {plan && strings && <AddToBasketButton plan={plan} strings={strings} className={callToActionClasses(isFeatured)} />}
                  <a href={firstLink(description) ?? defaultPlanHref} aria-label={getStartedWith(label)} className={callToActionClasses(isFeatured)}>
                    {getStarted}
                  </a>
                </div>
              </PricingCard>
            </li>
          );
        })}
      </ul>
      {cards.some((card) => card.plan) && <AddToBasket />}
    </>
  );
}

/** The plan's price as the basket counts it: the promotion price while promoted, the regular price struck through. */
export function PlanPrice({ plan, locale, textStyle, strings }: { plan: BasketPlan; locale: string; textStyle: TextStyle; strings: BasketStrings }) {
  return (
    <p className={`flex flex-wrap items-baseline gap-x-3 text-4xl font-bold tracking-tight ${textStyle.accent}`} data-price="">
      <span>{formatMoney(unitPrice(plan), plan.currency_symbol, locale)}</span>
      {isDiscounted(plan) && (
        <del className="text-xl font-medium text-slate-500">
          <span className="sr-only">{`${strings.regularPrice}: `}</span>
          {formatMoney(plan.price, plan.currency_symbol, locale)}
        </del>
      )}
    </p>
  );
}

/**
 * The button the AddToBasket island listens for: the plan as JSON in `data-basket-add`, and both
 * labels, "Added" shown by CSS while the island sets `data-added` (2 s after a click). The button
 * is a polite live region, so the change is read out; the plan's name completes its accessible name.
 */
export function AddToBasketButton({ plan, strings, className }: { plan: BasketPlan; strings: BasketStrings; className: string }) {
  return (
    <button type="button" data-basket-add={JSON.stringify(plan)} aria-live="polite" className={`group cursor-pointer ${className}`}>
      <span className="group-data-added:hidden">{strings.addToBasket}</span>
      <span className="hidden group-data-added:inline">{strings.added}</span>
      <span className="sr-only">{`: ${plan.name}`}</span>
    </button>
  );
}
