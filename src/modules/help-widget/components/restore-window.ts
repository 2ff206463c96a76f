// The part of the help widget's state rules the launcher needs on every page: whether a language
// switch just left the widget open (spec 001 §3: restored only if under 5 s old, §9). Kept apart so
// that the launcher's script stays a few hundred bytes.

/** sessionStorage key of the state saved for a language switch. */
export const restoreKey = "atrium.help-widget.restore";
export const restoreWindowMs = 5_000;

/** The saved state's time, when it is a saved state under 5 s old. */
export function isFreshRestore(raw: string | null, now: number): boolean {
  try {
    const savedAt = (JSON.parse(raw ?? "null") as { savedAt?: unknown } | null)?.savedAt;
    return typeof savedAt === "number" && now - savedAt >= 0 && now - savedAt < restoreWindowMs;
  } catch {
    return false;
  }
}
