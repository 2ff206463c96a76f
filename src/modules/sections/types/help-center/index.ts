import type { SectionTypeDefinition } from "../section-type";
import { HelpCenterBody } from "./renderer";
import { HelpCenterSkeleton } from "./skeleton";

/** Help center: a list of articles. */
export const helpCenter: SectionTypeDefinition = { label: "Help Center", Body: HelpCenterBody, Skeleton: HelpCenterSkeleton };
