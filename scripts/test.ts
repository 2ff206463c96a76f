import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * `npm test`: lint, module rules and type check side by side (each uses one core) with the production
 * build the journeys use (it reads the sources they read; overlapping them saves a minute of a CI
 * run), then the unit, component and integration tests, then the browser journeys, then (with
 * TEST_DATABASE_URL) a sample of the API fuzz on PostgreSQL, alone: beside the unit tests its slowest
 * endpoint (the site check) went over the fuzz's 10 s limit. Stops after the first stage that fails,
 * and prints each stage's time and the number of tests run.
 */
const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const reports = fs.mkdtempSync(path.join(os.tmpdir(), "atrium-test-"));

interface Stage {
  name: string;
  command: string;
  args: string[];
  /** Where Vitest writes its JSON report, for the counts. */
  report?: string;
  env?: Record<string, string>;
}

interface Outcome {
  name: string;
  seconds: number;
  ok: boolean;
  counts?: { passed: number; failed: number; skipped: number };
}

const vitestReport = (name: string) => {
  const file = path.join(reports, `${name}.json`);
  return { report: file, reporterArgs: ["--reporter=default", "--reporter=json", `--outputFile.json=${file}`] };
};

const unit = vitestReport("unit");
const journeys = vitestReport("journeys");

const checks: Stage[] = [
  { name: "lint", command: bin("eslint"), args: ["--max-warnings", "0", "."] },
  { name: "module rules", command: bin("depcruise"), args: ["src", "--config", ".dependency-cruiser.mjs", "--output-type", "err-long"] },
  { name: "type check", command: bin("tsc"), args: ["--noEmit"] },
];
const unitStage: Stage = { name: "unit", command: bin("vitest"), args: ["run", ...unit.reporterArgs], report: unit.report };
// `npm run build`, as scripts/e2e.ts would run it (e2e/support/server.ts); the type check above covers the build's.
const buildStage: Stage = { name: "build", command: "npm", args: ["run", "-s", "build"], env: { NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" } };
const journeyStage: Stage = { name: "journeys", command: bin("tsx"), args: ["scripts/e2e.ts", ...journeys.reporterArgs], report: journeys.report, env: { E2E_SKIP_BUILD: "1" } };
// A sample of the API fuzz (scripts/fuzz/run.ts) on PostgreSQL, with the journeys' build.
const fuzzStage: Stage = { name: "fuzz (1,000)", command: bin("tsx"), args: ["scripts/fuzz/run.ts", "--requests", "1000"] };

/** Runs a stage; with `buffered`, its output is printed in one piece when it ends (stages side by side stay readable). */
function run(stage: Stage, buffered: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(stage.command, stage.args, { cwd: root, stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit", env: { ...process.env, ATRIUM_BUILD_TYPECHECK: "off", ...stage.env } });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => {
      const ok = code === 0;
      if (buffered) process.stdout.write(`\n── ${stage.name} ${ok ? "passed" : "failed"} ──\n${output}`);
      resolve({ name: stage.name, seconds: (performance.now() - started) / 1000, ok, counts: stage.report ? countsOf(stage.report) : undefined });
    });
  });
}

function countsOf(report: string): Outcome["counts"] {
  if (!fs.existsSync(report)) return undefined;
  const json = JSON.parse(fs.readFileSync(report, "utf8")) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  return { passed: json.numPassedTests, failed: json.numFailedTests, skipped: json.numPendingTests + json.numTodoTests };
}

function summary(outcomes: Outcome[], seconds: number) {
  const lines = outcomes.map(({ name, seconds, ok, counts }) => {
    const tests = counts ? `  ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ""}` : "";
    return `  ${name.padEnd(13)}${seconds.toFixed(1).padStart(7)} s  ${ok ? "ok    " : "FAILED"}${tests}`;
  });
  const counted = outcomes.flatMap((outcome) => outcome.counts ?? []);
  const total = counted.reduce((sum, counts) => ({ passed: sum.passed + counts.passed, failed: sum.failed + counts.failed, skipped: sum.skipped + counts.skipped }), { passed: 0, failed: 0, skipped: 0 });
  console.log(`\nnpm test, stage by stage (${seconds.toFixed(1)} s in all):\n${lines.join("\n")}`);
  console.log(`tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`);
}

const started = performance.now();
const outcomes: Outcome[] = [];
const stages: (() => Promise<Outcome[]>)[] = [
  () => Promise.all([...checks, buildStage].map((stage) => run(stage, true))),
  async () => [await run(unitStage, false)],
  async () => [await run(journeyStage, false)],
  async () => (process.env.TEST_DATABASE_URL ? [await run(fuzzStage, false)] : []),
];
for (const stage of stages) {
  outcomes.push(...(await stage()));
  if (outcomes.some((outcome) => !outcome.ok)) break;
}
summary(outcomes, (performance.now() - started) / 1000);
fs.rmSync(reports, { recursive: true, force: true });
process.exit(outcomes.every((outcome) => outcome.ok) ? 0 : 1);
