import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { afterCommit, databaseHandle, type DatabaseHandle } from "./db/client";
import { perProcess } from "./per-process";
import { realtimeBus } from "./realtime/realtime";
import type { RealtimeBus } from "./realtime/bus";
import { log } from "./log";

/**
 * What every process of an installation must forget when content changes (docs/decisions/039):
 * cached pages by tag, the tenant caches. The process that made the change applies it at once;
 * the others hear it on the realtime bus (LISTEN/NOTIFY on PostgreSQL, decision 025) and each
 * acknowledges it once applied. A request that announced something answers only once every other
 * live process has acknowledged: PostgreSQL hands a notification to each listening session in its
 * own time, and a busy process may read it after the maker's next request reached it, so a shared
 * delivery is not enough. The processes know each other by the greetings they send on the bus.
 */
export type Announcement = { kind: "pages"; tags: string[] } | { kind: "tenants" };
type Kind = Announcement["kind"];
type LocalHandler = (announcement: Announcement) => void;
type SharedHandler = (announcement: Announcement) => Promise<void>;

const channels = {
  announcements: "atrium:coherence",
  acknowledgements: "atrium:coherence:acks",
  members: "atrium:coherence:members",
};
type AnnouncementMessage = { id: string; from?: string; announcement: Announcement };
type Acknowledgement = { id: string; from: string };
/** hello: just started, every member answers alive; bye: stopping, wait no more for it. */
type MemberMessage = { from: string; state: "hello" | "alive" | "bye" };

/** How long a request waits for the other processes' acknowledgements before it answers anyway (logged). */
const acknowledgementTimeoutMs = 2_000;
/** Each process says it is alive this often; one not heard for three times as long is no longer waited for. */
const aliveEveryMs = 5_000;
const goneAfterMs = 3 * aliveEveryMs;

interface Listening {
  handle: DatabaseHandle;
  bus: RealtimeBus;
  stop: () => void;
}

const state = perProcess("coherence", () => ({
  /** This process, as the others know it. */
  self: randomUUID(),
  /** What this process does on each kind: local, then (for the process that made the change) shared work. */
  handlers: new Map<Kind, { local: LocalHandler[]; shared: SharedHandler[] }>(),
  /** The other processes on the bus, with when each was last heard. */
  members: new Map<string, number>(),
  /** This process's announcements waiting for acknowledgements: the processes still to answer, by announcement id. */
  waiting: new Map<string, { from: Set<string>; done: () => void }>(),
  /** The bus this process listens on: a server's one database's; a test's, until it swaps databases. */
  listening: undefined as Listening | undefined,
  /** The work a request started that it waits for before answering (`settleAnnouncements`). */
  requests: new AsyncLocalStorage<Set<Promise<void>>>(),
}));

function handlersOf(kind: Kind) {
  let entry = state.handlers.get(kind);
  if (!entry) state.handlers.set(kind, (entry = { local: [], shared: [] }));
  return entry;
}

/**
 * `local` runs in every process that hears an announcement of `kind` (its maker's too); `shared`
 * only in the maker's, for state every process shares (Redis), which needs changing once.
 */
export function onAnnounced(kind: Kind, local: LocalHandler, shared?: SharedHandler): void {
  const entry = handlersOf(kind);
  entry.local.push(local);
  if (shared) entry.shared.push(shared);
}

/** This process's own caches forget at once (synchronously: the next request here already misses). */
const applyHere = (announcement: Announcement) => {
  for (const handler of handlersOf(announcement.kind).local) handler(announcement);
};

const send = (bus: RealtimeBus, channel: string, message: AnnouncementMessage | Acknowledgement | MemberMessage) =>
  bus.publish(channel, message).catch((error: unknown) => log().error({ err: error, channel }, "[coherence] a message was not sent"));

/** `member` answered, or is gone: the announcements waiting for it wait no more for it. */
function stopWaitingFor(member: string, id?: string) {
  for (const [waitingId, waiting] of state.waiting) {
    if (id !== undefined && waitingId !== id) continue;
    waiting.from.delete(member);
    if (waiting.from.size === 0) waiting.done();
  }
}

