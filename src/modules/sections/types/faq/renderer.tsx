import { metricText } from "../../components/metric-text";
import { RichText } from "../../components/rich-text";
import type { SectionBodyProps } from "../../components/section-data";

/** FAQ: an accessible accordion, one native `<details>` per question (works without JavaScript). */
export function FaqBody({ section, locale, textStyle }: SectionBodyProps) {
  if (section.website_metric.length === 0) return null;
  return (
    <div className="mx-auto max-w-3xl divide-y divide-slate-200 border-y border-slate-200">
      {section.website_metric.map((metric) => {
        const { title, description } = metricText(metric, locale);
        return (
          <details key={metric.id} className="group py-2">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-6 rounded-lg py-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-500 [&::-webkit-details-marker]:hidden">
              <RichText as="h3" html={title} className={textStyle.cardTitle} />
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5 shrink-0 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </summary>
            <RichText html={description} className={`${textStyle.cardText} pb-5 pr-10 [&_a]:underline`} />
          </details>
        );
      })}
    </div>
  );
}
