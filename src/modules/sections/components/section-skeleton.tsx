import { sectionTypeRegistry, type SectionType } from "../types/registry";

/** The placeholder of a template section of this type while it loads (spec 001 §2), from the registry. */
export function SectionSkeleton({ type, columns }: { type: SectionType; columns?: number }) {
  const { Skeleton } = sectionTypeRegistry[type];
  return <Skeleton columns={columns} />;
}
