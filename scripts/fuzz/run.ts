import http from "node:http";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { cli, freePort, startServer } from "../../e2e/support/server";
import { endpointsOf, requestFor, seeded, type FuzzRequest, type OpenApiDocument } from "./requests";

/**
 * `npm run fuzz -- --requests N [--seed S] [--concurrency C]`: requests made from /api/openapi.json
 * (fuzz/requests.ts) as an anonymous visitor, a member, an admin and another organization's admin,
 * against a production server started here on a fresh PostgreSQL database (FUZZ_DATABASE_URL, else
 * TEST_DATABASE_URL, else the local server). Prints the requests sent, the answers by status, every
 * 5xx grouped by cause, the requests over 10 s, and whether /api/health answered throughout. Exits
 * non-zero on any 5xx, timeout or missed health check. Needs a build (`npm run build`).
 */
const { values } = parseArgs({ options: { requests: { type: "string", default: "1000" }, seed: { type: "string", default: "1" }, concurrency: { type: "string", default: "8" } } });
const total = Number(values.requests);
const random = seeded(Number(values.seed));
const timeoutMs = 10_000;
const serverUrl = (process.env.FUZZ_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres").replace(/\/[^/]*$/, "");
const database = `atrium_fuzz_${Date.now()}`;

interface Answer {
  status: number;
  text: string;
  headers: http.IncomingHttpHeaders;
  ms: number;
}

function send(port: number, host: string, method: string, target: string, { body, token }: { body?: string; token?: string } = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: target,
        method,
        timeout: timeoutMs,
        // A connection each: a kept-alive socket that the server closed after an error answer would fail the next request, which is no answer of the server's.
        agent: false,
        headers: { host, origin: `http://${host}`, ...(body !== undefined ? { "content-type": "application/json" } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text = text.length < 5_000_000 ? text + chunk : text));
        // An event stream never ends: its first bytes are the answer.
        if (String(response.headers["content-type"]).includes("text/event-stream")) {
          response.destroy();
          resolve({ status: response.statusCode ?? 0, text: "", headers: response.headers, ms: performance.now() - started });
          return;
        }
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text, headers: response.headers, ms: performance.now() - started }));
        response.on("error", () => resolve({ status: response.statusCode ?? 0, text, headers: response.headers, ms: performance.now() - started }));
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", (error) => resolve({ status: error.message === "timeout" ? -1 : 0, text: error.message, headers: {}, ms: performance.now() - started }));
    request.end(body);
  });
}

async function withDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  await admin.query(`create database ${database}`);
  try {
    return await work(`${serverUrl}/${database}`);
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}

async function signIn(port: number, host: string, email: string, password: string): Promise<string> {
  const answer = await send(port, host, "POST", "/api/auth/sign-in/email", { body: JSON.stringify({ email, password }) });
  if (answer.status !== 200) throw new Error(`Sign-in of ${email} failed (${answer.status}): ${answer.text}`);
  return String(answer.headers["set-auth-token"]);
}

async function main() {
  await withDatabase(async (databaseUrl) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "atrium-fuzz-"));
    const port = await freePort();
    const env = { ATRIUM_DATA_DIR: dataDir, DATABASE_URL: databaseUrl, BETTER_AUTH_SECRET: "fuzz-secret-that-is-long-enough-for-better-auth", AUTH_RATE_LIMIT: "off" };
    const demo = await cli(["demo:seed", "--port", String(port)], env);
    const acmeHost = `acme.localhost:${port}`;
    await cli(["org:create", "--name", "Acme Immigration", "--slug", "acme", "--type", "immigration", "--host", acmeHost], env);
    const outsider = await cli(["user:create", "--email", "owner@acme.example", "--name", "Acme Owner"], env);
    await cli(["admin:grant", "--email", "owner@acme.example", "--org", "acme"], env);
    const server = await startServer(port, env);
    const host = `localhost:${port}`;
    try {
      const valueAfter = (output: string, label: string) => new RegExp(`${label}\\s*(\\S+)`).exec(output)![1]!;
      const memberEmail = "member@fuzz.example";
      await send(port, host, "POST", "/api/auth/sign-up/email", { body: JSON.stringify({ email: memberEmail, password: "Correct-Horse-42", name: "Fuzz Member" }) });
      const tokens: Record<string, string | undefined> = {
        anonymous: undefined,
        member: await signIn(port, host, memberEmail, "Correct-Horse-42"),
        admin: await signIn(port, host, valueAfter(demo, "admin:"), valueAfter(demo, "password:")),
        outsider: await signIn(port, acmeHost, "owner@acme.example", valueAfter(outsider, "password:")),
      };
      const document = JSON.parse((await send(port, host, "GET", "/api/openapi.json")).text) as OpenApiDocument;
      const endpoints = endpointsOf(document);
      // Real ids to aim at: whatever the admin's reads of the site name.
      const reads = await Promise.all(endpoints.filter((endpoint) => endpoint.method === "GET" && !endpoint.template.includes("{")).map((endpoint) => send(port, host, "GET", endpoint.template, { token: tokens.admin })));
      const known = [...new Set(reads.flatMap((answer) => answer.text.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? []))];
      const organization = JSON.parse((await send(port, host, "GET", "/api/session", { token: tokens.admin })).text).organization?.id ?? known[0];

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
      const logged = server.output().split("\n").filter((line) => /Error|error:/.test(line));
      if (fives) console.log(`  server log, errors:\n    ${[...new Set(logged)].slice(0, 20).join("\n    ")}`);
      process.exitCode = fives || slow.length || health.missed ? 1 : 0;
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

await main();
