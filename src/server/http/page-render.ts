import { AsyncLocalStorage } from "node:async_hooks";
import { renderScopeKey } from "@/lib/render-scope";
import { perProcess } from "../per-process";

/** What a page render tells the front server about its response. */
export interface PageRender {
  /** Cache tags of the content shown; a render that adds none is never cached. */
  tags: Set<string>;
}

// One instance per process: the front server (scripts/start.ts) and Next's bundled page code load
// this file separately, and both must see the same context.
export const pageRenders = perProcess("page-render", () => new AsyncLocalStorage<PageRender>());

/**
 * Declares the page being rendered public (it reads nothing of the visitor) and names the
 * content it shows, so the front server may cache it until one of the tags is invalidated.
 * Outside the front server (next dev, tests) there is no render context and nothing happens.
 */
export function cacheThisPage(...tags: string[]): void {
  const render = pageRenders.getStore();
  for (const tag of tags) render?.tags.add(tag);
}

const memos = perProcess("page-render-memos", () => new WeakMap<PageRender, Map<string, Promise<unknown>>>());

/**
 * Runs `work` once per page request for `key`, whoever asks: the layouts, the page and its
 * metadata (besides React's `cache()`, which is per render pass). Callers key by values as decoded:
 * measured on Next 16.4 (e2e/query-count.e2e.ts), the host segment reaches some params escaped
 * ("localhost%3A3000") and others not, and keys on the raw segment read the settings twice.
 * Outside the front server (next dev, tests) there is no request context and `work` simply runs.
 */
export function oncePerRender<T>(key: string, work: () => Promise<T>): Promise<T> {
  const render = pageRenders.getStore();
  if (!render) return work();
  let memo = memos.get(render);
  if (!memo) memos.set(render, (memo = new Map()));
  let answer = memo.get(key) as Promise<T> | undefined;
  if (!answer) memo.set(key, (answer = work()));
  return answer;
}

const scopes = perProcess("page-render-scopes", () => new WeakMap<PageRender, Map<string, unknown>>());

// The store of render-scope.ts: one per page render, for components the public renderer renders
// without React's request cache (docs/decisions/030).
(globalThis as { [renderScopeKey]?: () => Map<string, unknown> | undefined })[renderScopeKey] = () => {
  const render = pageRenders.getStore();
  if (!render) return undefined;
  let scope = scopes.get(render);
  if (!scope) scopes.set(render, (scope = new Map()));
  return scope;
};
