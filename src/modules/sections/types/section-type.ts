import type { ComponentType } from "react";
import type { SectionBodyProps } from "../components/section-data";
import type { SkeletonProps } from "../components/skeleton-frame";

/**
 * What a template-section type is (ARCHITECTURE rule 3, decision 015): one folder under
 * `sections/types/` holding its renderer, its skeleton and this entry, listed once in `registry.ts`.
 * Its lazy editor is in `editors.ts` and its page data, if any, in `data.server.ts`, keyed by the
 * same type: those two reach neither visitors' JavaScript (the editor) nor the browser at all (the data).
 */
export interface SectionTypeDefinition {
  /** Its name in editors (the type picker, the page layout manager: spec 001 §2's kind labels). */
  label: string;
  /** The body under the section's title and description, as visitors see it: a server component without editor code. */
  Body: ComponentType<SectionBodyProps>;
  /** Its placeholder while it loads (spec 001 §2), shaped like the body. */
  Skeleton: ComponentType<SkeletonProps>;
  /** A section of this type needs a title (spec 000 §5: only general does). */
  titleRequired?: boolean;
}
