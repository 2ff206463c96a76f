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

describe("announcements reach every process (decision 039)", () => {
  afterAll(() => stopListening());

  it("apply here at once and in the shared store once; the request waits for the echo through the bus", async () => {
    await listenForAnnouncements();
    await settleAnnouncements(async () => {
      await transaction(async () => {
        announce({ kind: "pages", tags: ["org-x"] });
        expect(here).not.toContainEqual(["org-x"]);
      });
      expect(here).toContainEqual(["org-x"]);
    });
    expect(shared).toContainEqual(["org-x"]);
    // The echo of its own announcement did not apply it a second time.
    expect(here.filter((tags) => tags[0] === "org-x")).toHaveLength(1);
  });

  it("apply another process's announcement here, leaving the shared store to that process", async () => {
    await listenForAnnouncements();
    await (await realtimeBus()).publish("atrium:coherence", { id: "from-another-process", announcement: { kind: "pages", tags: ["org-y"] } });
    await expect.poll(() => here).toContainEqual(["org-y"]);
    expect(shared).not.toContainEqual(["org-y"]);
  });

  it("announce nothing when the transaction rolls back", async () => {
    await expect(transaction(async () => {
      announce({ kind: "pages", tags: ["org-z"] });
      throw new Error("refused");
    })).rejects.toThrow("refused");
    expect(here).not.toContainEqual(["org-z"]);
  });
});
