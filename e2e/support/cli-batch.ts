import { closeDatabase } from "@/server/db/client";
import { runCli } from "../../scripts/cli/run-cli";

/**
 * Runs several commands of the real CLI in one process, one after the other as `npm run atrium --`
 * would, and prints what each printed as a JSON array: a journey server's database is seeded by one
 * process instead of four (each start of the CLI costs seconds on a busy machine).
 * Usage: tsx e2e/support/cli-batch.ts '[["demo:seed", "--port", "3000"], ["user:create", ...]]'
 */
const commands = JSON.parse(process.argv[2] ?? "[]") as string[][];
const printed: string[] = [];
for (const args of commands) {
  let output = "";
  const write = (line: string) => void (output += `${line}\n`);
  const code = await runCli(args, { log: write, error: write });
  if (code !== 0) {
    console.error(`atrium ${args.join(" ")} failed:\n${output}`);
    process.exit(code);
  }
  printed.push(output);
}
await closeDatabase().catch(() => {});
console.log(JSON.stringify(printed));
process.exit(0);
