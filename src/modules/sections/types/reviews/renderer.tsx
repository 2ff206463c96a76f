import { inPlaceMark } from "@/lib/editing";
import { mediaKind } from "../../components/media-kind";
import { MetricMedia } from "../../components/metric-media";
import { metricText } from "../../components/metric-text";
import { RichText } from "../../components/rich-text";
import type { SectionBodyProps } from "../../components/section-data";
import { backgroundStyle, gridColumnClasses } from "../../components/section-style";

/**
 * Reviews: quote cards, each with the reviewer's avatar (metric image) and name (metric title). A
 * video (a file, YouTube or Vimeo) is no avatar: it plays at the card's width above the quote, and
 * the reviewer gets the initial, instead of a player squeezed into a 48 px circle that spills out.
 */
export function ReviewsBody({ section, locale, textStyle }: SectionBodyProps) {
  if (section.website_metric.length === 0) return null;
  return (
    <ul className={`grid gap-6 ${gridColumnClasses(section.grid_columns)}`}>
      {section.website_metric.map((metric) => {
        const { title, description, label } = metricText(metric, locale);
        const media = mediaKind(metric.image).kind;
        const avatar = media === "image";
        const video = media !== "image" && media !== "none";
        return (
          <li key={metric.id}>
            <figure className={`flex h-full min-w-0 flex-col gap-6 overflow-hidden border border-slate-200 bg-white p-8 text-slate-900 shadow-sm ${textStyle.card}`} style={backgroundStyle(metric)}>
              <svg aria-hidden="true" viewBox="0 0 32 32" className={`size-8 ${textStyle.accent}`} fill="currentColor">
                <path d="M9.3 24C6.4 24 4 21.6 4 18.4 4 12.9 8.1 8.6 13.3 8v3.1c-2.7.6-4.6 2.5-5 5 .4-.1.8-.2 1.3-.2 2.7 0 4.6 1.9 4.6 4.1 0 2.3-2 4-4.9 4Zm14.7 0c-2.9 0-5.3-2.4-5.3-5.6 0-5.5 4.1-9.8 9.3-10.4v3.1c-2.7.6-4.6 2.5-5 5 .4-.1.8-.2 1.3-.2 2.7 0 4.6 1.9 4.6 4.1 0 2.3-2 4-4.9 4Z" />
              </svg>
              {video ? <MetricMedia src={metric.image} alt={label} className="aspect-video w-full rounded-lg" /> : null}
              <blockquote className="flex-1">
                <RichText html={description} className={`${textStyle.cardText} text-lg`} edit={inPlaceMark("description", metric, true)} />
              </blockquote>
              <figcaption className="flex items-center gap-4">
                {avatar ? (
                  <MetricMedia src={metric.image} alt={label} className="size-12 shrink-0 rounded-full" />
                ) : (
                  <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-full bg-slate-200 text-lg font-semibold text-slate-700">
                    {label.charAt(0).toUpperCase()}
                  </span>
                )}
                <RichText as="h3" html={title} className={textStyle.cardTitle} edit={inPlaceMark("title", metric, true)} />
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
