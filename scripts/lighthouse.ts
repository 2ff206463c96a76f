import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { launchBrowser } from "../e2e/support/browser";
import { freePort, startServer } from "../e2e/support/server";

/**
 * npm run lighthouse: Lighthouse (from npm) in Debian's Chromium, mobile settings (its defaults:
 * a mid-range phone on a slow 4G link, simulated), on the demo home page and a created page of a
 * fresh `npm start`. Prints the four category scores; the target is 95 or more for each (issue 5).
 * Figures are printed, not asserted: they depend on the machine.
 */
const pages = ["/", "/work-visas"];
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "atrium-lighthouse-"));
const port = await freePort();
console.log(`Starting Atrium (npm start, embedded database in ${dataDir}) on port ${port}…`);
const server = await startServer(port, { ATRIUM_DATA_DIR: dataDir, DATABASE_URL: "" });
const debuggingPort = await freePort();
const browser = await launchBrowser([`--remote-debugging-port=${debuggingPort}`]);

try {
  console.log(`\n${"page".padEnd(16)}${categories.map((name) => name.padStart(16)).join("")}`);
  for (const page of pages) {
    const url = `http://localhost:${port}${page}`;
    // Once to fill the page cache, as for every visitor after the first.
    await fetch(url);
    const result = await lighthouse(url, { port: debuggingPort, output: "json", logLevel: "error", onlyCategories: [...categories] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const scores = categories.map((name) => Math.round((result.lhr.categories[name]?.score ?? 0) * 100));
    console.log(`${page.padEnd(16)}${scores.map((score) => String(score).padStart(16)).join("")}`);
    for (const name of categories) {
      const category = result.lhr.categories[name];
      const failing = (category?.auditRefs ?? [])
        .map((ref) => result.lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "notApplicable");
      for (const audit of failing.slice(0, 6)) console.log(`    ${name}: ${audit!.title}${audit!.displayValue ? ` (${audit!.displayValue})` : ""}`);
    }
  }
  console.log(`\nMachine: ${os.cpus().length} cores, Node ${process.version}, Chromium from ${process.env.CHROME_PATH || "/usr/bin/chromium"}.`);
} finally {
  await browser.close();
  server.process.kill("SIGTERM");
  await new Promise((resolve) => server.process.once("exit", resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
