import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseHandle } from "@/server/db/client";
import { databaseBus, inProcessBus, notifyPartBytes, type RealtimeBus } from "./bus";

/** The next `count` messages on `channel`. */
function nextMessages(bus: RealtimeBus, channel: string, count: number): Promise<unknown[]> {
  return new Promise((resolve) => {
    const received: unknown[] = [];
    const stop = bus.subscribe(channel, (message) => {
      received.push(message);
      if (received.length === count) {
        stop();
        resolve(received);
      }
    });
  });
}

describe("in-process bus", () => {
  it("delivers a message to the channel's listeners only, each with its own copy", async () => {
    const bus = inProcessBus();
    const heard: unknown[] = [];
    bus.subscribe("other", (message) => heard.push(message));
    const next = nextMessages(bus, "room", 1);
    const message = { kind: "status", status: "in_progress" };
    await bus.publish("room", message);
    const [received] = await next;
    expect(received).toEqual(message);
    expect(received).not.toBe(message);
    expect(heard).toEqual([]);
  });

  it("stops delivering once unsubscribed", async () => {
    const bus = inProcessBus();
    const heard: unknown[] = [];
    const stop = bus.subscribe("room", (message) => heard.push(message));
    stop();
    await bus.publish("room", { n: 1 });
    expect(heard).toEqual([]);
  });
});

// Two buses on one database stand for two Atrium processes (on PostgreSQL, two listening sessions).
describe("database bus (LISTEN/NOTIFY)", () => {
  let first: RealtimeBus;
  let second: RealtimeBus;
  beforeAll(async () => {
    const { notifications } = await databaseHandle();
    [first, second] = await Promise.all([databaseBus(notifications), databaseBus(notifications)]);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it("carries a message from one process to the other's listeners, and to its own", async () => {
    const there = nextMessages(second, "booking:1", 1);
    const here = nextMessages(first, "booking:1", 1);
    await first.publish("booking:1", { kind: "status", status: "waiting" });
    expect(await there).toEqual([{ kind: "status", status: "waiting" }]);
    expect(await here).toEqual([{ kind: "status", status: "waiting" }]);
  });

  it("carries a message larger than NOTIFY's 8000-byte limit whole, and messages in the order sent", async () => {
    const sdp = "v=0\r\n".repeat(Math.ceil((notifyPartBytes * 3.5) / 5));
    const there = nextMessages(second, "booking:2", 3);
    await first.publish("booking:2", { n: 1, sdp });
    await first.publish("booking:2", { n: 2 });
    await first.publish("booking:2", { n: 3, text: "ünïcödé ✓" });
    expect(await there).toEqual([{ n: 1, sdp }, { n: 2 }, { n: 3, text: "ünïcödé ✓" }]);
  });
});
