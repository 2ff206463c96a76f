import type { Context } from "hono";
import { streamSSE, type SSEStreamingApi } from "hono/streaming";

/** A comment line every 20 s keeps proxies from closing a quiet stream and finds dead connections. */
const heartbeatMs = 20_000;

export interface EventStream {
  /** `id`: the event's id, which a reconnecting client sends back as `Last-Event-ID`. */
  send(event: string, data: unknown, id?: string): Promise<void>;
  /** Resolves when the client goes away or `close` is called. */
  closed: Promise<void>;
  close(): void;
}

/**
 * A Server-Sent Events response: `run` gets a stream to send JSON events on and resolves when it is
 * done with it (`closed` tells when the client left). Never cached or transformed: compression
 * would hold events back until a buffer fills.
 */
export function eventStream(c: Context, run: (stream: EventStream) => Promise<void>): Response {
  const response = streamSSE(c, async (sse: SSEStreamingApi) => {
    let finish = () => {};
    const closed = new Promise<void>((resolve) => (finish = resolve));
    sse.onAbort(finish);
    c.req.raw.signal.addEventListener("abort", finish);
    const heartbeat = setInterval(() => void sse.write(": keep-alive\n\n").catch(finish), heartbeatMs);
    try {
      await run({
        send: async (event, data, id) => {
          if (!sse.aborted && !sse.closed) await sse.writeSSE({ event, data: JSON.stringify(data), id }).catch(finish);
        },
        closed,
        close: finish,
      });
    } finally {
      clearInterval(heartbeat);
      c.req.raw.signal.removeEventListener("abort", finish);
    }
  });
  response.headers.set("cache-control", "no-store, no-transform");
  response.headers.set("x-accel-buffering", "no");
  return response;
}
