import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { freePort, startServer } from "../../e2e/support/server";
import { startRedisServer } from "../../src/testing/redis-server";

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
 * Then the cost of an uncached render (issue 10, point 6), against a baseline measured in the same
 * run: the base commit (BENCH_BASE, default 538304c, main before issue 10's render work), exported
 * with `git archive` into a temporary directory (kept for the next run), given this checkout's
 * node_modules (hard links) and the database client of fbdddf5 (which differs from the base only by
 * the test-only statement log, ATRIUM_QUERY_LOG), and built there. Both servers run with
 * PAGE_CACHE_MB=0, on PGlite and on a fresh PostgreSQL database each (BENCH_POSTGRES_URL, default
 * postgres://postgres@127.0.0.1:5432, databases created for the run and dropped after it). For
 * each, the statements one render of the home page, a created page and a post sends are counted
 * (with the statement log), then the server is started again without the log, warmed by a load
 * of 5 s whose figures are dropped, and loaded.
 * This checkout is loaded twice: as a visitor (the public renderer, decision 030) and with a
 * session cookie, which gets Next's App Router (what signed-in users are served).
 * Figures are printed, never asserted: they depend on the machine (ARCHITECTURE.md, tests).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 20;
/** The load each server of the render comparison gets before the measured one (see renderCost). */
const warmUpSeconds = 5;
const root = path.resolve(import.meta.dirname, "../..");
/**
 * The base's database client with the statement log added (fbdddf5, the commit that added it):
 * later versions of the client import modules the base does not have.
 */
const logClient = "fbdddf5";
// A session cookie, valid or not, routes a page request to Next's App Router (decision 030).
const signedIn = { cookie: "better-auth.session_token=bench" };

interface Figures {
  requests: number;
  p99: number;
  errors: number;
}

/** One load run, in a process of its own so that it does not share a core's time with a server. */
function load(port: number, target: string, host: string, headers: Record<string, string> = {}, duration = seconds): Figures {
  const options = { port, host, path: target, headers: { "accept-encoding": "br, gzip", ...headers }, connections, seconds: duration };
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

// `--only api`: the API comparison alone (issue 30); `--only pages`: the page figures alone;
// `--only processes`: one process against ATRIUM_PROCESSES=2 (issue 32).
const only = parseArgs({ options: { only: { type: "string" } } }).values.only;
if (only === undefined || only === "pages") {
  await pageFigures();
  await renderCost();
}
if (only === undefined || only === "api") await apiCost();
if (only === undefined || only === "processes") await processesFigures();
console.log(`Machine: ${os.cpus().length} cores, Node ${process.version}.`);

async function pageFigures() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "atrium-bench-data-"));
  const port = await freePort();
  const host = `localhost:${port}`;
  console.log(`Starting Atrium (npm start, embedded database in ${dataDir}) on port ${port}…`);
  let server = await startServer(port, { ATRIUM_DATA_DIR: dataDir, DATABASE_URL: "" });

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
    await server.stop();
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
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The base commit, built once in a temporary directory of its own; `withLogClient`: with the
 * database client of fbdddf5, for the statement counts of renderCost.
 */
function prepareBaseline(commit: string, { withLogClient = true } = {}): string {
  const dir = path.join(os.tmpdir(), `atrium-bench-base-${commit}`);
  if (fs.existsSync(path.join(dir, ".next", "BUILD_ID"))) return dir;
  console.log(`Building the baseline (${commit}) in ${dir}…`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const archive = spawnSync("sh", ["-c", `git -C ${JSON.stringify(root)} archive ${commit} | tar -x -C ${JSON.stringify(dir)}`], { stdio: "inherit" });
  if (archive.status !== 0) throw new Error(`git archive ${commit} failed`);
  // The same lock file: hard links to this checkout's node_modules (same files, no copy; Turbopack
  // refuses a node_modules symlinked from outside). Another: the base's own install, or a package
  // added or replaced since (a font, say) would be missing from its build.
  const lockFile = (at: string) => fs.readFileSync(path.join(at, "package-lock.json"), "utf8");
  if (lockFile(dir) === lockFile(root)) {
    if (spawnSync("cp", ["-al", path.join(root, "node_modules"), path.join(dir, "node_modules")], { stdio: "inherit" }).status !== 0) throw new Error("linking node_modules failed");
  } else if (spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: dir, stdio: "inherit" }).status !== 0) {
    throw new Error(`npm ci in the baseline (${commit}) failed`);
  }
  // A base from fbdddf5 on has the statement log already.
  if (withLogClient && !fs.readFileSync(path.join(dir, "src/server/db/client.ts"), "utf8").includes("ATRIUM_QUERY_LOG")) {
    const client = spawnSync("git", ["-C", root, "show", `${logClient}:src/server/db/client.ts`], { encoding: "utf8" });
    if (client.status !== 0) throw new Error(`git show ${logClient}:src/server/db/client.ts failed`);
    fs.writeFileSync(path.join(dir, "src/server/db/client.ts"), client.stdout);
  }
  const build = spawnSync(path.join(dir, "node_modules", ".bin", "next"), ["build"], { cwd: dir, stdio: "inherit", env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" } });
  if (build.status !== 0) throw new Error("the baseline's next build failed");
  // Bases from issue 10 on render public pages with islands, bundled after Next's build.
  if (fs.existsSync(path.join(dir, "scripts/build-islands.ts"))) {
    const islands = spawnSync(path.join(dir, "node_modules", ".bin", "tsx"), ["scripts/build-islands.ts"], { cwd: dir, stdio: "inherit" });
    if (islands.status !== 0) throw new Error("the baseline's islands build failed");
  }
  return dir;
}

function psql(url: string, command: string) {
  const run = spawnSync("psql", [url, "-v", "ON_ERROR_STOP=1", "-qc", command], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`psql failed: ${run.stderr}`);
}

function countingGet(port: number, host: string, target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    // A connection of its own each time: a kept-alive one the server has just closed answers "socket hang up".
    http.get({ port, host: "127.0.0.1", path: target, headers: { host }, agent: false }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    }).on("error", reject);
  });
}

