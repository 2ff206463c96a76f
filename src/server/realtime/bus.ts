import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";

/**
 * One bus for every realtime message (meeting signalling, booking status pushes): a channel name
 * and a JSON message. In one process it is an event emitter; on PostgreSQL it travels through
 * LISTEN/NOTIFY so that two Atrium processes on one database hear each other (decision 025).
 */
export interface RealtimeBus {
  publish(channel: string, message: unknown): Promise<void>;
  /** Calls `listener` with each message published on `channel` from now on; returns the unsubscribe. */
  subscribe(channel: string, listener: (message: unknown) => void): () => void;
  close(): Promise<void>;
}

/** What the database bus needs of a connection: a session that listens, and a way to notify. */
export interface NotifyTransport {
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payloads: string[]): Promise<void>;
}

function emitterBus(): { emitter: EventEmitter; subscribe: RealtimeBus["subscribe"] } {
  const emitter = new EventEmitter();
  // Every open call and waiting room subscribes: many listeners per channel are expected.
  emitter.setMaxListeners(0);
  return {
    emitter,
    subscribe(channel, listener) {
      emitter.on(channel, listener);
      return () => void emitter.off(channel, listener);
    },
  };
}

export function inProcessBus(): RealtimeBus {
  const { emitter, subscribe } = emitterBus();
  return {
    publish: async (channel, message) => {
      // Listeners get their own copy, as they would from the database.
      emitter.emit(channel, JSON.parse(JSON.stringify(message)) as unknown);
    },
    subscribe,
    close: async () => void emitter.removeAllListeners(),
  };
}

/**
 * PostgreSQL's NOTIFY payload limit is 8000 bytes; messages (SDP offers) can be larger, so they go in
 * parts: base64 of the message's UTF-8 bytes, whose length does not depend on what needs escaping.
 */
export const notifyPartBytes = 5000;
const pgChannel = "atrium_realtime";

interface Part {
  /** channel, message id, part index, part count, data (base64) */
  c: string;
  m: string;
  i: number;
  n: number;
  d: string;
}

/** `bytes` in base64 parts of at most `size` bytes each. */
const partsOf = (bytes: Buffer, size: number) => Array.from({ length: Math.max(1, Math.ceil(bytes.length / size)) }, (_, index) => bytes.subarray(index * size, (index + 1) * size).toString("base64"));

/**
 * The bus over LISTEN/NOTIFY: one listening session per process; a message is sent as its parts in
 * one statement (one transaction, so they arrive together and in order) and delivered to this
 * process's listeners when its last part arrives, the same way in every process, the sender's too.
 */
export async function databaseBus(transport: NotifyTransport): Promise<RealtimeBus> {
  const { emitter, subscribe } = emitterBus();
  const pending = new Map<string, string[]>();
  const unlisten = await transport.listen(pgChannel, (payload) => {
    const part = JSON.parse(payload) as Part;
    const parts = pending.get(part.m) ?? [];
    parts[part.i] = part.d;
    if (parts.filter((piece) => piece !== undefined).length < part.n) return void pending.set(part.m, parts);
    pending.delete(part.m);
    // Nobody in this process listens on most channels: parse only for those who do.
    if (emitter.listenerCount(part.c) > 0) emitter.emit(part.c, JSON.parse(Buffer.concat(parts.map((part) => Buffer.from(part, "base64"))).toString("utf8")) as unknown);
  });
  return {
    publish: async (channel, message) => {
      const id = randomUUID();
      const pieces = partsOf(Buffer.from(JSON.stringify(message)), notifyPartBytes);
      await transport.notify(pgChannel, pieces.map((d, i) => JSON.stringify({ c: channel, m: id, i, n: pieces.length, d } satisfies Part)));
    },
    subscribe,
    close: async () => {
      emitter.removeAllListeners();
      await unlisten();
    },
  };
}
