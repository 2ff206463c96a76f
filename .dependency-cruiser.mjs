/**
 * Module boundaries (docs/decisions/010-module-boundaries.md), checked by `npm run lint`.
 * A module is a folder under src/modules. Production code only: tests may import what they test.
 */
const otherModule = "^src/modules/(?!$1/)[^/]+/";
// What a module offers the others: its rules, its input schemas, its client queries and its components.
const entryPoints = "^src/modules/[^/]+/([^/]+[.](service|validation|queries)[.]ts|components/)";

// Everything Next serves (docs/decisions/034): the back office and account pages, their layout and 404 page.
const backOfficePages = "^src/app/";
// What only the API's side may touch: the database, the repositories and the services.
const serverSide = ["^src/server/db/", "[.]repository[.]ts$", "[.]service[.]ts$"];

/** @type {import("dependency-cruiser").IConfiguration} */
const config = {
  forbidden: [
    {
      name: "no-circular",
      comment:
        "Files import each other, directly or through others (type-only imports count: a reader follows them too). " +
        "Move what both need into a file below both, as sections/section-rows.ts holds the rows' types (issue 30).",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-module-cycle",
      comment:
        "Two modules import each other, directly or through others. Move what both need into the lower one, " +
        "or let the higher one pass it in (decision 010).",
      severity: "error",
      scope: "folder",
      from: { path: "^src/modules/[^/]+$" },
      to: { circular: true },
    },
    {
      name: "module-entry-points",
      comment:
        "A module imports another only through its *.service.ts, *.validation.ts and components/ (decision 010).",
      severity: "error",
      from: { path: "^src/modules/([^/]+)/" },
      to: { path: otherModule, pathNot: [entryPoints, "[.]schema[.]ts$"] },
    },
    {
      name: "module-tables-are-private",
      comment:
        "Another module's tables are its own: read them through its service. Only a *.schema.ts may reference " +
        "them (foreign keys), and any file may import their row types (import type) (decision 010).",
      severity: "error",
      from: { path: "^src/modules/([^/]+)/", pathNot: "[.]schema[.]ts$" },
      to: { path: `${otherModule}.+[.]schema[.]ts$`, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "back-office-reads-through-the-api",
      comment:
        "Next hosts the back office and account pages, which read and write through the API (issue 30): nothing " +
        "they reach may open the database, a repository or a service. A page's server component reads with " +
        "src/app/[host]/[lang]/back-office-api.ts; its client components with the modules' *.queries.ts.",
      severity: "error",
      from: { path: backOfficePages },
      to: { path: serverSide, reachable: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "([.]test[.]tsx?|[.]test-support[.]ts)$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] },
  },
};

export default config;
