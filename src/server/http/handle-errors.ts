import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { AppError, unexpectedErrorMessage } from "./errors";
import { log } from "@/server/log";

/** Turns any thrown value into the one error body; nothing leaks a stack trace or a database error. */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof AppError) return c.json(error.toBody(), error.status);
  if (error instanceof HTTPException) {
    // Hono raises these for malformed JSON and oversized bodies before our validators run.
    const status = error.status;
    const code = status === 413 ? "payload_too_large" : status === 401 ? "unauthorized" : "bad_request";
    const message = status === 413 ? "Request body is too large" : error.message || "Invalid request";
    return c.json({ error: message, code }, status === 413 || status === 401 ? status : 400);
  }
  log().error({ err: error, method: c.req.method, path: c.req.path }, `[api] ${c.req.method} ${c.req.path} failed`);
  return c.json({ error: unexpectedErrorMessage, code: "internal" }, 500);
}
