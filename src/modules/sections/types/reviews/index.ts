import type { SectionTypeDefinition } from "../section-type";
import { ReviewsBody } from "./renderer";
import { ReviewsSkeleton } from "./skeleton";

/** Reviews: quotes with the reviewer's picture and name. */
export const reviews: SectionTypeDefinition = { label: "Reviews", Body: ReviewsBody, Skeleton: ReviewsSkeleton };
