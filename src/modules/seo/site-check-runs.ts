import { organizationTag } from "@/server/cache";
import { sharedPageCache } from "@/server/http/page-cache";
import { perProcess } from "@/server/per-process";
import type { SiteCheck } from "./site-check";

/** How long a finished check answers again, while the site's content stays as it was. */
export const keptForMs = 3 * 60_000;

interface Run {
  result: Promise<SiteCheck>;
  /** The page cache's stamp when it started: an edit of the organization's content since makes it stale. */
  stamp: number;
  finishedAt?: number;
  /** Callers still waiting for it; when the last one leaves an unfinished run, it stops. */
  waiting: number;
  controller: AbortController;
}

const runs = perProcess("site-check-runs", () => new Map<string, Run>());

const isUsable = (organizationId: string, run: Run) =>
  sharedPageCache().isCurrent([organizationTag(organizationId)], run.stamp) && (run.finishedAt === undefined || Date.now() - run.finishedAt < keptForMs);

/**
 * One site check per organization at a time: a caller while one runs waits for it, and a caller
 * within a few minutes of it gets its result, unless the site's content changed since it started.
 * A run that every caller has left (`caller` aborts: the admin closed the page) stops, so no check
 * outlives the people who asked for it.
 */
export function sharedSiteCheck(organizationId: string, start: (signal: AbortSignal) => Promise<SiteCheck>, caller: AbortSignal): Promise<SiteCheck> {
  for (const [id, old] of runs) if (!isUsable(id, old) && old.finishedAt !== undefined) runs.delete(id);
  let run = runs.get(organizationId);
  if (!run || !isUsable(organizationId, run)) {
    const controller = new AbortController();
    const started: Run = { stamp: sharedPageCache().now(), waiting: 0, controller, result: start(controller.signal) };
    started.result.then(
      () => (started.finishedAt = Date.now()),
      () => runs.get(organizationId) === started && runs.delete(organizationId),
    );
    runs.set(organizationId, (run = started));
  }
  const current = run;
  current.waiting++;
  const leave = () => {
    current.waiting--;
    if (current.waiting > 0 || current.finishedAt !== undefined) return;
    current.controller.abort();
    if (runs.get(organizationId) === current) runs.delete(organizationId);
  };
  if (caller.aborted) leave();
  else caller.addEventListener("abort", leave, { once: true });
  return current.result.finally(() => {
    if (caller.aborted) return;
    caller.removeEventListener("abort", leave);
    current.waiting--;
  });
}
