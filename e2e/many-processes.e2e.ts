import http from "node:http";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { startRedisServer } from "../src/testing/redis-server";
import { startS3Server } from "../src/testing/s3-server";
import { freshDatabase } from "../src/testing/database";
import { startBalancer, type Balancer } from "./support/balancer";
import { launchBrowser } from "./support/browser";
import { request } from "./support/http";
import { freePort, startServer, type StartedServer } from "./support/server";
import { fakeMediaArgs, framesDecoded, recordPeerConnections } from "./support/webrtc";

/**
 * Two Atrium processes on one PostgreSQL, one Redis and one S3-compatible bucket, as on two machines
 * (decision 039): what one changes, the other shows on its very next request; a page one renders,
 * the other serves from Redis; an image one stores, the other serves; a guest waiting on one is
 * admitted by a host on the other and both see video; a live-support message crosses; a sign-in
 * limit holds across both; behind HAProxy (round robin, no stickiness) an edit shows on every next
 * request; a process told to stop ends its event streams with a retry hint and exits while the
 * balancer sends everything to the other. Browsers reach a given process by its port: the demo
 * answers on `demo.localhost` at any port, which Chromium resolves to this machine.
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

  let browser: Browser | undefined;
  /** The demo's admin in a browser, on the second process. */
  let team: BrowserContext;
  /** A visitor of the demo site, in a browser, on the first process. */
  let visitor: BrowserContext;
  /** The demo site on process `index`, as a browser opens it. */
  const siteOn = (index: number, path: string) => `http://demo.localhost:${servers[index]!.port}${path}`;

  /** A request through the balancer for the demo site. */
  const throughBalancer = (path: string) => request(site, path, { port: balancerPort });

  beforeAll(async () => {
    redis = await startRedisServer();
    s3 = await startS3Server();
    database = await freshDatabase(adminUrl, `atrium_many_${process.pid}`);
    const env = {
      ...s3.env,
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      ATRIUM_PROCESSES: "1",
      AUTH_RATE_LIMIT: "on",
      // As behind the balancer: the client's address comes from X-Forwarded-For (the sign-in limit's test names its own).
      TRUST_PROXY_HEADERS: "on",
      BETTER_AUTH_SECRET: "e2e-secret-that-is-long-enough-for-better-auth",
    };
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
    await browser?.close();
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

  it("admits a guest waiting on the first through a host on the second, and both see each other's video", async () => {
    browser = await launchBrowser(fakeMediaArgs);
    team = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await Promise.all([recordPeerConnections(team), recordPeerConnections(visitor)]);
    // Signed in through the second (Node's resolver knows no demo.localhost, so not through the context's own requests).
    const signedIn = await call(1, "/api/auth/sign-in/email", { json: { email: "admin@demo.example", password }, headers: { origin: `http://${site}` } });
    expect(signedIn.status).toBe(200);
    const cookies = (signedIn.headers["set-cookie"] ?? []).map((line) => line.split(";", 1)[0]!.split("="));
    await team.addCookies(cookies.map(([name, ...value]) => ({ name: name!, value: value.join("="), domain: "demo.localhost", path: "/" })));

    const api = (method: string, path: string, json?: unknown) => call(0, path, { method, json, headers: { authorization } });
    const { user_id } = JSON.parse((await api("GET", "/api/profile")).text) as { user_id: string };
    const allDay = [{ start: "00:00", end: "24:00" }];
    const availability = Object.fromEntries(["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((day) => [day, allDay]));
    const type = await api("POST", "/api/meeting-types", { name: "Across processes", duration_minutes: 15, host_user_ids: [user_id], time_zone: "UTC", availability });
    expect(type.status).toBe(201);
    const typeId = (JSON.parse(type.text) as { id: string }).id;
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const { slots } = JSON.parse((await api("GET", `/api/meetings/types/${typeId}/slots?from=${tomorrow}&days=1`)).text) as { slots: string[] };
    const booked = await api("POST", "/api/meetings/bookings", { meeting_type_id: typeId, scheduled_at: slots[0], customer_name: "Leo Park", customer_email: "leo.park@example.com" });
    expect(booked.status).toBe(201);
    const { join_url } = JSON.parse(booked.text) as { join_url: string };
    // The link is on the demo's own address, the first process's port.
    expect(new URL(join_url).port).toBe(String(servers[0]!.port));

    const guest = await visitor.newPage();
    await guest.goto(join_url);
    await guest.getByRole("dialog", { name: "Waiting room" }).waitFor();
    const host = await team.newPage();
    await host.goto(siteOn(1, "/admin/meetings"));
    await host.getByRole("region", { name: "Waiting to be let in" }).getByRole("button", { name: "Admit: Leo Park" }).click();
    await guest.getByRole("dialog", { name: "You are in the meeting" }).waitFor();
    for (const [page, who] of [[guest, "the guest"], [host, "the host"]] as const) {
      await expect.poll(() => framesDecoded(page), { timeout: 15_000, message: `${who} decodes the other's video` }).toBeGreaterThan(0);
      const before = await framesDecoded(page);
      await expect.poll(() => framesDecoded(page), { timeout: 10_000, message: `${who}'s decoded frames keep rising` }).toBeGreaterThan(before + 10);
    }
    await guest.getByRole("button", { name: "Leave the meeting" }).click();
    await guest.getByText("This meeting has ended.").waitFor();
    await Promise.all([guest.close(), host.close()]);
  }, 60_000);

  it("carries a live-support message across: a visitor on the first chats with the team's inbox on the second", async () => {
    const inbox = await team.newPage();
    await inbox.goto(siteOn(1, "/admin/support"));
    await inbox.getByText("You are online: visitors can start a chat.").waitFor();
    const chat: Page = await visitor.newPage();
    await chat.goto(`http://${site}/`);
    await chat.locator('[data-consent="reject"]').click();
    await chat.getByRole("button", { name: "Help", exact: true }).click();
    const widget = chat.locator("[data-help-widget]");
    await widget.getByRole("tab", { name: "Live Support" }).click();
    await widget.getByRole("textbox", { name: "Your message" }).fill("Do you see me from the other process?");
    await widget.getByRole("button", { name: "Send", exact: true }).click();

    await inbox.locator("[data-conversation]").first().getByRole("button").click();
    const inboxLog = inbox.getByRole("log", { name: /^Messages with / });
    await inboxLog.getByText("Do you see me from the other process?").waitFor();
    await inbox.getByLabel("Reply").fill("Yes, from the second one.");
    await inbox.getByRole("button", { name: "Send", exact: true }).click();
    await widget.getByRole("log", { name: "Your message" }).getByText("Yes, from the second one.").waitFor();
    await Promise.all([inbox.close(), chat.close()]);
  }, 60_000);

  it("holds a sign-in limit across both: the 4th attempt from one address within 10 s is refused, whichever process gets it", async () => {
    const attempt = (index: number) =>
      call(index, "/api/auth/sign-in/email", { json: { email: "nobody@demo.example", password: "Wrong-Guess-1" }, headers: { origin: `http://${site}`, "x-forwarded-for": "203.0.113.7" } });
    const statuses: number[] = [];
    for (const index of [0, 1, 0, 1]) statuses.push((await attempt(index)).status);
    // Each process alone has seen two: only a count they share refuses the fourth.
    expect(statuses).toEqual([401, 401, 401, 429]);
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