/**
 * Subscribes this process to the others' announcements on its database's bus and greets them.
 * Called once by the server at start-up; a process that never listens (a test, the CLI) applies its
 * own announcements here only and waits for nobody.
 */
export async function listenForAnnouncements(): Promise<void> {
  const handle = await databaseHandle();
  if (state.listening?.handle === handle) return;
  await stopListening();
  const bus = await realtimeBus();
  const heard = (member: string) => member !== state.self && state.members.set(member, Date.now());
  const unsubscribe = [
    bus.subscribe(channels.announcements, (message) => {
      const { id, from, announcement } = message as AnnouncementMessage;
      if (from === state.self) return;
      applyHere(announcement);
      if (from === undefined) return; // a process of an earlier version, which waits for no acknowledgement
      heard(from);
      void send(bus, channels.acknowledgements, { id, from: state.self });
    }),
    bus.subscribe(channels.acknowledgements, (message) => {
      const { id, from } = message as Acknowledgement;
      heard(from);
      stopWaitingFor(from, id);
    }),
    bus.subscribe(channels.members, (message) => {
      const { from, state: memberState } = message as MemberMessage;
      if (from === state.self) return;
      if (memberState === "bye") {
        state.members.delete(from);
        return stopWaitingFor(from);
      }
      heard(from);
      if (memberState === "hello") void send(bus, channels.members, { from: state.self, state: "alive" });
    }),
  ];
  const alive = setInterval(() => void send(bus, channels.members, { from: state.self, state: "alive" }), aliveEveryMs);
  alive.unref();
  state.listening = {
    handle,
    bus,
    stop: () => {
      clearInterval(alive);
      for (const stop of unsubscribe) stop();
    },
  };
  await send(bus, channels.members, { from: state.self, state: "hello" });
}

/** Stops taking part and tells the others not to wait for this process (a server stopping; a test that listened). */
export async function stopListening(): Promise<void> {
  const listening = state.listening;
  if (!listening) return;
  state.listening = undefined;
  listening.stop();
  state.members.clear();
  await send(listening.bus, channels.members, { from: state.self, state: "bye" });
}

/** Applies and sends `announcement` once the open transaction commits (never if it rolls back). */
export function announce(announcement: Announcement): void {
  afterCommit(() => {
    const work = spread(announcement);
    state.requests.getStore()?.add(work);
  });
}

/** The other processes heard from lately. */
function liveMembers(): Set<string> {
  const now = Date.now();
  for (const [member, seen] of state.members) if (now - seen > goneAfterMs) state.members.delete(member);
  return new Set(state.members.keys());
}

async function spread(announcement: Announcement): Promise<void> {
  applyHere(announcement);
  const id = randomUUID();
  try {
    for (const handler of handlersOf(announcement.kind).shared) await handler(announcement);
    // Only a process that listens tells the others, and only on the database it listens on.
    const listening = state.listening;
    if (!listening || listening.handle !== (await databaseHandle())) return;
    const members = liveMembers();
    const acknowledged = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        log().error(`[coherence] ${members.size} other process(es) did not acknowledge an announcement within ${acknowledgementTimeoutMs} ms`);
        resolve();
      }, acknowledgementTimeoutMs);
      state.waiting.set(id, { from: members, done: () => (clearTimeout(timer), resolve()) });
    });
    await listening.bus.publish(channels.announcements, { id, from: state.self, announcement } satisfies AnnouncementMessage);
    if (members.size === 0) state.waiting.get(id)?.done();
    await acknowledged;
  } catch (error) {
    log().error({ err: error }, "[coherence] an announcement was not spread");
  } finally {
    state.waiting.get(id)?.done();
    state.waiting.delete(id);
  }
}

/** Runs `work` (a request) and waits, before it returns, for what it announced to reach every process. */
export async function settleAnnouncements<T>(work: () => Promise<T>): Promise<T> {
  const started = new Set<Promise<void>>();
  const result = await state.requests.run(started, work);
  await Promise.all(started);
  return result;
}
