import { inPlaceMark } from "@/lib/editing";
import { translated } from "@/lib/translate";
import { MetricMedia } from "./metric-media";
import { RichText } from "./rich-text";
import { plainText } from "@/lib/plain-text";
import type { PublicMetric, TextStyle } from "./section-data";
import { backgroundStyle, imageHeightClass, isDarkBackground } from "./section-style";

type MetricCardProps = {
  metric: PublicMetric;
  locale: string;
  textStyle: TextStyle;
  /** The section's `image_metrics_height` (h-32 … h-96). */
  imageHeight: string;
  /** The section's `is_image_bottom`: media under the text instead of above it. */
  imageBottom?: boolean;
  className?: string;
};

/**
 * A metric as a card (spec 000 §9: 350 px wide, at least 350 px high): media, title (when shown)
 * and description, with the metric's own background and card treatment.
 */
export function MetricCard({ metric, locale, textStyle, imageHeight, imageBottom = false, className = "" }: MetricCardProps) {
  const title = translated(metric.title, metric.title_translation, locale);
  const description = translated(metric.description, metric.description_translation, locale);
  const style = backgroundStyle(metric);
  const dark = style ? isDarkBackground(metric) : false;
  const surface = metric.is_card_type
    ? `${textStyle.card} border border-slate-200/80 shadow-sm ${style ? "" : "bg-white"} p-5`
    : `${style ? `${textStyle.card} p-5` : ""}`;
  const shape = metric.is_image_rounded_full ? "mx-auto aspect-square max-w-full rounded-full" : "w-full rounded-xl";

  const media = (
    <MetricMedia src={metric.image} alt={plainText(title)} className={`${imageHeightClass(imageHeight)} ${shape} ${metric.is_card_type ? "" : "shadow-sm"}`} />
  );

  return (
    <article
      className={`flex min-h-[350px] w-full max-w-[350px] flex-col gap-4 ${dark ? "text-white" : "text-slate-900"} ${surface} ${className}`}
      style={style}
    >
      {!imageBottom && media}
      <div className="flex flex-1 flex-col gap-2">
        {metric.is_title_displayed && <RichText as="h3" html={title} className={textStyle.cardTitle} edit={inPlaceMark("title", metric, true)} />}
        <RichText html={description} className={`${textStyle.cardText} [&_a]:underline [&_a]:underline-offset-2`} edit={inPlaceMark("description", metric, true)} />
      </div>
      {imageBottom && media}
    </article>
  );
}
