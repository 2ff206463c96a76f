import http from "node:http";
import cluster from "node:cluster";
import { AggregatorRegistry, Counter, Gauge, Histogram, collectDefaultMetrics, register } from "prom-client";
import { backgroundTasksUnderWay } from "./background";
import { openedDatabase } from "./db/client";
import { openEventStreams } from "./http/event-stream";
import { perProcess } from "./per-process";

/**
 * Prometheus metrics (prom-client), served on a private port (METRICS_PORT, on METRICS_HOST) and
 * never on the public one: requests by route and status, render time, page cache hits and misses,
 * the database pool, open event streams, background tasks, and Node's own (memory, event loop).
 * Under the cluster (`ATRIUM_PROCESSES`) the primary answers with every process's figures added up.
 */
export const metrics = perProcess("metrics", () => {
  collectDefaultMetrics({ prefix: "atrium_" });
  // A worker answers the primary's requests for its figures (prom-client's cluster messages).
  if (cluster.isWorker) new AggregatorRegistry();
  new Gauge({ name: "atrium_event_streams_open", help: "Event streams this process holds open", collect() { this.set(openEventStreams()); } });
  new Gauge({ name: "atrium_background_tasks", help: "Work started after an answer went out, not yet finished", collect() { this.set(backgroundTasksUnderWay()); } });
  new Gauge({
    name: "atrium_db_pool_connections",
    help: "PostgreSQL pool connections by state (total, idle, waiting: requests waiting for one)",
    labelNames: ["state"],
    async collect() {
      const stats = (await openedDatabase()?.catch(() => undefined))?.pool?.();
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });
  return {
    requests: new Counter({ name: "atrium_http_requests_total", help: "Answered requests by route kind and status", labelNames: ["route", "status"] }),
    renderSeconds: new Histogram({ name: "atrium_page_render_seconds", help: "Time to render a public page or site file (a cache miss)", buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5] }),
    pageCache: new Counter({ name: "atrium_page_cache_total", help: "Public page answers by cache result (HIT, MISS: rendered and kept, BYPASS: rendered, not kept)", labelNames: ["result"] }),
  };
});

/**
 * A bounded label for a request: `api:<first segment>` for the API (`api:unknown` when it answered
 * 404, so made-up paths add no series), `asset`, or `page` (pages and site files).
 */
export function routeLabel(url: string, status: number): string {
  const path = url.split("?", 1)[0]!;
  if (path.startsWith("/_next/")) return "asset";
  const api = /^\/api\/([a-z-]{1,32})(?:\/|$)/.exec(path);
  if (api) return status === 404 ? "api:unknown" : `api:${api[1]}`;
  return path.startsWith("/api") ? "api:unknown" : "page";
}

/** Counts an answered request (the front calls it as each response finishes). */
export function countRequest(url: string, status: number, cacheResult: string | undefined): void {
  metrics.requests.inc({ route: routeLabel(url, status), status: String(status) });
  if (cacheResult) metrics.pageCache.inc({ result: cacheResult });
}

/** Serves `/metrics` on `port` and `host`: this process's figures, or (`ofCluster`, a cluster's primary) every worker's added up. */
export function serveMetrics(port: number, host: string, { ofCluster = false } = {}): http.Server {
  const aggregate = ofCluster ? new AggregatorRegistry() : undefined;
  return http
    .createServer((request, response) => {
      if (request.url !== "/metrics") return void response.writeHead(404).end();
      const body = aggregate ? aggregate.clusterMetrics() : register.metrics();
      body.then(
        (text) => response.writeHead(200, { "content-type": register.contentType }).end(text),
        (error: Error) => response.writeHead(500, { "content-type": "text/plain" }).end(`${error.message}\n`),
      );
    })
    .listen(port, host);
}
