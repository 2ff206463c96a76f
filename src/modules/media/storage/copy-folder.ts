import fs from "node:fs/promises";
import path from "node:path";
import type { MediaStorage } from "./storage";

/** Every file under `folder`, as storage keys (paths relative to it, with `/`). */
async function keysUnder(folder: string, prefix = ""): Promise<string[]> {
  const entries = await fs.readdir(path.join(folder, prefix), { withFileTypes: true }).catch(() => []);
  const keys = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? keysUnder(folder, path.posix.join(prefix, entry.name)) : entry.isFile() ? [path.posix.join(prefix, entry.name)] : [])),
  );
  return keys.flat();
}

/**
 * Copies a disk media folder into another storage (a bucket) under the same keys, leaving the
 * folder as it is; a file the target already holds with the same size is skipped, so a copy that
 * stopped can run again. Returns how many files were copied and skipped.
 */
export async function copyFolderInto(folder: string, target: MediaStorage, onFile: (key: string) => void = () => {}): Promise<{ copied: number; skipped: number }> {
  let copied = 0;
  let skipped = 0;
  for (const key of await keysUnder(folder)) {
    const bytes = await fs.readFile(path.join(folder, key));
    if ((await target.open(key))?.size === bytes.length) {
      skipped++;
      continue;
    }
    await target.put(key, bytes);
    onFile(key);
    copied++;
  }
  return { copied, skipped };
}
