import cluster, { type Worker } from "node:cluster";
import { log } from "@/server/log";

/**
 * `npm start` with DATABASE_URL and more than one process (ATRIUM_PROCESSES, default the number of
 * cores): this primary holds the port and hands connections to its workers in turn (Node's cluster,
 * round robin), each a whole Atrium server (scripts/start.ts). They keep the installation coherent
 * the way separate machines do (docs/decisions/039). The first worker migrates the database and
 * creates the demo; the others start once it is ready. A worker that dies is replaced; SIGTERM or
 * SIGINT stops every worker gracefully, then the primary.
 */
export function runProcesses(count: number): void {
  let stopping = false;
  const fork = (index: number): Worker => {
    const worker = cluster.fork({ ATRIUM_WORKER_INDEX: String(index) });
    worker.on("exit", (code, signal) => {
      if (stopping) return;
      log().error(`Atrium process ${index + 1} (pid ${worker.process.pid}) stopped (${signal ?? `code ${code}`}); starting another.`);
      setTimeout(() => fork(index), 1_000);
    });
    return worker;
  };

  const first = fork(0);
  first.on("message", (message: unknown) => {
    if (message !== "atrium:ready") return;
    for (let index = 1; index < count; index++) fork(index);
    log().info(`Atrium runs ${count} processes behind one port.`);
  });

  const stopAll = () => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).flatMap((worker) => worker ?? []);
    if (workers.length === 0) process.exit(0);
    let left = workers.length;
    for (const worker of workers) {
      worker.once("exit", () => {
        if (--left === 0) process.exit(0);
      });
      worker.process.kill("SIGTERM");
    }
  };
  process.once("SIGTERM", stopAll);
  process.once("SIGINT", stopAll);
}

/** Tells the primary (if any) that this worker is ready: the database is migrated and the demo made. */
export function reportReady(): void {
  if (cluster.isWorker) process.send?.("atrium:ready");
}

/** Whether this process prints the start-up banner: the only one, or the first worker. */
export const isFirstProcess = () => !cluster.isWorker || process.env.ATRIUM_WORKER_INDEX === "0";
