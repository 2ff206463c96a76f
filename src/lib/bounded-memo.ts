/**
 * Results of pure work kept by a string key: at most `limit`, the oldest dropped first. For work a
 * page render repeats with the same input on every request (an Intl formatter made, a price or a
 * plural formatted), which otherwise shows in the render's CPU profile.
 */
export function boundedMemo<V>(limit: number): <T extends V>(key: string, make: () => T) => T {
  const kept = new Map<string, V>();
  return <T extends V>(key: string, make: () => T): T => {
    if (kept.has(key)) return kept.get(key) as T;
    const made = make();
    keep(kept, limit, key, made);
    return made;
  };
}

/**
 * The same for pure work that answers later (a query the database parses): callers at once share
 * one answer, and a failed answer is forgotten, so the next call tries again.
 */
export function boundedAsyncMemo<V>(limit: number): (key: string, make: () => Promise<V>) => Promise<V> {
  const kept = new Map<string, Promise<V>>();
  return (key, make) => {
    const known = kept.get(key);
    if (known) return known;
    const made = make();
    keep(kept, limit, key, made);
    made.catch(() => {
      if (kept.get(key) === made) kept.delete(key);
    });
    return made;
  };
}

function keep<V>(kept: Map<string, V>, limit: number, key: string, value: V) {
  if (kept.size >= limit) kept.delete(kept.keys().next().value!);
  kept.set(key, value);
}
