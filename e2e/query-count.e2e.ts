import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freePort, startServer, type StartedServer } from "./support/server";

/**
 * Issue 10, point 6: an uncached public render costs at most 4 SQL round trips. A server of its
 * own, without page cache (PAGE_CACHE_MB=0, every request renders), appends every statement it
 * sends to a file (ATRIUM_QUERY_LOG, read by src/server/db/client.ts only when set). Requests go
 * one at a time over plain HTTP, so nothing else (no browser, no island's API call) adds a line.
 * One statement is one round trip: statements sent together by Promise.all still count one each.
 * The installation's periodic jobs keep their own clock (src/server/jobs/periodic.ts): the server
 * runs their first round before anything is counted, and their work each minute (the claims, the
 * waiting room's look for guests who left) is not a render's.
 */
const budget = 4;
let server: StartedServer | undefined;
let port: number;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "atrium-queries-"));
const log = path.join(dataDir, "queries.log");

function get(target: string): Promise<{ status: number; cache: string | undefined; html: string }> {
  return new Promise((resolve, reject) => {
    http.get({ host: "127.0.0.1", port, path: target, headers: { host: `localhost:${port}` } }, (response) => {
      let html = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (html += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, cache: response.headers["x-atrium-cache"] as string | undefined, html }));
    }).on("error", reject);
  });
}

/** The statements one uncached render of `target` sends to the database. */
async function statementsOf(target: string): Promise<string[]> {
  await get(target); // the first render of a route also loads its code; count a warm one
  fs.writeFileSync(log, "");
  const answer = await get(target);
  expect(answer.status).toBe(200);
  expect(answer.cache).toBe("BYPASS");
  return statementsLogged().filter((statement) => !isPeriodicWork(statement));
}

/** The statements of the periodic jobs (src/modules/housekeeping): their claims, the clean-up's deletes, the waiting room's and the banner schedule's looks. */
const periodicWork = ['"periodic_runs"', 'coalesce("bookings"."guest_seen_at"', 'delete from "auth_sessions"', 'delete from "auth_verifications"', 'delete from "attempt_counters"', 'select distinct "organization_id" from "banners"'];
const isPeriodicWork = (statement: string) => periodicWork.some((mark) => statement.includes(mark));

const statementsLogged = () => (fs.existsSync(log) ? fs.readFileSync(log, "utf8").split("\n").filter(Boolean) : []);

/** Waits for the periodic jobs' first round (within 10 s of the start) to be claimed and done: no statement for a second after the claim. */
async function afterFirstPeriodicRound(): Promise<void> {
  await vi.waitFor(() => expect(statementsLogged().some((statement) => statement.includes('"periodic_runs"'))).toBe(true), { timeout: 20_000, interval: 200 });
  for (let count = -1; count !== statementsLogged().length; ) {
    count = statementsLogged().length;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

beforeAll(async () => {
  port = await freePort();
  server = await startServer(port, { ATRIUM_DATA_DIR: path.join(dataDir, "data"), DATABASE_URL: "", PAGE_CACHE_MB: "0", ATRIUM_QUERY_LOG: log });
  await afterFirstPeriodicRound();
});

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("an uncached public render", () => {
  for (const [name, target] of [
    ["the home page", "/"],
    ["a created page", "/work-visas"],
    ["a blog post", "/blog/blue-card-or-skilled-worker-visa"],
    ["the help center", "/help-center"],
    ["a help article", "/help-center/registering-your-address"],
    ["a documentation chapter", "/docs/client-portal-guide/uploading-your-documents"],
    ["the products page", "/products"],
  ] as const) {
    it(`of ${name} (${target}) sends at most ${budget} statements to the database`, async () => {
      const statements = await statementsOf(target);
      console.log(`${target}: ${statements.length} statements\n${statements.map((statement) => `  ${statement.slice(0, 160)}`).join("\n")}`);
      expect(statements.length).toBeLessThanOrEqual(budget);
    });
  }
});
