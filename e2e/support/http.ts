import http from "node:http";
import { testServer } from "./test-server";

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * A request to the test server (or the server on `port`) as if sent to `host` (fetch cannot set the
 * Host header, and names like acme.localhost need no DNS this way).
 */
export function request(host: string, path: string, options: { method?: string; headers?: Record<string, string>; json?: unknown; port?: number } = {}): Promise<HttpAnswer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: "127.0.0.1",
        port: options.port ?? testServer().port,
        path,
        method: options.method ?? (body ? "POST" : "GET"),
        headers: { host, ...(body ? { "content-type": "application/json" } : {}), ...options.headers },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}
