import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from "node:http";

/**
 * The security headers of every answer of the front server (issue 9), decided in one place.
 *
 * The page policy carries no nonce: a nonce would make each answer unique, and public pages are
 * cached and shared (decision 007). Instead `script-src` lists the SHA-256 of each inline script of
 * the page, computed once per render by the page front and kept with the cached page.
 */

/** Where other sites may frame us: nowhere by default; one path prefix may be opened later (the help widget). */
export interface FramingPolicy {
  /** Path prefix whose answers may be framed, e.g. "/widget/". */
  pathPrefix: string;
  /** CSP source list for `frame-ancestors` on that prefix, e.g. "https:". */
  ancestors: string;
}

export interface SecurityPolicy {
  embeddable?: FramingPolicy;
}

/** What the headers of one answer depend on. */
export interface Answer {
  pathname: string;
  https: boolean;
  contentType: string | undefined;
  /** `'sha256-…'` sources of the inline scripts of a page the front captured; absent for other answers. */
  scriptHashes?: readonly string[];
}

// Admins show images and videos from any host; video embeds (YouTube, Vimeo) load after consent
// into frames; section colours and hero animation use style attributes; fonts are self-hosted.
const pageDirectives = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' https: http: data: blob:",
  "media-src 'self' https: http: data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

// HTML the API writes itself (the reference at /api/docs): inline styles, no scripts at all.
const apiHtmlDirectives = ["default-src 'none'", "style-src 'unsafe-inline'", "img-src 'self' data:", "base-uri 'none'", "form-action 'none'"];

// Anything that is not HTML (JSON, scripts, styles, images, SVG opened on its own): it loads nothing.
const strictDirectives = ["default-src 'none'"];

const isHtml = (contentType: string | undefined) => /^\s*text\/html\b/i.test(contentType ?? "");

function frameAncestors(pathname: string, policy: SecurityPolicy): string | null {
  const { embeddable } = policy;
  return embeddable && pathname.startsWith(embeddable.pathPrefix) ? embeddable.ancestors : null;
}

/** The Content-Security-Policy of an answer. */
export function contentSecurityPolicy(answer: Answer, policy: SecurityPolicy = {}): string {
  const ancestors = frameAncestors(answer.pathname, policy) ?? "'none'";
  let directives = strictDirectives;
  if (isHtml(answer.contentType)) {
    const isApi = answer.pathname === "/api" || answer.pathname.startsWith("/api/");
    directives = isApi ? apiHtmlDirectives : [`script-src ${["'self'", ...(answer.scriptHashes ?? [])].join(" ")}`, ...pageDirectives];
  }
  return [...directives, `frame-ancestors ${ancestors}`].join("; ");
}