async function renderCost() {
  const base = prepareBaseline(process.env.BENCH_BASE ?? "538304c");
  const postgres = (process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432").replace(/\/$/, "");
  const pages = ["/", "/work-visas", "/blog/blue-card-or-skilled-worker-visa"];
  const rows: string[][] = [];
  const counts: string[][] = [];
  for (const database of ["postgres", "pglite"] as const) {
    const servers = [
      ["baseline " + (process.env.BENCH_BASE ?? "538304c"), base, "scripts/start.ts"],
      ["this checkout", root, "scripts/start.ts"],
    ] as const;
    for (const [label, at] of servers) {
      const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "atrium-bench-render-"));
      const log = path.join(scratch, "queries.log");
      const name = `atrium_bench_${process.pid}_${rows.length}`;
      if (database === "postgres") psql(`${postgres}/postgres`, `create database ${name}`);
      const benchPort = await freePort();
      const benchHost = `localhost:${benchPort}`;
      console.log(`Uncached render: ${label} on ${database}…`);
      // One process, as the baseline runs (ATRIUM_PROCESSES is compared on its own, processesFigures).
      const env = { ATRIUM_DATA_DIR: path.join(scratch, "data"), DATABASE_URL: database === "postgres" ? `${postgres}/${name}` : "", PAGE_CACHE_MB: "0", ATRIUM_QUERY_LOG: log, ATRIUM_PROCESSES: "1" };
      let started = await startServer(benchPort, env, at);
      try {
        const pageCounts: string[] = [];
        for (const page of pages) {
          await countingGet(benchPort, benchHost, page);
          fs.writeFileSync(log, "");
          const status = await countingGet(benchPort, benchHost, page);
          pageCounts.push(status === 200 ? String(fs.readFileSync(log, "utf8").split("\n").filter(Boolean).length) : `status ${status}`);
        }
        counts.push([`${label}, ${database}`, ...pageCounts]);
        // Loaded without the statement log, a line written per statement: the test's instrument, not the render's cost.
        await started.stop();
        started = await startServer(benchPort, { ...env, ATRIUM_QUERY_LOG: "" }, at);
        // Warmed by a load of its own, its figures dropped: V8 optimizes a function only after
        // thousands of calls, so a server loaded straight after its first requests is measured
        // while it still compiles (the same server then served 20–40% more in its second run).
        for (let request = 0; request < 20; request++) await countingGet(benchPort, benchHost, "/");
        load(benchPort, "/", benchHost, {}, warmUpSeconds);
        const figures = load(benchPort, "/", benchHost);
        rows.push([`${label}, ${database}`, figures.requests.toFixed(1), figures.p99.toFixed(1), String(figures.errors)]);
        if (at === root) {
          load(benchPort, "/", benchHost, signedIn, warmUpSeconds);
          // The same page for a session holder: the renderer's since decision 034 (Next's App Router before).
          const next = load(benchPort, "/", benchHost, signedIn);
          rows.push([`${label} signed in, ${database}`, next.requests.toFixed(1), next.p99.toFixed(1), String(next.errors)]);
        }
      } finally {
        await started.stop();
        fs.rmSync(scratch, { recursive: true, force: true });
        if (database === "postgres") psql(`${postgres}/postgres`, `drop database if exists ${name} with (force)`);
      }
    }
  }
  console.log(`\nUncached render of the home page (PAGE_CACHE_MB=0), ${connections} connections, ${seconds} s per run:`);
  console.log(`${"".padEnd(44)}${"req/s".padStart(9)}${"p99 ms".padStart(9)}${"errors".padStart(8)}`);
  for (const [label, ...cells] of rows) console.log(`${label!.padEnd(44)}${cells[0]!.padStart(9)}${cells[1]!.padStart(9)}${cells[2]!.padStart(8)}`);
  for (const database of ["postgres", "pglite"]) {
    const [baseline, checkout, next] = rows.filter(([label]) => label!.endsWith(database)).map((row) => Number(row[1]));
    console.log(`This checkout against the baseline on ${database}: ${(checkout! / baseline!).toFixed(2)}x for visitors (signed in: ${(next! / baseline!).toFixed(2)}x)`);
  }
  console.log(`\nSQL statements of one uncached render (warm: the tenant cache, 30 s, already holds the host):`);
  console.log(`${"".padEnd(40)}${pages.map((page) => page.slice(0, 14).padStart(16)).join("")}`);
  for (const [label, ...cells] of counts) console.log(`${label!.padEnd(40)}${cells.map((cell) => cell.padStart(16)).join("")}`);
}

