import path from "node:path";
import { defineConfig } from "vitest/config";

/** Browser journeys: one production server (see e2e/support/global-setup.ts), Chromium through playwright-core. */
export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src") } },
  test: {
    name: "e2e",
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["e2e/support/global-setup.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    // A journey polls what a person would wait for (a session check, a saved row). On a loaded CI
    // machine that can take seconds, not the 1 s vitest allows by default; a real failure still fails.
    expect: { poll: { timeout: 10_000 } },
  },
});
