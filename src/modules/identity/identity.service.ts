import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { lt, sql } from "drizzle-orm";
import { db, type Database } from "@/server/db/client";
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

/**
 * Drops sessions and verification tokens (reset and confirmation links) past their expiry: they can
 * no longer be used, and better-auth removes one only when someone presents it again.
 */
export async function deleteExpiredIdentityRows(): Promise<void> {
  const database = await db();
  await database.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
  await database.delete(verifications).where(lt(verifications.expiresAt, sql`now()`));
}
