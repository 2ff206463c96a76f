import { spawnSync } from "node:child_process";
import path from "node:path";
import { chromiumPath } from "../e2e/support/browser";

// npm run test:e2e: the browser journeys. Without Chromium they are skipped with a reason,
// except in CI (CI=true), where a missing browser is a failure.
if (!chromiumPath()) {
  const reason = `no Chromium at ${process.env.CHROME_PATH || "/usr/bin/chromium"} (install Debian's chromium or set CHROME_PATH)`;
  if (process.env.CI === "true") {
    console.error(`Browser journeys cannot run: ${reason}`);
    process.exit(1);
  }
  console.log(`Browser journeys skipped: ${reason}`);
  process.exit(0);
}
const vitest = path.join(process.cwd(), "node_modules", ".bin", "vitest");
const result = spawnSync(vitest, ["run", "--config", "vitest.e2e.config.ts", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
