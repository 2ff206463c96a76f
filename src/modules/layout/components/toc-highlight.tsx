"use client";

import { useEffect, useRef, type ReactNode } from "react";

/**
 * Marks the link of the current heading with aria-current="location": the last heading whose top is
 * at or above `offsetPx` below the top of the viewport (spec 001 §9). The list itself is rendered on
 * the server; this island only reads positions on scroll, so it stays a few hundred bytes.
 */
export function TocHighlight({ offsetPx, children }: { offsetPx: number; children: ReactNode }) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const links = Array.from(list.current?.querySelectorAll<HTMLAnchorElement>('a[href^="#"]') ?? []);
    const targets = links.map((link) => document.getElementById(link.getAttribute("href")!.slice(1)));
    let frame = 0;
    const update = () => {
      frame = 0;
      let current = -1;
      targets.forEach((target, index) => {
        if (target && target.getBoundingClientRect().top <= offsetPx) current = index;
      });
      links.forEach((link, index) => (index === current ? link.setAttribute("aria-current", "location") : link.removeAttribute("aria-current")));
    };
    // One measurement per frame however fast the scroll events come.
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    addEventListener("scroll", schedule, { passive: true });
    addEventListener("resize", schedule);
    return () => {
      removeEventListener("scroll", schedule);
      removeEventListener("resize", schedule);
      cancelAnimationFrame(frame);
    };
  }, [offsetPx]);
  return <div ref={list}>{children}</div>;
}
