import type { SectionTypeDefinition } from "../section-type";
import { GeneralBody } from "./renderer";
import { GeneralSkeleton } from "./skeleton";

/** General content: metric cards in a grid, or a slider; the one type that needs a title (spec 000 §5). */
export const general: SectionTypeDefinition = { label: "General", Body: GeneralBody, Skeleton: GeneralSkeleton, titleRequired: true };
