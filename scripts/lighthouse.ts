import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { launchBrowser } from "../e2e/support/browser";
import { freePort, startServer } from "../e2e/support/server";

/**
 * npm run lighthouse: Lighthouse (from npm) in Debian's Chromium, mobile settings (its defaults:
 * a mid-range phone on a slow 4G link, simulated), on the demo home page and a created page of a
 * fresh `npm start`. Prints the four category scores; the target is 95 or more for each (issue 5).
 * Figures are printed, not asserted: they depend on the machine.
 *
 * Simulated throttling multiplies the main-thread tasks it observes by four, so on a busy machine
 * (other builds, browsers, servers sharing the cores) every task is inflated and Total Blocking Time
 * with it. Each run therefore also prints the page's main-thread time as observed (wall) and as
 * the CPU actually spent on it; a wall/CPU ratio well above 1 means the figures measure the load,
 * not the page. Options:
 *   --runs=N           N runs per page (default 1); the median run's scores are printed
 *   --against=<dir>    also measure another checkout (built, e.g. a `git worktree` of an older
 *                      commit), started from there on its own fresh database; runs alternate
 *                      between the two so that the load affects both alike
 *   --json-dir=<dir>   write every run's full report there (`result.lhr`), for the audits behind a score
 */
const pages = ["/", "/work-visas"];
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Math.max(1, Number(option("runs") ?? 1));
const against = option("against");
const jsonDir = option("json-dir") || process.env.LIGHTHOUSE_JSON_DIR;
if (jsonDir) fs.mkdirSync(jsonDir, { recursive: true });

interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** Top-level tasks of the page's renderer main thread: wall time and thread (CPU) time, in ms. */
function mainThreadTime(artifacts: unknown): { wall: number; cpu: number } {
  const { Trace } = artifacts as { Trace?: { traceEvents: TraceEvent[] } };
  const events = Trace?.traceEvents ?? [];
  const threads = new Set(events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`));
  const totals = new Map<string, { wall: number; cpu: number }>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== "X" || event.name !== "RunTask" || !threads.has(thread)) continue;
    const total = totals.get(thread) ?? { wall: 0, cpu: 0 };
    total.wall += (event.dur ?? 0) / 1000;
    total.cpu += (event.tdur ?? 0) / 1000;
    totals.set(thread, total);
  }
  // The page's renderer is the busiest one (about:blank and Lighthouse's own pages do little).
  return [...totals.values()].reduce((best, total) => (total.wall > best.wall ? total : best), { wall: 0, cpu: 0 });
}

interface Run {
  scores: number[];
  tbt: number;
  wall: number;
  cpu: number;
  failing: string[];
}

interface Target {
  label: string;
  port: number;
  results: Map<string, Run[]>;
  stop: () => Promise<void>;
}

async function start(label: string, checkout: string | undefined): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "atrium-lighthouse-"));
  const port = await freePort();
  console.log(`Starting ${label} (npm start${checkout ? ` in ${checkout}` : ""}, embedded database in ${dataDir}) on port ${port}…`);
  const server = await startServer(port, { ATRIUM_DATA_DIR: dataDir, DATABASE_URL: "" }, checkout);
  return {
    label,
    port,
    results: new Map(),
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const targets = [await start("this checkout", undefined)];
if (against) targets.push(await start(path.basename(path.resolve(against)), path.resolve(against)));
const debuggingPort = await freePort();
const browser = await launchBrowser([`--remote-debugging-port=${debuggingPort}`]);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

try {
  for (const page of pages) {
    for (let run = 1; run <= runs; run++) {
      // Alternate who goes first, so neither always follows the other's run.
      for (const target of run % 2 ? targets : [...targets].reverse()) {
        const url = `http://localhost:${target.port}${page}`;
        // Fill the page cache, as for every visitor after the first.
        await (await fetch(url)).text();
        // On a loaded machine Lighthouse now and then loses its trace (NO_NAVSTART) and scores 0: run again.
        let result = await lighthouse(url, { port: debuggingPort, output: "json", logLevel: "error", onlyCategories: [...categories] });
        for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry++) {
          console.log(`  ${target.label} ${page}: ${result.lhr.runtimeError.code}, running it again`);
          result = await lighthouse(url, { port: debuggingPort, output: "json", logLevel: "error", onlyCategories: [...categories] });
        }
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const { lhr } = result;
        if (jsonDir) {
          const name = `${targets.length > 1 ? `${target.label}-` : ""}${page === "/" ? "home" : page.slice(1).replaceAll("/", "_")}${runs > 1 ? `-${run}` : ""}.json`;
          fs.writeFileSync(path.join(jsonDir, name), JSON.stringify(lhr, null, 1));
        }
        const failing = categories.flatMap((name) =>
          (lhr.categories[name]?.auditRefs ?? [])
            .map((ref) => lhr.audits[ref.id])
            .filter((audit) => audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "notApplicable")
            .slice(0, 6)
            .map((audit) => `${name}: ${audit!.title}${audit!.displayValue ? ` (${audit!.displayValue})` : ""}`),
        );
        const time = mainThreadTime(result.artifacts);
        const entry: Run = {
          scores: categories.map((name) => Math.round((lhr.categories[name]?.score ?? 0) * 100)),
          tbt: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
          wall: Math.round(time.wall),
          cpu: Math.round(time.cpu),
          failing,
        };
        target.results.set(page, [...(target.results.get(page) ?? []), entry]);
        if (runs > 1 || targets.length > 1) {
          console.log(`  run ${run} ${target.label.padEnd(16)} ${page.padEnd(12)} ${entry.scores.join(" ")}  TBT ${entry.tbt} ms, main thread ${entry.wall} ms wall for ${entry.cpu} ms CPU (load ${os.loadavg()[0]!.toFixed(1)})`);
        }
      }
    }
  }

  for (const target of targets) {
    console.log(`\n${targets.length > 1 ? `${target.label}\n` : ""}${"page".padEnd(16)}${categories.map((name) => name.padStart(16)).join("")}   TBT   main thread wall/CPU`);
    for (const page of pages) {
      const all = target.results.get(page) ?? [];
      // The run with the median performance score stands for the page.
      const chosen = [...all].sort((a, b) => a.scores[0]! - b.scores[0]!)[Math.floor((all.length - 1) / 2)]!;
      const ratio = median(all.map((run) => run.wall / Math.max(1, run.cpu)));
      console.log(`${page.padEnd(16)}${chosen.scores.map((score) => String(score).padStart(16)).join("")}${String(chosen.tbt).padStart(6)}   ${chosen.wall}/${chosen.cpu} ms (×${ratio.toFixed(1)})`);
      for (const line of chosen.failing) console.log(`    ${line}`);
    }
  }
  console.log(`\nMachine: ${os.cpus().length} cores, load ${os.loadavg().map((load) => load.toFixed(1)).join(" ")}, Node ${process.version}, Chromium from ${process.env.CHROME_PATH || "/usr/bin/chromium"}.`);
  console.log("Wall/CPU well above 1: the machine was busy, and TBT (observed tasks × 4) measures the load; compare checkouts with --against in one run.");
} finally {
  await browser.close();
  for (const target of targets) await target.stop();
}
