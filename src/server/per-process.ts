/**
 * A value held once per process, on globalThis under a registered symbol. A process may load a
 * module twice (the front server's own module graph beside Next's bundles): state kept this way
 * (caches, counters, buses, the render context) is still one, whichever copy asks first.
 */
export function perProcess<T>(name: string, create: () => T): T {
  const store = globalThis as typeof globalThis & Record<symbol, unknown>;
  const key = Symbol.for(`atrium.${name}`);
  if (!(key in store)) store[key] = create();
  return store[key] as T;
}
