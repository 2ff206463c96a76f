import { metricText } from "../../components/metric-text";
import { RichText } from "../../components/rich-text";
import type { SectionBodyProps } from "../../components/section-data";
import { gridColumnClasses } from "../../components/section-style";

/** Help center: a list of article cards (title and summary), each with a document icon. */
export function HelpCenterBody({ section, locale, textStyle }: SectionBodyProps) {
  if (section.website_metric.length === 0) return null;
  return (
    <ul className={`grid gap-4 ${gridColumnClasses(Math.min(section.grid_columns, 3))}`}>
      {section.website_metric.map((metric) => {
        const { title, description } = metricText(metric, locale);
        return (
          <li key={metric.id} className={`flex gap-4 border border-slate-200 bg-white p-6 text-slate-900 shadow-sm transition hover:border-slate-300 hover:shadow-md ${textStyle.card}`}>
            <span aria-hidden="true" className={`flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 ${textStyle.accent}`}>
              <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
                <path d="M14 2v6h6M16 13H8M16 17H8M10 9H8" />
              </svg>
            </span>
            <div className="min-w-0 space-y-1">
              <RichText as="h3" html={title} className={textStyle.cardTitle} />
              <RichText html={description} className={`${textStyle.cardText} line-clamp-3 [&_a]:font-medium [&_a]:underline`} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
