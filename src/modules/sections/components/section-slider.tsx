"use client";

import { Children, useEffect, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from "react";
import { minimumCardWidth } from "@/lib/design-tokens";

/** Spec 001 §9: autoplay 5000 ms, swipe 75 px, mobile below 768 px. */
export const sliderAutoplayMs = 5000;
export const sliderSwipePx = 75;
const mobileQuery = "(max-width: 767px)";
const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * Slides visible at once: grid_columns − 1 (at least 1), and 1 on mobile (spec 001 §9); and no
 * more than fit the slider's own width at `minimumCardWidth` each, once it is measured (an
 * editor's preview is narrow on a wide window: 3 slides there were ~120 px each).
 */
export function visibleSlides(gridColumns: number, mobile: boolean, width: number | null = null): number {
  if (mobile) return 1;
  const fitting = width === null ? Infinity : Math.floor(width / minimumCardWidth);
  return Math.max(1, Math.min(gridColumns - 1, fitting));
}

/** The element's width as it changes (null until measured: the server render, before hydration). */
function useWidth(element: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry ? entry.contentRect.width : null));
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/** The slider's words (the shell catalogue's `slider`, given as page data by the server renderer). */
export type SliderWords = { label: string; previous: string; next: string; goTo: string; position: string };
// An editor's preview has no page data: it reads in English, as the editors do.
const englishWords: SliderWords = { label: "Slider", previous: "Previous", next: "Next", goTo: "Go to slide {number}", position: "{number} of {total}" };
const fill = (template: string, number: number, total = 0) => template.replace("{number}", String(number)).replace("{total}", String(total));

type SectionSliderProps = {
  children?: ReactNode;
  gridColumns: number;
  /** Accessible name of the carousel, e.g. the section title as plain text. */
  label: string;
  words?: SliderWords;
};

/**
 * The section slider (spec 001 §4): cycles through its slides, auto-advances when there is more
 * than one position, not on mobile and not with reduced motion; pauses on hover and focus;
 * swipes at 75 px. Previous/Next and "Go to slide N" dots are hidden with one item or fewer.
 */
export function SectionSlider({ children, gridColumns, label, words = englishWords }: SectionSliderProps) {
  const slides = Children.toArray(children);
  const mobile = useMediaQuery(mobileQuery);
  const reducedMotion = useMediaQuery(reducedMotionQuery);
  const root = useRef<HTMLDivElement>(null);
  const visible = visibleSlides(gridColumns, mobile, useWidth(root));
  const positions = Math.max(1, slides.length - visible + 1);
  const [rawIndex, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const touchStart = useRef<number | null>(null);
  const index = rawIndex % positions;
  const hasControls = slides.length > 1 && positions > 1;

  const go = (next: number) => setIndex(((next % positions) + positions) % positions);

  useEffect(() => {
    if (!hasControls || mobile || reducedMotion || paused) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % positions), sliderAutoplayMs);
    return () => window.clearInterval(timer);
  }, [hasControls, mobile, reducedMotion, paused, positions]);

  return (
    <div
      ref={root}
      role="region"
      aria-roledescription="carousel"
      aria-label={label || words.label}
      className="relative"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        className="overflow-hidden"
        onTouchStart={(event) => {
          touchStart.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(event) => {
          const start = touchStart.current;
          const end = event.changedTouches[0]?.clientX;
          touchStart.current = null;
          if (start === null || end === undefined || !hasControls) return;
          if (start - end > sliderSwipePx) go(index + 1);
          else if (end - start > sliderSwipePx) go(index - 1);
        }}
      >
        <div
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${(index * 100) / visible}%)` }}
          aria-live={paused || reducedMotion ? "polite" : "off"}
        >
          {slides.map((slide, position) => (
            <div
              key={position}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(words.position, position + 1, slides.length)}
              className="flex shrink-0 justify-center px-3"
              style={{ flexBasis: `${100 / visible}%` }}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {hasControls && (
        <div className="mt-8 flex items-center justify-center gap-4">
          <button
            type="button"
            onClick={() => go(index - 1)}
            aria-label={words.previous}
            className="flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm transition hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="m15 18-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <div className="flex items-center">
            {Array.from({ length: positions }, (_, dot) => (
              // A small dot inside a 24 px button: touch targets stay large enough (WCAG 2.2 target size).
              <button
                key={dot}
                type="button"
                onClick={() => go(dot)}
                aria-label={fill(words.goTo, dot + 1)}
                aria-current={dot === index ? "true" : undefined}
                className="group/dot flex h-6 min-w-6 items-center justify-center rounded-full focus-visible:outline-3 focus-visible:outline-sky-500"
              >
                <span className={`block h-2.5 rounded-full transition-all ${dot === index ? "w-6 bg-slate-800" : "w-2.5 bg-slate-400 group-hover/dot:bg-slate-500"}`} />
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => go(index + 1)}
            aria-label={words.next}
            className="flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm transition hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="m9 18 6-6-6-6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}
