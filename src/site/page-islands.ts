import type { Behavior, BehaviorPage } from "@/lib/behavior";

/**
 * What the page's script does with each <atrium-island> (issue 31): a behavior's marker runs its
 * behavior at once; a React island hydrates when it is seen (near the viewport) or used (pointer,
 * focus, touch), so React and the island's code load only then, or never. A click that comes before
 * the island is hydrated is held and given again once it is, so that nothing a visitor does is lost.
 */
type IslandRoots = Pick<typeof import("@/lib/island-roots"), "hydrateIslands" | "mountComponent">;

export interface PageIslands {
  /** Behaviors by the name their markers carry (their export's name). */
  behaviors: Record<string, Behavior<never>>;
  /** The React half of islands (island-roots.ts), loaded on first need. */
  islandRoots: () => Promise<IslandRoots>;
}

/** Behaviors run once per page load, even if a fresh page (after an admin's save) shows them again. */
const ran = new Set<string>();

function runBehavior(marker: HTMLElement, { behaviors, islandRoots }: PageIslands): void {
  const name = marker.dataset.behavior!;
  if (ran.has(name)) return;
  ran.add(name);
  const found = behaviors[name];
  if (!found) return console.error(`The page's script has no behavior named ${name}: rebuild (scripts/build-islands.ts).`);
  const uses = JSON.parse(marker.dataset.uses ?? "{}") as Record<string, string>;
  const url = (module: string) => uses[module] ?? `(${module}: not among the behavior's uses)`;
  const page: BehaviorPage = {
    load: (module) => import(/* @vite-ignore */ url(module)),
    mount: async (module, exportName, props) => (await islandRoots()).mountComponent(url(module), exportName, props),
  };
  try {
    found.behavior.run(JSON.parse(marker.dataset.props ?? "{}") as never, page);
  } catch (error) {
    console.error(error); // one behavior's failure leaves the others running
  }
}

const clickInit = ({ clientX, clientY, screenX, screenY, button, buttons, detail, altKey, ctrlKey, metaKey, shiftKey }: MouseEvent): MouseEventInit => ({
  clientX,
  clientY,
  screenX,
  screenY,
  button,
  buttons,
  detail,
  altKey,
  ctrlKey,
  metaKey,
  shiftKey,
});

const idle = (run: () => void) => ("requestIdleCallback" in window ? requestIdleCallback(() => run()) : setTimeout(run, 200));

function hydrateWhenNeeded(marker: HTMLElement, { islandRoots }: PageIslands): void {
  let started = false;
  let heldClick: MouseEvent | null = null;
  const hold = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    heldClick = event;
    start();
  };
  const boxes = [...marker.children];
  const observer = boxes.length > 0 && "IntersectionObserver" in window ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin: "200px" }) : null;
  const early = ["pointerover", "focusin", "touchstart"] as const;
  function start() {
    if (started) return;
    started = true;
    observer?.disconnect();
    for (const type of early) marker.removeEventListener(type, start);
    void islandRoots()
      .then((roots) => roots.hydrateIslands([marker]))
      .finally(() => {
        marker.removeEventListener("click", hold, true);
        // Hydrated (React takes a click on content it is still hydrating and hydrates that first).
        // Given again as a click of the same kind where it was (its target may be an SVG shape,
        // which has no click()); a link follows it as it would have.
        heldClick?.target?.dispatchEvent(new MouseEvent("click", { ...clickInit(heldClick), bubbles: true, cancelable: true, composed: true, view: window }));
      });
  }
  marker.addEventListener("click", hold, true);
  for (const type of early) marker.addEventListener(type, start, { passive: true });
  // An island that renders nothing (no box to see) hydrates when the browser is idle.
  if (observer) boxes.forEach((box) => observer.observe(box));
  else idle(start);
}

/** Starts the given markers: behaviors now, React islands when needed; nested ones on their own. */
export function startIslands(markers: Iterable<HTMLElement>, page: PageIslands): void {
  for (const marker of markers) {
    if (marker.dataset.behavior !== undefined) runBehavior(marker, page);
    else if (marker.dataset.src) hydrateWhenNeeded(marker, page);
  }
}
