import { bar, Frame, range } from "../../components/skeleton-frame";

/** The placeholder shown while this section loads, shaped like its body (spec 001 §2). */
export function PricingPlansSkeleton() {
  return (
    <Frame label="pricing plans">
      <div className="grid grid-cols-1 gap-8 @md:grid-cols-2 @2xl:grid-cols-3">
        {range(3).map((key) => (
          <div key={key} className="space-y-6 rounded-2xl border border-slate-100 p-8">
            <div className={`${bar} h-6 w-1/2`} />
            <div className={`${bar} h-10 w-1/3`} />
            {range(4).map((line) => (
              <div key={line} className={`${bar} h-4 w-full`} />
            ))}
            <div className={`${bar} h-11 w-full rounded-xl`} />
          </div>
        ))}
      </div>
    </Frame>
  );
}
