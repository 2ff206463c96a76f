import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { freePort, startServer } from "../../e2e/support/server";

/**
 * npm run bench: how fast the demo home page is served, against the fastest Node can answer the
 * same bytes. Four runs of scripts/bench/load.ts (a separate process) at 20 connections:
 * - ceiling: a bare `node:http` server answering the cached page's exact bytes and headers;
 * - cached: Atrium's home page from its page cache (the state every visitor after the first sees);
 * - cache buster: `/?cb=<new each request>`, which the front serves as `/` (page-query.ts): it
 *   should cost what the cached page costs, not a render;
 * - uncached: the same home page rendered on every request, by a second start of the same server
 *   with PAGE_CACHE_MB=0 (a query string no longer forces a render, and a made-up path would
 *   measure the lighter 404 page).
 * Figures are printed, never asserted: they depend on the machine (ARCHITECTURE.md, tests).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 20;
const root = path.resolve(import.meta.dirname, "../..");

interface Figures {
  requests: number;
  p99: number;
  errors: number;
}

/** One load run, in a process of its own so that it does not share a core's time with a server. */
function load(port: number, target: string, host: string): Figures {
  const options = { port, host, path: target, headers: { "accept-encoding": "br, gzip" }, connections, seconds };
  const run = spawnSync(path.join(root, "node_modules", ".bin", "tsx"), [path.join(import.meta.dirname, "load.ts"), JSON.stringify(options)], { cwd: root, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`The load generator failed:\n${run.stderr}`);
  return JSON.parse(run.stdout) as Figures;
}

/** A bare HTTP server in its own process, answering every request with one response's bytes. */
async function startCeiling(headers: Record<string, string>, body: Buffer) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "atrium-bench-"));
  fs.writeFileSync(path.join(dir, "body"), body);
  fs.writeFileSync(path.join(dir, "headers.json"), JSON.stringify(headers));
  const port = await freePort();
  const source = `
    const fs = require("node:fs"), http = require("node:http");
    const body = fs.readFileSync(${JSON.stringify(path.join(dir, "body"))});
    const headers = JSON.parse(fs.readFileSync(${JSON.stringify(path.join(dir, "headers.json"))}, "utf8"));
    http.createServer((request, response) => { response.writeHead(200, { ...headers, "content-length": body.length }); response.end(body); })
      .listen(${port}, () => console.log("ready"));`;
  const child = spawn(process.execPath, ["-e", source], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve) => child.stdout.once("data", () => resolve()));
  return { port, stop: () => { child.kill(); fs.rmSync(dir, { recursive: true, force: true }); } };
}

/** The home page's bytes and headers exactly as the page cache sends them. */
function fetchRaw(port: number, host: string): Promise<{ headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http.get({ port, host: "127.0.0.1", path: "/", headers: { host, "accept-encoding": "br, gzip" } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ headers: response.headers as Record<string, string>, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "atrium-bench-data-"));
const port = await freePort();
const host = `localhost:${port}`;
console.log(`Starting Atrium (npm start, embedded database in ${dataDir}) on port ${port}…`);
let server = await startServer(port, { ATRIUM_DATA_DIR: dataDir, DATABASE_URL: "" });

async function stopServer() {
  if (server.process.exitCode !== null) return;
  server.process.kill("SIGTERM");
  await new Promise((resolve) => server.process.once("exit", resolve));
}

try {
  await fetchRaw(port, host);
  const page = await fetchRaw(port, host);
  if (page.headers["x-atrium-cache"] !== "HIT") throw new Error(`The home page was not served from the page cache (x-atrium-cache: ${page.headers["x-atrium-cache"]})`);
  // Every header the cached page carries (security headers included), but those of the connection.
  const perConnection = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);
  const ceiling = await startCeiling(Object.fromEntries(Object.entries(page.headers).filter(([name]) => !perConnection.has(name))), page.body);

  console.log(`Home page: ${page.body.length} bytes as sent (${page.headers["content-encoding"] ?? "identity"}). ${connections} connections, ${seconds} s per run.\n`);
  const runs: [string, Figures][] = [];
  runs.push(["bare node:http, same bytes (ceiling)", load(ceiling.port, "/", host)]);
  ceiling.stop();
  runs.push(["cached home page", load(port, "/", host)]);
  runs.push(["cache buster /?cb=<new each request>", load(port, "/?cb={n}", host)]);

  console.log("Restarting Atrium with PAGE_CACHE_MB=0 for the uncached render…");
  await stopServer();
  server = await startServer(port, { ATRIUM_DATA_DIR: dataDir, DATABASE_URL: "", PAGE_CACHE_MB: "0" });
  const rendered = await fetchRaw(port, host);
  if (rendered.headers["x-atrium-cache"] !== "BYPASS") throw new Error(`The home page was not rendered (x-atrium-cache: ${rendered.headers["x-atrium-cache"]})`);
  runs.push(["uncached render (PAGE_CACHE_MB=0)", load(port, "/", host)]);

  const top = runs[0]![1].requests;
  const cached = runs[1]![1].requests;
  const columns = (label: string, ...cells: string[]) => console.log(`${label.padEnd(40)}${cells.map((cell, index) => cell.padStart([9, 9, 12, 11, 8][index]!)).join("")}`);
  columns("", "req/s", "p99 ms", "of ceiling", "of cached", "errors");
  for (const [label, figures] of runs) {
    const share = (base: number) => `${((figures.requests / base) * 100).toFixed(1)}%`;
    columns(label, figures.requests.toFixed(0), figures.p99.toFixed(1), share(top), share(cached), String(figures.errors));
  }
  console.log(`\nCache buster against the cached page: ${(runs[2]![1].requests / cached).toFixed(2)}x (target: 0.80 or more).`);
  console.log(`Machine: ${os.cpus().length} cores, Node ${process.version}.`);
} finally {
  await stopServer();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
