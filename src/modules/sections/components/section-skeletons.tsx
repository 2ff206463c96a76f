import type { ComponentType, ReactNode } from "react";
import type { SectionType } from "@/lib/design-tokens";

/** Placeholders shown while sections load (spec 001 §2): one per type, shaped like its body. */
type SkeletonProps = { columns?: number };

const bar = "animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none";

function Frame({ children, label }: { children: ReactNode; label: string }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
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

const range = (count: number) => Array.from({ length: count }, (_, index) => index);

function CardsSkeleton({ columns = 3 }: SkeletonProps) {
  return (
    <Frame label="section">
      <div className="grid grid-cols-1 gap-8 sm:grid-cols-2 lg:grid-cols-3">
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

function ReviewsSkeleton() {
  return (
    <Frame label="reviews">
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
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

function ListSkeleton() {
  return (
    <Frame label="articles">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
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

function ListingsSkeleton() {
  return (
    <Frame label="listings">
      <div className="grid grid-cols-1 gap-8 sm:grid-cols-2 lg:grid-cols-3">
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

function BrandSkeleton() {
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

function SliderSkeleton() {
  return (
    <Frame label="articles">
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        {range(2).map((key) => (
          <div key={key} className={`${key > 0 ? "hidden md:block" : ""} space-y-4`}>
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

function ContactSkeleton() {
  return (
    <Frame label="contact details">
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-3">
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

function FaqSkeleton() {
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

function PricingSkeleton() {
  return (
    <Frame label="pricing plans">
      <div className="grid grid-cols-1 gap-8 sm:grid-cols-2 lg:grid-cols-3">
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

export const sectionSkeletons: Record<SectionType, ComponentType<SkeletonProps>> = {
  general: CardsSkeleton,
  reviews: ReviewsSkeleton,
  help_center: ListSkeleton,
  real_estate: ListingsSkeleton,
  brand: BrandSkeleton,
  article_slider: SliderSkeleton,
  contact: ContactSkeleton,
  faq: FaqSkeleton,
  pricing_plans: PricingSkeleton,
};
