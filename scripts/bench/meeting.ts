import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../../e2e/support/browser";
import { cli, freePort, startServer } from "../../e2e/support/server";
import { fakeMediaArgs } from "../../e2e/support/webrtc";

/**
 * npm run bench:meeting: how long a guest waits for the picture once the host admits them (issue 14:
 * "join-to-first-remote-frame over 20 calls on loopback, p95 under 800 ms"). Atrium is started as
 * `npm start` runs it (a production build) with the demo, on PGlite (the in-process bus) and on a
 * fresh PostgreSQL database (LISTEN/NOTIFY, BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432).
 * Each call: a booking made through the API, the guest opens the join link in a new browser context
 * (Chromium's fake camera and microphone) and waits; the host, on /admin/meetings, clicks Admit; the
 * clock runs from that click until each side's remote <video> presents its first frame
 * (requestVideoFrameCallback): the guest's page must learn of the admission, ask for its room token,
 * take the camera, join the room's stream and negotiate with the host. Then the guest leaves.
 * The baseline, in the same run: two RTCPeerConnections in one page, connected directly (no
 * signalling server, no admission), from creating them to the first frame. Figures are printed,
 * never asserted (ARCHITECTURE.md, tests).
 */
const calls = Number(process.env.BENCH_CALLS ?? 20);
/** BENCH_DATABASES=pglite (or postgres) measures one kind only. */
const kinds = (["pglite", "postgres"] as const).filter((kind) => (process.env.BENCH_DATABASES ?? "pglite,postgres").split(",").includes(kind));
const postgres = (process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432").replace(/\/$/, "");

// tsx names the functions it compiles with a helper, __name, that pages do not have: give them one.
const withNameHelper = "globalThis.__name = (value) => value;";

/**
 * Where a call's time goes, in the page: the wall-clock time of the first of each step (requests
 * sent and answered, the camera asked and given, each WebRTC step, the connection up, the first
 * remote track), kept in window.__steps. Read after the admission, relative to its click.
 */
const stepRecorder = `(() => {
  const steps = (window.__steps = {});
  const mark = (name) => { if (!(name in steps)) steps[name] = Date.now(); };
  const pathOf = (input) => String(input instanceof Request ? input.url : input).replace(location.origin, "").split("?")[0].replace(/[0-9a-f-]{36}/g, ":id");
  const fetchBefore = window.fetch;
  window.fetch = (input, init) => {
    const name = (init?.method ?? "GET") + " " + pathOf(input);
    mark("sent " + name);
    return fetchBefore(input, init).then((response) => (mark("answered " + name), response));
  };
  const media = navigator.mediaDevices;
  if (media) {
    const userMedia = media.getUserMedia.bind(media);
    media.getUserMedia = (constraints) => (mark("camera asked"), userMedia(constraints).then((stream) => (mark("camera given"), stream)));
  }
  const Peer = window.RTCPeerConnection;
  for (const method of ["setLocalDescription", "setRemoteDescription", "addIceCandidate"]) {
    const before = Peer.prototype[method];
    Peer.prototype[method] = function (...args) {
      const what = method + (args[0]?.type ? " " + args[0].type : "");
      mark(what + " called");
      return before.apply(this, args).then((value) => (mark(what + " done"), value));
    };
  }
  window.RTCPeerConnection = function (...args) {
    const pc = new Peer(...args);
    mark("peer connection created");
    pc.addEventListener("connectionstatechange", () => pc.connectionState === "connected" && mark("connected"));
    pc.addEventListener("track", () => mark("remote track"));
    return pc;
  };
  window.RTCPeerConnection.prototype = Peer.prototype;
})();`;

/** The steps a page took since `since` (ms after it), soonest first. */
const stepsSince = async (page: Page, since: number) =>
  Object.entries(await page.evaluate(() => (window as unknown as { __steps: Record<string, number> }).__steps ?? {}))
    .map(([name, at]) => [name, at - since] as const)
    .filter(([, after]) => after >= 0);

/** Each step's median (and slowest) time after the admission over the calls, soonest first. */
function stepMedians(calls: (readonly (readonly [string, number])[])[]): string {
  const byStep = new Map<string, number[]>();
  for (const steps of calls) for (const [name, after] of steps) byStep.set(name, [...(byStep.get(name) ?? []), after]);
  return [...byStep]
    .map(([name, values]) => [name, percentile(values, 50), Math.max(...values), values.length] as const)
    .sort((a, b) => a[1] - b[1])
    .map(([name, median, max, count]) => `    ${median.toFixed(0).padStart(5)} ms (max ${max.toFixed(0).padStart(4)})  ${name}${count < calls.length ? ` (${count} of ${calls.length} calls)` : ""}`)
    .join("\n");
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const summary = (values: number[]) => ({ p50: percentile(values, 50), p95: percentile(values, 95), max: Math.max(...values) });
const format = ({ p50, p95, max }: ReturnType<typeof summary>) => `p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${max.toFixed(0)} ms`;

/** Resolves (in the page) with the wall-clock time the first remote video frame is presented. */
const firstRemoteFrame = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const look = () => {
          const video = document.querySelector<HTMLVideoElement>("video[data-remote-video]");
          if (video) video.requestVideoFrameCallback(() => resolve(Date.now()));
          else setTimeout(look, 5);
        };
        look();
      }),
  );

