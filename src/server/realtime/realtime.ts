import { afterCommit, databaseHandle, type DatabaseHandle } from "@/server/db/client";
import { databaseBus, inProcessBus, type RealtimeBus } from "./bus";
import { perProcess } from "../per-process";
import { log } from "@/server/log";

// One per process (see per-process.ts): every copy of this file publishes to the same subscribers.
const buses = perProcess("realtime-buses", () => new WeakMap<DatabaseHandle, Promise<RealtimeBus>>());

/**
 * The process's bus: LISTEN/NOTIFY on PostgreSQL (other processes may share the database), an
 * event emitter on PGlite (one process owns it). One per database handle: tests swap databases.
 */
export async function realtimeBus(): Promise<RealtimeBus> {
  const handle = await databaseHandle();
  let bus = buses.get(handle);
  if (!bus) {
    bus = handle.kind === "postgres" ? databaseBus(handle.notifications) : Promise.resolve(inProcessBus());
    buses.set(handle, bus);
  }
  return bus;
}

/**
 * Publishes once the open transaction commits (at once outside one): listeners read what the message
 * announces, which must be there; and PGlite's one connection would wait on the transaction.
 * A message that cannot be sent is logged, never fails the request that caused it.
 */
export function publishAfterCommit(channel: string, message: unknown): void {
  afterCommit(() => {
    void realtimeBus()
      .then((bus) => bus.publish(channel, message))
      .catch((error: unknown) => log().error({ err: error, channel }, `[realtime] a message on ${channel} was not sent`));
  });
}
