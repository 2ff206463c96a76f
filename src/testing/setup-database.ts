import { afterAll, beforeAll, inject } from "vitest";
import { forgetTenants } from "@/modules/organizations/tenant";
import { closeDatabase, useDatabase } from "@/server/db/client";
import { openPgliteSnapshot, openPostgresFromTemplate } from "./database";

// Every test file gets a clean, migrated database of the project's kind.
beforeAll(async () => {
  const handle =
    inject("databaseKind") === "postgres"
      ? await openPostgresFromTemplate(inject("postgresUrl"), inject("postgresTemplate"))
      : await openPgliteSnapshot(inject("pgliteSnapshot"));
  useDatabase(handle);
  forgetTenants();
});

afterAll(async () => {
  await closeDatabase();
});
