import { cache } from "react";

/**
 * Where a page render keeps values its components share (the uploaded images a page knows, say).
 * Under Next's server components React's `cache()` scopes a value to the request; the public
 * renderer (docs/decisions/030) renders with React's plain build, where `cache()` keeps nothing, so
 * the front's render context (src/server/http/page-render.ts) installs a store per render here. In
 * the browser neither exists and each call gets a fresh value. Safe for client bundles: no Node import.
 */
export const renderScopeKey = Symbol.for("atrium.render-scope");

type ScopeSource = () => Map<string, unknown> | undefined;

export function renderScoped<T>(name: string, create: () => T): () => T {
  const perRequest = cache(create);
  return () => {
    const store = (globalThis as { [renderScopeKey]?: ScopeSource })[renderScopeKey]?.();
    if (!store) return perRequest();
    if (!store.has(name)) store.set(name, create());
    return store.get(name) as T;
  };
}
