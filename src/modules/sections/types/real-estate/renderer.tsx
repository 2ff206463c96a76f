import { inPlaceMark } from "@/lib/editing";
import { MetricMedia } from "../../components/metric-media";
import { metricText } from "../../components/metric-text";
import { RichText } from "../../components/rich-text";
import type { SectionBodyProps } from "../../components/section-data";
import { gridColumnClasses, imageHeightClass } from "../../components/section-style";

/** Real estate: listing cards with a large photo, the property title and its description. */
export function RealEstateBody({ section, locale, textStyle }: SectionBodyProps) {
  if (section.website_metric.length === 0) return null;
  return (
    <ul className={`grid gap-8 ${gridColumnClasses(section.grid_columns)}`}>
      {section.website_metric.map((metric) => {
        const { title, description, label } = metricText(metric, locale);
        return (
          <li key={metric.id}>
            <article className={`flex h-full flex-col overflow-hidden border border-slate-200 bg-white text-slate-900 shadow-sm transition hover:shadow-lg ${textStyle.card}`}>
              {metric.image ? (
                <MetricMedia src={metric.image} alt={label} className={`w-full ${imageHeightClass(section.image_metrics_height)}`} />
              ) : (
                <div aria-hidden="true" className={`w-full bg-gradient-to-br from-slate-100 to-slate-200 ${imageHeightClass(section.image_metrics_height)}`} />
              )}
              <div className="flex flex-1 flex-col gap-2 p-6">
                <RichText as="h3" html={title} className={textStyle.cardTitle} edit={inPlaceMark("title", metric, true)} />
                <RichText html={description} className={textStyle.cardText} edit={inPlaceMark("description", metric, true)} />
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
