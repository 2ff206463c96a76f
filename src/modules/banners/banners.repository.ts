import { and, asc, eq, gt, isNull, lte, notExists, or } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { db } from "@/server/db/client";
import { prepareRows, queryBuilder } from "@/server/db/one-statement";
import { bannerDismissals, banners } from "./banners.schema";

export type Banner = typeof banners.$inferSelect;
type BannerFields = Partial<Omit<typeof banners.$inferInsert, "id" | "organization_id" | "created_at" | "updated_at">>;

const byOrder = [asc(banners.order), asc(banners.created_at)];

export async function listBanners(organizationId: string): Promise<Banner[]> {
  return (await db())
    .select()
    .from(banners)
    .where(eq(banners.organization_id, organizationId))
    .orderBy(...byOrder);
}

/** Enabled banners whose promotion has not ended and that this user (if any) has not dismissed until later than `now`. */
export async function listLiveBanners(organizationId: string, now: Date, userId: string | null): Promise<Banner[]> {
  const database = await db();
  const dismissed = userId
    ? notExists(
        database
          .select({ banner_id: bannerDismissals.banner_id })
          .from(bannerDismissals)
          .where(
            and(
              eq(bannerDismissals.organization_id, organizationId),
              eq(bannerDismissals.banner_id, banners.id),
              eq(bannerDismissals.user_id, userId),
              gt(bannerDismissals.dismissed_until, now),
            ),
          ),
      )
    : undefined;
  return database
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.organization_id, organizationId),
        eq(banners.is_enabled, true),
        or(isNull(banners.end_date_promotion), gt(banners.end_date_promotion, now)),
        dismissed,
      ),
    )
    .orderBy(...byOrder);
}

/** The banners running at `now` for every visitor (no dismissals), unexecuted, for one statement with others. */
export const liveBannerRows = prepareRows((organizationId: string, now: Date) =>
  queryBuilder
    .select()
    .from(banners)
    .where(and(eq(banners.organization_id, organizationId), eq(banners.is_enabled, true), or(isNull(banners.end_date_promotion), gt(banners.end_date_promotion, now))))
    .orderBy(...byOrder),
);

/** Organizations with an enabled banner that started or ended in (from, to]: their cached pages must show it now. */
export async function organizationsWithBannerChanges(from: Date, to: Date): Promise<string[]> {
  const within = (column: AnyPgColumn) => and(gt(column, from), lte(column, to));
  const rows = await (await db())
    .selectDistinct({ organization_id: banners.organization_id })
    .from(banners)
    .where(and(eq(banners.is_enabled, true), or(within(banners.start_date_promotion), within(banners.end_date_promotion))));
  return rows.map((row) => row.organization_id);
}

export async function findBanner(organizationId: string, id: string): Promise<Banner | null> {
  const [row] = await (await db())
    .select()
    .from(banners)
    .where(and(eq(banners.organization_id, organizationId), eq(banners.id, id)));
  return row ?? null;
}

export async function insertBanner(organizationId: string, values: BannerFields): Promise<Banner> {
  const [row] = await (await db())
    .insert(banners)
    .values({ ...values, organization_id: organizationId })
    .returning();
  if (!row) throw new Error("Insert returned no banner");
  return row;
}

export async function updateBanner(organizationId: string, id: string, values: BannerFields): Promise<Banner | null> {
  const [row] = await (await db())
    .update(banners)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(banners.organization_id, organizationId), eq(banners.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteBanner(organizationId: string, id: string): Promise<boolean> {
  const rows = await (await db())
    .delete(banners)
    .where(and(eq(banners.organization_id, organizationId), eq(banners.id, id)))
    .returning({ id: banners.id });
  return rows.length > 0;
}

/** Records (or moves) a user's dismissal of a banner. */
export async function upsertDismissal(organizationId: string, bannerId: string, userId: string, until: Date): Promise<void> {
  await (await db())
    .insert(bannerDismissals)
    .values({ organization_id: organizationId, banner_id: bannerId, user_id: userId, dismissed_until: until })
    .onConflictDoUpdate({ target: [bannerDismissals.banner_id, bannerDismissals.user_id], set: { dismissed_until: until } });
}

/** A user's dismissals in this organization that still hold at `now`. */
export async function listDismissals(organizationId: string, userId: string, now: Date): Promise<{ banner_id: string; dismissed_until: Date }[]> {
  return (await db())
    .select({ banner_id: bannerDismissals.banner_id, dismissed_until: bannerDismissals.dismissed_until })
    .from(bannerDismissals)
    .where(and(eq(bannerDismissals.organization_id, organizationId), eq(bannerDismissals.user_id, userId), gt(bannerDismissals.dismissed_until, now)))
    .orderBy(asc(bannerDismissals.dismissed_until));
}
