import type { SectionTypeDefinition } from "../section-type";
import { ArticleSliderBody } from "./renderer";
import { ArticleSliderSkeleton } from "./skeleton";

/** Article slider: a carousel of articles. */
export const articleSlider: SectionTypeDefinition = { label: "Article Slider", Body: ArticleSliderBody, Skeleton: ArticleSliderSkeleton };
