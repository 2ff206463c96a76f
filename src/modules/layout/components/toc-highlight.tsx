"use client";

import { behavior } from "@/lib/behavior";

/**
 * Marks the link of the current heading in each table of contents (`[data-toc]`) with
 * aria-current="location": the last heading whose top is at or above `offsetPx` below the top of
 * the viewport (spec 001 §9). The lists are rendered on the server; this behavior (no React) only
 * reads positions on scroll.
 */
export const TocHighlight = behavior<{ offsetPx: number }>(({ offsetPx }) => {
  const lists = Array.from(document.querySelectorAll("[data-toc]"), (list) => {
    const links = Array.from(list.querySelectorAll<HTMLAnchorElement>('a[href^="#"]'));
    return { links, targets: links.map((link) => document.getElementById(link.getAttribute("href")!.slice(1))) };
  });
  let frame = 0;
  const update = () => {
    frame = 0;
    for (const { links, targets } of lists) {
      let current = -1;
      targets.forEach((target, index) => {
        if (target && target.getBoundingClientRect().top <= offsetPx) current = index;
      });
      links.forEach((link, index) => (index === current ? link.setAttribute("aria-current", "location") : link.removeAttribute("aria-current")));
    }
  };
  // One measurement per frame however fast the scroll events come.
  const schedule = () => {
    frame ||= requestAnimationFrame(update);
  };
  update();
  addEventListener("scroll", schedule, { passive: true });
  addEventListener("resize", schedule);
});
