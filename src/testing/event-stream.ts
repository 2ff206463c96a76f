import { EventSourceParserStream } from "eventsource-parser/stream";
import { expect } from "vitest";

export type StreamedEvent = { event: string; data: Record<string, unknown>; id?: string };

/** A Server-Sent Events response read event by event, the way the browser reads it (fetch, then an SSE parser). */
export function eventsOf(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  return {
    /** The next event, or null once the server ended the stream. */
    async next(): Promise<StreamedEvent | null> {
      const { value, done } = await reader.read();
      return done ? null : { event: value.event ?? "message", data: JSON.parse(value.data) as Record<string, unknown>, id: value.id };
    },
    /** Skips events until one matches. */
    async until(matches: (event: StreamedEvent) => boolean): Promise<StreamedEvent> {
      for (;;) {
        const event = await this.next();
        if (!event) throw new Error("The stream ended first");
        if (matches(event)) return event;
      }
    },
    close: () => reader.cancel(),
  };
}
