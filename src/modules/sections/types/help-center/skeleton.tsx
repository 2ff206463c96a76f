import { bar, Frame, range } from "../../components/skeleton-frame";

/** The placeholder shown while this section loads, shaped like its body (spec 001 §2). */
export function HelpCenterSkeleton() {
  return (
    <Frame label="articles">
      <div className="grid grid-cols-1 gap-4 @md:grid-cols-2 @2xl:grid-cols-3">
        {range(6).map((key) => (
          <div key={key} className="flex gap-4 rounded-2xl border border-slate-100 p-6">
            <div className={`${bar} size-10 shrink-0 rounded-lg`} />
            <div className="flex-1 space-y-2">
              <div className={`${bar} h-5 w-3/4`} />
              <div className={`${bar} h-4 w-full`} />
            </div>
          </div>
        ))}
      </div>
    </Frame>
  );
}
