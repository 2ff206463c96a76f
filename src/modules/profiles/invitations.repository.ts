import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { db } from "@/server/db/client";
import { invitations, type Invitation, type Role } from "./profiles.schema";

/** Makes the address's invitation, or renews it (new token, role and date, not yet accepted). */
export async function upsertInvitation(organizationId: string, fields: { email: string; role: Role; token_hash: string; invited_by: string }): Promise<Invitation> {
  const [row] = await (await db())
    .insert(invitations)
    .values({ organization_id: organizationId, ...fields })
    .onConflictDoUpdate({
      target: [invitations.organization_id, invitations.email],
      set: { role: fields.role, token_hash: fields.token_hash, invited_by: fields.invited_by, created_at: sql`now()`, accepted_at: null },
    })
    .returning();
  if (!row) throw new Error("Invitation upsert returned no row");
  return row;
}

/** Invitations not accepted yet, newest first. */
export async function listOpenInvitations(organizationId: string): Promise<Invitation[]> {
  return (await db())
    .select()
    .from(invitations)
    .where(and(eq(invitations.organization_id, organizationId), isNull(invitations.accepted_at)))
    .orderBy(desc(invitations.created_at));
}

export async function deleteInvitation(organizationId: string, id: string): Promise<boolean> {
  const rows = await (await db())
    .delete(invitations)
    .where(and(eq(invitations.organization_id, organizationId), eq(invitations.id, id)))
    .returning({ id: invitations.id });
  return rows.length > 0;
}

/** The open invitation with this token, read FOR UPDATE (in a transaction: one acceptance wins). */
export async function findOpenInvitationForUpdate(organizationId: string, tokenHash: string): Promise<Invitation | null> {
  const [row] = await (await db())
    .select()
    .from(invitations)
    .where(and(eq(invitations.organization_id, organizationId), eq(invitations.token_hash, tokenHash), isNull(invitations.accepted_at)))
    .for("update");
  return row ?? null;
}

export async function markAccepted(id: string): Promise<void> {
  await (await db()).update(invitations).set({ accepted_at: new Date() }).where(eq(invitations.id, id));
}
