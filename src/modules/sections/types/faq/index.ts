import type { SectionTypeDefinition } from "../section-type";
import { FaqBody } from "./renderer";
import { FaqSkeleton } from "./skeleton";

/** Questions and answers that open one by one. */
export const faq: SectionTypeDefinition = { label: "FAQ", Body: FaqBody, Skeleton: FaqSkeleton };
