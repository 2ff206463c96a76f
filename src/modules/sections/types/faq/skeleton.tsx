import { bar, Frame, range } from "../../components/skeleton-frame";

/** The placeholder shown while this section loads, shaped like its body (spec 001 §2). */
export function FaqSkeleton() {
  return (
    <Frame label="questions">
      <div className="mx-auto max-w-3xl divide-y divide-slate-100">
        {range(5).map((key) => (
          <div key={key} className="flex items-center justify-between py-5">
            <div className={`${bar} h-5 w-2/3`} />
            <div className={`${bar} size-5`} />
          </div>
        ))}
      </div>
    </Frame>
  );
}
