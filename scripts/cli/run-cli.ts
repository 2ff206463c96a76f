import { parseArgs } from "node:util";
import { createAccount, findUserByEmail, generatePassword, resetAccountPassword } from "@/modules/auth/accounts.service";
import { seedDemo } from "@/modules/demo/demo.service";
import { diskMediaFolder, s3Config } from "@/modules/media/media.service";
import { copyFolderInto } from "@/modules/media/storage/copy-folder";
import { createS3Storage } from "@/modules/media/storage/s3.storage";
import { organizationTypes } from "@/modules/organizations/organization-types";
import { countOrganizations, createOrganization, findOrganizationBySlug } from "@/modules/organizations/organizations.service";
import { assignRole } from "@/modules/profiles/profiles.service";
import { env } from "@/env";
import { AppError } from "@/server/http/errors";
import { ZodError } from "zod";

export interface Output {
  log(line: string): void;
  error(line: string): void;
}

export const usage = `Usage: npm run atrium -- <command> [options]

Commands:
  org:create           --name NAME --slug SLUG [--type TYPE] [--base-url URL] [--base-url-local URL]
                       [--host HOST ...] [--language en] [--languages en,es,de]
  user:create          --email EMAIL [--name NAME] [--password PASSWORD]   (a password is generated when omitted)
  admin:grant          --email EMAIL --org SLUG
  user:reset-password  --email EMAIL [--password PASSWORD]                 (a password is generated when omitted)
  demo:seed            [--port 3000]                                       (on an empty database only)
  media:copy-to-bucket                                                     (the data directory's media into the S3_* bucket)
  help

Organization types: ${organizationTypes.join(", ")}`;

class UsageError extends Error {}

function required(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (typeof value !== "string" || !value.trim()) throw new UsageError(`Missing --${name}`);
  return value.trim();
}

const commands: Record<string, (args: string[], out: Output) => Promise<void>> = {
  async "media:copy-to-bucket"(_args, out) {
    const bucket = s3Config();
    if (!bucket) throw new UsageError("Set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY to the bucket to copy into");
    const folder = diskMediaFolder();
    const { copied, skipped } = await copyFolderInto(folder, createS3Storage(bucket), (key) => out.log(`copied ${key}`));
    out.log(`${copied} files copied from ${folder} into ${bucket.bucket} (${skipped} already there)`);
  },
  async "org:create"(args, out) {
    const { values } = parseArgs({
      args,
      options: {
        name: { type: "string" },
        slug: { type: "string" },
        type: { type: "string" },
        "base-url": { type: "string" },
        "base-url-local": { type: "string" },
        host: { type: "string", multiple: true },
        language: { type: "string" },
        languages: { type: "string" },
      },
    });
    const languages = values.languages?.split(",").map((code) => code.trim()).filter(Boolean);
    const { organization, hosts } = await createOrganization({
      name: required(values, "name"),
      slug: required(values, "slug"),
      type: values.type as never,
      base_url: values["base-url"],
      base_url_local: values["base-url-local"],
      hosts: values.host ?? [],
      language: values.language as never,
      supported_locales: languages as never,
    });
    out.log(`Created organization "${organization.name}" (${organization.type})`);
    out.log(`  id:    ${organization.id}`);
    out.log(`  slug:  ${organization.slug}  (also answers on ${organization.slug}.localhost)`);
    out.log(`  hosts: ${hosts.length ? hosts.join(", ") : "none"}`);
  },

  async "user:create"(args, out) {
    const { values } = parseArgs({ args, options: { email: { type: "string" }, name: { type: "string" }, password: { type: "string" } } });
    const email = required(values, "email");
    const password = values.password ?? generatePassword();
    const user = await createAccount({ email, name: values.name ?? email.split("@")[0]!, password });
    out.log(`Created user ${user.email} (id ${user.id})`);
    if (!values.password) out.log(`  password: ${password}`);
  },

  async "admin:grant"(args, out) {
    const { values } = parseArgs({ args, options: { email: { type: "string" }, org: { type: "string" } } });
    const email = required(values, "email");
    const slug = required(values, "org");
    const organization = await findOrganizationBySlug(slug);
    if (!organization) throw new UsageError(`No organization has the slug "${slug}"`);
    const user = await findUserByEmail(email);
    if (!user) throw new UsageError(`No user has the e-mail ${email}; create it with user:create first`);
    await assignRole(organization.id, user, "admin");
    out.log(`${user.email} is now an admin of "${organization.name}"`);
  },

  async "user:reset-password"(args, out) {
    const { values } = parseArgs({ args, options: { email: { type: "string" }, password: { type: "string" } } });
    const password = values.password ?? generatePassword();
    const user = await resetAccountPassword(required(values, "email"), password);
    out.log(`New password set for ${user.email}; their sessions were signed out`);
    if (!values.password) out.log(`  password: ${password}`);
  },

  async "demo:seed"(args, out) {
    const { values } = parseArgs({ args, options: { port: { type: "string" } } });
    if ((await countOrganizations()) > 0) throw new UsageError("The database already has organizations; the demo is made on an empty one only");
    const seed = await seedDemo(values.port ? Number(values.port) : env().PORT);
    out.log(`Created "${seed.organizationName}" at ${seed.urls.join(" and ")}`);
    out.log(`  admin: ${seed.adminEmail}`);
    out.log(`  password: ${seed.adminPassword}`);
  },

  async help(_args, out) {
    out.log(usage);
  },
};

function describe(error: unknown): string {
  if (error instanceof UsageError || error instanceof AppError) return error.message;
  if (error instanceof ZodError) return error.issues.map((issue) => `${issue.path.join(".") || "input"}: ${issue.message}`).join("\n");
  if (error instanceof Error && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS")) return error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Runs one command; returns the process exit code. */
export async function runCli(argv: string[], out: Output): Promise<number> {
  const [name = "help", ...args] = argv;
  const command = commands[name];
  if (!command) {
    out.error(`Unknown command "${name}"\n\n${usage}`);
    return 2;
  }
  try {
    await command(args, out);
    return 0;
  } catch (error) {
    out.error(`Error: ${describe(error)}`);
    if (error instanceof UsageError) out.error(`Run "npm run atrium -- help" for the options.`);
    return 1;
  }
}
