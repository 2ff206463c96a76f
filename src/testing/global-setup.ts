import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createPgliteSnapshot, createPostgresTemplate, dropPostgresDatabase } from "./database";

declare module "vitest" {
  export interface ProvidedContext {
    databaseKind: "pglite" | "postgres";
    pgliteSnapshot: string;
    postgresUrl: string;
    postgresTemplate: string;
  }
}

/** Migrates once per run; each test file then starts from that state (see setup-database.ts). */
export default async function setup(project: TestProject) {
  const kind = project.config.env.ATRIUM_TEST_DATABASE === "postgres" ? "postgres" : "pglite";
  project.provide("databaseKind", kind);
  if (kind === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("The postgres test project needs TEST_DATABASE_URL");
    // One per project (a kind has a shared and an isolated project, each with this setup).
    const template = `atrium_template_${process.pid}_${project.name.replace(/\W+/g, "_")}`.toLowerCase();
    await createPostgresTemplate(url, template);
    project.provide("postgresUrl", url);
    project.provide("postgresTemplate", template);
    project.provide("pgliteSnapshot", "");
    return () => dropPostgresDatabase(url, template);
  }
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "atrium-pglite-"));
  const snapshot = path.join(directory, "migrated.tar");
  await createPgliteSnapshot(snapshot);
  project.provide("pgliteSnapshot", snapshot);
  project.provide("postgresUrl", "");
  project.provide("postgresTemplate", "");
  return () => fs.rmSync(directory, { recursive: true, force: true });
}
