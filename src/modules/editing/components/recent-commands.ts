/** Where the palette's recent commands are kept, and how many (spec 001 §9: 5, stored locally). */
export const recentKey = "atrium:recent-commands";
const recentLimit = 5;

export function readRecent(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(recentKey) ?? "[]");
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === "string").slice(0, recentLimit) : [];
  } catch {
    return [];
  }
}

/** Puts a command first in the recent list (run from the palette or by its shortcut). */
export function remember(id: string): void {
  try {
    localStorage.setItem(recentKey, JSON.stringify([id, ...readRecent().filter((other) => other !== id)].slice(0, recentLimit)));
  } catch {
    // Storage refused (private mode): the palette works without a recent list.
  }
}
