import path from "node:path";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { nodeTestFiles, testsTheDatabaseLayer } from "./src/testing/test-projects";

const shared = {
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src") } },
};

const testEnv = {
  NODE_ENV: "test" as const,
  BETTER_AUTH_SECRET: "test-secret-that-is-long-enough-for-better-auth",
  SMTP_URL: "",
};

const files = nodeTestFiles();
/**
 * Integration tests: on PostgreSQL, the production database, when TEST_DATABASE_URL is set, with the
 * tests of the database layer on PGlite too; on PGlite otherwise (docs/decisions/038).
 */
const onPglite = (list: string[]) => (process.env.TEST_DATABASE_URL ? list.filter(testsTheDatabaseLayer) : list);
const databases = [
  { kind: "pglite", database: onPglite(files.database), databaseIsolated: onPglite(files.databaseIsolated) },
  ...(process.env.TEST_DATABASE_URL ? [{ kind: "postgres", database: files.database, databaseIsolated: files.databaseIsolated }] : []),
];

/** Components in a simulated DOM (jsdom), without a database: `*.test.tsx`. */
const components: TestProjectInlineConfiguration = {
  ...shared,
  // Rendering editors full of palette swatches and typing into them takes seconds on two busy cores.
  test: { name: "components", include: ["src/**/*.test.tsx"], environment: "jsdom", setupFiles: ["src/testing/setup-dom.ts"], env: testEnv, testTimeout: 30_000 },
};

/**
 * Node tests, each group twice over: files that share their worker's modules (isolate: false, most
 * of them; importing the API once per worker rather than once per file), and files that set up the
 * process first and so run isolated (src/testing/test-projects.ts says which).
 */
function nodeProjects(name: string, include: string[], isolatedInclude: string[], test: TestProjectInlineConfiguration["test"]): TestProjectInlineConfiguration[] {
  return [
    { ...shared, test: { ...test, name, include, isolate: false } },
    { ...shared, test: { ...test, name: `${name} (isolated)`, include: isolatedInclude } },
  ];
}

export default defineConfig({
  ...shared,
  test: {
    // Both cores (Vitest's default leaves one idle on a two-core machine).
    maxWorkers: 2,
    projects: [
      components,
      // Without a database: run once.
      ...nodeProjects("unit", files.plain, files.plainIsolated, { environment: "node", env: testEnv, testTimeout: 30_000 }),
      ...databases.flatMap(({ kind, database, databaseIsolated }) =>
        nodeProjects(kind, database, databaseIsolated, {
          environment: "node",
          globalSetup: ["src/testing/global-setup.ts"],
          setupFiles: ["src/testing/setup-database.ts"],
          env: { ...testEnv, ATRIUM_TEST_DATABASE: kind },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        }),
      ),
    ],
  },
});
