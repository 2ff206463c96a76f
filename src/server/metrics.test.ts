import { describe, expect, it } from "vitest";
import { countRequest, metrics, routeLabel, serveMetrics } from "./metrics";

describe("Prometheus metrics on a private port", () => {
  it("label requests by a bounded route: the API's first segment, unknown paths as one", () => {
    expect(routeLabel("/api/template-sections/abc?x=1", 200)).toBe("api:template-sections");
    expect(routeLabel("/api/made-up-thing", 404)).toBe("api:unknown");
    expect(routeLabel("/api/%00weird", 400)).toBe("api:unknown");
    expect(routeLabel("/_next/static/islands/a.js", 200)).toBe("asset");
    expect(routeLabel("/blog/page/2", 200)).toBe("page");
  });

  it("serve requests by route and status, cache results, render times and the process's own figures", async () => {
    countRequest("/api/menu-items", 200, undefined);
    countRequest("/", 200, "HIT");
    countRequest("/", 200, "MISS");
    metrics.renderSeconds.observe(0.02);
    const server = serveMetrics(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as { port: number };
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(answer.status).toBe(200);
      const text = await answer.text();
      expect(text).toContain('atrium_http_requests_total{route="api:menu-items",status="200"} 1');
      expect(text).toContain('atrium_page_cache_total{result="HIT"} 1');
      expect(text).toContain("atrium_page_render_seconds_count 1");
      expect(text).toContain("atrium_event_streams_open 0");
      expect(text).toContain("atrium_process_resident_memory_bytes");
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
