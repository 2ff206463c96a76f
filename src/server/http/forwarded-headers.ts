import type { IncomingHttpHeaders } from "node:http";

const forwardedHeaders = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "forwarded", "x-real-ip"];

function lastEntry(value: string | string[] | undefined): string | undefined {
  const joined = Array.isArray(value) ? value.join(",") : value;
  return joined?.split(",").map((part) => part.trim()).filter(Boolean).at(-1);
}

/**
 * Who is really calling. Next fills X-Forwarded-* only when the client has not, so without this
 * a client could name any address (and dodge the sign-in rate limit) or claim https.
 * - Not behind a proxy: every forwarding header the client sent is dropped and replaced by the
 *   socket's own address and scheme.
 * - Behind one trusted proxy: only the hop that proxy added (the last entry) is kept.
 * A back-office page's read over loopback (src/app/[host]/[lang]/back-office-loopback.ts) hands on
 * what this settled for the page's request, so it gets the same scheme (and so the same session
 * cookie's name) either way: http from its socket, or the proxy's hop kept.
 */
export function applyForwardingPolicy(
  headers: IncomingHttpHeaders,
  socket: { remoteAddress?: string; encrypted?: boolean },
  trustProxy: boolean,
): void {
  if (trustProxy) {
    const client = lastEntry(headers["x-forwarded-for"]) ?? socket.remoteAddress;
    const proto = lastEntry(headers["x-forwarded-proto"]);
    if (client) headers["x-forwarded-for"] = client;
    if (proto) headers["x-forwarded-proto"] = proto;
    return;
  }
  for (const name of forwardedHeaders) delete headers[name];
  if (socket.remoteAddress) headers["x-forwarded-for"] = socket.remoteAddress;
  headers["x-forwarded-proto"] = socket.encrypted ? "https" : "http";
}
