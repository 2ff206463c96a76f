import { bar, Frame, range } from "../../components/skeleton-frame";

/** The placeholder shown while this section loads, shaped like its body (spec 001 §2). */
export function RealEstateSkeleton() {
  return (
    <Frame label="listings">
      <div className="grid grid-cols-1 gap-8 @md:grid-cols-2 @2xl:grid-cols-3">
        {range(3).map((key) => (
          <div key={key} className="overflow-hidden rounded-2xl border border-slate-100">
            <div className={`${bar} h-56 w-full rounded-none`} />
            <div className="space-y-3 p-6">
              <div className={`${bar} h-6 w-2/3`} />
              <div className={`${bar} h-4 w-full`} />
            </div>
          </div>
        ))}
      </div>
    </Frame>
  );
}
