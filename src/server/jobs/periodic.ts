import { sql } from "drizzle-orm";
import { db } from "@/server/db/client";
import { inBackground } from "@/server/background";
import { periodicRuns } from "./jobs.schema";

/** Work an installation does once a period, whichever of its processes does it (clean-ups). */
export interface PeriodicJob {
  name: string;
  everySeconds: number;
  run: () => Promise<void>;
}

/**
 * Takes this period's run of job `name` for this process. One statement: of processes asking at
 * once, exactly one moves the job's time on and gets true; the others get false until the
 * period has passed again. A run that fails is not retried before the next period.
 */
export async function claimRun(name: string, everySeconds: number): Promise<boolean> {
  const claimed = await (await db())
    .insert(periodicRuns)
    .values({ name, ran_at: sql`now()` })
    .onConflictDoUpdate({ target: periodicRuns.name, set: { ran_at: sql`now()` }, setWhere: sql`${periodicRuns.ran_at} <= now() - make_interval(secs => ${everySeconds})` })
    .returning({ name: periodicRuns.name });
  return claimed.length === 1;
}

/**
 * Every process asks each `tickMs` (a minute) whether a job is due (first within `firstWithinMs` of start), so a job still runs when the
 * process that ran it last has gone; the one that claims it runs it as background work, which a
 * graceful shutdown waits for. Answers the function that stops the ticking.
 */
export function startPeriodicJobs(jobs: PeriodicJob[], { tickMs = 60_000, firstWithinMs = 10_000 } = {}): () => void {
  const tick = () => {
    for (const job of jobs) inBackground(claimRun(job.name, job.everySeconds).then((mine) => (mine ? job.run() : undefined)));
  };
  // The first check soon after start, spread so that processes started together do not ask at once.
  const first = setTimeout(tick, Math.round(Math.random() * firstWithinMs));
  const timer = setInterval(tick, tickMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
