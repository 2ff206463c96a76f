import { describe, expect, it } from "vitest";
import { call, signIn } from "@/testing/api";
import { runCli } from "./run-cli";

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { log: (line) => out.push(line), error: (line) => err.push(line) });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

describe("npm run atrium", () => {
  it("creates an organization, a user, makes them admin, and they can use the admin API", async () => {
    const org = await run("org:create", "--name", "Lex Partners", "--slug", "lex", "--type", "solicitor", "--host", "lex.example", "--languages", "en,fr");
    expect(org.code).toBe(0);
    expect(org.out).toContain('Created organization "Lex Partners" (solicitor)');
    expect(org.out).toContain("hosts: lex.example");
    const id = /id:\s+(\S+)/.exec(org.out)![1]!;

    const user = await run("user:create", "--email", "partner@lex.example", "--name", "Partner");
    expect(user.code).toBe(0);
    const password = /password:\s+(\S+)/.exec(user.out)![1]!;

    const grant = await run("admin:grant", "--email", "partner@lex.example", "--org", "lex");
    expect(grant.out).toBe('partner@lex.example is now an admin of "Lex Partners"');

    const session = await signIn("lex.example", "partner@lex.example", password);
    const response = await call(`/api/organizations/${id}`, { host: "lex.example", token: session.token });
    expect(response.status).toBe(200);
    expect((await response.json()).settings.supported_locales).toEqual(["en", "fr"]);
  });

  it("resets a password and signs the user out everywhere", async () => {
    await run("org:create", "--name", "Reset Co", "--slug", "resetco");
    await run("user:create", "--email", "who@reset.example", "--password", "First-Pass-42");
    const before = await signIn("resetco.localhost", "who@reset.example", "First-Pass-42");
    const reset = await run("user:reset-password", "--email", "who@reset.example", "--password", "Second-Pass-42");
    expect(reset.code).toBe(0);
    expect((await call("/api/profile", { host: "resetco.localhost", token: before.token })).status).toBe(401);
    await signIn("resetco.localhost", "who@reset.example", "Second-Pass-42");
  });

  it("explains bad arguments and exits non-zero", async () => {
    const cases: [string[], RegExp, number][] = [
      [["org:create", "--slug", "x"], /Missing --name/, 1],
      [["org:create", "--name", "X", "--slug", "Bad Slug"], /Slug can only contain lowercase letters, numbers, and hyphens/, 1],
      [["org:create", "--name", "X", "--slug", "x", "--type", "bakery"], /Type must be one of: immigration/, 1],
      [["org:create", "--name", "X", "--slug", "x", "--languages", "en,xx"], /Languages must be among/, 1],
      [["user:create", "--email", "nobody"], /Please enter a valid email address/, 1],
      [["user:create", "--email", "weak@example.com", "--password", "password1"], /Password must contain at least one uppercase letter/, 1],
      [["admin:grant", "--email", "ghost@example.com", "--org", "nope"], /No organization has the slug "nope"/, 1],
      [["user:reset-password", "--email", "ghost@example.com", "--password", "Valid-Pass-42"], /No account has the e-mail ghost@example.com/, 1],
      [["org:create", "--name", "X", "--slug", "x", "--colour", "red"], /Unknown option '--colour'/, 1],
      [["launch-rockets"], /Unknown command "launch-rockets"/, 2],
    ];
    for (const [argv, message, code] of cases) {
      const result = await run(...argv);
      expect(result.code, argv.join(" ")).toBe(code);
      expect(result.err, argv.join(" ")).toMatch(message);
    }
  });

  it("seeds the demo only on an empty database", async () => {
    const result = await run("demo:seed");
    expect(result.code).toBe(1);
    expect(result.err).toContain("already has organizations");
  });
});