/** Two peer connections in one page, connected directly: the cost of WebRTC itself on this machine. */
function baselineCall(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const started = performance.now();
    const media = await navigator.mediaDevices.getUserMedia({ audio: true, video: true });
    const [a, b] = [new RTCPeerConnection(), new RTCPeerConnection()];
    a.onicecandidate = ({ candidate }) => void (candidate && b.addIceCandidate(candidate));
    b.onicecandidate = ({ candidate }) => void (candidate && a.addIceCandidate(candidate));
    const video = document.createElement("video");
    video.muted = true;
    video.autoplay = true;
    document.body.append(video);
    const frame = new Promise<number>((resolve) => video.requestVideoFrameCallback(() => resolve(performance.now())));
    b.ontrack = ({ track }) => {
      const stream = (video.srcObject as MediaStream | null) ?? new MediaStream();
      stream.addTrack(track);
      video.srcObject = stream;
    };
    for (const track of media.getTracks()) a.addTrack(track);
    await a.setLocalDescription();
    await b.setRemoteDescription(a.localDescription!);
    await b.setLocalDescription();
    await a.setRemoteDescription(b.localDescription!);
    const elapsed = (await frame) - started;
    a.close();
    b.close();
    video.remove();
    media.getTracks().forEach((track) => track.stop());
    return elapsed;
  });
}

