import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { request } from "./support/http";
import { signInByApi } from "./support/admin";
import { testServer } from "./support/test-server";

describe("a second npm start on the same data directory", () => {
  it("stops with a message naming the lock, and the running server's data stays intact", async () => {
    const dataDir = testServer().dataDir;
    const second = spawnSync(path.resolve("node_modules/.bin/tsx"), ["scripts/start.ts"], {
      env: { ...process.env, ATRIUM_DATA_DIR: dataDir, PORT: String(testServer().port + 1), DATABASE_URL: "" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(path.join(dataDir, "pglite.lock"));
    expect(second.stderr).toContain("is in use by another Atrium process");

    await signInByApi();
    expect((await request(`localhost:${testServer().port}`, "/api/ready")).text).toBe('{"status":"ok"}');
  });
});