/**
 * The API answered by the front itself (issue 30) against the base, where Next's router answered
 * it (BENCH_API_BASE, default c423a36, main before the change): `/api/search` and a list read
 * (`/api/menu-items`), on a fresh PostgreSQL database each, warmed, then loaded. The front keeps
 * search answers like pages (api-front.ts), so this checkout also runs with the cache off
 * (PAGE_CACHE_MB=0): the cost of a search nobody asked before.
 */
async function apiCost() {
  const commit = process.env.BENCH_API_BASE ?? "c423a36";
  const base = prepareBaseline(commit, { withLogClient: false });
  const postgres = (process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432").replace(/\/$/, "");
  const targets = ["/api/search?q=visa", "/api/menu-items"];
  const rows: [string, string, Figures][] = [];
  const runs = [
    [`baseline ${commit} (through Next)`, base, {}],
    ["this checkout (the front)", root, {}],
    ["this checkout, nothing kept", root, { PAGE_CACHE_MB: "0" }],
  ] as const;
  for (const [label, at, cacheEnv] of runs) {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "atrium-bench-api-"));
    const name = `atrium_bench_api_${process.pid}_${rows.length}`;
    psql(`${postgres}/postgres`, `create database ${name}`);
    const benchPort = await freePort();
    const benchHost = `localhost:${benchPort}`;
    console.log(`API: ${label} on postgres…`);
    const started = await startServer(benchPort, { ATRIUM_DATA_DIR: path.join(scratch, "data"), DATABASE_URL: `${postgres}/${name}`, ATRIUM_PROCESSES: "1", ...cacheEnv }, at);
    try {
      for (const target of targets) {
        for (let request = 0; request < 20; request++) await countingGet(benchPort, benchHost, target);
        // Uncompressed, as a server-to-server client reads the API: the figure is the API's, not gzip's.
        const identity = { "accept-encoding": "identity" };
        load(benchPort, target, benchHost, identity, warmUpSeconds);
        rows.push([label, target, load(benchPort, target, benchHost, identity)]);
      }
    } finally {
      await started.stop();
      fs.rmSync(scratch, { recursive: true, force: true });
      psql(`${postgres}/postgres`, `drop database if exists ${name} with (force)`);
    }
  }
  console.log(`\nAPI reads on PostgreSQL, ${connections} connections, ${seconds} s per run:`);
  console.log(`${"".padEnd(40)}${"".padEnd(22)}${"req/s".padStart(9)}${"p99 ms".padStart(9)}${"errors".padStart(8)}`);
  for (const [label, target, figures] of rows) console.log(`${label.padEnd(40)}${target.padEnd(22)}${figures.requests.toFixed(1).padStart(9)}${figures.p99.toFixed(1).padStart(9)}${String(figures.errors).padStart(8)}`);
  for (const target of targets) {
    const [before, after, uncached] = rows.filter(([, each]) => each === target).map(([, , figures]) => figures.requests);
    console.log(`${target}: ${(after! / before!).toFixed(2)}x the baseline's requests/s (target: 3x); ${(uncached! / before!).toFixed(2)}x with nothing kept`);
  }
}

