import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { streamSSE, type SSEStreamingApi } from "hono/streaming";
import { perProcess } from "../per-process";
import { AppError } from "./errors";
import { clientAddressOf } from "./rate-limit";
import { visitorCookie } from "./visitor-id";

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
 * How many event streams may be open at once: for one client (a session or a visitor:
 * a person with several tabs open), for one address (an office behind one router), and in the process.
 * Beyond, 429: each open stream holds memory and a subscriber until its client goes.
 */
export const streamLimits = { perClient: 16, perAddress: 100, perProcess: 5_000 };
export const tooManyStreamsMessage = "Too many live connections are open: close some tabs of this site and try again.";

const openStreams = perProcess("event-streams", () => ({ total: 0, byKey: new Map<string, number>(), enders: new Set<() => Promise<void>>() }));

/** How many event streams this process holds open (metrics). */
export const openEventStreams = () => openStreams.total;

/** How soon a browser whose stream a stopping process ended reconnects (through the balancer, to another process). */
export const reconnectAfterMs = 1_000;

/**
 * Ends every open stream with a retry hint (a process that stops: graceful shutdown), so that each
 * browser's EventSource reconnects in `reconnectAfterMs` and carries on where it left off (Last-Event-ID).
 */
export async function endEventStreams(): Promise<void> {
  await Promise.all([...openStreams.enders].map((end) => end()));
}

/** Who holds a stream: the credential the request carries (a session or a visitor's cookie), and where it comes from. */
function holdersOf(c: Context): string[] {
  const credential =
    c.req.header("authorization") ??
    Object.entries(getCookie(c)).find(([name]) => name.endsWith("session_token"))?.[1] ??
    getCookie(c, visitorCookie);
  return [`address ${clientAddressOf(c)}`, ...(credential ? [`client ${credential}`] : [])];
}

/** Counts a stream in, or refuses it (429) when a limit is reached; the returned function counts it out. */
function admitStream(c: Context): () => void {
  const holders = holdersOf(c);
  const limitOf = (key: string) => (key.startsWith("client ") ? streamLimits.perClient : streamLimits.perAddress);
  if (openStreams.total >= streamLimits.perProcess || holders.some((key) => (openStreams.byKey.get(key) ?? 0) >= limitOf(key))) {
    c.header("retry-after", "30");
    throw new AppError({ code: "too_many_requests", message: tooManyStreamsMessage });
  }
  openStreams.total++;
  for (const key of holders) openStreams.byKey.set(key, (openStreams.byKey.get(key) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    openStreams.total--;
    for (const key of holders) {
      const left = (openStreams.byKey.get(key) ?? 1) - 1;
      if (left > 0) openStreams.byKey.set(key, left);
      else openStreams.byKey.delete(key);
    }
  };
}

/**
 * A Server-Sent Events response: `run` gets a stream to send JSON events on and resolves when it is
 * done with it (`closed` tells when the client left). Never cached or transformed: compression
 * would hold events back until a buffer fills.
 */
export function eventStream(c: Context, run: (stream: EventStream) => Promise<void>): Response {
  const release = admitStream(c);
  const response = streamSSE(c, async (sse: SSEStreamingApi) => {
    let finish = () => {};
    const closed = new Promise<void>((resolve) => (finish = resolve));
    sse.onAbort(finish);
    c.req.raw.signal.addEventListener("abort", finish);
    const heartbeat = setInterval(() => void sse.write(": keep-alive\n\n").catch(finish), heartbeatMs);
    const end = async () => {
      await sse.write(`retry: ${reconnectAfterMs}\n\n`).catch(() => undefined);
      finish();
    };
    openStreams.enders.add(end);
    try {
      await run({
        send: async (event, data, id) => {
          if (!sse.aborted && !sse.closed) await sse.writeSSE({ event, data: JSON.stringify(data), id }).catch(finish);
        },
        closed,
        close: finish,
      });
    } finally {
      release();
      openStreams.enders.delete(end);
      clearInterval(heartbeat);
      c.req.raw.signal.removeEventListener("abort", finish);
    }
  });
  response.headers.set("cache-control", "no-store, no-transform");
  response.headers.set("x-accel-buffering", "no");
  return response;
}
