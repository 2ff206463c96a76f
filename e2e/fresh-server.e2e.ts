import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, startServer } from "./support/server";

/**
 * A server just started: its first visitor arrives while it still starts, then a search engine
 * crawls it before anyone calls the API. sitemap.xml and robots.txt share server code with the API,
 * so the API must still work when they were asked first (it once answered 500 from then on:
 * "openapi is not a function"). One fresh server for both: each start costs the run seconds.
 */
describe("a freshly started server", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "atrium-fresh-"));
  let stop = async () => {};
  afterAll(async () => {
    await stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("takes no request before its database and demo are ready (the first page is the public renderer's); crawled, it answers sitemap.xml and robots.txt, then the API", async () => {
    const port = await freePort();
    // Not waiting for the banner: the first request goes out as soon as the port answers.
    const server = await startServer(port, { ATRIUM_DATA_DIR: dataDir, DATABASE_URL: "" }, undefined, false);
    stop = server.stop;
    const origin = `http://localhost:${port}`;
    let first: Response | undefined;
    while (!first) {
      if (server.process.exitCode !== null) throw new Error(`The server stopped:\n${server.output()}`);
      first = await fetch(`${origin}/`).catch(() => undefined);
      if (!first) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(first.status).toBe(200);
    const html = await first.text();
    // Once, a request during start-up left the public renderer sure for 30 s that the host had no organization, and Next rendered every page.
    expect(html).toContain("<atrium-island");
    expect(html).not.toContain("self.__next_f");

    const sitemap = await fetch(`${origin}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).toContain(`<loc>${origin}/sitemaps/pages-1.xml</loc>`);
    const pages = await fetch(`${origin}/sitemaps/pages-1.xml`);
    expect(["br", "gzip"]).toContain(pages.headers.get("content-encoding"));
    expect(await pages.text()).toContain(`<loc>${origin}/</loc>`);
    // Kept by the front, like the pages.
    expect((await fetch(`${origin}/sitemaps/pages-1.xml`)).headers.get("x-atrium-cache")).toBe("HIT");
    expect((await fetch(`${origin}/robots.txt`)).status).toBe(200);

    const session = await fetch(`${origin}/api/session`);
    expect(session.status).toBe(200);
    expect(await session.json()).toEqual({ role: "guest" });
    const document = await fetch(`${origin}/api/openapi.json`);
    expect(document.status).toBe(200);
    expect(Object.keys((await document.json()).components.schemas)).toContain("HeroSection");
  });
});
