import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { env } from "@/env";
import { DatabaseLockedError, lockOwner } from "@/server/db/lock";

/**
 * npm start: build when the build is missing or older than the sources, then serve it.
 * With the embedded database, a second server on the same data directory stops here, before it
 * touches anything, with a message that names the lock.
 */
const root = process.cwd();
const buildId = path.join(root, ".next", "BUILD_ID");

function newestSource(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestSource(path.join(entry, name))));
}

function buildIsCurrent(): boolean {
  const built = fs.statSync(buildId, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const sources = ["src", "public", "next.config.ts", "package-lock.json", "postcss.config.mjs"].map((entry) => newestSource(path.join(root, entry)));
  return built > Math.max(...sources);
}

const { DATABASE_URL, ATRIUM_DATA_DIR, PORT } = env();
if (!DATABASE_URL) {
  const lockPath = path.resolve(ATRIUM_DATA_DIR, "pglite.lock");
  const owner = lockOwner(lockPath);
  if (owner !== undefined) {
    console.error(`\n${new DatabaseLockedError(lockPath, owner).message}\n`);
    process.exit(1);
  }
}

const next = path.join(root, "node_modules", ".bin", "next");
// Atrium runs offline-first: no telemetry calls from the build or the server.
process.env.NEXT_TELEMETRY_DISABLED = "1";
if (!buildIsCurrent()) {
  console.log("Building Atrium (first start, or the sources changed)…");
  const build = spawnSync(next, ["build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(next, ["start", "--port", String(PORT)], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
