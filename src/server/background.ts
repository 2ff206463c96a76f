import { perProcess } from "./per-process";
import { log } from "./log";

/**
 * Work that runs after an answer has gone out: e-mails whose sending time must not tell a caller
 * anything (whether an address has an account). Failures are logged, never thrown at the caller.
 */
const pending = perProcess("background-tasks", () => new Set<Promise<void>>());

export function inBackground(work: Promise<unknown>): void {
  const tracked: Promise<void> = work
    .then(() => undefined, (error: unknown) => log().error({ err: error }, "A background task failed"))
    .finally(() => pending.delete(tracked));
  pending.add(tracked);
}

/** Resolves once every background task, including ones started meanwhile, has finished (tests, shutdown). */
export async function settleBackground(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}

/** How many background tasks are under way (metrics). */
export const backgroundTasksUnderWay = () => pending.size;
