import { execFile, spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { promisify } from "node:util";

const root = path.resolve(import.meta.dirname, "../..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** Runs `command` to its end with this process's output; rejects with `failure` when it fails. */
function runToEnd(command: string, args: string[], env: NodeJS.ProcessEnv, failure: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env });
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(failure))));
  });
}

/** The production build, as `npm start` makes it: Next's, then the public renderer's island bundles (docs/decisions/030). */
export async function build(): Promise<void> {
  await runToEnd(bin("next"), ["build"], { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" }, "next build failed");
  await runToEnd(bin("tsx"), ["scripts/build-islands.ts"], process.env, "the island build failed");
}

/** Runs a script of this repository with tsx and returns what it printed. */
async function runScript(script: string, args: string[], env: Record<string, string>, what: string): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(bin("tsx"), [script, ...args], { cwd: root, env: { ...process.env, ...env } });
    return stdout;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${what} failed:\n${stdout}\n${stderr}`);
  }
}

/** Runs the real CLI (`npm run atrium -- ...`) and returns what it printed. */
export const cli = (args: string[], env: Record<string, string>): Promise<string> => runScript("scripts/atrium.ts", args, env, `atrium ${args.join(" ")}`);

/** Runs several commands of the real CLI in one process (e2e/support/cli-batch.ts) and returns what each printed. */
async function cliBatch(commands: string[][], env: Record<string, string>): Promise<string[]> {
  return JSON.parse(await runScript("e2e/support/cli-batch.ts", [JSON.stringify(commands)], env, "the CLI commands")) as string[];
}

/** What the CLI printed while seeding the demo and a second organization (Acme, with its own admin). */
export interface SeedOutput {
  demo: string;
  acmeHost: string;
  acmeOut: string;
  acmeAdmin: string;
}

/**
 * Seeds a database (env's) with the real CLI for a server on `port`: the demo, and a second
 * organization whose admin is owner@acme.example, for the outsider's view of every journey and load.
 */
export async function seedDemoAndAcme(port: number, env: Record<string, string>): Promise<SeedOutput> {
  const acmeHost = `acme.localhost:${port}`;
  const [demo = "", acmeOut = "", acmeAdmin = ""] = await cliBatch(
    [
      ["demo:seed", "--port", String(port)],
      ["org:create", "--name", "Acme Immigration", "--slug", "acme", "--type", "immigration", "--host", acmeHost],
      ["user:create", "--email", "owner@acme.example", "--name", "Acme Owner"],
      ["admin:grant", "--email", "owner@acme.example", "--org", "acme"],
    ],
    env,
  );
  return { demo, acmeHost, acmeOut, acmeAdmin };
}

export interface StartedServer {
  process: ChildProcess;
  output: () => string;
  /** Stops it (SIGTERM: the database is closed) and waits until it has exited; nothing if it already has. */
  stop: () => Promise<void>;
}

/**
 * Starts the server as `npm start` does (production) from the checkout `at` (this one by default) and waits for Atrium's start-up banner.
 * `script`: scripts/dev.ts starts it as `npm run dev` does instead.
 */
export async function startServer(port: number, env: Record<string, string>, at = root, waitForBanner = true, script = "scripts/start.ts"): Promise<StartedServer> {
  // Node with tsx's loader, as `npm start` runs it, not the tsx command: that one relays SIGTERM to
  // the server and kills it (SIGKILL) unless the server confirms within 60 ms, which a busy one
  // misses; the graceful shutdown was then cut short (`npm run bench:rolling` saw it under load).
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    cwd: at,
    env: { ...process.env, ...env, NODE_ENV: "production", PORT: String(port), NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "pipe", "pipe"],
    // A process group of its own, stopped whole: tsx does not always pass a signal on, and
    // scripts/dev.ts's children (next dev and its server) outlived it.
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const terminate = () => {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // The group is gone already.
    }
  };
  const stop = async () => {
    terminate();
    await exited;
  };
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 120_000;
  while (waitForBanner && !output.includes("Atrium is running")) {
    if (child.exitCode !== null) throw new Error(`The server stopped:\n${output}`);
    if (Date.now() > deadline) {
      // Stopped, or it would outlive the caller that can no longer reach it (no StartedServer is returned).
      terminate();
      throw new Error(`The server did not start in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { process: child, output: () => output, stop };
}
