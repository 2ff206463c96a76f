import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startServer, type StartedServer } from "./support/server";
import http from "node:http";

// `npm run dev` serves what `npm start` serves (docs/decisions/034): the front answers the API and
// every public page from the renderer; `next dev`, behind it, the back office.
let server: StartedServer;
let port = 0;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "atrium-dev-"));

beforeAll(async () => {
  port = await freePort();
  server = await startServer(port, { ATRIUM_DATA_DIR: dataDir, AUTH_RATE_LIMIT: "off" }, undefined, true, "scripts/dev.ts");
});

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function get(pathname: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: pathname, headers: { host: `demo.localhost:${port}` } }, (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      })
      .on("error", reject);
  });
}

describe("npm run dev", () => {
  it("serves a public page from the public renderer, as npm start does", async () => {
    const home = await get("/");
    expect(home.status).toBe(200);
    expect(home.text).toContain("<atrium-island");
    expect(home.text).not.toContain("self.__next_f");
    expect(home.text).toContain("data-page-shell");
  });

  it("answers the API from the front", async () => {
    const site = await get("/api/site?lang=-");
    expect(site.status).toBe(200);
    expect(JSON.parse(site.text)).toMatchObject({ site_name: "Atrium Demo" });
  });

  it("hands the back office to next dev, whose pages read the API through the front", async () => {
    const login = await get("/login");
    expect(login.status).toBe(200);
    expect(login.text).toContain("self.__next_f");
    expect(login.text).toContain("<title>Sign in | Atrium Demo</title>");
  }, 180_000);
});