async function measure(browser: Browser, kind: "pglite" | "postgres") {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "atrium-bench-meeting-"));
  const database = `atrium_bench_meeting_${Date.now()}`;
  const psql = (command: string) => spawnSync("psql", [`${postgres}/postgres`, "-v", "ON_ERROR_STOP=1", "-qc", command], { encoding: "utf8" });
  if (kind === "postgres" && psql(`create database ${database}`).status !== 0) {
    console.log(`PostgreSQL at ${postgres} is not reachable: skipped`);
    return null;
  }
  const port = await freePort();
  const env = { ATRIUM_DATA_DIR: path.join(scratch, "data"), DATABASE_URL: kind === "postgres" ? `${postgres}/${database}` : "", BETTER_AUTH_SECRET: "bench-secret-that-is-long-enough-for-better-auth", AUTH_RATE_LIMIT: "off" };
  const demo = await cli(["demo:seed", "--port", String(port)], env);
  const [email, password] = ["admin:", "password:"].map((label) => new RegExp(`${label}\\s*(\\S+)`).exec(demo)![1]!);
  const server = await startServer(port, env);
  const origin = `http://localhost:${port}`;
  try {
    const admin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await admin.grantPermissions(["camera", "microphone"]);
    await admin.addInitScript(withNameHelper);
    await admin.addInitScript(stepRecorder);
    const headers = { origin };
    await admin.request.post(`${origin}/api/auth/sign-in/email`, { data: { email, password }, headers });
    const profile = (await (await admin.request.get(`${origin}/api/profile`)).json()) as { user_id: string };
    const allDay = [{ start: "00:00", end: "24:00" }];
    const type = (await (await admin.request.post(`${origin}/api/meeting-types`, { data: { name: "Bench call", duration_minutes: 15, host_user_ids: [profile.user_id], time_zone: "UTC", availability: { mon: allDay, tue: allDay, wed: allDay, thu: allDay, fri: allDay, sat: allDay, sun: allDay } }, headers })).json()) as { id: string };
    const slots = ((await (await admin.request.get(`${origin}/api/meetings/types/${type.id}/slots?from=${new Date().toISOString().slice(0, 10)}&days=2`)).json()) as { slots: string[] }).slots.slice(4);

    const host = await admin.newPage();
    await host.goto(`${origin}/admin/meetings`);
    await host.getByRole("heading", { level: 1, name: "Meetings" }).waitFor();
    const guestSide: number[] = [];
    const hostSide: number[] = [];
    const guestSteps: (readonly (readonly [string, number])[])[] = [];
    const hostSteps: (readonly (readonly [string, number])[])[] = [];
    let failed = 0;
    // One call first, not counted: the first build of each page's code and the camera's start.
    for (let call = 0; call <= calls; call++) {
      const name = `Guest ${call}`;
      const booked = (await (await admin.request.post(`${origin}/api/meetings/bookings`, { data: { meeting_type_id: type.id, scheduled_at: slots[call], customer_name: name, customer_email: `guest-${call}@example.com` }, headers })).json()) as { join_url: string };
      const visitor = await browser.newContext();
      await visitor.grantPermissions(["camera", "microphone"]);
      await visitor.addInitScript(withNameHelper);
      await visitor.addInitScript(stepRecorder);
      const guest = await visitor.newPage();
      await guest.goto(booked.join_url);
      await guest.getByRole("dialog", { name: "Waiting room" }).waitFor();
      const admit = host.getByRole("region", { name: "Waiting to be let in" }).getByRole("button", { name: `Admit: ${name}` });
      await admit.waitFor();
      const guestFrame = firstRemoteFrame(guest);
      const hostFrame = firstRemoteFrame(host);
      // The host page's steps of this call only.
      await host.evaluate(() => {
        const steps = (window as unknown as { __steps: Record<string, number> }).__steps;
        for (const name of Object.keys(steps)) delete steps[name];
      });
      // The clock starts when the page gets the click (not when Playwright begins to move the mouse).
      const clicked = admit.evaluate((button) => new Promise<number>((resolve) => button.addEventListener("click", () => resolve(Date.now()), { once: true, capture: true })));
      await admit.click();
      const admittedAt = await clicked;
      const noPicture = new Promise<null>((resolve) => setTimeout(() => resolve(null), 20_000));
      const frames = await Promise.race([Promise.all([guestFrame, hostFrame]), noPicture]);
      if (!frames) failed++;
      else if (call > 0) {
        guestSide.push(frames[0] - admittedAt);
        hostSide.push(frames[1] - admittedAt);
        guestSteps.push([...(await stepsSince(guest, admittedAt)), ["first remote frame", frames[0] - admittedAt]]);
        hostSteps.push([...(await stepsSince(host, admittedAt)), ["first remote frame", frames[1] - admittedAt]]);
      }
      await guest.getByRole("button", { name: "Leave the meeting" }).click();
      await guest.getByText("This meeting has ended.").waitFor();
      await host.getByRole("region", { name: "Video call" }).waitFor({ state: "detached" });
      await visitor.close();
    }
    const baseline: number[] = [];
    for (let round = 0; round <= calls; round++) {
      const elapsed = await baselineCall(host);
      if (round > 0) baseline.push(elapsed);
    }
    await admin.close();
    return { guest: summary(guestSide), host: summary(hostSide), baseline: summary(baseline), failed, guestSteps: stepMedians(guestSteps), hostSteps: stepMedians(hostSteps) };
  } finally {
    await server.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
    if (kind === "postgres") psql(`drop database if exists ${database} with (force)`);
  }
}

const browser = await launchBrowser(fakeMediaArgs);
try {
  for (const kind of kinds) {
    console.log(`\n${kind === "pglite" ? "PGlite (in-process bus)" : "PostgreSQL (LISTEN/NOTIFY bus)"}: ${calls} calls on loopback`);
    const figures = await measure(browser, kind);
    if (!figures) continue;
    console.log(`  admit → the guest sees the host:  ${format(figures.guest)}`);
    console.log(`  admit → the host sees the guest:  ${format(figures.host)}`);
    console.log(`  baseline (two connections in one page, no signalling): ${format(figures.baseline)}`);
    console.log(`  calls without a picture within 20 s: ${figures.failed}`);
    console.log(`  guest p95 / baseline p95: ${(figures.guest.p95 / figures.baseline.p95).toFixed(1)}x (target: p95 under 800 ms)`);
    console.log(`  where the guest's time goes (median and slowest after the admission):\n${figures.guestSteps}`);
    console.log(`  where the host's time goes:\n${figures.hostSteps}`);
  }
} finally {
  await browser.close();
}
