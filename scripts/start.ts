import { spawnSync } from "node:child_process";
import cluster from "node:cluster";
import fs from "node:fs";
import os from "node:os";
import http from "node:http";
import type { Socket } from "node:net";
import { register } from "node:module";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import next from "next";
import { env } from "@/env";
import { isBackOfficePath } from "@/lib/back-office";
import { islandsDir, islandsManifestName, islandsUrl } from "@/lib/islands";
import { DatabaseLockedError, lockOwner } from "@/server/db/lock";
import { applyForwardingPolicy } from "@/server/http/forwarded-headers";
import { answerWithRequestId } from "@/server/http/request-log";
import { endEventStreams } from "@/server/http/event-stream";
import { sharedPageStore } from "@/server/http/page-store";
import { isDraining, markDraining } from "@/server/lifecycle";
import { log } from "@/server/log";
import { countRequest, metrics, serveMetrics } from "@/server/metrics";
import { createPageFront } from "@/server/http/page-front";
import { createApiFront } from "@/server/http/api-front";
import { answerUnparsable, refuseBadRequest, refuseConnect } from "@/server/http/request-hygiene";
import { applySecurityHeaders } from "@/server/http/security-headers";
import { createStaticAssets } from "@/server/http/static-assets";
import { buildIslands } from "./build-islands";
import { nextDevProxy } from "./dev-proxy";
import { isFirstProcess, reportReady, runProcesses } from "./processes";

/**
 * npm start: refuse a data directory another server holds, build when the build is missing or
 * older than the sources, then serve Next from our own HTTP server: client-sent forwarding
 * headers are never trusted (forwarded-headers.ts), every answer carries the security headers
 * (security-headers.ts), requests Next would answer with a 500 get a 400, 405 or 308 of ours
 * (request-hygiene.ts), public pages are cached per host and URL (page-front.ts) and build
 * assets go out Brotli-compressed (static-assets.ts). Each request gets an id, answered in
 * X-Request-Id and on the JSON log lines logged meanwhile (request-log.ts, log.ts).
 */
const root = process.cwd();
const buildId = path.join(root, ".next", "BUILD_ID");
// Atrium runs offline-first: no telemetry calls from the build or the server.
process.env.NEXT_TELEMETRY_DISABLED = "1";

function newestSource(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestSource(path.join(entry, name))));
}

