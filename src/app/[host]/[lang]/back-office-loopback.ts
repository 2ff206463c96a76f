import { request } from "node:http";

/**
 * The transport of back-office-api.ts: a GET to this server's API over loopback, sent as the
 * page's own request. Node's fetch (undici) would not send our Host header, hence node:http.
 */

/**
 * What a page's request hands on to its loopback call: its Host (the same organization), its
 * cookie (the same session) and the scheme and client the front settled for it
 * (forwarded-headers.ts). The front sets those two again on the loopback call, from its socket,
 * unless it trusts a proxy (TRUST_PROXY_HEADERS=on): then it keeps them, so that behind https the
 * API looks for the same `__Secure-` cookie the browser sent. The rest (Next's RSC headers,
 * Accept-Encoding…) stays behind.
 */
const handedOn = ["host", "cookie", "x-forwarded-proto", "x-forwarded-for"] as const;

/** The headers of the loopback call for a page's request headers. */
export function loopbackHeaders(incoming: Headers): Record<string, string> {
  const out: Record<string, string> = { accept: "application/json" };
  for (const name of handedOn) {
    const value = incoming.get(name);
    if (value) out[name] = value;
  }
  return out;
}

export interface LoopbackReply {
  status: number;
  /** The parsed JSON body; null when empty. */
  body: unknown;
}

/** How long a page waits for the API before it fails. */
const timeoutMs = 30_000;

/** GET `/api{path}` on 127.0.0.1:`port`, with the headers of the page's request `incoming`. */
export function readOverLoopback(path: string, incoming: Headers, port: number): Promise<LoopbackReply> {
  const target = `/api${path}`;
  return new Promise<LoopbackReply>((resolve, reject) => {
    const call = request({ host: "127.0.0.1", port, method: "GET", path: target, headers: loopbackHeaders(incoming), timeout: timeoutMs }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        try {
          resolve({ status: response.statusCode ?? 500, body: text ? JSON.parse(text) : null });
        } catch {
          reject(new Error(`GET ${target} answered ${response.statusCode} with a body that is not JSON`));
        }
      });
    });
    call.on("timeout", () => call.destroy(new Error(`GET ${target} did not answer within ${timeoutMs / 1000} s`)));
    call.on("error", reject);
    call.end();
  });
}
