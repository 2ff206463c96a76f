import { MetricMedia } from "../../components/metric-media";
import { metricText } from "../../components/metric-text";
import { RichText } from "../../components/rich-text";
import type { SectionBodyProps } from "../../components/section-data";

/** Brands: a calm strip of logos (greyscale until hovered), names shown when titles are on. */
export function BrandBody({ section, locale, textStyle }: SectionBodyProps) {
  if (section.website_metric.length === 0) return null;
  return (
    <ul className="flex flex-wrap items-center justify-center gap-x-12 gap-y-8">
      {section.website_metric.map((metric) => {
        const { title, label } = metricText(metric, locale);
        return (
          <li key={metric.id} className="flex flex-col items-center gap-3">
            {metric.image && (
              <MetricMedia
                src={metric.image}
                alt={label}
                className="h-12 w-auto max-w-40 object-contain opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0 sm:h-14"
              />
            )}
            {(metric.is_title_displayed || !metric.image) && <RichText as="h3" html={title} className={`${textStyle.cardText} text-sm font-semibold`} />}
          </li>
        );
      })}
    </ul>
  );
}
