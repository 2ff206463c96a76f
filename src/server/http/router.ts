import { OpenAPIHono } from "@hono/zod-openapi";
import type { Env as HonoEnv } from "hono";
import { AppError } from "./errors";

/**
 * A router whose zod failures answer 400 with the first issue's message, so that every endpoint
 * reports bad input the same way (ARCHITECTURE.md rule 2). A path that fails its schema names
 * nothing there is (a malformed id: `rowIdParam`): 404, with the schema's message.
 */
export function createRouter<E extends HonoEnv = HonoEnv>() {
  return new OpenAPIHono<E>({
    defaultHook: (result) => {
      if (result.success) return;
      const issue = result.error.issues[0];
      throw new AppError({
        code: result.target === "param" ? "not_found" : "bad_request",
        message: issue?.message ?? "Invalid request",
        details: result.error.issues.map(({ path, message }) => ({ path: path.join("."), message })),
      });
    },
  });
}
