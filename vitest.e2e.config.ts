import path from "node:path";
import { defineConfig } from "vitest/config";
import LongestFirst from "./e2e/support/sequencer";

/** Browser journeys: Chromium through playwright-core, two files at a time, each worker on a production server of its own (e2e/support/global-setup.ts). */
export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src") } },
  test: {
    name: "e2e",
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["e2e/support/global-setup.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 300_000,
    // Two files at a time, one per core; global-setup.ts starts a server for each worker.
    maxWorkers: 2,
    // On a clean checkout: the journeys that start servers of their own first, then the larger files.
    sequence: { sequencer: LongestFirst },
    // A journey polls what a person would wait for (a session check, a saved row). On a loaded CI
    // machine that can take seconds, not the 1 s vitest allows by default; a real failure still fails.
    expect: { poll: { timeout: 10_000 } },
  },
});
