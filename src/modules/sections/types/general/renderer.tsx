import { MetricCard } from "../../components/metric-card";
import { plainText } from "@/lib/plain-text";
import type { SectionBodyProps } from "../../components/section-data";
import { SectionSlider } from "../../components/section-slider";
import { clampColumns, gridColumnClasses } from "../../components/section-style";

/** General content: a grid of metric cards, or the slider when `is_slider` is on. */
export function GeneralBody({ section, locale, textStyle, data }: SectionBodyProps) {
  const cards = section.website_metric.map((metric) => (
    <MetricCard
      key={metric.id}
      metric={metric}
      locale={locale}
      textStyle={textStyle}
      imageHeight={section.image_metrics_height}
      imageBottom={section.is_image_bottom}
    />
  ));
  if (cards.length === 0) return null;
  if (section.is_slider) {
    return (
      <SectionSlider gridColumns={clampColumns(section.grid_columns)} label={plainText(section.section_title)} words={data?.slider}>
        {cards}
      </SectionSlider>
    );
  }
  return <div className={`grid justify-items-center gap-8 ${gridColumnClasses(section.grid_columns)}`}>{cards}</div>;
}
