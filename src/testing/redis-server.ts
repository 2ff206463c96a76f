import { spawn } from "node:child_process";
import net from "node:net";

/** A free TCP port on the loopback. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * A real Redis for a test (Debian's redis-server, which `.ci/run` installs when missing): its own
 * port, nothing kept on disk, stopped by `stop`.
 */
export async function startRedisServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: ["ignore", "pipe", "pipe"] });
  await new Promise<void>((resolve, reject) => {
    let output = "";
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Ready to accept connections")) resolve();
    });
  });
  child.removeAllListeners("exit");
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
