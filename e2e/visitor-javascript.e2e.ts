import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { demoUrl } from "./support/journey";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Libraries and words that only editors and admin tools contain (ARCHITECTURE.md rule 4). */
const editorMarkers = ["ProseMirror", "tiptap", "cmdk-", "dnd-kit", "react-rnd", "@tanstack", "Create New", "Page Layout"];

describe("what a visitor downloads", () => {
  it("the demo home page ships at most 35 KB of compressed JavaScript in at most 6 files, none of it editor code, one stylesheet, one font file and at most 20 requests", async () => {
    const page = await browser.newPage();
    const scripts: { url: string; transferred: number; text: string }[] = [];
    const requests: { url: string; type: string }[] = [];
    page.on("request", (request) => requests.push({ url: request.url(), type: request.resourceType() }));
    // Each script's size and text are read before the page closes (a read still running when it closes fails).
    const reads: Promise<void>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      reads.push((async () => {
        const sizes = await response.request().sizes();
        scripts.push({ url: response.url(), transferred: sizes.responseBodySize, text: (await response.body()).toString("utf8") });
      })());
    });
    await page.goto(demoUrl("/"), { waitUntil: "networkidle" });
    await Promise.all(reads);
    await page.close();

    const total = scripts.reduce((sum, script) => sum + script.transferred, 0);
    const count = (type: string) => requests.filter((request) => request.type === type).length;
    console.log(`demo home page: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB compressed; ${requests.length} requests (${count("stylesheet")} stylesheet, ${count("font")} font, ${count("image")} images)`);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.length).toBeLessThanOrEqual(6);
    expect(total).toBeLessThanOrEqual(35 * 1024);
    expect(count("stylesheet")).toBe(1);
    expect(count("font")).toBe(1);
    expect(requests.length).toBeLessThanOrEqual(20);
    for (const script of scripts) {
      for (const marker of editorMarkers) expect(script.text.includes(marker), `${marker} in ${script.url}`).toBe(false);
    }
  });

  it("gets public pages from the page cache, visitors and signed-in users alike (each their renderer's page)", async () => {
    for (const [first, second] of [[{}, {}], [{ cookie: "better-auth.session_token=whatever" }, { cookie: "better-auth.session_token=another" }]] as Record<string, string>[][]) {
      await (await fetch(demoUrl("/"), { headers: first })).text();
      const again = await fetch(demoUrl("/"), { headers: second });
      expect(again.headers.get("x-atrium-cache")).toBe("HIT");
      expect(again.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    }
  });
});
