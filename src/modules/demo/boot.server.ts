import { env } from "@/env";
import { closeDatabase, databaseHandle } from "@/server/db/client";
import { DatabaseLockedError } from "@/server/db/lock";
import { ensureDemo, type DemoSeed } from "./demo.service";
import { perProcess } from "@/server/per-process";

function banner(seed: DemoSeed | null, database: string): string {
  const lines = ["", "Atrium is running.", `  Database: ${database}`];
  if (seed) {
    lines.push(`  Open ${seed.urls.join(" or ")} (${seed.organizationName})`);
    lines.push(`  Admin sign-in: ${seed.adminEmail}`);
    lines.push(
      seed.adminPassword
        ? `  Admin password: ${seed.adminPassword}   (shown only this once)`
        : `  Forgot the password? npm run atrium -- user:reset-password --email ${seed.adminEmail}  (with the server stopped when using the embedded database)`,
    );
  }
  return [...lines, ""].join("\n");
}

// The start-up under way or done, once per process: the front (scripts/start.ts) starts it and holds
// requests until it is done.

/**
 * Start-up, once per server process: open and migrate the database, create the demo on an
 * empty one, say where to sign in. A database held by another process stops the server.
 */
export function boot(): Promise<void> {
  return perProcess("boot", bootOnce);
}

async function bootOnce(): Promise<void> {
  try {
    const handle = await databaseHandle();
    const seed = await ensureDemo(env().PORT);
    const where = handle.kind === "pglite" ? `embedded PGlite in ${env().ATRIUM_DATA_DIR}` : "PostgreSQL (DATABASE_URL)";
    console.log(banner(seed, where));
  } catch (error) {
    console.error(error instanceof DatabaseLockedError ? `\n${error.message}\n` : error);
    process.exit(1);
  }
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void closeDatabase().finally(() => process.exit(0));
    });
  }
}
