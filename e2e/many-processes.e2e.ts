import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { startRedisServer } from "../src/testing/redis-server";
import { startS3Server } from "../src/testing/s3-server";
import { freshDatabase, startBalancer, type Balancer } from "./support/balancer";
import { request } from "./support/http";
import { freePort, startServer, type StartedServer } from "./support/server";

/**
 * Two Atrium processes on one PostgreSQL, one Redis and one S3-compatible bucket, as on two machines
 * (decision 039): what one changes, the other shows on its very next request; a page one renders,
 * the other serves from Redis; an image one stores, the other serves; behind HAProxy (round robin,
 * no stickiness) an edit shows on every next request; a process told to stop ends its event streams
 * with a retry hint and exits while the balancer sends everything to the other.
 */
const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

describe("two processes on one database, one Redis and one bucket", () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  /** HAProxy (Debian's) in front of both: round robin, no stickiness, health checks on /api/ready. */
  let balancer: Balancer | undefined;
  let balancerPort = 0;
  let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  const servers: { port: number; server: StartedServer }[] = [];
  /** The demo's host: both processes answer it, as behind a balancer. */
  let site = "";
  let password = "";
  /** The demo admin's bearer token (signed in through the first). */
  let authorization = "";

  /** A request to process `index` for the demo site. */
  const call = (index: number, path: string, options: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) => request(site, path, { ...options, port: servers[index]!.port });

  /** A request through the balancer for the demo site. */
  const throughBalancer = (path: string) => request(site, path, { port: balancerPort });

  beforeAll(async () => {
    redis = await startRedisServer();
    s3 = await startS3Server();
    database = await freshDatabase(adminUrl, `atrium_many_${process.pid}`);
    const env = { ...s3.env, DATABASE_URL: database.url, REDIS_URL: redis.url, ATRIUM_PROCESSES: "1", AUTH_RATE_LIMIT: "off", BETTER_AUTH_SECRET: "e2e-secret-that-is-long-enough-for-better-auth" };
    // The first creates the demo; the second starts on the same database once it is there.
    for (const _ of [0, 1]) {
      const port = await freePort();
      servers.push({ port, server: await startServer(port, env) });
    }
    site = `localhost:${servers[0]!.port}`;
    balancer = await startBalancer(servers.map(({ port }) => port));
    balancerPort = balancer.port;
    password = /Admin password:\s*(\S+)/.exec(servers[0]!.server.output())![1]!;
  });

  afterAll(async () => {
    await balancer?.stop();
    await Promise.all(servers.map(({ server }) => server.stop()));
    await redis?.stop();
    await s3?.stop();
    await database?.drop();
  });

  it("shows an edit made through one on the very next request to the other, and shares renders through Redis", async () => {
    // The second process renders the home page and keeps it; the first gets it from Redis.
    const rendered = await call(1, "/");
    expect(rendered.status).toBe(200);
    expect((await call(1, "/")).headers["x-atrium-cache"]).toBe("HIT");
    expect((await call(0, "/")).headers["x-atrium-cache"]).toBe("HIT");

    const signIn = await call(0, "/api/auth/sign-in/email", { json: { email: "admin@demo.example", password }, headers: { origin: `http://${site}` } });
    expect(signIn.status).toBe(200);
    authorization = `Bearer ${String(signIn.headers["set-auth-token"])}`;
    const [section] = JSON.parse((await call(0, "/api/template-sections?url_page=/home")).text) as { id: string; section_title: string }[];
    const title = `Edited through the first at ${Date.now()}`;
    const update = await call(0, `/api/template-sections/${section!.id}`, { method: "PUT", json: { section_title: title }, headers: { authorization } });
    expect(update.status).toBe(200);

    // The very next request, to the other process, which held the old page in memory.
    expect((await call(1, "/")).text.includes(title), "the other process's next answer shows the edit").toBe(true);
    expect((await call(0, "/")).text.includes(title), "and so does this one's").toBe(true);
  });

  it("serves an image uploaded through one from the other (media in the bucket)", async () => {
    const photo = await sharp({ create: { width: 800, height: 400, channels: 3, background: { r: 30, g: 90, b: 160 } } }).jpeg().toBuffer();
    const form = new FormData();
    form.set("file", new File([photo as Uint8Array<ArrayBuffer>], "shared.jpg"));
    // The site's own host on the first process: fetch sets Host from the address.
    const uploaded = await fetch(`http://${site}/api/media`, { method: "POST", body: form, headers: { authorization, origin: `http://${site}` } });
    expect(uploaded.status).toBe(201);
    const media = (await uploaded.json()) as { url: string; variants: { url: string }[] };
    const served = await call(1, media.url);
    expect(served.status).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect((await call(1, media.variants[0]!.url)).status).toBe(200);
  });

  it("through the balancer (round robin, no stickiness): an edit shows on every next request, whichever process answers", async () => {
    const [section] = JSON.parse((await throughBalancer("/api/template-sections?url_page=/home")).text) as { id: string }[];
    const title = `Edited through the balancer at ${Date.now()}`;
    const update = await request(site, `/api/template-sections/${section!.id}`, { port: balancerPort, method: "PUT", json: { section_title: title }, headers: { authorization } });
    expect(update.status).toBe(200);
    for (let visit = 0; visit < 6; visit++) expect((await throughBalancer("/")).text.includes(title), `visit ${visit + 1} shows the edit`).toBe(true);
  });

  it("stops gracefully: an open event stream gets a retry hint, the process exits in time, the other carries on", async () => {
    expect((await call(1, "/api/ready")).status).toBe(200);
    // The admin's inbox stream, open on the process that will stop.
    const stream = await new Promise<{ text: () => string; ended: Promise<void> }>((resolve, reject) => {
      const headers = { host: site, accept: "text/event-stream", authorization };
      const opened = http.get({ host: "127.0.0.1", port: servers[1]!.port, path: "/api/support/conversations/events", headers }, (response) => {
        let text = "";
        const ended = new Promise<void>((done) => response.on("close", () => done()));
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        resolve({ text: () => text, ended });
      });
      opened.on("error", reject);
    });
    await expect.poll(() => stream.text()).toContain("event: ready");
    const started = Date.now();
    process.kill(-servers[1]!.server.process.pid!, "SIGTERM");
    await stream.ended;
    expect(stream.text()).toContain("retry: 1000");
    await new Promise<void>((resolve) => (servers[1]!.server.process.exitCode !== null ? resolve() : servers[1]!.server.process.once("exit", () => resolve())));
    expect(servers[1]!.server.process.exitCode).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    // The other carries on, and the balancer sends every request to it.
    expect((await call(0, "/api/ready")).status).toBe(200);
    for (let visit = 0; visit < 6; visit++) expect((await throughBalancer("/")).status).toBe(200);
  });
});
