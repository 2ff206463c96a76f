import { EventSourceParserStream } from "eventsource-parser/stream";

/** An event of a Server-Sent Events stream, its data parsed as JSON. */
export interface StreamEvent {
  event: string;
  data: unknown;
  id?: string;
}

export interface FollowOptions {
  /** Headers the stream needs (EventSource cannot send any: the guest's key, the room token). */
  headers?: () => Record<string, string>;
  onEvent(event: StreamEvent): void;
  /** Whether the stream is open now (false while reconnecting): callers poll meanwhile. */
  onLive?(live: boolean): void;
  /**
   * The server refused the stream (4xx) or ended it: return true to connect again, false to stop.
   * Network failures always reconnect, sooner first.
   */
  onEnd?(status: number): boolean;
  signal: AbortSignal;
}

const delays = [250, 1_000, 2_000, 5_000, 10_000];

/**
 * Follows an API event stream (decision 025) with fetch, reconnecting after a network failure
 * until `signal` aborts. Resolves when it stops. Like EventSource, a reconnection sends the last
 * event id it received as `Last-Event-ID`, so a stream that numbers its events resumes after it.
 */
export async function followEvents(url: string, options: FollowOptions): Promise<void> {
  let failures = 0;
  let lastEventId: string | undefined;
  while (!options.signal.aborted) {
    let status: number | null = null;
    try {
      const resume: Record<string, string> = lastEventId ? { "last-event-id": lastEventId } : {};
      const response = await fetch(url, { headers: { accept: "text/event-stream", ...resume, ...options.headers?.() }, signal: options.signal, cache: "no-store" });
      status = response.status;
      if (response.ok && response.body) {
        options.onLive?.(true);
        failures = 0;
        const reader = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          if (value.id) lastEventId = value.id;
          options.onEvent({ event: value.event ?? "message", data: JSON.parse(value.data) as unknown, id: value.id });
        }
      }
    } catch {
      // The network dropped (or the signal aborted): try again below.
      status = null;
    }
    options.onLive?.(false);
    if (options.signal.aborted) return;
    if (status !== null && !(options.onEnd?.(status) ?? true)) return;
    await new Promise((resolve) => setTimeout(resolve, delays[Math.min(failures++, delays.length - 1)]));
  }
}
