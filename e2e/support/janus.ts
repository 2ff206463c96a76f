import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./server";

/** Where Debian's janus package puts its plugins and transports. */
const libraries = "/usr/lib/x86_64-linux-gnu/janus";

export interface RunningJanus {
  url: string;
  secret: string;
  roomKey: string;
  /** A request to Janus's HTTP API, as Atrium's server makes them (for the journey to look inside). */
  videoRoom(body: Record<string, unknown>): Promise<Record<string, unknown>>;
  stop(): Promise<void>;
}

/**
 * A real Janus (Debian's `janus`; .ci/run installs it) with the VideoRoom plugin and the HTTP
 * transport only, on a free port of 127.0.0.1, protected by an API secret and a room admin key as a
 * deployment would be (decision 027).
 */
export async function startJanus(): Promise<RunningJanus> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "atrium-janus-"));
  const port = await freePort();
  const secret = `janus-secret-${port}`;
  const roomKey = `room-key-${port}`;
  const others = ["audiobridge", "duktape", "echotest", "lua", "nosip", "recordplay", "sip", "streaming", "textroom", "videocall", "voicemail"].map((name) => `libjanus_${name}.so`);
  fs.writeFileSync(
    path.join(folder, "janus.jcfg"),
    `general: { configs_folder = "${folder}", plugins_folder = "${libraries}/plugins", transports_folder = "${libraries}/transports", events_folder = "${libraries}/events", loggers_folder = "${libraries}/loggers", debug_level = 3, api_secret = "${secret}" }
plugins: { disable = "${others.join(",")}" }
transports: { disable = "libjanus_mqtt.so,libjanus_nanomsg.so,libjanus_pfunix.so,libjanus_rabbitmq.so,libjanus_websockets.so" }
events: { broadcast = false }
`,
  );
  fs.writeFileSync(path.join(folder, "janus.transport.http.jcfg"), `general: { json = "plain", base_path = "/janus", http = true, port = ${port}, ip = "127.0.0.1", https = false }\nadmin: { admin_http = false }\n`);
  fs.writeFileSync(path.join(folder, "janus.plugin.videoroom.jcfg"), `general: { admin_key = "${roomKey}" }\n`);
  const child = spawn("janus", ["-F", folder], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}/janus`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const answer = await fetch(url, { method: "POST", body: JSON.stringify({ janus: "info", transaction: "ready", apisecret: secret }) }).catch(() => null);
    if (answer?.ok) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`Janus did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const post = async (pathname: string, body: Record<string, unknown>) =>
    (await (await fetch(`${url}${pathname}`, { method: "POST", body: JSON.stringify({ ...body, transaction: crypto.randomUUID(), apisecret: secret }) })).json()) as { data?: { id: number }; plugindata?: { data: Record<string, unknown> } };
  return {
    url,
    secret,
    roomKey,
    async videoRoom(body) {
      const session = (await post("", { janus: "create" })).data!.id;
      const handle = (await post(`/${session}`, { janus: "attach", plugin: "janus.plugin.videoroom" })).data!.id;
      const answer = (await post(`/${session}/${handle}`, { janus: "message", body })).plugindata?.data ?? {};
      await post(`/${session}`, { janus: "destroy" });
      return answer;
    },
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => (child.exitCode === null ? child.once("exit", resolve) : resolve(null)));
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
