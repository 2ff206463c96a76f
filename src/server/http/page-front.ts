import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { unexpectedErrorMessage } from "./errors";
import { compressBoth, compressOne, etagOf, preferredEncoding } from "./compression";
import type { CachedPage } from "./page-cache";
import type { PageStore } from "./page-store";
import { normalizedPageUrl } from "./page-query";
import { pageRenders, type PageRender } from "./page-render";
import { attachScriptHashes, inlineScriptHashes } from "./security-headers";
import { log } from "@/server/log";

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void;

/** A public page as the renderer answers it: the page, the site's 404 page, or its error page. */
export interface PublicPage {
  status: number;
  /** The page's HTML, or a site file's text (see `contentType`). */
  html: Buffer | string;
  /** The type of a site file (sitemap, feed, robots.txt); HTML when absent. */
  contentType?: string;
  /** Where a redirect (status 301 or 308) sends the visitor: a site path. */
  location?: string;
}

/**
 * The public renderer (docs/decisions/034): every page a visitor can open, for everyone (visitor,
 * member or admin get the same HTML), or null for a page of the back office, which Next serves.
 */
export type PublicRenderer = (host: string, pathname: string) => Promise<PublicPage | null>;

// Headers of a render that must not be replayed to other visitors, or that the cache sets itself.
const perResponse = new Set(["content-length", "content-encoding", "transfer-encoding", "date", "connection", "keep-alive", "vary", "cache-control", "etag", "x-request-id"]);
// Set by the front on each request before a page is looked for (request-log.ts): never kept, never dropped.
const perRequest = new Set(["x-request-id"]);

/** Addresses of pages: not the API, build assets or files of public/ (a name with an extension; page slugs have none). */
function isPagePath(url: string): boolean {
  return !url.startsWith("/api/") && !url.startsWith("/_next/") && !/\.[a-z0-9]+$/i.test(url.split("?")[0]!);
}

/** Next's client router asking for a page's payload (a navigation or a prefetch in the back office). */
function isRouterRequest(request: IncomingMessage): boolean {
  const headers = request.headers;
  return Boolean(headers.rsc || headers["next-router-prefetch"] || headers["next-action"]) || /[?&]_rsc=/.test(request.url ?? "/");
}

/** Whether a path (without query) is one of the site's files the public renderer answers (sitemaps, feeds, robots.txt). */
type IsPublicFile = (pathname: string) => boolean;

/** Pages, and the site's files, which the front renders and caches alike. */
const isPublicPath = (url: string, isPublicFile: IsPublicFile) => isPagePath(url) || isPublicFile(url.split("?", 1)[0]!);

/**
 * Requests for a page's HTML or a site file (GET, and HEAD, answered like GET without the body).
 * Next's client-side navigation (RSC) passes by, like everything that is not a page.
 */
function isPageRequest(request: IncomingMessage, isPublicFile: IsPublicFile): boolean {
  const url = request.url ?? "/";
  if ((request.method !== "GET" && request.method !== "HEAD") || !isPublicPath(url, isPublicFile)) return false;
  return !isRouterRequest(request);
}

/**
 * POST, PUT, PATCH or DELETE to a page: Next would render the page for it, uncached, each time
 * (a way around the cache). Pages take none; a Server Action would carry Next-Action and passes.
 */
function isWriteToPage(request: IncomingMessage, isPublicFile: IsPublicFile): boolean {
  return ["POST", "PUT", "PATCH", "DELETE"].includes(request.method ?? "") && !request.headers["next-action"] && isPublicPath(request.url ?? "/", isPublicFile);
}

/** A page to send: a cached one has every encoding; one that is not kept only the one its request accepts. */
type Sendable = Omit<CachedPage, "tags" | "br" | "gzip"> & Partial<Pick<CachedPage, "br" | "gzip">>;

function send(request: IncomingMessage, response: ServerResponse, page: Sendable, state: "HIT" | "MISS" | "BYPASS", cacheControl: string) {
  const preferred = preferredEncoding(request.headers["accept-encoding"]);
  const encoding = preferred !== "identity" && page[preferred] ? preferred : "identity";
  const body = encoding === "identity" ? page.body : page[encoding]!;
  // After a render the response still holds what Next set on it; only the replayable part goes out.
  for (const name of response.getHeaderNames()) if (!perRequest.has(name)) response.removeHeader(name);
  for (const [name, value] of Object.entries(page.headers)) response.setHeader(name, value);
  attachScriptHashes(response, page.scriptHashes ?? []);
  response.setHeader("cache-control", cacheControl);
  response.setHeader("vary", "accept-encoding");
  response.setHeader("etag", page.etag);
  response.setHeader("x-atrium-cache", state);
  if (encoding !== "identity") response.setHeader("content-encoding", encoding);
  if (request.headers["if-none-match"] === page.etag && page.status === 200) {
    response.writeHead(304).end();
    return;
  }
  response.setHeader("content-length", body.length);
  // Node sends no body for HEAD.
  response.writeHead(page.status).end(body);
}

