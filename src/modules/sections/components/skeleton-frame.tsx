import type { ReactNode } from "react";

/** What every skeleton may be told: how many cards to sketch. */
export type SkeletonProps = { columns?: number };

/** The pulsing bar every skeleton is drawn with. */
export const bar = "animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none";

export const range = (count: number) => Array.from({ length: count }, (_, index) => index);

/**
 * The frame of a section's placeholder while it loads (spec 001 §2): a status for assistive
 * technology, the title and description bars, and the type's own shape as children.
 */
export function Frame({ children, label }: { children: ReactNode; label: string }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="@container mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <span className="sr-only">{`Loading ${label}…`}</span>
      <div aria-hidden="true">
        <div className="mb-12 max-w-3xl space-y-4">
          <div className={`${bar} h-9 w-2/3`} />
          <div className={`${bar} h-5 w-full`} />
        </div>
        {children}
      </div>
    </div>
  );
}
