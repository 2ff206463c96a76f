import { inPlaceMark } from "@/lib/editing";
import { MetricMedia } from "../../components/metric-media";
import { metricText } from "../../components/metric-text";
import { RichText } from "../../components/rich-text";
import { plainText } from "@/lib/plain-text";
import type { SectionBodyProps } from "../../components/section-data";
import { SectionSlider } from "../../components/section-slider";
import { clampColumns, imageHeightClass } from "../../components/section-style";

/** Article slider: article cards (cover, title, summary) in the section slider. */
export function ArticleSliderBody({ section, locale, textStyle, data }: SectionBodyProps) {
  if (section.website_metric.length === 0) return null;
  return (
    <SectionSlider gridColumns={clampColumns(section.grid_columns)} label={plainText(section.section_title)} words={data?.slider}>
      {section.website_metric.map((metric) => {
        const { title, description, label } = metricText(metric, locale);
        return (
          <article key={metric.id} className={`flex h-full min-h-[350px] w-full flex-col overflow-hidden border border-slate-200 bg-white text-slate-900 shadow-sm ${textStyle.card}`}>
            <MetricMedia src={metric.image} alt={label} className={`w-full ${imageHeightClass(section.image_metrics_height)}`} />
            <div className="flex flex-1 flex-col gap-2 p-6">
              <RichText as="h3" html={title} className={textStyle.cardTitle} edit={inPlaceMark("title", metric, true)} />
              <RichText html={description} className={`${textStyle.cardText} line-clamp-4`} edit={inPlaceMark("description", metric, true)} />
            </div>
          </article>
        );
      })}
    </SectionSlider>
  );
}