function buildIsCurrent(): boolean {
  const islands = fs.statSync(path.join(root, islandsDir(), islandsManifestName), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const built = Math.min(islands, fs.statSync(buildId, { throwIfNoEntry: false })?.mtimeMs ?? 0);
  const sources = ["src", "public", "next.config.ts", "package-lock.json", "postcss.config.mjs"].map((entry) => newestSource(path.join(root, entry)));
  return built > Math.max(...sources);
}

const { DATABASE_URL, ATRIUM_DATA_DIR, PORT, TRUST_PROXY_HEADERS, PAGE_RENDER_SLOTS, ATRIUM_DEV_NEXT_URL, ATRIUM_PROCESSES, ATRIUM_SHUTDOWN_SECONDS, ATRIUM_DRAIN_SECONDS, METRICS_PORT, METRICS_HOST } = env();
// Under `npm run dev` (scripts/dev.ts) `next dev` serves the back office in its own process.
const devNext = ATRIUM_DEV_NEXT_URL ? nextDevProxy(new URL(ATRIUM_DEV_NEXT_URL)) : null;
// PGlite has one owner; on PostgreSQL every core serves (ATRIUM_PROCESSES, scripts/processes.ts).
const processes = DATABASE_URL && !devNext ? (ATRIUM_PROCESSES ?? os.availableParallelism()) : 1;
if (cluster.isPrimary && !DATABASE_URL) {
  const lockPath = path.resolve(ATRIUM_DATA_DIR, "pglite.lock");
  const owner = lockOwner(lockPath);
  if (owner !== undefined) {
    console.error(`\n${new DatabaseLockedError(lockPath, owner).message}\n`);
    process.exit(1);
  }
}

if (devNext) await buildIslands();
else if (cluster.isPrimary && !buildIsCurrent()) {
  console.log("Building Atrium (first start, or the sources changed)…");
  const build = spawnSync(path.join(root, "node_modules", ".bin", "next"), ["build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (build.status !== 0) process.exit(build.status ?? 1);
  await buildIslands();
}

if (cluster.isPrimary && processes > 1) {
  runProcesses(processes);
  // The cluster's figures, every worker's added up (the workers keep no port of their own).
  if (METRICS_PORT) serveMetrics(METRICS_PORT, METRICS_HOST, { ofCluster: true });
} else {
  serve();
  // A worker's figures are asked for by its primary; a lone process answers on its own.
  if (METRICS_PORT && cluster.isPrimary) serveMetrics(METRICS_PORT, METRICS_HOST);
}

/** One Atrium server process: the front, the API and Next's back office on PORT. */
function serve(): void {
  const trustProxy = TRUST_PROXY_HEADERS === "on";
  let stopPeriodicJobs = () => {};
  type Serve = (request: http.IncomingMessage, response: http.ServerResponse) => Promise<unknown>;

  /**
   * Next prepared (the back office), the public renderer and the API loaded and the start-up done
   * (database migrated, demo created, the banner printed: `boot()`). The port opens before: requests
   * wait for this, and the banner always comes after "Listening".
   */
  async function prepare(): Promise<Serve> {
    const handle = devNext?.handle ?? (await preparedNext());
    // Under `npm run dev` the front serves only the islands; Next's own assets are next dev's.
    const serveAsset = devNext ? createStaticAssets(path.join(root, islandsDir()), `${islandsUrl}/`) : createStaticAssets(path.join(root, ".next", "static"));
    // Every public page comes from the public renderer, for everyone (docs/decisions/034): its modules
    // are loaded with the hooks that turn client components into islands. Next serves the back office.
    register("../src/server/islands/loader-hooks.mjs", import.meta.url);
    const { renderPublicPage } = await import("@/site/render");
    // The site's files (sitemaps, robots.txt, feeds) are the renderer's too, cached and compressed like pages.
    const { isSiteFile, siteFile } = await import("@/site/files");
    const renderPublic = async (host: string, pathname: string) => (isSiteFile(pathname) ? siteFile(host, pathname) : renderPublicPage(host, pathname));
    // The API (Hono, better-auth inside it) is answered here, not through Next's router, which cost
    // most of each call's time (issue 30). Next keeps the Request and Response it patches its own.
    const { createApi } = await import("@/api/app");
    // Site search, the same for everyone, is kept and revalidated like a page (api-front.ts).
    const serveApi = createApiFront(sharedPageStore(), getRequestListener(createApi().fetch, { overrideGlobalObjects: false }));
    await (await import("@/modules/demo/boot.server")).boot({ banner: isFirstProcess() });
    // What other processes change reaches this one's caches (docs/decisions/039).
    await (await import("@/server/coherence")).listenForAnnouncements();
    // Clean-ups, done once an hour for the whole installation by whichever process claims them (docs/decisions/039).
    const [{ startPeriodicJobs }, { installationJobs }] = await Promise.all([import("@/server/jobs/periodic"), import("@/modules/housekeeping/housekeeping.service")]);
    stopPeriodicJobs = startPeriodicJobs(installationJobs);
    reportReady();
    const onRender = METRICS_PORT ? (seconds: number) => metrics.renderSeconds.observe(seconds) : undefined;
    const servePage = createPageFront(sharedPageStore(), handle, { renderSlots: PAGE_RENDER_SLOTS, renderPublic, isNextPage: isBackOfficePath, isPublicFile: isSiteFile, onRender });
    return async (request, response) => {
      if (await serveAsset(request, response)) return;
      if (isApiRequest(request.url)) return serveApi(request, response);
      return servePage(request, response);
    };
  }

  async function preparedNext(): Promise<(request: http.IncomingMessage, response: http.ServerResponse) => Promise<void>> {
    const app = next({ dev: false, dir: root, port: PORT });
    await app.prepare();
    return app.getRequestHandler();
  }

  const isApiRequest = (url = "/") => url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");

  const server = http.createServer((request, response) => {
    applyForwardingPolicy(request.headers, { remoteAddress: request.socket.remoteAddress, encrypted: "encrypted" in request.socket }, trustProxy);
    answerWithRequestId(request, response, trustProxy, () => {
      applySecurityHeaders(request, response);
      if (refuseBadRequest(request, response)) return;
      // A stopping process answers what it already holds and asks the client to go elsewhere next.
      if (isDraining()) response.setHeader("connection", "close");
      if (METRICS_PORT) response.once("finish", () => countRequest(request.url ?? "/", response.statusCode, response.getHeader("x-atrium-cache") as string | undefined));
      void ready.then((serve) => serve(request, response));
    });
  });
  // An idle kept-alive connection stays open longer than the clients that reuse one keep it (nginx's
  // upstream keepalive and load balancers: 60 s). With Node's 5 s, a client could send on a connection
  // the server was closing at that moment and get a reset (a journey's PATCH did); a stopping server
  // closes idle connections at once all the same.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // Connections that never sent a request (a browser's preconnect, a balancer's spare one): Node's
  // closeIdleConnections leaves them open, so that a stopping server waited for them to its deadline.
  const unused = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    unused.add(socket);
    socket.once("close", () => unused.delete(socket));
  });
  server.on("request", (request: http.IncomingMessage) => unused.delete(request.socket));
  const closeIdleConnections = () => {
    server.closeIdleConnections();
    for (const socket of unused) socket.destroy();
  };
  server.on("connect", refuseConnect);
  if (devNext) server.on("upgrade", devNext.upgrade);
  server.on("clientError", answerUnparsable);
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EADDRINUSE") log().fatal(`Port ${PORT} is in use: stop what holds it, or set PORT.`);
    else log().fatal({ err: error }, "the server's port failed");
    process.exit(1);
  });
  server.listen(PORT, () => isFirstProcess() && console.log(`Listening on http://localhost:${PORT}`));
  const ready = prepare();
  ready.catch((error: unknown) => {
    log().fatal({ err: error }, "the server could not start");
    process.exit(1);
  });

  /**
   * Graceful shutdown (SIGTERM, SIGINT): readiness fails; for ATRIUM_DRAIN_SECONDS the process still
   * serves, each answer closing its connection, until the balancer has noticed (closing the port and
   * idle kept-alive connections at once races with requests it is sending there: `npm run
   * bench:rolling` saw them fail); then the port takes no new connection, event
   * streams end with a retry hint (browsers reconnect elsewhere), requests in flight finish, within
   * ATRIUM_SHUTDOWN_SECONDS; then the background work, the database and Redis are closed.
   */
  async function shutDown(): Promise<void> {
    if (isDraining()) return;
    markDraining();
    if (ATRIUM_DRAIN_SECONDS > 0) await new Promise((resolve) => setTimeout(resolve, ATRIUM_DRAIN_SECONDS * 1000));
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    await endEventStreams();
    // A kept-alive connection goes as soon as it is idle (a finished request, an ended stream), not after its keep-alive timeout.
    const closeIdle = setInterval(closeIdleConnections, 100);
    closeIdleConnections();
    const deadline = setTimeout(() => server.closeAllConnections(), ATRIUM_SHUTDOWN_SECONDS * 1000);
    await closed;
    clearInterval(closeIdle);
    clearTimeout(deadline);
    stopPeriodicJobs();
    const [{ settleBackground }, { closeDatabase }, { closeRedis }] = await Promise.all([import("@/server/background"), import("@/server/db/client"), import("@/server/redis")]);
    await settleBackground();
    // The other processes wait no more for this one's acknowledgements.
    await (await import("@/server/coherence")).stopListening();
    await Promise.all([closeDatabase(), closeRedis()]);
    process.exit(0);
  }
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void shutDown());
}
