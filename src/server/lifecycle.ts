import { perProcess } from "./per-process";

/** Whether this process is stopping (SIGTERM): `/api/ready` then fails, so that a balancer sends new requests elsewhere. */
const lifecycle = perProcess("lifecycle", () => ({ draining: false }));

export const isDraining = () => lifecycle.draining;

export function markDraining(): void {
  lifecycle.draining = true;
}
