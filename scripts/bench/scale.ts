import { execFile, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort, startServer, type StartedServer } from "../../e2e/support/server";
import { blogPageSize } from "../../src/modules/posts/paging";
import { seedSql, type SiteSize } from "./scale-seed";

/**
 * npm run bench:scale (issue 31): how the uncached public pages, the sitemap and the search API
 * hold up as a site grows. For each size (posts and pages; small 10 and 10, middle 1,000 and 200,
 * large 10,000 and 200) it creates a fresh PostgreSQL database (BENCH_POSTGRES_URL, default
 * postgres://postgres@127.0.0.1:5432), starts the production server once so that it seeds the
 * demo organization, stops it, adds the posts and pages with a few bulk INSERTs (scale-seed.ts),
 * starts it again with the page cache off (PAGE_CACHE_MB=0: every request renders), and for each
 * route warms it (20 requests, then a 3 s load whose figures are dropped) and loads it with
 * scripts/bench/load.ts (its own process, 20 connections, BENCH_SECONDS, default 10). After the
 * load it reads the server's resident memory. It prints, per route, requests/s and p99 per size
 * with their ratio to the smallest size of the same run, the RSS per size, and the size of /blog
 * and of the sitemap. Figures are printed, never asserted: they depend on the machine
 * (ARCHITECTURE.md, tests).
 *
 * Options: --sizes=10,1000,10000 (post counts, or small, middle, large; BENCH_SCALE_SIZES too).
 * A site of N posts has min(N, 200) pages.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 20;
/** The load each route gets before the measured one: V8 optimizes only after thousands of calls. */
const warmUpSeconds = 3;
const root = path.resolve(import.meta.dirname, "../..");
const postgres = (process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432").replace(/\/$/, "");
/** A word of the seeded posts (and of the demo's), so that the search has many matches to rank. */
const searchWord = process.env.BENCH_SEARCH_WORD ?? "visa";
const namedSizes: Record<string, number> = { small: 10, middle: 1_000, large: 10_000 };

interface Figures {
  requests: number;
  p99: number;
  errors: number;
}

/** Where a route is on one site, or why it has no address there ("(unpaged)", "(no index)"). */
type Target = { path: string } | { path: null; note: string };
/** What one route of one site measured, or why it was not measured (its note, or "status 404"). */
type Measure = { path: string; figures: Figures } | { path: null; note: string };

/** The rows of the seeded site that routes name: where to find them depends on what was inserted. */
interface SiteRows {
  blogPosts: number;
  pageSlug: string;
  postSlug: string;
}

interface SiteResult {
  size: SiteSize;
  routes: Map<string, Measure>;
  rssKb: number;
  blogKb: number;
  sitemapKb: number;
  sitemapFileKb: number | null;
}

const number = (value: number) => value.toLocaleString("en");

// ---------------------------------------------------------------------------------------------
// Sizes

function parseSizes(): SiteSize[] {
  const argument = process.argv.find((arg) => arg.startsWith("--sizes="))?.slice("--sizes=".length);
  const list = argument ?? process.env.BENCH_SCALE_SIZES ?? "small,middle,large";
  const posts = list.split(",").map((entry) => {
    const value = namedSizes[entry.trim()] ?? Number(entry.replaceAll("_", "").trim());
    if (!Number.isInteger(value) || value < 1) throw new Error(`--sizes: "${entry}" is neither a post count nor small, middle or large`);
    return value;
  });
  // Ascending, so that the first is the smallest: every ratio is against it.
  return [...new Set(posts)].sort((a, b) => a - b).map((count) => ({ posts: count, pages: Math.min(count, 200) }));
}

// ---------------------------------------------------------------------------------------------
// Cleanup: servers and databases go away on failure and on Ctrl-C too

const cleanups = new Set<() => Promise<void> | void>();

async function runCleanups() {
  for (const cleanup of [...cleanups].reverse()) {
    cleanups.delete(cleanup);
    try {
      await cleanup();
    } catch (error) {
      console.error("Cleanup failed:", error);
    }
  }
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the server and dropping the database…`);
    void runCleanups().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

function psql(database: string, sqlText: string): string {
  // -f - reads the statements from stdin: the seed is too long for an argument of its own.
  const run = spawnSync("psql", [`${postgres}/${database}`, "-v", "ON_ERROR_STOP=1", "-qAt", "-f", "-"], { input: sqlText, encoding: "utf8", maxBuffer: 16 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`psql failed: ${run.stderr}`);
  return run.stdout.trim();
}

function createDatabase(name: string) {
  psql("postgres", `create database ${name}`);
  cleanups.add(function dropDatabase() {
    psql("postgres", `drop database if exists ${name} with (force)`);
  });
}

// ---------------------------------------------------------------------------------------------
// HTTP

interface Answer {
  status: number;
  body: Buffer;
}

/** A GET with the site's Host header (node's fetch would replace it), uncompressed, on a connection of its own. */
function get(port: number, host: string, target: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // agent: false: a kept-alive connection the server has just closed answers "socket hang up".
    http
      .get({ port, host: "127.0.0.1", path: target, headers: { host, "accept-encoding": "identity" }, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

/**
 * One load run, in a process of its own so that it does not share a core's time with the server.
 * Awaited, not spawnSync: the event loop stays free, so a Ctrl-C is handled at once (servers
 * stopped, database dropped) rather than after the run.
 */
async function load(port: number, host: string, target: string, duration: number): Promise<Figures> {
  // The API is read uncompressed, as a server-to-server client reads it; pages as a browser does.
  const encoding = target.startsWith("/api/") ? "identity" : "br, gzip";
  const options = { port, host, path: target, headers: { "accept-encoding": encoding }, connections, seconds: duration };
  try {
    const { stdout } = await promisify(execFile)(path.join(root, "node_modules", ".bin", "tsx"), [path.join(import.meta.dirname, "load.ts"), JSON.stringify(options)], { cwd: root, encoding: "utf8" });
    return JSON.parse(stdout) as Figures;
  } catch (error) {
    throw new Error(`The load generator failed:\n${(error as { stderr?: string }).stderr ?? error}`);
  }
}

// ---------------------------------------------------------------------------------------------
// The routes whose address depends on the site's size

/**
 * The deepest blog page that shows a full page of posts: `/blog/page/N` (or `/blog` when only the
 * first is full). Not the last page: that holds whatever is left over (1 post of the small site,
 * 7 of the large), and a page's cost follows what it shows, so the ratio would measure the
 * leftover rather than the depth. The deepest full page is where an offset costs most.
 */
function deepestFullBlogPage(blogPosts: number): Target {
  const full = Math.floor(blogPosts / blogPageSize);
  if (full < 1) return { path: null, note: "(no full page)" };
  return { path: full === 1 ? "/blog" : `/blog/page/${full}` };
}

/** One sitemap file of /sitemap.xml when it is a `<sitemapindex>`: the first whose path names posts, else the first; null for a plain `<urlset>`. */
function sitemapFile(indexXml: string): string | null {
  if (!indexXml.includes("<sitemapindex")) return null;
  const paths = [...indexXml.matchAll(/<sitemap>\s*<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc!.trim().replaceAll("&amp;", "&"), "http://site");
    return url.pathname + url.search;
  });
  return paths.find((each) => each.includes("post")) ?? paths[0] ?? null;
}

// ---------------------------------------------------------------------------------------------
// Memory

/** The process and every descendant (start.ts runs under tsx, which starts node as a child). */
function processTree(pid: number): number[] {
  const tasks = fs.readdirSync(`/proc/${pid}/task`, { withFileTypes: true });
  const children = tasks.flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task.name}/children`, "utf8").split(/\s+/).filter(Boolean).map(Number));
  return [pid, ...children.flatMap(processTree)];
}

function residentKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
}

function serverRssKb(server: StartedServer): number {
  return processTree(server.process.pid!).reduce((total, pid) => total + residentKb(pid), 0);
}

// ---------------------------------------------------------------------------------------------
// One site

async function startTracked(port: number, env: Record<string, string>): Promise<StartedServer> {
  const server = await startServer(port, env);
  cleanups.add(server.stop);
  return server;
}

async function stopTracked(server: StartedServer) {
  cleanups.delete(server.stop);
  await server.stop();
}

/** Creates the site: the demo the server makes on an empty database, then the size's posts and pages. */
async function buildSite(size: SiteSize, port: number, env: Record<string, string>, database: string): Promise<SiteRows> {
  console.log(`  starting the server on the empty database (it creates the demo organization)…`);
  await stopTracked(await startTracked(port, env));
  console.log(`  inserting ${number(size.posts)} posts, ${number(size.pages)} pages, help articles and a documentation set…`);
  const started = performance.now();
  psql(database, seedSql(size));
  const [blogPosts, allPosts] = psql(database, "select count(*) filter (where display_as_blog_post), count(*) from posts").split("|").map(Number);
  console.log(`  inserted in ${((performance.now() - started) / 1000).toFixed(1)} s: ${number(allPosts!)} rows in posts, ${number(blogPosts!)} of them blog posts`);
  return {
    blogPosts: blogPosts!,
    // The last page in the site's order: one of the seeded ones, which come after the demo's.
    pageSlug: psql(database, `select slug from posts where not display_as_blog_post and not is_help_center and doc_set is null order by "order" desc limit 1`),
    // A post from the middle of the blog, neither the newest nor the oldest.
    postSlug: psql(database, `select slug from posts where display_as_blog_post order by created_on desc, slug offset ${Math.floor(blogPosts! / 2)} limit 1`),
  };
}

