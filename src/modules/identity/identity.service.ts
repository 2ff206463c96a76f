import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Database } from "@/server/db/client";
import { accounts, sessions, users, verifications } from "./identity.schema";

/**
 * better-auth's storage: the account tables belong to this module, which every module with a
 * user column references, while the auth module above runs sign-up, sign-in and resets on them.
 */
export function identityStore(database: Database) {
  return drizzleAdapter(database, {
    provider: "pg",
    schema: { user: users, session: sessions, account: accounts, verification: verifications },
  });
}
