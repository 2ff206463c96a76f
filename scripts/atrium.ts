import { closeDatabase } from "@/server/db/client";
import { runCli } from "./cli/run-cli";

// npm run atrium -- <command>: see scripts/cli/run-cli.ts or `npm run atrium -- help`.
const code = await runCli(process.argv.slice(2), { log: console.log, error: console.error });
await closeDatabase().catch(() => {});
process.exit(code);
