import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { freshDatabase } from "../../src/testing/database";
import { startBalancer, type Balancer } from "../../e2e/support/balancer";
import { build, freePort, startServer, type StartedServer } from "../../e2e/support/server";
import { startRedisServer } from "../../src/testing/redis-server";
import { startS3Server } from "../../src/testing/s3-server";

/**
 * npm run bench:rolling: a rolling restart under load. Two production processes (ATRIUM_PROCESSES=1
 * each) on one fresh PostgreSQL database, one Redis and one S3-compatible bucket, behind HAProxy as
 * e2e/support/balancer.ts sets it (deploy/haproxy.cfg's settings). CLIENTS keep-alive clients send
 * a steady mix through the balancer for the whole run: cached pages, uncached API reads (search,
 * a post) and, as the demo admin, acknowledged writes (a ticket each: a row with an id, and no page
 * cache to clear, so the pages stay cached). Meanwhile process 0 is stopped (SIGTERM, the graceful
 * shutdown), started again on the same port and waited for until HAProxy has it up again; then,
 * after a pause, process 1. Afterwards every acknowledged ticket is read back through the balancer.
 * Printed: requests, requests/s, failures (an unexpected status or no answer), lost writes, latency
 * percentiles overall and during the restarts, the restart timeline. Exits 1 on any failure or loss;
 * figures are printed, never compared with a threshold (they depend on the machine).
 * Options: --seconds (BENCH_SECONDS, default 60), --clients (BENCH_CLIENTS, default 12), --skip-build
 * (BENCH_SKIP_BUILD=1: use the build in .next when there is one).
 */
const { values } = parseArgs({ options: { seconds: { type: "string" }, clients: { type: "string" }, "skip-build": { type: "boolean" } } });
const seconds = Number(values.seconds ?? process.env.BENCH_SECONDS ?? 60);
const clients = Number(values.clients ?? process.env.BENCH_CLIENTS ?? 12);
const skipBuild = (values["skip-build"] ?? process.env.BENCH_SKIP_BUILD === "1") && fs.existsSync(path.resolve(".next/BUILD_ID"));
const adminUrl = `${(process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432").replace(/\/$/, "")}/postgres`;
const started = performance.now();
const at = () => (performance.now() - started) / 1000;

type Kind = "page" | "read" | "write";
interface Sample {
  kind: Kind;
  /** Seconds since the start of the load. */
  start: number;
  ms: number;
  ok: boolean;
  status: number;
}

/** What runs, stopped in reverse order on the way out (also on Ctrl-C or a failure). */
const cleanups: (() => Promise<unknown>)[] = [];
async function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((error: unknown) => console.error("Clean-up:", error));
}
process.once("SIGINT", () => void cleanUp().finally(() => process.exit(130)));

function send(agent: http.Agent, port: number, host: string, method: string, target: string, headers: Record<string, string> = {}, body?: string): Promise<{ status: number; text: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve) => {
    const request = http.request({ host: "127.0.0.1", port, path: target, method, agent, timeout: 30_000, headers: { host, ...(body ? { "content-type": "application/json" } : {}), ...headers } }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text, headers: response.headers }));
      response.on("error", () => resolve({ status: 0, text, headers: {} }));
    });
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", (error) => resolve({ status: 0, text: error.message, headers: {} }));
    request.end(body);
  });
}

