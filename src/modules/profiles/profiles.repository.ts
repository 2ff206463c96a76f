import { and, asc, eq, sql } from "drizzle-orm";
import { db } from "@/server/db/client";
import { profiles, type Profile, type Role } from "./profiles.schema";

export async function findProfile(organizationId: string, userId: string): Promise<Profile | null> {
  const [row] = await (await db())
    .select()
    .from(profiles)
    .where(and(eq(profiles.organization_id, organizationId), eq(profiles.user_id, userId)));
  return row ?? null;
}

export interface ProfileFields {
  email: string;
  username?: string | null;
  full_name?: string | null;
}

/** Inserts the profile, or updates the given fields of the existing one; the role is never changed here. */
export async function upsertProfile(organizationId: string, userId: string, fields: ProfileFields, role: Role = "member") {
  const updates: Partial<typeof profiles.$inferInsert> = { email: fields.email, updated_at: sql`now()` as unknown as Date };
  if (fields.username !== undefined) updates.username = fields.username;
  if (fields.full_name !== undefined) updates.full_name = fields.full_name;
  const [row] = await (await db())
    .insert(profiles)
    .values({ organization_id: organizationId, user_id: userId, role, ...fields })
    .onConflictDoUpdate({ target: [profiles.user_id, profiles.organization_id], set: updates })
    .returning();
  if (!row) throw new Error("Profile upsert returned no row");
  return row;
}

export async function setRole(organizationId: string, userId: string, role: Role): Promise<Profile | null> {
  const [row] = await (await db())
    .update(profiles)
    .set({ role, updated_at: new Date() })
    .where(and(eq(profiles.organization_id, organizationId), eq(profiles.user_id, userId)))
    .returning();
  return row ?? null;
}

/** The organization's members, admins first, then by name and address. */
export async function listProfiles(organizationId: string): Promise<Profile[]> {
  return (await db())
    .select()
    .from(profiles)
    .where(eq(profiles.organization_id, organizationId))
    .orderBy(asc(profiles.role), asc(profiles.username), asc(profiles.email));
}

/** How many admins the organization has, reading their rows FOR UPDATE (in a transaction: two demotions take turns). */
export async function countAdminsForUpdate(organizationId: string): Promise<number> {
  const rows = await (await db())
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.organization_id, organizationId), eq(profiles.role, "admin")))
    .for("update");
  return rows.length;
}
