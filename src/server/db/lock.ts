import fs from "node:fs";

/**
 * A pid lock file next to PGlite's data directory. PGlite has no cross-process lock of its own,
 * and two processes writing one directory corrupt it, so the second one must stop instead.
 */
export class DatabaseLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly ownerPid: number,
  ) {
    super(
      `The embedded database is in use by another Atrium process (pid ${ownerPid}); its lock file is ${lockPath}. ` +
        "Stop that process first, or set DATABASE_URL to use a PostgreSQL server that several processes can share.",
    );
    this.name = "DatabaseLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOwner(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The pid of another live process holding the lock, if any. */
export function lockOwner(lockPath: string): number | undefined {
  const owner = readOwner(lockPath);
  return owner !== undefined && owner !== process.pid && isAlive(owner) ? owner : undefined;
}

/** Takes the lock for this process, or throws DatabaseLockedError naming the owner. Returns a release function. */
export function acquireLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, `${process.pid}\n`, { flag: "wx" });
      const release = () => {
        if (readOwner(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = lockOwner(lockPath);
      if (owner !== undefined) throw new DatabaseLockedError(lockPath, owner);
      // A stale lock (its process is gone) or our own from an earlier open: take it over.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the database lock ${lockPath}`);
}
