import fs from "node:fs";
import { chromium, type Browser } from "playwright-core";

/** Debian's Chromium, or CHROME_PATH. */
export function chromiumPath(): string | null {
  const candidate = process.env.CHROME_PATH || "/usr/bin/chromium";
  return fs.existsSync(candidate) ? candidate : null;
}

export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
];

export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error("Chromium not found: install Debian's chromium or set CHROME_PATH");
  return chromium.launch({ executablePath, args: [...chromiumArgs, ...extraArgs] });
}
