import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { env } from "@/env";
import type { NotifyTransport } from "@/server/realtime/bus";
import { perProcess } from "../per-process";
import { acquireLock } from "./lock";
import { log } from "@/server/log";

export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Applies the committed SQL migrations under drizzle/. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** LISTEN/NOTIFY, for the realtime bus (src/server/realtime/bus.ts). */
  notifications: NotifyTransport;
  /** The connection pool's use (PostgreSQL; metrics). */
  pool?: () => { total: number; idle: number; waiting: number };
}

export const migrationsFolder = path.join(process.cwd(), "drizzle");

/** When this release's newest migration was made (drizzle's journal), as drizzle records it once applied. */
export function newestMigrationMillis(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * One handle per process, kept on globalThis: the front's module graph is the only one that reads
 * (docs/decisions/034), and a second copy of this file (a test's isolated import) must share the
 * database all the same (and PGlite's single owner).
 */
const globalStore = globalThis as typeof globalThis & { __atriumDatabase?: Promise<DatabaseHandle> };

interface OpenTransaction {
  tx: Database;
  /** Work that must see the committed data (cache invalidation), run once the transaction commits. */
  onCommit: (() => void)[];
}

// One per process (see per-process.ts), like the handle: a copy of this file must join the other's transaction.
const transactions = perProcess("open-transaction", () => new AsyncLocalStorage<OpenTransaction>());

/**
 * Tests only: with ATRIUM_QUERY_LOG set to a file, every statement sent to the database is appended
 * to it, one line each, so a journey can count the round trips of a render (e2e/query-count.e2e.ts).
 * Unset (always, outside that journey), Drizzle gets no logger.
 */
function queryLogger(): { logger?: { logQuery(query: string, params: unknown[]): void } } {
  const file = process.env.ATRIUM_QUERY_LOG;
  if (!file) return {};
  // ATRIUM_QUERY_LOG_STACKS=1 adds where each statement came from, on the same line.
  const where = () => (process.env.ATRIUM_QUERY_LOG_STACKS === "1" ? ` -- ${(new Error().stack ?? "").split("\n").slice(2, 40).map((line) => line.trim()).join(" < ")}` : "");
  return { logger: { logQuery: (query: string, params: unknown[]) => fs.appendFileSync(file, `${query.replace(/\s+/g, " ")} -- params ${JSON.stringify(params).slice(0, 200)}${where()}\n`) } };
}

/**
 * The extensions migrations create, for PGlite to load (it has no shared library directory: each
 * comes from its contrib build): btree_gist (bookings' exclusion constraint, migration 0007) and
 * pg_trgm (search's typo forgiveness, migration 0017).
 */
export async function pgliteExtensions() {
  const [{ btree_gist }, { pg_trgm }] = await Promise.all([import("@electric-sql/pglite/contrib/btree_gist"), import("@electric-sql/pglite/contrib/pg_trgm")]);
  return { btree_gist, pg_trgm };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const directory = path.resolve(dataDir);
  fs.mkdirSync(directory, { recursive: true });
  const release = acquireLock(path.join(directory, "pglite.lock"));
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const client = await PGlite.create(path.join(directory, "pglite"), { extensions: await pgliteExtensions() });
    const db = drizzle({ client, ...queryLogger() });
    return {
      db,
      kind: "pglite",
      notifications: pgliteNotifications(client),
      migrate: () => migrate(db, { migrationsFolder }),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new Pool({ connectionString, max: 10 });
  // An idle connection the server closes (a restart, a dropped database) is reported on the pool;
  // unheard, it would be an uncaught exception and take the process down. The pool replaces it.
  pool.on("error", (error) => log().error(`[db] an idle PostgreSQL connection was closed: ${error.message}`));
  const db = drizzle({ client: pool, ...queryLogger() });
  const notifications = postgresNotifications(connectionString, pool);
  return {
    db,
    kind: "postgres",
    notifications,
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    migrate: () => migrate(db, { migrationsFolder }),
    close: async () => {
      await notifications.close();
      await pool.end();
    },
  };
}

/** `SELECT pg_notify($1, $2), pg_notify($1, $3), …`: the parts of one message in one statement. */
const notifyStatement = (count: number) => `SELECT ${Array.from({ length: count }, (_, index) => `pg_notify($1, $${index + 2})`).join(", ")}`;

export function pgliteNotifications(client: import("@electric-sql/pglite").PGlite): NotifyTransport {
  return {
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    notify: async (channel, payloads) => void (await client.query(notifyStatement(payloads.length), [channel, ...payloads])),
  };
}

/**
 * LISTEN holds a session of its own (a pooled one would be handed to other queries); when the
 * server drops it, it is opened again a second later. NOTIFY goes through the pool. `close` ends
 * the listening sessions with the pool.
 */
function postgresNotifications(connectionString: string, pool: import("pg").Pool): NotifyTransport & { close(): Promise<void> } {
  const sessions = new Set<import("pg").Client>();
  let closed = false;
  return {
    async listen(channel, onPayload) {
      const { Client } = await import("pg");
      let session: import("pg").Client | undefined;
      const reopen = () => {
        if (!closed) setTimeout(() => void open().catch(reopen), 1_000);
      };
      const open = async (): Promise<void> => {
        const client = new Client({ connectionString });
        client.on("notification", (message) => {
          if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
        });
        client.on("error", (error) => {
          log().error(`[realtime] the listening PostgreSQL session was closed: ${error.message}`);
          sessions.delete(client);
          void client.end().catch(() => undefined);
          reopen();
        });
        sessions.add(client);
        await client.connect();
        await client.query(`LISTEN "${channel}"`);
        session = client;
      };
      await open();
      return async () => {
        if (!session) return;
        sessions.delete(session);
        await session.end();
      };
    },
    notify: async (channel, payloads) => void (await pool.query(notifyStatement(payloads.length), [channel, ...payloads])),
    async close() {
      closed = true;
      await Promise.all([...sessions].map((client) => client.end().catch(() => undefined)));
      sessions.clear();
    },
  };
}

/** Opens the configured database and migrates it. Never called at import time (see ARCHITECTURE.md rule 5). */
async function openConfigured(): Promise<DatabaseHandle> {
  const { DATABASE_URL, ATRIUM_DATA_DIR } = env();
  const handle = DATABASE_URL ? await openPostgres(DATABASE_URL) : await openPglite(ATRIUM_DATA_DIR);
  await handle.migrate();
  return handle;
}

export function databaseHandle(): Promise<DatabaseHandle> {
  globalStore.__atriumDatabase ??= openConfigured().catch((error: unknown) => {
    globalStore.__atriumDatabase = undefined;
    throw error;
  });
  return globalStore.__atriumDatabase;
}

/** The open database handle, if the process has opened one (metrics must not open it). */
export const openedDatabase = () => globalStore.__atriumDatabase;

/** Whether the caller runs inside `transaction()`. */
export function inTransaction(): boolean {
  return transactions.getStore() !== undefined;
}

/** The database, or the open transaction when called inside `transaction()`. */
export async function db(): Promise<Database> {
  return transactions.getStore()?.tx ?? (await databaseHandle()).db;
}

/** Runs `work` in one transaction; every `db()` call inside it joins the transaction. */
export async function transaction<T>(work: () => Promise<T>): Promise<T> {
  const current = transactions.getStore();
  if (current) return work();
  const root = (await databaseHandle()).db;
  const onCommit: (() => void)[] = [];
  const result = await root.transaction((tx) => transactions.run({ tx: tx as unknown as Database, onCommit }, work));
  for (const run of onCommit) run();
  return result;
}

/**
 * Runs independent reads side by side on the pool, or one after another inside a transaction: a
 * transaction is one connection, which runs one query at a time (pg 9 refuses overlapping ones).
 */
export async function readTogether<T extends readonly unknown[]>(reads: readonly [...{ [K in keyof T]: () => Promise<T[K]> }]): Promise<T> {
  if (!transactions.getStore()) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}

/**
 * Runs `work` once the open transaction commits (never, if it rolls back), or now outside one.
 * A cached page dropped before the commit could be rebuilt from the old rows by a request in between.
 */
export function afterCommit(work: () => void): void {
  const open = transactions.getStore();
  if (open) open.onCommit.push(work);
  else work();
}

/**
 * A handle that runs each call on the open transaction when there is one, else on `root`.
 * Libraries that hold a database object (better-auth's adapter) then join our transactions
 * instead of waiting on them: PGlite has one connection, so waiting would never end.
 */
export function transactionAware(root: Database): Database {
  return new Proxy(root, {
    get(target, property) {
      const active = transactions.getStore()?.tx ?? target;
      const value: unknown = Reflect.get(active, property, active);
      return typeof value === "function" ? value.bind(active) : value;
    },
  });
}

/** Replaces the process's database (tests give each file a fresh one). */
export function useDatabase(handle: DatabaseHandle): void {
  globalStore.__atriumDatabase = Promise.resolve(handle);
}

export async function closeDatabase(): Promise<void> {
  const pending = globalStore.__atriumDatabase;
  globalStore.__atriumDatabase = undefined;
  if (pending) await (await pending).close();
}

/** The rows of `db.execute`'s answer: node-postgres gives `{ rows }`, PGlite's driver the array itself. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);
