import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { log, logTo } from "@/server/log";
import { handleError } from "./handle-errors";
import { answerWithRequestId } from "./request-log";

interface Line {
  level: string;
  msg: string;
  pid: number;
  time: string;
  requestId?: string;
  err?: { message: string; stack: string };
  status?: number;
}

// Code deep in a request, which knows nothing of requests: it logs after a few awaits.
async function deepWork(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 5));
  await Promise.resolve();
  log().info("deep work done");
}

const app = new Hono()
  .get("/api/work", async (c) => (await deepWork(), c.json({ ok: true })))
  .get("/api/broken", () => {
    throw new Error("the database went away");
  })
  .get("/api/quiet-failure", (c) => c.json({ error: "nothing logged this" }, 503));
app.onError(handleError);
const serveApi = getRequestListener(app.fetch, { overrideGlobalObjects: false });

// As scripts/start.ts answers: the forwarding policy decides trust, the id wraps everything else.
const servers: http.Server[] = [];
const bases = new Map<boolean, string>();
beforeAll(async () => {
  for (const trustProxy of [false, true]) {
    const server = http.createServer((request, response) => answerWithRequestId(request, response, trustProxy, () => void serveApi(request, response)));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    servers.push(server);
    bases.set(trustProxy, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  }
});
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

// Each test reads the lines the server logged meanwhile, as JSON.
let lines: string[] = [];
let restore = () => {};
const logged = () => lines.map((line) => JSON.parse(line) as Line);
beforeEach(() => {
  lines = [];
  restore = logTo({ write: (line: string) => void lines.push(line) });
});
afterEach(() => {
  restore();
  log().level = "info";
});

async function get(path: string, { trustProxy = false, requestId }: { trustProxy?: boolean; requestId?: string } = {}) {
  const response = await fetch(`${bases.get(trustProxy)}${path}`, { headers: requestId === undefined ? {} : { "x-request-id": requestId } });
  await response.arrayBuffer();
  // The answer's "finish" comes a moment after the client has it.
  await new Promise((resolve) => setTimeout(resolve, 20));
  return response.headers.get("x-request-id");
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("a request's id", () => {
  it("is on the lines logged deep inside the request, the same the answer's X-Request-Id gives", async () => {
    const [first, second] = await Promise.all([get("/api/work"), get("/api/work")]);
    expect(first).toMatch(uuid);
    expect(second).toMatch(uuid);
    expect(first).not.toBe(second);
    // One JSON line each, in the order they finished, each with its own request's id.
    const deep = logged().filter((line) => line.msg === "deep work done");
    expect(deep.map((line) => line.requestId).sort()).toEqual([first, second].sort());
    expect(deep[0]).toMatchObject({ level: "info", pid: process.pid, time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it("is not on a line logged outside any request", () => {
    log().info("between requests");
    expect(logged()).toEqual([expect.not.objectContaining({ requestId: expect.anything() })]);
  });

  it("replaces an incoming X-Request-Id when no trusted balancer sent it", async () => {
    expect(await get("/api/work", { requestId: "chosen-by-the-client" })).toMatch(uuid);
  });

  it("keeps a trusted balancer's id when it is short and safe, and replaces any other", async () => {
    expect(await get("/api/work", { trustProxy: true, requestId: "haproxy-7F3A.12_x" })).toBe("haproxy-7F3A.12_x");
    for (const unsafe of ["a".repeat(65), "two words", "id\"injected", ""]) expect(await get("/api/work", { trustProxy: true, requestId: unsafe })).toMatch(uuid);
  });
});

describe("an API error", () => {
  it("gives one JSON error line with the request's id and the error's stack", async () => {
    const id = await get("/api/broken");
    expect(logged()).toEqual([
      expect.objectContaining({
        level: "error",
        requestId: id,
        msg: "[api] GET /api/broken failed",
        err: expect.objectContaining({ message: "the database went away", stack: expect.stringContaining("request-log.test.ts") }),
      }),
    ]);
    // The stack stays in the log: the caller reads the one error body.
  });

  it("or, when nothing logged its cause, one line from the front with the status", async () => {
    const id = await get("/api/quiet-failure");
    expect(logged()).toEqual([expect.objectContaining({ level: "error", requestId: id, msg: "request failed", status: 503 })]);
  });
});

describe("the access log", () => {
  it("is one debug line per request: off at the default level, on with LOG_LEVEL=debug", async () => {
    await get("/api/work");
    expect(logged().map((line) => line.msg)).toEqual(["deep work done"]);
    log().level = "debug";
    const id = await get("/api/work");
    expect(logged().slice(1)).toEqual([
      expect.objectContaining({ msg: "deep work done", requestId: id }),
      expect.objectContaining({ level: "debug", msg: "request", requestId: id, method: "GET", url: "/api/work", status: 200 }),
    ]);
  });
});
