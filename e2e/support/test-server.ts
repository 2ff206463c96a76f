import { inject } from "vitest";

export interface TestServer {
  port: number;
  dataDir: string;
  /** Where the e-mails this server sent over SMTP can be read (JSON). */
  mailApi: string;
  demoAdmin: { email: string; password: string };
  acme: { id: string; host: string; adminEmail: string; adminPassword: string };
}

/**
 * The server of the worker running this journey file. Two files at a time must not share one
 * server's data (an edit in one would show in the other's assertions); each worker has its own.
 */
export function testServer(): TestServer {
  const servers = inject("servers");
  const worker = Number(process.env.VITEST_POOL_ID ?? "1");
  const server = servers[worker - 1];
  if (!server) throw new Error(`No journey server for worker ${worker} of ${servers.length}`);
  return server;
}
