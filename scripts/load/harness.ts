import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { freshDatabase } from "../../src/testing/database";
import { freePort, seedDemoAndAcme, startServer, type StartedServer } from "../../e2e/support/server";

/**
 * What the load scripts (fuzz, soak) share: a production server on a fresh PostgreSQL database
 * (LOAD_DATABASE_URL, else TEST_DATABASE_URL, else the local server), made with the real CLI (the
 * demo, and Acme with its own admin), and plain HTTP requests to it as any host.
 */
export interface Answer {
  status: number;
  text: string;
  headers: http.IncomingHttpHeaders;
  ms: number;
}

export interface SendOptions {
  body?: string;
  token?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** One request on a connection of its own (a kept-alive socket the server closed would fail the next request, which is no answer of the server's). An event stream answers with its first bytes. Status -1: timed out; 0: no answer. */
export function send(port: number, host: string, method: string, target: string, { body, token, headers = {}, timeoutMs = 10_000 }: SendOptions = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: target,
        method,
        timeout: timeoutMs,
        agent: false,
        headers: { host, origin: `http://${host}`, ...(body !== undefined ? { "content-type": "application/json" } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      },
      (response) => {
        const answer = (text: string) => ({ status: response.statusCode ?? 0, text, headers: response.headers, ms: performance.now() - started });
        if (String(response.headers["content-type"]).includes("text/event-stream")) {
          response.destroy();
          resolve(answer(""));
          return;
        }
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text = text.length < 5_000_000 ? text + chunk : text));
        response.on("end", () => resolve(answer(text)));
        response.on("error", () => resolve(answer(text)));
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", (error) => resolve({ status: error.message === "timeout" ? -1 : 0, text: error.message, headers: {}, ms: performance.now() - started }));
    request.end(body);
  });
}

export interface LoadServer {
  port: number;
  host: string;
  acmeHost: string;
  server: StartedServer;
  /** Bearer tokens: the demo's admin, a member of the demo, and Acme's admin (another organization's). */
  tokens: { admin: string; member: string; outsider: string };
  /** The demo organization's id and its admin's user id. */
  organizationId: string;
  adminUserId: string;
}

async function signIn(port: number, host: string, email: string, password: string): Promise<string> {
  const answer = await send(port, host, "POST", "/api/auth/sign-in/email", { body: JSON.stringify({ email, password }) });
  if (answer.status !== 200) throw new Error(`Sign-in of ${email} failed (${answer.status}): ${answer.text}`);
  return String(answer.headers["set-auth-token"]);
}

/** Runs `work` against a fresh server and database, and removes both afterwards. */
export async function withLoadServer<T>(env: Record<string, string>, work: (server: LoadServer) => Promise<T>): Promise<T> {
  const serverUrl = (process.env.LOAD_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres").replace(/\/[^/]*$/, "");
  const database = await freshDatabase(`${serverUrl}/postgres`, `atrium_load_${Date.now()}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "atrium-load-"));
  try {
    const port = await freePort();
    const serverEnv = { ATRIUM_DATA_DIR: dataDir, DATABASE_URL: database.url, BETTER_AUTH_SECRET: "load-secret-that-is-long-enough-for-better-auth", AUTH_RATE_LIMIT: "off", ...env };
    const { demo, acmeHost, acmeAdmin: outsider } = await seedDemoAndAcme(port, serverEnv);
    const server = await startServer(port, serverEnv);
    try {
      const host = `localhost:${port}`;
      const valueAfter = (output: string, label: string) => new RegExp(`${label}\\s*(\\S+)`).exec(output)![1]!;
      await send(port, host, "POST", "/api/auth/sign-up/email", { body: JSON.stringify({ email: "member@load.example", password: "Correct-Horse-42", name: "Load Member" }) });
      const tokens = {
        admin: await signIn(port, host, valueAfter(demo, "admin:"), valueAfter(demo, "password:")),
        member: await signIn(port, host, "member@load.example", "Correct-Horse-42"),
        outsider: await signIn(port, acmeHost, "owner@acme.example", valueAfter(outsider, "password:")),
      };
      const profile = JSON.parse((await send(port, host, "GET", "/api/profile", { token: tokens.admin })).text) as { organization_id: string; user_id: string };
      return await work({ port, host, acmeHost, server, tokens, organizationId: profile.organization_id, adminUserId: profile.user_id });
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}
