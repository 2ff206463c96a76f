import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { log, requestContext } from "@/server/log";

// What a balancer may hand on: short, and nothing a log line or a header could be forged with.
const safeId = /^[A-Za-z0-9._-]{1,64}$/;

/** The request's id: the trusted balancer's X-Request-Id when it is safe, else a new one. */
export function requestIdOf(request: IncomingMessage, trustProxy: boolean): string {
  const given = trustProxy ? request.headers["x-request-id"] : undefined;
  return typeof given === "string" && safeId.test(given) ? given : randomUUID();
}

/**
 * Answers a request (`answer`) under its id: sent back in X-Request-Id, handed on to what answers
 * (the API, Next) in the request's own header, and on every line logged meanwhile (log.ts). When the
 * answer is done one line says so, at debug (LOG_LEVEL=debug gives an access log; balancers keep
 * theirs), or at error for a 5xx whose cause nothing logged (Next's own failures, say).
 */
export function answerWithRequestId<T>(request: IncomingMessage, response: ServerResponse, trustProxy: boolean, answer: () => T): T {
  const requestId = requestIdOf(request, trustProxy);
  request.headers["x-request-id"] = requestId;
  response.setHeader("x-request-id", requestId);
  const context = { requestId, errorLogged: false };
  const started = performance.now();
  response.once("finish", () => {
    const failed = response.statusCode >= 500 && !context.errorLogged;
    const logger = log();
    if (!failed && !logger.isLevelEnabled("debug")) return;
    const line = { method: request.method, url: request.url, status: response.statusCode, ms: Math.round(performance.now() - started), cache: response.getHeader("x-atrium-cache") };
    // "finish" may be emitted outside the request's context: the id is given here.
    if (failed) logger.error({ requestId, ...line }, "request failed");
    else logger.debug({ requestId, ...line }, "request");
  });
  return requestContext.run(context, answer);
}
