import { describe, expect, it } from "vitest";
import { invalidate, organizationTag } from "@/server/cache";
import type { SiteCheck } from "./site-check";
import { sharedSiteCheck } from "./site-check-runs";

const result: SiteCheck = { pages: 1, unread: [], findings: [] };

/** A check that finishes when told, counting how often one was started and remembering its signal. */
function controlledChecks() {
  const started: { signal: AbortSignal; finish: () => void }[] = [];
  const start = (signal: AbortSignal) => new Promise<SiteCheck>((resolve, reject) => {
    started.push({ signal, finish: () => resolve(result) });
    signal.addEventListener("abort", () => reject(signal.reason));
  });
  return { started, start };
}

describe("site checks, one per organization", () => {
  it("give a second caller the running check, and its result for a while after", async () => {
    const organization = crypto.randomUUID();
    const { started, start } = controlledChecks();
    const first = sharedSiteCheck(organization, start, new AbortController().signal);
    const second = sharedSiteCheck(organization, start, new AbortController().signal);
    expect(started).toHaveLength(1);
    started[0]!.finish();
    expect(await first).toBe(result);
    expect(await second).toBe(result);
    expect(await sharedSiteCheck(organization, start, new AbortController().signal)).toBe(result);
    expect(started).toHaveLength(1);
    // Another organization's check is its own.
    void sharedSiteCheck(crypto.randomUUID(), start, new AbortController().signal);
    expect(started).toHaveLength(2);
  });

  it("check again once the site's content changed", async () => {
    const organization = crypto.randomUUID();
    const { started, start } = controlledChecks();
    const first = sharedSiteCheck(organization, start, new AbortController().signal);
    started[0]!.finish();
    await first;
    invalidate(organizationTag(organization));
    void sharedSiteCheck(organization, start, new AbortController().signal);
    expect(started).toHaveLength(2);
  });

  it("stop when every caller has gone, and not before", async () => {
    const organization = crypto.randomUUID();
    const { started, start } = controlledChecks();
    const [one, two] = [new AbortController(), new AbortController()];
    const first = sharedSiteCheck(organization, start, one.signal).catch(() => "stopped");
    const second = sharedSiteCheck(organization, start, two.signal).catch(() => "stopped");
    one.abort();
    expect(started[0]!.signal.aborted).toBe(false);
    two.abort();
    expect(started[0]!.signal.aborted).toBe(true);
    expect([await first, await second]).toEqual(["stopped", "stopped"]);
    // The next caller starts afresh.
    void sharedSiteCheck(organization, start, new AbortController().signal);
    expect(started).toHaveLength(2);
  });
});
