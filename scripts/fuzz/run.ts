import { parseArgs } from "node:util";
import { send, withLoadServer } from "../load/harness";
import { endpointsOf, requestFor, seeded, type FuzzRequest, type OpenApiDocument } from "./requests";

/**
 * `npm run fuzz -- --requests N [--seed S] [--concurrency C]`: requests made from /api/openapi.json
 * (fuzz/requests.ts) as an anonymous visitor, a member, an admin and another organization's admin,
 * against a production server started here on a fresh PostgreSQL database (scripts/load/harness.ts).
 * Prints the requests sent, the answers by status, every 5xx grouped by cause, the requests over
 * 10 s, and whether /api/health answered throughout. Exits non-zero on any 5xx, timeout or missed
 * health check. Needs a build (`npm run build`).
 */
const { values } = parseArgs({ options: { requests: { type: "string", default: "1000" }, seed: { type: "string", default: "1" }, concurrency: { type: "string", default: "8" } } });
const total = Number(values.requests);
const random = seeded(Number(values.seed));
const timeoutMs = 10_000;

async function main() {
  await withLoadServer({}, async ({ port, host, server, tokens: signedIn, organizationId: organization }) => {
    const tokens: Record<string, string | undefined> = { anonymous: undefined, ...signedIn };
    const document = JSON.parse((await send(port, host, "GET", "/api/openapi.json")).text) as OpenApiDocument;
    const endpoints = endpointsOf(document);
    // Real ids to aim at: whatever the admin's reads of the site name.
    const reads = await Promise.all(endpoints.filter((endpoint) => endpoint.method === "GET" && !endpoint.template.includes("{")).map((endpoint) => send(port, host, "GET", endpoint.template, { token: tokens.admin })));
    const known = [...new Set(reads.flatMap((answer) => answer.text.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? []))];

    const byStatus = new Map<number, number>();
    const failures = new Map<string, { count: number; example: FuzzRequest & { role: string } }>();
    const slow: string[] = [];
    const health = { checks: 0, missed: 0, slowestMs: 0 };
    let sent = 0;
    const started = performance.now();
    const worker = async () => {
      while (sent < total) {
        const index = sent++;
        if (index % 100 === 0) {
          const answer = await send(port, host, "GET", "/api/health");
          health.checks++;
          health.slowestMs = Math.max(health.slowestMs, answer.ms);
          if (answer.status !== 200) health.missed++;
        }
        const role = random.pick(Object.keys(tokens));
        const request = requestFor(random.pick(endpoints), random, document, { organization, known });
        const answer = await send(port, host, request.method, request.path, { body: request.body, token: tokens[role] });
        byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
        if (answer.status === -1 || answer.ms > timeoutMs) slow.push(`${request.method} ${request.path.slice(0, 120)} as ${role}`);
        if (answer.status >= 500 || answer.status === 0) {
          const cause = `${answer.status} ${request.method} ${request.template}: ${answer.text.slice(0, 160)}`;
          const seen = failures.get(cause);
          failures.set(cause, { count: (seen?.count ?? 0) + 1, example: seen?.example ?? { ...request, role } });
        }
      }
    };
    await Promise.all(Array.from({ length: Number(values.concurrency) }, worker));
    const seconds = (performance.now() - started) / 1000;

    const statuses = [...byStatus].sort(([a], [b]) => a - b).map(([status, count]) => `${status === -1 ? "timeout" : status === 0 ? "no answer" : status}: ${count}`);
    const fives = [...failures.values()].reduce((sum, { count }) => sum + count, 0);
    console.log(`\nfuzz: ${total} requests (seed ${values.seed}, ${endpoints.length} operations, 4 callers) against PostgreSQL in ${seconds.toFixed(1)} s`);
    console.log(`  answers by status: ${statuses.join(", ")}`);
    console.log(`  5xx or no answer: ${fives}${failures.size ? `, ${failures.size} distinct causes:` : ""}`);
    for (const [cause, { count, example }] of failures) console.log(`    ${count}x ${cause}\n       e.g. ${example.method} ${example.path.slice(0, 200)} as ${example.role}${example.body ? ` body ${example.body.slice(0, 200)}` : ""}`);
    console.log(`  over ${timeoutMs / 1000} s: ${slow.length}${slow.length ? `\n    ${slow.slice(0, 10).join("\n    ")}` : ""}`);
    console.log(`  /api/health: ${health.checks - health.missed} of ${health.checks} answered 200 (slowest ${health.slowestMs.toFixed(0)} ms)`);
    // The server's error lines are JSON (src/server/log.ts), each with its own time and request id: their message and cause.
    const logged = server.output().split("\n").flatMap((line) => {
      let entry: { level?: string; msg?: string; err?: { message?: string } } | null;
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        return /Error|error:/.test(line) ? [line] : [];
      }
      return entry?.level === "error" || entry?.level === "fatal" ? [`${entry.msg}${entry.err?.message ? `: ${entry.err.message}` : ""}`] : [];
    });
    if (fives) console.log(`  server log, errors:\n    ${[...new Set(logged)].slice(0, 20).join("\n    ")}`);
    process.exitCode = fives || slow.length || health.missed ? 1 : 0;
  });
}

await main();
