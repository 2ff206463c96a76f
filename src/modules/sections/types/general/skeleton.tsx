import { bar, Frame, range, type SkeletonProps } from "../../components/skeleton-frame";

/** The placeholder shown while this section loads, shaped like its body (spec 001 §2). */
export function GeneralSkeleton({ columns = 3 }: SkeletonProps) {
  return (
    <Frame label="section">
      <div className="grid grid-cols-1 gap-8 @md:grid-cols-2 @2xl:grid-cols-3">
        {range(columns).map((key) => (
          <div key={key} className="mx-auto w-full max-w-[350px] space-y-4">
            <div className={`${bar} h-48 w-full rounded-xl`} />
            <div className={`${bar} h-6 w-3/4`} />
            <div className={`${bar} h-4 w-full`} />
            <div className={`${bar} h-4 w-5/6`} />
          </div>
        ))}
      </div>
    </Frame>
  );
}
