import { createRoute, z } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import { db } from "@/server/db/client";
import { createRouter } from "@/server/http/router";
import { access, jsonContent } from "@/server/http/responses";

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

// GET /api/ready - the database answers a query
systemRoutes.openapi(
  createRoute({
    method: "get",
    path: "/ready",
    tags: ["System"],
    summary: "Database is reachable",
    ...access.public,
    responses: { 200: jsonContent(status, "Ready"), 503: jsonContent(status, "The database does not answer") },
  }),
  async (c) => {
    try {
      await (await db()).execute(sql`select 1`);
      return c.json({ status: "ok" as const }, 200);
    } catch (error) {
      console.error("[ready] database check failed:", error);
      return c.json({ status: "unavailable" as const }, 503);
    }
  },
);
