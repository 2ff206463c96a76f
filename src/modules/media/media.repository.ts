import { and, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { atVersion, nextVersion } from "@/server/db/columns";
import { db } from "@/server/db/client";
import { prepareRows, queryBuilder } from "@/server/db/one-statement";
import { mediaFiles } from "./media.schema";

export async function insertMedia(organizationId: string, values: Omit<typeof mediaFiles.$inferInsert, "organization_id">) {
  const [row] = await (await db())
    .insert(mediaFiles)
    .values({ ...values, organization_id: organizationId })
    .returning();
  return row!;
}

/** The organization's files, newest first; with `search`, those whose file name or alt text contains it. */
export async function listMedia(organizationId: string, search?: string) {
  const pattern = search ? `%${search.replace(/[\\%_]/g, "\\$&")}%` : undefined;
  return (await db())
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.organization_id, organizationId), pattern ? or(ilike(mediaFiles.filename, pattern), ilike(mediaFiles.alt, pattern)) : undefined))
    .orderBy(desc(mediaFiles.created_at), desc(mediaFiles.id));
}

export async function findMedia(organizationId: string, id: string) {
  const [row] = await (await db())
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.organization_id, organizationId), eq(mediaFiles.id, id)));
  return row ?? null;
}

/** The file stored under `storageKey`, as its original or as one of its variants. */
export async function findMediaByKey(organizationId: string, storageKey: string) {
  const [row] = await (await db())
    .select()
    .from(mediaFiles)
    .where(
      and(
        eq(mediaFiles.organization_id, organizationId),
        or(eq(mediaFiles.storage_key, storageKey), sql`${mediaFiles.variants} @> ${JSON.stringify([{ key: storageKey }])}::jsonb`),
      ),
    );
  return row ?? null;
}

/** Files whose original has one of these keys (renderers look images up by the URL a section stores). */
export async function findMediaByKeys(organizationId: string, storageKeys: string[]) {
  if (storageKeys.length === 0) return [];
  return (await db())
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.organization_id, organizationId), inArray(mediaFiles.storage_key, storageKeys)));
}

/** Sets the alt text and raises the version; with `expectedVersion`, only if that is still the version (else null). */
export async function updateMediaAlt(organizationId: string, id: string, alt: string, expectedVersion?: number) {
  const [row] = await (await db())
    .update(mediaFiles)
    .set({ alt, version: nextVersion(mediaFiles.version), updated_at: new Date() })
    .where(and(eq(mediaFiles.organization_id, organizationId), eq(mediaFiles.id, id), atVersion(mediaFiles.version, expectedVersion)))
    .returning();
  return row ?? null;
}

export async function deleteMedia(organizationId: string, id: string) {
  await (await db()).delete(mediaFiles).where(and(eq(mediaFiles.organization_id, organizationId), eq(mediaFiles.id, id)));
}

/**
 * The stored images named by `storageKeys`, unexecuted, with only what `srcset` and the alt text
 * need (decision 020): a page reads the images it shows rather than every upload of the
 * organization. Images without resized copies (GIFs) come too: their library alt text counts.
 */
export const uploadedImageRowsOf = prepareRows((organizationId: string, storageKeys: string[]) =>
  queryBuilder
    .select({ storage_key: mediaFiles.storage_key, content_type: mediaFiles.content_type, width: mediaFiles.width, variants: mediaFiles.variants, alt: mediaFiles.alt })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.organization_id, organizationId), sql`${mediaFiles.storage_key} = any(${storageKeys}::text[])`, eq(mediaFiles.kind, "image"))),
);
