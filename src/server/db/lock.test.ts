import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireLock, DatabaseLockedError } from "./lock";

const directory = fs.mkdtempSync(path.join(os.tmpdir(), "atrium-lock-"));
const lockPath = path.join(directory, "pglite.lock");

afterEach(() => fs.rmSync(lockPath, { force: true }));

describe("the PGlite lock", () => {
  it("stops a second process with a message naming the lock file and its owner", async () => {
    // Another process holds the lock: it writes its pid and stays alive.
    const holder = spawn(process.execPath, ["-e", `require("fs").writeFileSync(${JSON.stringify(lockPath)}, String(process.pid)); setInterval(() => {}, 1000)`]);
    try {
      await expect.poll(() => fs.existsSync(lockPath)).toBe(true);
      let error: unknown;
      try {
        acquireLock(lockPath);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(DatabaseLockedError);
      expect((error as Error).message).toContain(lockPath);
      expect((error as Error).message).toContain(`pid ${holder.pid}`);
      expect(fs.readFileSync(lockPath, "utf8")).toBe(String(holder.pid));
    } finally {
      holder.kill();
    }
  });

  it("takes over a lock whose process has gone, and releases its own", () => {
    fs.writeFileSync(lockPath, "999999999");
    const release = acquireLock(lockPath);
    expect(fs.readFileSync(lockPath, "utf8").trim()).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockPath)).toBe(false);
  });
});
