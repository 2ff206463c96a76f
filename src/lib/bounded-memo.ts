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
    if (kept.size >= limit) kept.delete(kept.keys().next().value!);
    kept.set(key, made);
    return made;
  };
}
