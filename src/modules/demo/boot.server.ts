import { env } from "@/env";
import { databaseHandle } from "@/server/db/client";
import { DatabaseLockedError } from "@/server/db/lock";
import { ensureDemo, type DemoSeed } from "./demo.service";
import { perProcess } from "@/server/per-process";
import { log } from "@/server/log";

function startBanner(seed: DemoSeed | null, database: string): string {
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
 * empty one, say where to sign in (`banner`: the first of several processes only). Stopping is the
 * server's (scripts/start.ts, graceful shutdown). A database held by another process stops the server.
 */
export function boot(options: { banner: boolean } = { banner: true }): Promise<void> {
  return perProcess("boot", () => bootOnce(options.banner));
}

async function bootOnce(banner: boolean): Promise<void> {
  try {
    const handle = await databaseHandle();
    const seed = await ensureDemo(env().PORT);
    const where = handle.kind === "pglite" ? `embedded PGlite in ${env().ATRIUM_DATA_DIR}` : "PostgreSQL (DATABASE_URL)";
    if (banner) console.log(startBanner(seed, where));
  } catch (error) {
    // The lock's message is for the person who started a second server: plain text, like the banner.
    if (error instanceof DatabaseLockedError) console.error(`\n${error.message}\n`);
    else log().fatal({ err: error }, "Atrium could not start");
    process.exit(1);
  }
}
