import fs from "node:fs";
import { createServer } from "node:http";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startMailServer, type CapturedMail } from "./mail-server";
import { build, freePort, seedDemoAndAcme, startServer, type SeedOutput } from "./server";
import type { TestServer } from "./test-server";

declare module "vitest" {
  export interface ProvidedContext {
    /** One server per journey worker (`testServer()` picks the worker's). */
    servers: TestServer[];
  }
}

function valueAfter(output: string, label: string): string {
  const value = new RegExp(`${label}\\s*(\\S+)`).exec(output)?.[1];
  if (!value) throw new Error(`"${label}" not found in:\n${output}`);
  return value;
}

interface SeededData extends SeedOutput {
  dataDir: string;
  port: number;
  env: Record<string, string>;
}

/** A journey server's database made with the real CLI: the demo, plus a second organization with its own admin. It needs no build, so it is made while the build runs; one process runs the four commands. */
async function seed(): Promise<SeededData> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "atrium-e2e-"));
  const port = await freePort();
  const env = { ATRIUM_DATA_DIR: dataDir, DATABASE_URL: "", BETTER_AUTH_SECRET: "e2e-secret-that-is-long-enough-for-better-auth" };
  return { dataDir, port, env, ...(await seedDemoAndAcme(port, env)) };
}

/**
 * A production server for the journeys of one worker, on a seeded database, its e-mail sent over
 * real SMTP to a server in this process, whose messages the tests read through a small local HTTP endpoint.
 */
async function startTestServer({ dataDir, port, env, demo, acmeOut, acmeAdmin, acmeHost }: SeededData): Promise<{ server: TestServer; stop: () => Promise<void> }> {
  const mail = await startMailServer();
  const started = await startServer(port, { ...env, SMTP_URL: `smtp://127.0.0.1:${mail.port}`, AUTH_RATE_LIMIT: "off" });

  const mailApi = createServer((_request, response) => {
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify(mail.messages satisfies CapturedMail[]));
  });
  const mailPort = await freePort();
  await new Promise<void>((resolve) => mailApi.listen(mailPort, "127.0.0.1", resolve));

  return {
    server: {
      port,
      dataDir,
      mailApi: `http://127.0.0.1:${mailPort}/`,
      demoAdmin: { email: valueAfter(demo, "admin:"), password: valueAfter(demo, "password:") },
      acme: { id: valueAfter(acmeOut, "id:"), host: acmeHost, adminEmail: "owner@acme.example", adminPassword: valueAfter(acmeAdmin, "password:") },
    },
    stop: async () => {
      await started.stop();
      mailApi.close();
      await mail.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Builds once while the servers' databases are seeded, then starts one server per journey worker, side by side: journey files run several at a time, each worker on its own server. */
export default async function setup(project: TestProject) {
  const needsBuild = process.env.E2E_SKIP_BUILD !== "1" || !fs.existsSync(path.resolve(".next/BUILD_ID"));
  const began = performance.now();
  const seconds = () => ((performance.now() - began) / 1000).toFixed(1);
  const [seeded] = await Promise.all([Promise.all(Array.from({ length: project.config.maxWorkers }, seed)), needsBuild ? build() : undefined]);
  const seededIn = seconds();
  const started = await Promise.all(seeded.map(startTestServer));
  console.log(`journey servers: seeded${needsBuild ? " and built" : ""} in ${seededIn} s, started by ${seconds()} s`);
  project.provide("servers", started.map(({ server }) => server));
  return async () => {
    await Promise.all(started.map(({ stop }) => stop()));
  };
}
