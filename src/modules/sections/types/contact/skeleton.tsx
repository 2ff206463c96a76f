import { bar, Frame, range } from "../../components/skeleton-frame";

/** The placeholder shown while this section loads, shaped like its body (spec 001 §2). */
export function ContactSkeleton() {
  return (
    <Frame label="contact details">
      <div className="grid grid-cols-1 gap-6 @xl:grid-cols-3">
        {range(3).map((key) => (
          <div key={key} className="flex flex-col items-center gap-4 rounded-2xl border border-slate-100 p-8">
            <div className={`${bar} size-12 rounded-full`} />
            <div className={`${bar} h-5 w-24`} />
            <div className={`${bar} h-4 w-40`} />
          </div>
        ))}
      </div>
    </Frame>
  );
}