/**
 * Holds back what Next writes for a page request, so the front can cache and compress it whole.
 * Next streams pages; for public pages the cache makes that moot, and account pages are small.
 */
function captureResponse(response: ServerResponse): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      // Next hands over chunks it does not touch again: kept as they are, not copied.
      chunks.push(typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8") : Buffer.isBuffer(chunk) ? chunk : Buffer.from((chunk as Uint8Array).buffer, (chunk as Uint8Array).byteOffset, (chunk as Uint8Array).byteLength));
    };
    const callbackOf = (args: unknown[]) => args.find((arg): arg is () => void => typeof arg === "function");
    const patched = response as unknown as Record<string, unknown>;
    // What was there before (a wrapper of security-headers.ts, say) comes back once Next is done.
    const methods = ["writeHead", "flushHeaders", "write", "end"];
    const before = methods.map((name) => Object.getOwnPropertyDescriptor(response, name));
    patched.writeHead = (status: number, ...args: unknown[]) => {
      response.statusCode = status;
      const headers = args.find((arg): arg is OutgoingHttpHeaders => typeof arg === "object" && arg !== null && !Array.isArray(arg));
      for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) response.setHeader(name, value as OutgoingHttpHeader);
      return response;
    };
    patched.flushHeaders = () => undefined;
    patched.write = (chunk: unknown, ...args: unknown[]) => {
      collect(chunk, args[0]);
      callbackOf(args)?.();
      return true;
    };
    patched.end = (chunk?: unknown, ...args: unknown[]) => {
      collect(chunk, args[0]);
      methods.forEach((name, index) => {
        delete patched[name];
        if (before[index]) Object.defineProperty(response, name, before[index]);
      });
      callbackOf([chunk, ...args])?.();
      resolve(Buffer.concat(chunks));
      return response;
    };
  });
}

function replayableHeaders(response: ServerResponse): CachedPage["headers"] {
  const headers: CachedPage["headers"] = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    // x-middleware-*: Next's internal routing notes (the rewritten path), not for visitors.
    if (!perResponse.has(name) && !name.startsWith("x-middleware-") && value !== undefined) headers[name] = Array.isArray(value) ? value : String(value);
  }
  return headers;
}