/** Warms the route (20 requests, then a load whose figures are dropped) and loads it; a route that does not answer 200 would measure an error page. */
async function measureRoute(port: number, host: string, route: string, target: Target): Promise<Measure> {
  const skipped = (note: string): Measure => {
    console.log(`  ${route.padEnd(18)} ${note}`);
    return { path: null, note };
  };
  if (target.path === null) return skipped(target.note);
  const first = await get(port, host, target.path);
  if (first.status !== 200) return skipped(`status ${first.status} at ${target.path}`);
  for (let request = 0; request < 20; request++) await get(port, host, target.path);
  await load(port, host, target.path, warmUpSeconds);
  process.stdout.write(`  ${route.padEnd(18)} ${target.path}… `);
  const figures = await load(port, host, target.path, seconds);
  console.log(`${figures.requests.toFixed(0)} req/s, p99 ${figures.p99.toFixed(1)} ms${figures.errors ? `, ${figures.errors} errors` : ""}`);
  return { path: target.path, figures };
}

async function measureSite(size: SiteSize): Promise<SiteResult> {
  const label = `${number(size.posts)} posts and ${number(size.pages)} pages`;
  console.log(`\nSite of ${label}:`);
  const name = `atrium_bench_scale_${process.pid}_${size.posts}`;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "atrium-bench-scale-"));
  cleanups.add(function removeScratch() {
    fs.rmSync(scratch, { recursive: true, force: true });
  });
  createDatabase(name);
  // The same port for both starts: the demo's address (its base URL) names it.
  const port = await freePort();
  const host = `localhost:${port}`;
  // One server process (not one per core): RSS and requests/s of one process, as issue 31 measures them.
  const env = { ATRIUM_DATA_DIR: path.join(scratch, "data"), DATABASE_URL: `${postgres}/${name}`, PAGE_CACHE_MB: "0", ATRIUM_PROCESSES: "1" };
  const rows = await buildSite(size, port, env, name);

  // Started again after the INSERTs: the server's caches (the tenant's, 30 s) knew the demo alone.
  console.log(`  starting the server again with the page cache off (PAGE_CACHE_MB=0)…`);
  const server = await startTracked(port, env);
  try {
    const targets = await routesOf(port, host, rows);
    const routes = new Map<string, Measure>();
    for (const [route, target] of targets) routes.set(route, await measureRoute(port, host, route, target));
    const rssKb = serverRssKb(server);
    const sitemapFilePath = targets.get("sitemap file")!.path;
    return {
      size,
      routes,
      rssKb,
      blogKb: (await get(port, host, "/blog")).body.length / 1024,
      sitemapKb: (await get(port, host, "/sitemap.xml")).body.length / 1024,
      sitemapFileKb: sitemapFilePath ? (await get(port, host, sitemapFilePath)).body.length / 1024 : null,
    };
  } finally {
    await stopTracked(server);
    await runCleanups();
  }
}

