import { and, desc, eq } from "drizzle-orm";
import { db } from "@/server/db/client";
import { mediaFiles } from "./media.schema";

export async function insertMedia(organizationId: string, values: Omit<typeof mediaFiles.$inferInsert, "organization_id">) {
  const [row] = await (await db())
    .insert(mediaFiles)
    .values({ ...values, organization_id: organizationId })
    .returning();
  return row!;
}

export async function listMedia(organizationId: string) {
  return (await db()).select().from(mediaFiles).where(eq(mediaFiles.organization_id, organizationId)).orderBy(desc(mediaFiles.created_at));
}

export async function findMedia(organizationId: string, id: string) {
  const [row] = await (await db())
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.organization_id, organizationId), eq(mediaFiles.id, id)));
  return row ?? null;
}

export async function findMediaByKey(organizationId: string, storageKey: string) {
  const [row] = await (await db())
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.organization_id, organizationId), eq(mediaFiles.storage_key, storageKey)));
  return row ?? null;
}

export async function deleteMedia(organizationId: string, id: string) {
  await (await db()).delete(mediaFiles).where(and(eq(mediaFiles.organization_id, organizationId), eq(mediaFiles.id, id)));
}