/** Every security header of an answer, by lower-case name. */
export function securityHeadersFor(answer: Answer, policy: SecurityPolicy = {}): Record<string, string> {
  const headers: Record<string, string> = {
    "content-security-policy": contentSecurityPolicy(answer, policy),
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "cross-origin-opener-policy": "same-origin",
  };
  // For browsers that predate frame-ancestors; left out where framing is allowed.
  if (frameAncestors(answer.pathname, policy) === null) headers["x-frame-options"] = "DENY";
  // Only over https: sent over http it would be ignored, and on localhost it would pin the scheme.
  if (answer.https) headers["strict-transport-security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

// Script types a browser runs (HTML: JavaScript MIME types, "module", and the inline JSON it
// checks against script-src too); any other type is a data block, like JSON-LD, and runs nothing.
const executableTypes = new Set([
  "",
  "module",
  "importmap",
  "speculationrules",
  ...["application/ecmascript", "application/javascript", "application/x-ecmascript", "application/x-javascript", "text/ecmascript", "text/javascript", "text/jscript", "text/livescript", "text/x-ecmascript", "text/x-javascript"],
  ...["1.0", "1.1", "1.2", "1.3", "1.4", "1.5"].map((version) => `text/javascript${version}`),
]);

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = match[1]!.toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

/**
 * The `'sha256-…'` sources of a page's inline scripts that run (Next's `self.__next_f.push(…)`
 * chunks, React's inline helpers), once each, in page order. Script text is raw in HTML: it ends
 * at the first `</script` and character references are not decoded; the browser hashes it as UTF-8
 * after turning CR LF into LF, as here.
 *
 * The page's bytes are searched through a one-byte (latin1) view, so positions are byte offsets:
 * decoding a whole page as UTF-8 cost more than hashing its scripts (about 0.8 ms for the home
 * page's 210 KB). The markup searched for is ASCII, and bytes of multi-byte characters are never
 * ASCII; a tag's attributes are decoded as UTF-8 and a script's bytes are hashed as they are.
 */
export function inlineScriptHashes(html: string | Buffer): string[] {
  const bytes = typeof html === "string" ? Buffer.from(html, "utf8") : html;
  const view = bytes.toString("latin1");
  const hashes = new Set<string>();
  // Two searches rather than one pattern with a lazy `[\s\S]*?` body, which costs a backtracking
  // step per character of the page's scripts (about 127 KB of Next's payload on the home page).
  const opening = /<script\b([^>]*)>/gi;
  const closing = /<\/script[\s/>]/gi;
  for (let match = opening.exec(view); match; match = opening.exec(view)) {
    closing.lastIndex = opening.lastIndex;
    const end = closing.exec(view);
    if (!end) break;
    const script = bytes.subarray(opening.lastIndex, end.index);
    const tagEnd = opening.lastIndex - 1;
    opening.lastIndex = closing.lastIndex;
    const attributes = attributesOf(bytes.toString("utf8", tagEnd - match[1]!.length, tagEnd));
    const type = (attributes.get("type") ?? "").trim().toLowerCase().split(";")[0]!.trim();
    if (attributes.has("src") || !executableTypes.has(type)) continue;
    const hash = createHash("sha256");
    // CR (0x0D) is never part of a multi-byte character: bytes without one are the text as hashed.
    if (script.includes(0x0d)) hash.update(script.toString("utf8").replace(/\r\n?/g, "\n"), "utf8");
    else hash.update(script);
    hashes.add(`'sha256-${hash.digest("base64")}'`);
  }
  return [...hashes];
}

// The hashes of the page being sent on a response, handed over by the page front.
const pageHashes = new WeakMap<ServerResponse, readonly string[]>();

/** Tells the headers of `response` that it carries a page with these inline script hashes. */
export function attachScriptHashes(response: ServerResponse, hashes: readonly string[]): void {
  pageHashes.set(response, hashes);
}

/** Moves headers given to writeHead(status, [message], headers) onto the response, so they can be seen. */
function foldWriteHeadHeaders(response: ServerResponse, args: unknown[]): unknown[] {
  const index = args.findIndex((arg) => typeof arg === "object" && arg !== null);
  if (index < 0) return args;
  const headers = args[index] as OutgoingHttpHeaders | OutgoingHttpHeader[];
  if (Array.isArray(headers)) {
    // Node's flat form: [name, value, name, value, …]; a repeated name adds a value.
    const seen = new Set<string>();
    for (let i = 0; i + 1 < headers.length; i += 2) {
      const name = String(headers[i]).toLowerCase();
      const value = headers[i + 1] as OutgoingHttpHeader;
      if (seen.has(name)) response.appendHeader(name, value as string | string[]);
      else response.setHeader(name, value);
      seen.add(name);
    }
  } else {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value);
  }
  return args.slice(0, index);
}

/**
 * Adds the security headers to whatever answers `request`, just before its headers go out: Next,
 * the API, build assets and the front's own answers alike. Also `Cache-Control: no-store` on an API
 * answer or an answer setting a cookie that did not choose its own caching: those are private.
 */
export function applySecurityHeaders(request: IncomingMessage, response: ServerResponse, policy: SecurityPolicy = {}): void {
  const pathname = (request.url ?? "/").split("?", 1)[0]!;
  // Set by applyForwardingPolicy from the socket, or from the trusted proxy's hop.
  const https = request.headers["x-forwarded-proto"] === "https";
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, statusCode: number, ...args: unknown[]) {
    const rest = foldWriteHeadHeaders(this, args);
    const answer = { pathname, https, contentType: this.getHeader("content-type")?.toString(), scriptHashes: pageHashes.get(this) };
    for (const [name, value] of Object.entries(securityHeadersFor(answer, policy))) this.setHeader(name, value);
    const isApi = pathname === "/api" || pathname.startsWith("/api/");
    if (!this.hasHeader("cache-control") && (isApi || this.hasHeader("set-cookie"))) this.setHeader("cache-control", "no-store");
    return (writeHead as (...all: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  } as ServerResponse["writeHead"];
}