const agentOf = () => new http.Agent({ keepAlive: true, maxSockets: 1 });
const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
function latencies(samples: Sample[]): string {
  const sorted = samples.map(({ ms }) => ms).sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms (${sorted.length} requests)`;
}

try {
  if (!skipBuild) await build();
  const redis = await startRedisServer();
  cleanups.push(() => redis.stop());
  const s3 = await startS3Server();
  cleanups.push(() => s3.stop());
  const database = await freshDatabase(adminUrl, `atrium_rolling_${process.pid}`);
  cleanups.push(() => database.drop());
  // A stopping process serves on until HAProxy has seen it fail /api/ready (fall 2 x inter 500 ms, plus a check's time).
  const env = { ...s3.env, ATRIUM_DRAIN_SECONDS: "3", DATABASE_URL: database.url, REDIS_URL: redis.url, ATRIUM_PROCESSES: "1", AUTH_RATE_LIMIT: "off", BETTER_AUTH_SECRET: "bench-secret-that-is-long-enough-for-better-auth" };
  const servers: { port: number; server: StartedServer }[] = [];
  cleanups.push(() => Promise.all(servers.map(({ server }) => server.stop())));
  // The first creates the demo; the second starts on the same database once it is there.
  for (const _ of [0, 1]) {
    const port = await freePort();
    servers.push({ port, server: await startServer(port, env) });
  }
  const balancer: Balancer = await startBalancer(servers.map(({ port }) => port));
  cleanups.push(() => balancer.stop());
  const site = `localhost:${servers[0]!.port}`;
  const password = /Admin password:\s*(\S+)/.exec(servers[0]!.server.output())?.[1];
  const setup = new http.Agent({ keepAlive: true });
  const signIn = await send(setup, balancer.port, site, "POST", "/api/auth/sign-in/email", { origin: `http://${site}` }, JSON.stringify({ email: "admin@demo.example", password }));
  if (signIn.status !== 200) throw new Error(`Sign-in failed (${signIn.status}): ${signIn.text}`);
  const admin = { authorization: `Bearer ${String(signIn.headers["set-auth-token"])}`, origin: `http://${site}` };

  // The demo's public pages (cached after their first render) and uncached API reads.
  const pages = ["/", "/work-visas", "/blog", "/blog/blue-card-or-skilled-worker-visa"];
  const reads = ["/api/search?q=visa", "/api/search?q=blue%20card", "/api/search?q=work", "/api/posts/blue-card-or-skilled-worker-visa"];
  for (const target of [...pages, ...reads]) {
    const answer = await send(setup, balancer.port, site, "GET", target);
    if (answer.status !== 200) throw new Error(`Warm-up: ${target} answered ${answer.status}`);
  }
  setup.destroy();

  console.log(`\nLoad: ${clients} keep-alive clients through HAProxy for at least ${seconds} s, until both restarts are done; of every 8 requests 4 pages, 3 API reads, 1 ticket written.`);
  const samples: Sample[] = [];
  const failures: string[] = [];
  const acknowledged: string[] = [];
  const loadStart = at();
  const since = () => at() - loadStart;
  // At least `seconds`, and on until both restarts are done and the last process has served a while (set then).
  let until = Number.POSITIVE_INFINITY;
  async function client(index: number) {
    const agent = agentOf();
    for (let n = index; at() < until; n++) {
      const slot = n % 8;
      const kind: Kind = slot < 4 ? "page" : slot < 7 ? "read" : "write";
      const start = since();
      const t0 = performance.now();
      let answer: { status: number; text: string };
      let target: string;
      if (kind === "write") {
        target = "POST /api/tickets";
        answer = await send(agent, balancer.port, site, "POST", "/api/tickets", admin, JSON.stringify({ subject: `Rolling ${index}-${n}`, body: "Written during a rolling restart." }));
        if (answer.status === 201) acknowledged.push((JSON.parse(answer.text) as { id: string }).id);
      } else {
        target = kind === "page" ? pages[n % pages.length]! : reads[n % reads.length]!;
        answer = await send(agent, balancer.port, site, "GET", target);
      }
      const ok = kind === "write" ? answer.status === 201 : answer.status >= 200 && answer.status < 400;
      samples.push({ kind, start, ms: performance.now() - t0, ok, status: answer.status });
      if (!ok) failures.push(`${start.toFixed(2)} s ${target}: ${answer.status || answer.text} ${answer.status ? answer.text.slice(0, 120) : ""}`);
    }
    agent.destroy();
  }

  // The restarts, in turn, with a pause before, between and after them.
  const timeline: string[] = [];
  const windows: [number, number][] = [];
  const mark = (line: string) => {
    timeline.push(`${since().toFixed(2).padStart(7)} s  ${line}`);
  };
  async function roll() {
    const pause = seconds / 4;
    for (const index of [0, 1]) {
      await new Promise((resolve) => setTimeout(resolve, pause * 1000));
      const { port } = servers[index]!;
      const from = since();
      mark(`p${index}: SIGTERM`);
      const { server } = servers[index]!;
      await server.stop();
      mark(`p${index}: exited (${server.process.exitCode ?? server.process.signalCode})`);
      if (server.process.exitCode !== 0) console.log(`p${index} did not exit cleanly; its last output:\n${server.output().slice(-3000)}`);
      servers[index]!.server = await startServer(port, env);
      mark(`p${index}: started again on port ${port}`);
      while ((await balancer.state(`p${index}`)) !== "UP") await new Promise((resolve) => setTimeout(resolve, 50));
      mark(`p${index}: up in HAProxy`);
      windows.push([from, since()]);
    }
    until = Math.max(loadStart + seconds, at() + pause);
  }
  // HAProxy's view of each process, as it changes.
  let watching = true;
  async function watch() {
    const last: Record<string, string> = {};
    while (watching) {
      for (const name of ["p0", "p1"]) {
        const state = await balancer.state(name);
        if (state !== last[name]) {
          if (last[name] !== undefined) mark(`${name}: HAProxy says ${state}`);
          last[name] = state;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const watcher = watch();
  await Promise.all([...Array.from({ length: clients }, (_, index) => client(index)), roll()]);
  const elapsed = since();
  watching = false;
  await watcher;

  // Every acknowledged write, read back through the balancer (8 at a time).
  const lost: string[] = [];
  const queue = [...acknowledged];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      const agent = agentOf();
      for (let id = queue.pop(); id; id = queue.pop()) {
        const answer = await send(agent, balancer.port, site, "GET", `/api/tickets/${id}`, admin);
        if (answer.status !== 200) lost.push(`${id}: ${answer.status}`);
      }
      agent.destroy();
    }),
  );
  // Rows written without an acknowledgement (a request that failed after the insert, or was sent twice).
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const stored = Number((await db.query<{ count: string }>("select count(*) from tickets")).rows[0]!.count);
  await db.end();

  const during = samples.filter(({ start }) => windows.some(([from, to]) => start >= from && start <= to));
  const failed = samples.filter(({ ok }) => !ok).length;
  console.log("\nRestart timeline (seconds since the load started):");
  for (const line of timeline.sort()) console.log(line);
  console.log(`\nRequests: ${samples.length} in ${elapsed.toFixed(1)} s, ${(samples.length / elapsed).toFixed(1)} requests/s`);
  for (const kind of ["page", "read", "write"] as const) console.log(`  ${kind.padEnd(6)} ${latencies(samples.filter((sample) => sample.kind === kind))}`);
  console.log(`Latency, all:             ${latencies(samples)}`);
  console.log(`Latency, during restarts: ${latencies(during)}`);
  console.log(`Failed requests: ${failed}`);
  for (const failure of failures.slice(0, 20)) console.log(`  ${failure}`);
  console.log(`Acknowledged writes: ${acknowledged.length}; lost: ${lost.length}; tickets in the database: ${stored}`);
  for (const line of lost.slice(0, 20)) console.log(`  lost ${line}`);
  console.log(`Machine: ${os.cpus().length} cores, Node ${process.version}.`);
  process.exitCode = failed > 0 || lost.length > 0 ? 1 : 0;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
