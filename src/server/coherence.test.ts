import { afterAll, describe, expect, it } from "vitest";
import { announce, listenForAnnouncements, onAnnounced, settleAnnouncements, stopListening } from "./coherence";
import { transaction } from "./db/client";
import { realtimeBus } from "./realtime/realtime";

// What a test's handlers saw; the page and tenant handlers registered by the app run beside them.
const here: string[][] = [];
const shared: string[][] = [];
onAnnounced(
  "pages",
  (announcement) => announcement.kind === "pages" && here.push(announcement.tags),
  async (announcement) => {
    if (announcement.kind === "pages") shared.push(announcement.tags);
  },
);

/**
 * Publishes `message` and returns once the bus has brought it back: this process's coherence,
 * subscribed earlier, has heard it too (PostgreSQL delivers a notification after NOTIFY returns).
 */
async function publishAndHear(channel: string, message: { from: string; state: string }) {
  const bus = await realtimeBus();
  let unsubscribe = () => {};
  const heard = new Promise<void>((resolve) => {
    unsubscribe = bus.subscribe(channel, (received) => {
      const { from, state } = received as typeof message;
      if (from === message.from && state === message.state) resolve();
    });
  });
  await bus.publish(channel, message);
  await heard;
  unsubscribe();
}

/**
 * Another process on the bus, as a running server is to this one: it greets, and acknowledges each
 * announcement of `tag` `delayMs` after hearing it (never, with `delayMs` undefined). Announcements
 * of earlier tests, which PostgreSQL may still be delivering, are not its business.
 */
async function anotherProcess(name: string, tag: string, delayMs?: number) {
  const bus = await realtimeBus();
  const heard: string[] = [];
  const acknowledged: string[] = [];
  const unsubscribe = bus.subscribe("atrium:coherence", (message) => {
    const { id, announcement } = message as { id: string; announcement: { tags?: string[] } };
    if (!announcement.tags?.includes(tag)) return;
    heard.push(id);
    if (delayMs === undefined) return;
    setTimeout(() => {
      acknowledged.push(id);
      void bus.publish("atrium:coherence:acks", { id, from: name });
    }, delayMs);
  });
  await publishAndHear("atrium:coherence:members", { from: name, state: "alive" });
  return {
    heard,
    acknowledged,
    leave: async () => {
      unsubscribe();
      await publishAndHear("atrium:coherence:members", { from: name, state: "bye" });
    },
  };
}

const changeWithin = (tags: string[]) =>
  settleAnnouncements(async () => {
    await transaction(async () => announce({ kind: "pages", tags }));
  });

describe("announcements reach every process (decision 039)", () => {
  afterAll(() => stopListening());

  it("apply here at once and in the shared store once", async () => {
    await listenForAnnouncements();
    await settleAnnouncements(async () => {
      await transaction(async () => {
        announce({ kind: "pages", tags: ["org-x"] });
        expect(here).not.toContainEqual(["org-x"]);
      });
      expect(here).toContainEqual(["org-x"]);
    });
    expect(shared).toContainEqual(["org-x"]);
    // The bus brought its own announcement back: it was not applied a second time.
    expect(here.filter((tags) => tags[0] === "org-x")).toHaveLength(1);
  });

  it("answer the request that changed something only once every other process has acknowledged it", async () => {
    await listenForAnnouncements();
    const prompt = await anotherProcess("process-b", "org-w", 0);
    const slow = await anotherProcess("process-c", "org-w", 300);
    await changeWithin(["org-w"]);
    expect(slow.acknowledged).toHaveLength(1);
    expect(prompt.acknowledged).toHaveLength(1);
    await Promise.all([prompt.leave(), slow.leave()]);
  });

  it("wait at most 2 s for a process that does not answer, and not at all for one that said goodbye", async () => {
    await listenForAnnouncements();
    const silent = await anotherProcess("process-d", "org-v");
    const started = Date.now();
    await changeWithin(["org-v"]);
    expect(silent.heard).toHaveLength(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    await silent.leave();
    const again = Date.now();
    await changeWithin(["org-u"]);
    expect(Date.now() - again).toBeLessThan(1_000);
  });

  it("apply another process's announcement here, leaving the shared store to that process, and acknowledge it", async () => {
    await listenForAnnouncements();
    const bus = await realtimeBus();
    const acknowledgements: unknown[] = [];
    const unsubscribe = bus.subscribe("atrium:coherence:acks", (message) => acknowledgements.push(message));
    await bus.publish("atrium:coherence", { id: "from-another-process", from: "process-e", announcement: { kind: "pages", tags: ["org-y"] } });
    await expect.poll(() => here).toContainEqual(["org-y"]);
    expect(shared).not.toContainEqual(["org-y"]);
    await expect.poll(() => acknowledgements).toContainEqual(expect.objectContaining({ id: "from-another-process" }));
    unsubscribe();
  });

  it("announce nothing when the transaction rolls back", async () => {
    await expect(transaction(async () => {
      announce({ kind: "pages", tags: ["org-z"] });
      throw new Error("refused");
    })).rejects.toThrow("refused");
    expect(here).not.toContainEqual(["org-z"]);
  });
});
