import type { IncomingMessage, ServerResponse } from "node:http";
import { createPageFront } from "./page-front";
import type { PageStore } from "./page-store";

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void;

/**
 * API reads whose answer is the same for every caller, kept like a page (by host and URL, until the
 * organization's content changes): site search, which every visitor's search box asks and which
 * costs a planned full-text statement each time (issue 30). The route names what its answer shows
 * with `cacheThisPage`, as a page does; the parameters it reads are in page-query.ts.
 */
const cachedReads = new Set(["/api/search"]);

function isCachedRead(method: string | undefined, url: string): boolean {
  return (method === "GET" || method === "HEAD") && cachedReads.has(url.split("?", 1)[0]!);
}

/** The API as the front serves it: the reads every caller gets alike through `store`, the rest straight to `serveApi`. */
export function createApiFront(store: PageStore, serveApi: Handler): Handler {
  const cached = createPageFront(store, serveApi, { isPublicFile: (pathname) => cachedReads.has(pathname), keepsAnyType: true });
  return (request, response) => (isCachedRead(request.method, request.url ?? "/") ? cached(request, response) : serveApi(request, response));
}
