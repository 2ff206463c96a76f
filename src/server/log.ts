import { AsyncLocalStorage } from "node:async_hooks";
import { pino, type DestinationStream, type Logger } from "pino";
import { env, type Env } from "@/env";
import { perProcess } from "./per-process";

/** What a request's code logs with every line, without passing it around (the front sets it, request-log.ts). */
export interface RequestContext {
  requestId: string;
  /** Whether an error line was logged for this request already (its 5xx answer then needs no other). */
  errorLogged?: boolean;
}

// One storage per process, whichever copy of this module (the front's, Next's bundles') asks.
export const requestContext = perProcess("request-context", () => new AsyncLocalStorage<RequestContext>());

// Where lines go: stdout, written at once (a line logged before process.exit is not lost); tests swap it.
const output = perProcess("log-output", () => ({ stream: pino.destination({ dest: 1, sync: true }) as DestinationStream }));

/** pino's levels, and "silent" (LOG_LEVEL). */
export type LogLevel = Env["LOG_LEVEL"];

const errorLevel = 50;

/**
 * A JSON line per event: time, level, msg, pid and hostname (several processes and machines write
 * the same logs), and inside a request its requestId. Errors go in `err`, which pino serializes
 * with their stack.
 */
export function createLogger(level: LogLevel, destination: DestinationStream): Logger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // A fresh object each time: pino merges the line's own fields into it.
      mixin: () => {
        const context = requestContext.getStore();
        return context ? { requestId: context.requestId } : {};
      },
      hooks: {
        logMethod(args, method, level) {
          const context = level >= errorLevel ? requestContext.getStore() : undefined;
          if (context) context.errorLogged = true;
          method.apply(this, args);
        },
      },
    },
    destination,
  );
}

/** The server's logger, at LOG_LEVEL; made on first use (`next build` reads no runtime variables). */
export const log = (): Logger => perProcess("log", () => createLogger(env().LOG_LEVEL, { write: (line: string) => output.stream.write(line) }));

/** Tests: sends the server's lines to `stream` until the returned function puts stdout back. */
export function logTo(stream: DestinationStream): () => void {
  const before = output.stream;
  output.stream = stream;
  return () => void (output.stream = before);
}
