import { and, eq } from "drizzle-orm";
import { db } from "@/server/db/client";
import { freeTrials } from "./trials.schema";

export async function findTrial(organizationId: string, userId: string) {
  const [row] = await (await db())
    .select()
    .from(freeTrials)
    .where(and(eq(freeTrials.organization_id, organizationId), eq(freeTrials.user_id, userId)));
  return row ?? null;
}

/** Starts the trial once; a second call keeps the first one's dates. */
export async function insertTrialOnce(organizationId: string, userId: string, email: string, endsAt: Date) {
  await (await db())
    .insert(freeTrials)
    .values({ organization_id: organizationId, user_id: userId, email, ends_at: endsAt })
    .onConflictDoNothing();
  return findTrial(organizationId, userId);
}
