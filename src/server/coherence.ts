import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { afterCommit, databaseHandle, type DatabaseHandle } from "./db/client";
import { perProcess } from "./per-process";
import { realtimeBus } from "./realtime/realtime";
import { log } from "./log";

/**
 * What every process of an installation must forget when content changes (docs/decisions/039):
 * cached pages by tag, the tenant caches. The process that made the change applies it at once;
 * the others hear it on the realtime bus (LISTEN/NOTIFY on PostgreSQL, decision 025). A request
 * that announced something answers only once the announcement has come back to its own process:
 * PostgreSQL delivers a notification to every listening process at the same commit, so by then the
 * others have it too (within the bound decision 039 states).
 */
export type Announcement = { kind: "pages"; tags: string[] } | { kind: "tenants" };
type Kind = Announcement["kind"];
type LocalHandler = (announcement: Announcement) => void;
type SharedHandler = (announcement: Announcement) => Promise<void>;

const channel = "atrium:coherence";
/** How long a request waits for its announcement to come back before it answers anyway (logged). */
const echoTimeoutMs = 2_000;

const state = perProcess("coherence", () => ({
  /** What this process does on each kind: local, then (for the process that made the change) shared work. */
  handlers: new Map<Kind, { local: LocalHandler[]; shared: SharedHandler[] }>(),
  /** Announcements of this process on their way round the bus, by id. */
  echoes: new Map<string, () => void>(),
  /** The database whose bus this process listens on: a server's one database; a test's, until it swaps databases. */
  listeningFor: undefined as DatabaseHandle | undefined,
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

/**
 * Subscribes this process to the others' announcements on its database's bus. Called once by the
 * server at start-up; a process that never listens (a test, the CLI) applies its own announcements
 * here only and waits for no echo.
 */
export async function listenForAnnouncements(): Promise<void> {
  const handle = await databaseHandle();
  if (state.listeningFor === handle) return;
  state.listeningFor = handle;
  const bus = await realtimeBus();
  bus.subscribe(channel, (message) => {
    const { id, announcement } = message as { id: string; announcement: Announcement };
    const echo = state.echoes.get(id);
    if (echo) return echo();
    applyHere(announcement);
  });
}

/** Stops taking part (a test that listened, so that later files of its worker apply their announcements here only). */
export function stopListening(): void {
  state.listeningFor = undefined;
}

/** Applies and sends `announcement` once the open transaction commits (never if it rolls back). */
export function announce(announcement: Announcement): void {
  afterCommit(() => {
    const work = spread(announcement);
    state.requests.getStore()?.add(work);
  });
}

async function spread(announcement: Announcement): Promise<void> {
  applyHere(announcement);
  try {
    for (const handler of handlersOf(announcement.kind).shared) await handler(announcement);
    // Only a process that listens waits for its echo, and only on the database it listens on.
    if (!state.listeningFor || state.listeningFor !== (await databaseHandle())) return;
    const bus = await realtimeBus();
    const id = randomUUID();
    const echoed = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        log().error(`[coherence] an announcement did not come back within ${echoTimeoutMs} ms`);
        resolve();
      }, echoTimeoutMs);
      state.echoes.set(id, () => (clearTimeout(timer), resolve()));
    });
    await bus.publish(channel, { id, announcement });
    await echoed;
    state.echoes.delete(id);
  } catch (error) {
    log().error({ err: error }, "[coherence] an announcement was not spread");
  }
}

/** Runs `work` (a request) and waits, before it returns, for what it announced to reach every process. */
export async function settleAnnouncements<T>(work: () => Promise<T>): Promise<T> {
  const started = new Set<Promise<void>>();
  const result = await state.requests.run(started, work);
  await Promise.all(started);
  return result;
}
