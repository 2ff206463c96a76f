"use client";

import { lazy, Suspense } from "react";

import type { HeroAnimationKind } from "./hero-animation-drawings";

export type { HeroAnimationKind } from "./hero-animation-drawings";

// The drawing code loads only on pages whose hero has an animation (spec 001 §3: lazily loaded), so
// the many heroes without one cost visitors nothing.
const Animation = lazy(() => import("./hero-animation-drawings"));

/**
 * The hero's decorative animated background, drawn behind the content and hidden from assistive
 * technology; empty until its code has loaded, as it is decoration.
 */
export function HeroAnimation({ kind }: { kind: HeroAnimationKind }) {
  return (
    <div aria-hidden="true" data-hero-animation={kind} className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <Suspense fallback={null}>
        <Animation kind={kind} />
      </Suspense>
    </div>
  );
}
