import { bar, Frame, range } from "../../components/skeleton-frame";

/** The placeholder shown while this section loads, shaped like its body (spec 001 §2). */
export function BrandSkeleton() {
  return (
    <Frame label="brands">
      <div className="flex flex-wrap items-center justify-center gap-12">
        {range(6).map((key) => (
          <div key={key} className={`${bar} h-12 w-32`} />
        ))}
      </div>
    </Frame>
  );
}
