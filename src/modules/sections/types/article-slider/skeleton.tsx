import { bar, Frame, range } from "../../components/skeleton-frame";

/** The placeholder shown while this section loads, shaped like its body (spec 001 §2). */
export function ArticleSliderSkeleton() {
  return (
    <Frame label="articles">
      <div className="grid grid-cols-1 gap-6 @xl:grid-cols-2">
        {range(2).map((key) => (
          <div key={key} className={`${key > 0 ? "hidden @xl:block" : ""} space-y-4`}>
            <div className={`${bar} h-48 w-full rounded-xl`} />
            <div className={`${bar} h-6 w-3/4`} />
            <div className={`${bar} h-4 w-full`} />
          </div>
        ))}
      </div>
      <div className="mt-8 flex justify-center gap-2">
        {range(3).map((key) => (
          <div key={key} className={`${bar} size-2.5 rounded-full`} />
        ))}
      </div>
    </Frame>
  );
}