/** The routes measured, in the order printed, with their path on this site (or why there is none). */
async function routesOf(port: number, host: string, rows: SiteRows): Promise<Map<string, Target>> {
  const file = sitemapFile((await get(port, host, "/sitemap.xml")).body.toString("utf8"));
  return new Map<string, Target>([
    ["home", { path: "/" }],
    ["created page", { path: `/${rows.pageSlug}` }],
    ["blog, first page", { path: "/blog" }],
    ["blog, deepest page", deepestFullBlogPage(rows.blogPosts)],
    ["blog post", { path: `/blog/${rows.postSlug}` }],
    ["sitemap.xml", { path: "/sitemap.xml" }],
    ["sitemap file", file === null ? { path: null, note: "(no index)" } : { path: file }],
    ["search API", { path: `/api/search?q=${encodeURIComponent(searchWord)}` }],
  ]);
}

// ---------------------------------------------------------------------------------------------
// Report

const pathWidth = 42;
/** A long slug cut to the column, marked as cut. */
const shortPath = (target: string) => (target.length < pathWidth ? target : `${target.slice(0, pathWidth - 2)}…`);
const ratio = (value: number, base: number) => (base > 0 ? `${(value / base).toFixed(2)}x` : "-");

function printRouteTables(results: SiteResult[]) {
  console.log(`\nUncached (PAGE_CACHE_MB=0) on PostgreSQL, ${connections} connections, ${warmUpSeconds} s warm-up, ${seconds} s per run; ratios against the smallest site:`);
  const base = results[0]!;
  for (const route of base.routes.keys()) {
    console.log(`\n${route}`);
    console.log(`  ${"posts/pages".padEnd(14)}${"path".padEnd(pathWidth)}${"req/s".padStart(9)}${"ratio".padStart(8)}${"p99 ms".padStart(9)}${"ratio".padStart(8)}${"errors".padStart(8)}`);
    const first = base.routes.get(route)!;
    for (const result of results) {
      const measured = result.routes.get(route)!;
      const sizeLabel = `${number(result.size.posts)}/${number(result.size.pages)}`.padEnd(14);
      if (measured.path === null) {
        console.log(`  ${sizeLabel}${measured.note}`);
        continue;
      }
      const { requests, p99, errors } = measured.figures;
      const [requestsRatio, p99Ratio] = first.path === null ? ["-", "-"] : [ratio(requests, first.figures.requests), ratio(p99, first.figures.p99)];
      console.log(`  ${sizeLabel}${shortPath(measured.path).padEnd(pathWidth)}${requests.toFixed(0).padStart(9)}${requestsRatio.padStart(8)}${p99.toFixed(1).padStart(9)}${p99Ratio.padStart(8)}${String(errors).padStart(8)}`);
    }
  }
}

function printSiteTable(results: SiteResult[]) {
  const base = results[0]!;
  console.log(`\nServer memory after the load (RSS of the server and its child processes) and uncompressed sizes:`);
  console.log(`  ${"posts/pages".padEnd(14)}${"RSS MB".padStart(9)}${"ratio".padStart(8)}${"/blog KB".padStart(11)}${"sitemap.xml KB".padStart(16)}${"sitemap file KB".padStart(17)}`);
  for (const result of results) {
    const file = result.sitemapFileKb === null ? "(no index)" : result.sitemapFileKb.toFixed(1);
    console.log(
      `  ${`${number(result.size.posts)}/${number(result.size.pages)}`.padEnd(14)}${(result.rssKb / 1024).toFixed(0).padStart(9)}${ratio(result.rssKb, base.rssKb).padStart(8)}` +
        `${result.blogKb.toFixed(1).padStart(11)}${result.sitemapKb.toFixed(1).padStart(16)}${file.padStart(17)}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const sizes = parseSizes();
  if (!fs.existsSync(path.join(root, ".next", "BUILD_ID"))) console.log("No build yet: the first start builds Atrium (npm run build beforehand keeps that out of the start's time limit).");
  console.log(`Scale bench: sites of ${sizes.map((size) => `${number(size.posts)} posts/${number(size.pages)} pages`).join(", ")} on ${postgres}.`);
  const results: SiteResult[] = [];
  for (const size of sizes) results.push(await measureSite(size));
  printRouteTables(results);
  printSiteTable(results);
  console.log(`\nMachine: ${os.cpus().length} cores, Node ${process.version}. Figures are this machine's, in this run.`);
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await runCleanups();
}