/** What a visitor reads when the renderer itself fails: the spec's words, never a stack trace. */
const failedPage: PublicPage = { status: 500, html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error</title></head><body><p>${unexpectedErrorMessage}</p></body></html>` };

/** The public renderer's page, or null for Next (the back office). A renderer that throws gets the plain error page. */
async function publicPage(renderPublic: PublicRenderer, host: string, url: string, render: PageRender): Promise<PublicPage | null> {
  try {
    return await pageRenders.run(render, () => renderPublic(host, url.split("?", 1)[0]!));
  } catch (error) {
    log().error({ err: error, host, url }, "[page] the public renderer failed");
    return failedPage;
  }
}

/**
 * Has the handler answer plain bytes (the front compresses, once per kept page): Next reads the
 * request's `headers`, Hono's listener its `rawHeaders`. Returns what puts the request back.
 */
function askPlainBytes(request: IncomingMessage): () => void {
  const { rawHeaders } = request;
  const accepts = request.headers["accept-encoding"];
  request.headers["accept-encoding"] = "identity";
  request.rawHeaders = rawHeaders.map((value, index) => (index % 2 === 1 && rawHeaders[index - 1]!.toLowerCase() === "accept-encoding" ? "identity" : value));
  return () => {
    request.headers["accept-encoding"] = accepts;
    request.rawHeaders = rawHeaders;
  };
}

/** Runs at most `count` tasks at a time (0: no limit), the others waiting in arrival order. */
function slots(count: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (count <= 0) return task();
    if (running >= count) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/**
 * The page cache in front of Next (docs/decisions/007). A page whose render called
 * `cacheThisPage(tags)` is kept per host and URL (the URL carries the language prefix) until a tag is
 * invalidated; browsers revalidate each time with its ETag, so an edit shows on the next request.
 * The URL is first reduced to what the page reads (page-query.ts): `/?cb=1` is `/`.
 * The site's files (`isPublicFile`: /sitemap.xml, feeds) go the same way through `renderPublic`,
 * with their own content type.
 */
export function createPageFront(
  cache: PageStore,
  next: Handler,
  options: {
    renderSlots?: number;
    renderPublic?: PublicRenderer;
    isNextPage?: (pathname: string) => boolean;
    isPublicFile?: IsPublicFile;
    /** `next` answers more than HTML worth keeping: the front's cached API reads (JSON). */
    keepsAnyType?: boolean;
    onRender?: (seconds: number) => void;
  } = {},
): Handler {
  const isPublicFile = options.isPublicFile ?? (() => false);
  // Renders under way, by key: requests for a page that is being rendered wait for that render
  // instead of starting their own (after an edit, a busy page would otherwise render once per visitor).
  const rendering = new Map<string, Promise<CachedPage | null>>();
  const publicCacheControl = "public, max-age=0, must-revalidate";
  // Renders at a time (PAGE_RENDER_SLOTS): Node renders on one thread, so more at once only
  // interleave, and each then holds its memory longer, which the garbage collector pays for
  // (measured on the home page: about a fifth more CPU per render at 20 concurrent than at 2).
  const renderSlots = slots(options.renderSlots ?? 0);

  return async (request, response) => {
    if (isWriteToPage(request, isPublicFile)) {
      response.writeHead(405, { allow: "GET, HEAD", "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" }).end("Method Not Allowed: pages answer GET and HEAD.\n");
      return;
    }
    // A back-office link to a public page: Next's router has no payload to give, so it is told so
    // (no Flight answer), and the browser loads the page's HTML instead (Next's fallback).
    if (options.isNextPage && request.method === "GET" && isRouterRequest(request) && !request.headers["next-action"] && isPagePath(request.url ?? "/") && !options.isNextPage(request.url!.split("?", 1)[0]!)) {
      response.writeHead(204, { "cache-control": "no-store" }).end();
      return;
    }
    if (!isPageRequest(request, isPublicFile)) return next(request, response);
    const host = (request.headers.host ?? "").toLowerCase();
    request.url = normalizedPageUrl(request.url ?? "/");
    const renderPublic = options.renderPublic;
    const key = `${host}${request.url}`;
    const cached = (await cache.get(key)) ?? (await rendering.get(key));
    if (cached) return send(request, response, cached, "HIT", publicCacheControl);

    let settle: (page: CachedPage | null) => void = () => undefined;
    const ours = new Promise<CachedPage | null>((resolve) => (settle = resolve));
    rendering.set(key, ours);
    try {
      const stamp = await cache.now();
      const render: PageRender = { tags: new Set() };
      const accepts = request.headers["accept-encoding"];
      const undoPlainBytes = askPlainBytes(request);
      // A HEAD is rendered as a GET, so that its page can be kept; Node drops the body.
      const method = request.method;
      request.method = "GET";
      let fromRenderer = false;
      const body = await renderSlots(async () => {
        const started = performance.now();
        const page = renderPublic && (await publicPage(renderPublic, host, request.url!, render));
        if (page) {
          options.onRender?.((performance.now() - started) / 1000);
          fromRenderer = true;
          response.statusCode = page.status;
          response.setHeader("content-type", page.contentType ?? "text/html; charset=utf-8");
          if (page.location) response.setHeader("location", page.location);
          return typeof page.html === "string" ? Buffer.from(page.html) : page.html;
        }
        const captured = captureResponse(response);
        render.tags.clear();
        await pageRenders.run(render, () => next(request, response));
        return captured;
      });
      undoPlainBytes();
      request.method = method;

      const isHtml = String(response.getHeader("content-type") ?? "").startsWith("text/html");
      const scriptHashes = isHtml ? inlineScriptHashes(body) : [];
      const rendered = { status: response.statusCode, headers: replayableHeaders(response), body, etag: etagOf(body), tags: [...render.tags], scriptHashes };
      // Next's answers are kept when they are HTML; the public renderer's site files too (XML, text),
      // and its permanent redirects (a post's old address in a language, decision 042), tagged as pages.
      const kept = rendered.status === 200 || rendered.status === 404 || (fromRenderer && (rendered.status === 301 || rendered.status === 308));
      const cacheable = rendered.tags.length > 0 && kept && !response.hasHeader("set-cookie") && (isHtml || fromRenderer || options.keepsAnyType === true);
      // A path's variants share a group, and so do a host's 404 pages (any path can be made up).
      const group = rendered.status === 404 ? `${host} 404` : key.split("?", 1)[0]!;
      // Compressed for every encoding only when it may be kept (each encoding is then compressed
      // once for all visitors); otherwise only for the one this request accepts.
      if (cacheable && cache.mayKeep(body.length, rendered.tags, stamp)) {
        const page = { ...rendered, ...(await compressBoth(body, "fast")) };
        if (await cache.set(key, page, stamp, group)) {
          settle(page);
          return send(request, response, page, "MISS", publicCacheControl);
        }
      }
      // Not kept: a public page the cache had no room for, or a private one (it reads the
      // visitor or sets a cookie), which no browser or proxy may store.
      const page = { ...rendered, ...(await compressOne(body, preferredEncoding(accepts), "fast")) };
      send(request, response, page, "BYPASS", cacheable ? publicCacheControl : "no-store");
    } finally {
      // Waiting requests of a page that was not kept render it themselves.
      settle(null);
      if (rendering.get(key) === ours) rendering.delete(key);
    }
  };
}