/**
 * Every core (issue 32): the home page cached (pages in Redis, memory first) and uncached
 * (PAGE_CACHE_MB=0, no Redis: a render per request), with one process and with ATRIUM_PROCESSES=2,
 * on one fresh PostgreSQL database and a Redis of the run's own. The load generator is a process of
 * its own on the same machine, so two server processes share the cores with it.
 */
async function processesFigures() {
  const postgres = (process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432").replace(/\/$/, "");
  const name = `atrium_bench_processes_${process.pid}`;
  psql(`${postgres}/postgres`, `create database ${name}`);
  const redis = await startRedisServer();
  const rows: [string, Figures][] = [];
  // One port for every run: the demo, made by the first, answers on localhost at that port.
  const benchPort = await freePort();
  const benchHost = `localhost:${benchPort}`;
  try {
    for (const processes of ["1", "2"]) {
      for (const cached of [true, false]) {
        const label = `${processes === "1" ? "one process" : "ATRIUM_PROCESSES=2"}, ${cached ? "cached" : "uncached"}`;
        console.log(`Processes: ${label}…`);
        const env = { DATABASE_URL: `${postgres}/${name}`, ATRIUM_PROCESSES: processes, ...(cached ? { REDIS_URL: redis.url } : { PAGE_CACHE_MB: "0" }) };
        const started = await startServer(benchPort, env);
        try {
          // Every process warmed: connections are handed round robin.
          for (let request = 0; request < 40; request++) {
            const status = await countingGet(benchPort, benchHost, "/");
            if (status !== 200) throw new Error(`The home page answered ${status}`);
          }
          load(benchPort, "/", benchHost, {}, warmUpSeconds);
          rows.push([label, load(benchPort, "/", benchHost)]);
        } finally {
          await started.stop();
        }
      }
    }
  } finally {
    await redis.stop();
    psql(`${postgres}/postgres`, `drop database if exists ${name} with (force)`);
  }
  console.log(`\nThe home page on PostgreSQL, one process against two, ${connections} connections, ${seconds} s per run:`);
  console.log(`${"".padEnd(40)}${"req/s".padStart(9)}${"p99 ms".padStart(9)}${"errors".padStart(8)}`);
  for (const [label, figures] of rows) console.log(`${label.padEnd(40)}${figures.requests.toFixed(1).padStart(9)}${figures.p99.toFixed(1).padStart(9)}${String(figures.errors).padStart(8)}`);
  for (const kind of ["cached", "uncached"]) {
    const [one, two] = rows.filter(([label]) => label.endsWith(`, ${kind}`)).map(([, figures]) => figures.requests);
    console.log(`${kind}: ATRIUM_PROCESSES=2 serves ${(two! / one!).toFixed(2)}x one process's requests/s`);
  }
}
