import type http from "node:http";
import { isIPv6 } from "node:net";
import type { Duplex } from "node:stream";
import { securityHeadersFor } from "./security-headers";

/**
 * Requests the front answers itself before Next sees them, because Next would answer them with a
 * 500 or not at all: a method nobody serves, a NUL character, a path escape that does not decode,
 * a Host header that names no host.
 */

export const allowedMethods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const allow = allowedMethods.join(", ");

export type Refusal = { status: 400 | 405; message: string } | { status: 308; location: string };

/** Whether the path of a request URL decodes: "%E0%A4%A" names nothing, and Next answers such a path with a 500. */
export function pathDecodes(url: string): boolean {
  const path = url.split("?", 1)[0] ?? "";
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

// host[:port]: DNS labels (underscores too, as in some internal names), an IPv4 address, or an IPv6
// address in brackets; at most one trailing dot (the fully qualified form of a name).
const hostPattern = /^(?:([a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*)(\.?)|\[([0-9a-f:.]+)\])(?::(\d{1,5}))?$/i;

/** The host without its trailing dot, whether it had one, or null when the Host header is no host[:port]. */
export function parseHost(host: string | undefined): { host: string; trailingDot: boolean } | null {
  const match = hostPattern.exec(host ?? "");
  if (!match) return null;
  const [, name, dot, ipv6, port] = match;
  if ((name && name.length > 253) || (ipv6 && !isIPv6(ipv6)) || (port && Number(port) > 65535)) return null;
  const bare = name !== undefined ? name : `[${ipv6}]`;
  return { host: port ? `${bare}:${port}` : bare, trailingDot: dot === "." };
}

/** What the front answers instead of Next, or null to let the request through. */
export function refusalOf(request: { method?: string; url?: string; headers: http.IncomingHttpHeaders }): Refusal | null {
  const url = request.url ?? "/";
  if (!(allowedMethods as readonly string[]).includes(request.method ?? "")) return { status: 405, message: `Method Not Allowed: use ${allow}.` };
  // %00 decodes to NUL, which no path or parameter of ours can hold (and which breaks file and database calls).
  if (url.includes("\0") || /%00/.test(url)) return { status: 400, message: "Bad Request: the address contains a NUL character." };
  if (!pathDecodes(url)) return { status: 400, message: "Bad Request: the address contains an invalid escape (%)." };
  const host = parseHost(request.headers.host);
  if (!host) return { status: 400, message: "Bad Request: the Host header is missing or is not a valid host name." };
  if (host.trailingDot) {
    // "example.com." is the same site as "example.com", but cookies, the organization's hosts and
    // the page cache all know the name without the dot: send browsers there, refuse the rest.
    const isPage = (request.method === "GET" || request.method === "HEAD") && !url.startsWith("/api/");
    if (!isPage) return { status: 400, message: "Bad Request: use the host name without its trailing dot." };
    const scheme = request.headers["x-forwarded-proto"] === "https" ? "https" : "http";
    return { status: 308, location: `${scheme}://${host.host}${url}` };
  }
  return null;
}

/** Answers a request the front refuses; true when it did. Security headers come from applySecurityHeaders. */
export function refuseBadRequest(request: http.IncomingMessage, response: http.ServerResponse): boolean {
  const refusal = refusalOf(request);
  if (!refusal) return false;
  if (refusal.status === 308) {
    response.writeHead(308, { location: refusal.location, "content-type": "text/plain; charset=utf-8" }).end(`Moved to ${refusal.location}\n`);
    return true;
  }
  const headers = { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...(refusal.status === 405 ? { allow } : {}) };
  response.writeHead(refusal.status, headers).end(`${refusal.message}\n`);
  return true;
}

const reasons: Record<number, string> = { 400: "Bad Request", 405: "Method Not Allowed", 408: "Request Timeout", 413: "Content Too Large", 431: "Request Header Fields Too Large" };

/** A whole HTTP/1.1 answer, for requests Node does not hand to the request handler. */
function rawAnswer(status: number, message: string, extra: Record<string, string> = {}): string {
  const body = `${message}\n`;
  const headers = {
    ...securityHeadersFor({ pathname: "/", https: false, contentType: "text/plain" }),
    "content-type": "text/plain; charset=utf-8",
    "cache-control": "no-store",
    "content-length": String(Buffer.byteLength(body)),
    connection: "close",
    ...extra,
  };
  return `HTTP/1.1 ${status} ${reasons[status]}\r\n${Object.entries(headers).map(([name, value]) => `${name}: ${value}`).join("\r\n")}\r\n\r\n${body}`;
}

/** CONNECT reaches the server's "connect" event, not its handler; without a listener Node drops the connection. */
export function refuseConnect(_request: http.IncomingMessage, socket: Duplex): void {
  socket.end(rawAnswer(405, `Method Not Allowed: use ${allow}.`, { allow }));
}

/**
 * Requests Node's parser refuses ("clientError"). Node answers them 400 by itself, but a listener
 * replaces that, so this keeps Node's answers (431, 413, 408, 400) and says 405 for a method its
 * parser does not know (TRACK, anything made up).
 */
export function answerUnparsable(error: Error & { code?: string }, socket: Duplex): void {
  // The same guard as Node's: nothing can be written once an answer has started on this socket.
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent) return void socket.destroy();
  const answers: Record<string, [number, string, Record<string, string>?]> = {
    HPE_INVALID_METHOD: [405, `Method Not Allowed: use ${allow}.`, { allow }],
    HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large."],
    HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, "Content Too Large."],
    ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout."],
  };
  const [status, message, extra] = answers[error.code ?? ""] ?? [400, "Bad Request: the request could not be read."];
  socket.end(rawAnswer(status, message, extra));
}
