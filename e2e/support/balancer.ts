import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort } from "./server";

/**
 * Debian's HAProxy in front of Atrium processes on the loopback, set as deploy/haproxy.cfg is (round
 * robin, no stickiness, health checks on /api/ready, the same retries; the reasons are there), with
 * faster checks: a journey or a bench should not wait seconds for a process to leave or join the
 * rotation.
 */
export interface Balancer {
  port: number;
  /** HAProxy's view of server `p<index>` (the index in `serverPorts`): "UP", "DOWN", "UP 1/2"… */
  state: (name: string) => Promise<string>;
  stop: () => Promise<void>;
}

function config(port: number, serverPorts: number[], socket: string): string {
  return [
    "global",
    `  stats socket ${socket}`,
    "defaults",
    "  mode http",
    "  timeout connect 5s",
    "  timeout client 60s",
    "  timeout server 60s",
    "  timeout check 2s",
    "  retries 2",
    "  option redispatch 1",
    "  retry-on conn-failure empty-response response-timeout",
    "frontend public",
    `  bind 127.0.0.1:${port}`,
    "  default_backend atrium",
    "backend atrium",
    "  balance roundrobin",
    "  http-request disable-l7-retry unless METH_GET",
    "  option httpchk",
    // HTTP/1.1 with a Host (the front refuses requests without one), as in deploy/haproxy.cfg: /api/ready answers on any host.
    "  http-check send meth GET uri /api/ready ver HTTP/1.1 hdr Host atrium-health",
    "  http-check expect status 200",
    "  default-server inter 500ms fall 2 rise 1",
    ...serverPorts.map((serverPort, index) => `  server p${index} 127.0.0.1:${serverPort} check`),
    "",
  ].join("\n");
}

/** The status of GET /api/ready through the balancer, 0 when nothing answers. */
function readiness(port: number): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get({ host: "127.0.0.1", port, path: "/api/ready", headers: { host: "atrium-health" }, agent: false, timeout: 2_000 }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("timeout", () => request.destroy());
    request.on("error", () => resolve(0));
  });
}

/** One command on HAProxy's admin socket, and its answer. */
function ask(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = "";
    const connection = net.connect(socket, () => connection.end(`${command}\n`));
    connection.setEncoding("utf8");
    connection.on("data", (chunk: string) => (answer += chunk));
    connection.on("end", () => resolve(answer));
    connection.on("error", reject);
  });
}

/** Starts HAProxy in front of the processes on `serverPorts`; returns once it forwards to a ready one. */
export async function startBalancer(serverPorts: number[]): Promise<Balancer> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "atrium-haproxy-"));
  const file = path.join(dir, "haproxy.cfg");
  const socket = path.join(dir, "admin.sock");
  fs.writeFileSync(file, config(port, serverPorts, socket));
  const child = spawn("haproxy", ["-f", file, "-db"], { stdio: "ignore" });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill();
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  // Up once its first health checks have passed.
  for (let tries = 0; (await readiness(port)) !== 200; tries++) {
    if (tries > 100 || child.exitCode !== null) {
      await stop();
      throw new Error("HAProxy did not forward to a ready server in 10 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // `show stat` is CSV: proxy name, server name, … and the status in the 18th column.
  const state = async (name: string) => (await ask(socket, "show stat")).split("\n").map((line) => line.split(",")).find(([proxy, server]) => proxy === "atrium" && server === name)?.[17] ?? "unknown";
  return { port, state, stop };
}
