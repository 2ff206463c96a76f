import fs from "node:fs";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { migrationsFolder, openPostgres, pgliteExtensions, pgliteNotifications, type DatabaseHandle } from "@/server/db/client";

/**
 * Fresh databases for tests. PGlite: a migrated data directory is dumped once (global setup) and
 * each test file loads it in memory. PostgreSQL: each file gets a new database cloned from a
 * migrated template.
 */
export async function createPgliteSnapshot(file: string): Promise<void> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = await PGlite.create({ extensions: await pgliteExtensions() });
  await migrate(drizzle({ client }), { migrationsFolder });
  const dump = await client.dumpDataDir("none");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
}

export async function openPgliteSnapshot(file: string): Promise<DatabaseHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const client = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(file)]), extensions: await pgliteExtensions() });
  return { db: drizzle({ client }), kind: "pglite", notifications: pgliteNotifications(client), migrate: async () => {}, close: () => client.close() };
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createPostgresTemplate(url: string, template: string): Promise<void> {
  await admin(url, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${template}"`);
    await client.query(`CREATE DATABASE "${template}"`);
  });
  const handle = await openPostgres(withDatabase(url, template));
  await handle.migrate();
  await handle.close();
}

export async function dropPostgresDatabase(url: string, database: string): Promise<void> {
  await admin(url, (client) => client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));
}

/**
 * A new, empty PostgreSQL database `name` on the server of `url` for a run of its own (one left by an
 * interrupted run is dropped first); `drop` removes it, connections still open included.
 */
export async function freshDatabase(url: string, name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const drop = () => dropPostgresDatabase(url, name);
  await drop();
  await admin(url, (client) => client.query(`CREATE DATABASE "${name}"`));
  return { url: withDatabase(url, name), drop };
}

export async function openPostgresFromTemplate(url: string, template: string): Promise<DatabaseHandle> {
  const name = `atrium_test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  await admin(url, (client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  const handle = await openPostgres(withDatabase(url, name));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropPostgresDatabase(url, name);
    },
  };
}
