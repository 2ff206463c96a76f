import { createRoute, z } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import { db, newestMigrationMillis, rowsOf } from "@/server/db/client";
import { mediaStorage } from "@/modules/media/media.service";
import { isDraining } from "@/server/lifecycle";
import { sharedRedis } from "@/server/redis";
import { createRouter } from "@/server/http/router";
import { access, jsonContent } from "@/server/http/responses";
import { log } from "@/server/log";

export const systemRoutes = createRouter();

const status = z.object({ status: z.enum(["ok", "unavailable"]) });

// GET /api/health - the process is up (no database, no tenant)
systemRoutes.openapi(
  createRoute({
    method: "get",
    path: "/health",
    tags: ["System"],
    summary: "Process is up",
    ...access.public,
    responses: { 200: jsonContent(status, "The process answers") },
  }),
  (c) => c.json({ status: "ok" as const }, 200),
);

/** Whether every schema change of this release is applied: drizzle records each migration with its journal time. */
async function migrationsApplied(): Promise<boolean> {
  const result = await (await db()).execute(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`);
  const rows = rowsOf<{ newest: string | null }>(result);
  return Number(rows[0]?.newest ?? 0) >= newestMigrationMillis();
}

// GET /api/ready - the process takes requests: not stopping; the database, Redis (when set) reachable; migrations applied
systemRoutes.openapi(
  createRoute({
    method: "get",
    path: "/ready",
    tags: ["System"],
    summary: "Ready to take requests",
    description: "503 while the process stops (SIGTERM), or when the database, Redis (with REDIS_URL) or the media bucket (with S3_ENDPOINT) does not answer, or this release's migrations are not applied.",
    ...access.public,
    responses: { 200: jsonContent(status, "Ready"), 503: jsonContent(status, "Stopping, or a dependency does not answer") },
  }),
  async (c) => {
    if (isDraining()) return c.json({ status: "unavailable" as const }, 503);
    try {
      if (!(await migrationsApplied())) throw new Error("the database misses migrations of this release");
      const redis = sharedRedis();
      if (redis && (await redis.ping()) !== "PONG") throw new Error("Redis does not answer");
      if (!(await mediaStorage().answers())) throw new Error(`the media storage (${mediaStorage().name}) does not answer`);
      return c.json({ status: "ok" as const }, 200);
    } catch (error) {
      log().error(`[ready] not ready: ${error instanceof Error ? error.message : String(error)}`);
      return c.json({ status: "unavailable" as const }, 503);
    }
  },
);
