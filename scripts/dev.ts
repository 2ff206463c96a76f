import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { env } from "@/env";

/**
 * `npm run dev`: the same server as `npm start` (docs/decisions/034), for a developer. The front
 * (scripts/start.ts under `tsx watch`, restarted when a server file changes) answers the API, every
 * public page from the renderer (its islands built at each start) and the site's files; `next dev`
 * runs beside it on a free port for the back office, with hot reloading, behind the front.
 */
const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no free port"))));
    });
  });
}

const nextPort = await freePort();
const common: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "development", NEXT_TELEMETRY_DISABLED: "1", PORT: String(env().PORT) };
const children: ChildProcess[] = [
  spawn(bin("next"), ["dev", "--port", String(nextPort)], { cwd: root, stdio: "inherit", env: { ...common, ATRIUM_FRONT_PORT: common.PORT } }),
  spawn(bin("tsx"), ["watch", "--clear-screen=false", "scripts/start.ts"], { cwd: root, stdio: "inherit", env: { ...common, ATRIUM_DEV_NEXT_URL: `http://127.0.0.1:${nextPort}` } }),
];

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const child of children) child.on("exit", (code) => stop(code ?? 1));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => stop(0));
