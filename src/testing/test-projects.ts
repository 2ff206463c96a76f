import fs from "node:fs";
import path from "node:path";

/**
 * Which node test files reach the database: those whose imports lead, at any depth, to the
 * database client. They run once per database kind (PGlite, and PostgreSQL when configured); the
 * others run once, without a database. A file that cannot import the client cannot open a
 * database, so a file placed in the plain project by this scan has no way to need one.
 */
const root = path.resolve(import.meta.dirname, "../..");
const databaseClient = path.join(root, "src/server/db/client.ts");
const specifier = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;
const extensions = ["", ".ts", ".tsx", ".mts", ".mjs", ".js", "/index.ts", "/index.tsx"];

function resolveImport(from: string, request: string): string | undefined {
  const base = request.startsWith("@/") ? path.join(root, "src", request.slice(2)) : request.startsWith(".") ? path.resolve(path.dirname(from), request) : undefined;
  if (!base) return undefined;
  for (const extension of extensions) {
    const candidate = base + extension;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

function importsOf(file: string): string[] {
  const source = fs.readFileSync(file, "utf8");
  return [...source.matchAll(specifier)].flatMap((match) => resolveImport(file, match[1]!) ?? []);
}

/** Whether `file` imports the database client, directly or through any chain of project modules. */
export function reachesDatabase(file: string, seen = new Map<string, boolean>()): boolean {
  const known = seen.get(file);
  if (known !== undefined) return known;
  seen.set(file, false); // a cycle adds nothing
  const reaches = file === databaseClient || importsOf(file).some((next) => reachesDatabase(next, seen));
  seen.set(file, reaches);
  return reaches;
}

function testFiles(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : testFiles(file, pattern);
    return pattern.test(entry.name) ? [file] : [];
  });
}

/**
 * Whether a test file sets up the process before it imports what it tests (environment variables,
 * a fresh module registry, mocks): it needs modules of its own, so it runs isolated. The others
 * share their worker's modules (the API, the auth instances), which saves importing them per file.
 */
const configuresProcess = (file: string) => /\bvi\.(stubEnv|resetModules|mock|doMock)\(/.test(fs.readFileSync(file, "utf8"));

export interface TestFileGroups {
  /** Reach the database; share modules. */
  database: string[];
  /** Reach the database; isolated. */
  databaseIsolated: string[];
  /** No database; share modules. */
  plain: string[];
  /** No database; isolated. */
  plainIsolated: string[];
}

/**
 * Whether a database test exercises the database layer itself (the client, statements, the bus, the
 * CLI): with PostgreSQL configured these still run on PGlite too; the rest run on PostgreSQL only
 * (docs/decisions/038), and PGlite serves every journey.
 */
export const testsTheDatabaseLayer = (file: string) => /^(src\/server|scripts)\//.test(file) || /one-statement/.test(file);

/** The node test files (`*.test.ts` in src/ and scripts/), by whether they reach the database and whether they must run isolated. */
export function nodeTestFiles(): TestFileGroups {
  const seen = new Map<string, boolean>();
  const files = ["src", "scripts"].flatMap((dir) => testFiles(path.join(root, dir), /\.test\.ts$/));
  const group = (database: boolean, isolated: boolean) =>
    files.filter((file) => reachesDatabase(file, seen) === database && configuresProcess(file) === isolated).map((file) => path.relative(root, file));
  return { database: group(true, false), databaseIsolated: group(true, true), plain: group(false, false), plainIsolated: group(false, true) };
}
