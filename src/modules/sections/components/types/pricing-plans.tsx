import { findPrice, firstLink, metricText } from "../metric-text";
import { RichText } from "../rich-text";
import { plainText } from "@/lib/plain-text";
import type { SectionBodyProps } from "../section-data";
import { backgroundStyle, gridColumnClasses } from "../section-style";

/** Where a plan's button leads when its description holds no link of its own. */
export const defaultPlanHref = "/contact";

/**
 * Pricing plans: one card per plan, the plan name (metric title), its price (the first
 * price-looking text of the metric), the description as features, and a call-to-action that
 * follows the first link in the description, else the contact page.
 */
export function PricingPlansBody({ section, locale, textStyle }: SectionBodyProps) {
  if (section.website_metric.length === 0) return null;
  const featured = section.website_metric.length >= 3 ? Math.floor(section.website_metric.length / 2) : -1;
  return (
    <ul className={`grid items-stretch gap-8 ${gridColumnClasses(section.grid_columns)}`}>
      {section.website_metric.map((metric, position) => {
        const { title, description, label } = metricText(metric, locale);
        const price = findPrice(plainText(`${title} ${description}`));
        const isFeatured = position === featured;
        return (
          <li key={metric.id}>
            <article
              className={`flex h-full flex-col gap-6 border bg-white p-8 text-slate-900 ${textStyle.card} ${isFeatured ? "border-slate-900 shadow-xl ring-2 ring-slate-900" : "border-slate-200 shadow-sm"}`}
              style={backgroundStyle(metric)}
            >
              <RichText as="h3" html={title} className={textStyle.cardTitle} />
              {price && (
                <p className={`text-4xl font-bold tracking-tight ${textStyle.accent}`} data-price="">
                  {price}
                </p>
              )}
              <RichText
                html={description}
                className={`${textStyle.cardText} flex-1 [&_li]:flex [&_li]:gap-2 [&_li]:before:content-['✓'] [&_ul]:space-y-2`}
              />
              <a
                href={firstLink(description) ?? defaultPlanHref}
                aria-label={`Get started with ${label}`}
                className={`inline-flex items-center justify-center rounded-xl px-5 py-3 text-sm font-semibold shadow-sm transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-500 ${isFeatured ? "bg-slate-900 text-white hover:bg-slate-700" : "bg-slate-100 text-slate-900 hover:bg-slate-200"}`}
              >
                Get started
              </a>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
