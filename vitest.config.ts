import path from "node:path";
import { defineConfig } from "vitest/config";

const shared = {
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src") } },
};

const testEnv = {
  NODE_ENV: "test" as const,
  BETTER_AUTH_SECRET: "test-secret-that-is-long-enough-for-better-auth",
  SMTP_URL: "",
};

/** Unit and integration tests: against PGlite always, and PostgreSQL too when TEST_DATABASE_URL is set. */
const databases = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/** Components in a simulated DOM (jsdom), without a database: `*.test.tsx`. */
const components = {
  ...shared,
  // Rendering editors full of palette swatches and typing into them takes seconds on two busy cores.
  test: { name: "components", include: ["src/**/*.test.tsx"], environment: "jsdom", setupFiles: ["src/testing/setup-dom.ts"], env: testEnv, testTimeout: 30_000 },
};

export default defineConfig({
  ...shared,
  test: {
    projects: [
      components,
      ...databases.map((kind) => ({
      ...shared,
      test: {
        name: kind,
        include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
        environment: "node",
        globalSetup: ["src/testing/global-setup.ts"],
        setupFiles: ["src/testing/setup-database.ts"],
        env: { ...testEnv, ATRIUM_TEST_DATABASE: kind },
        testTimeout: 30_000,
        hookTimeout: 60_000,
      },
      })),
    ],
  },
});
