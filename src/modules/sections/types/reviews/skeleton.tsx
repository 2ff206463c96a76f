import { bar, Frame, range } from "../../components/skeleton-frame";

/** The placeholder shown while this section loads, shaped like its body (spec 001 §2). */
export function ReviewsSkeleton() {
  return (
    <Frame label="reviews">
      <div className="grid grid-cols-1 gap-6 @md:grid-cols-2 @2xl:grid-cols-3">
        {range(3).map((key) => (
          <div key={key} className="space-y-6 rounded-2xl border border-slate-100 p-8">
            <div className={`${bar} h-4 w-full`} />
            <div className={`${bar} h-4 w-11/12`} />
            <div className={`${bar} h-4 w-2/3`} />
            <div className="flex items-center gap-4">
              <div className={`${bar} size-12 rounded-full`} />
              <div className={`${bar} h-4 w-32`} />
            </div>
          </div>
        ))}
      </div>
    </Frame>
  );
}
