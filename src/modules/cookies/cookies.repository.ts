import { and, asc, desc, eq, sql } from "drizzle-orm";
import { db, readTogether } from "@/server/db/client";
import { prepareRows, queryBuilder } from "@/server/db/one-statement";
import { consentRecords, cookieCategories, cookieServices } from "./cookies.schema";

export type CookieCategory = typeof cookieCategories.$inferSelect;
export type CookieService = typeof cookieServices.$inferSelect;
export type ConsentRecord = typeof consentRecords.$inferSelect;
type CategoryFields = Partial<Omit<typeof cookieCategories.$inferInsert, "id" | "organization_id" | "created_at" | "updated_at">>;
type ServiceFields = Partial<Omit<typeof cookieServices.$inferInsert, "id" | "organization_id" | "created_at" | "updated_at">>;

export async function listCategories(organizationId: string): Promise<CookieCategory[]> {
  return (await db())
    .select()
    .from(cookieCategories)
    .where(eq(cookieCategories.organization_id, organizationId))
    .orderBy(asc(cookieCategories.order), asc(cookieCategories.created_at));
}

export async function listServices(organizationId: string): Promise<CookieService[]> {
  return (await db())
    .select()
    .from(cookieServices)
    .where(eq(cookieServices.organization_id, organizationId))
    .orderBy(asc(cookieServices.created_at), asc(cookieServices.name));
}

/** `listCategories` and `listServices`, unexecuted, for one statement with others. */
const categoryRows = prepareRows((organizationId: string) =>
  queryBuilder.select().from(cookieCategories).where(eq(cookieCategories.organization_id, organizationId)).orderBy(asc(cookieCategories.order), asc(cookieCategories.created_at)),
);
const serviceRows = prepareRows((organizationId: string) =>
  queryBuilder.select().from(cookieServices).where(eq(cookieServices.organization_id, organizationId)).orderBy(asc(cookieServices.created_at), asc(cookieServices.name)),
);
export const categoryAndServiceRows = (organizationId: string) => ({ cookieCategories: categoryRows(organizationId), cookieServices: serviceRows(organizationId) });

export async function findCategory(organizationId: string, id: string): Promise<CookieCategory | null> {
  const [row] = await (await db())
    .select()
    .from(cookieCategories)
    .where(and(eq(cookieCategories.organization_id, organizationId), eq(cookieCategories.id, id)));
  return row ?? null;
}

export async function highestCategoryOrder(organizationId: string): Promise<number | null> {
  const [row] = await (await db())
    .select({ highest: sql<number | null>`max(${cookieCategories.order})` })
    .from(cookieCategories)
    .where(eq(cookieCategories.organization_id, organizationId));
  return row?.highest ?? null;
}

export async function insertCategory(organizationId: string, values: CategoryFields & { name: string }): Promise<CookieCategory> {
  const [row] = await (await db())
    .insert(cookieCategories)
    .values({ ...values, organization_id: organizationId })
    .returning();
  if (!row) throw new Error("Insert returned no cookie category");
  return row;
}

export async function updateCategory(organizationId: string, id: string, values: CategoryFields): Promise<CookieCategory | null> {
  const [row] = await (await db())
    .update(cookieCategories)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(cookieCategories.organization_id, organizationId), eq(cookieCategories.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteCategory(organizationId: string, id: string): Promise<boolean> {
  const rows = await (await db())
    .delete(cookieCategories)
    .where(and(eq(cookieCategories.organization_id, organizationId), eq(cookieCategories.id, id)))
    .returning({ id: cookieCategories.id });
  return rows.length > 0;
}

export async function insertService(organizationId: string, values: ServiceFields & { category_id: string; name: string }): Promise<CookieService> {
  const [row] = await (await db())
    .insert(cookieServices)
    .values({ ...values, organization_id: organizationId })
    .returning();
  if (!row) throw new Error("Insert returned no cookie service");
  return row;
}

export async function updateService(organizationId: string, id: string, values: ServiceFields): Promise<CookieService | null> {
  const [row] = await (await db())
    .update(cookieServices)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(cookieServices.organization_id, organizationId), eq(cookieServices.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteService(organizationId: string, id: string): Promise<boolean> {
  const rows = await (await db())
    .delete(cookieServices)
    .where(and(eq(cookieServices.organization_id, organizationId), eq(cookieServices.id, id)))
    .returning({ id: cookieServices.id });
  return rows.length > 0;
}

/** The newest consent of a signed-in user (by user id) or of an anonymous visitor (by visitor id). */
export async function findLatestConsent(organizationId: string, who: { userId: string } | { visitorId: string }): Promise<ConsentRecord | null> {
  const [row] = await (await db())
    .select()
    .from(consentRecords)
    .where(
      and(
        eq(consentRecords.organization_id, organizationId),
        "userId" in who ? eq(consentRecords.user_id, who.userId) : eq(consentRecords.visitor_id, who.visitorId),
      ),
    )
    .orderBy(desc(consentRecords.created_at))
    .limit(1);
  return row ?? null;
}

/** The organization's consent records, newest first, optionally of one visitor or one user. */
export async function listConsentRecords(organizationId: string, filter: { visitorId?: string; userId?: string; limit: number }): Promise<ConsentRecord[]> {
  return (await db())
    .select()
    .from(consentRecords)
    .where(
      and(
        eq(consentRecords.organization_id, organizationId),
        filter.visitorId === undefined ? undefined : eq(consentRecords.visitor_id, filter.visitorId),
        filter.userId === undefined ? undefined : eq(consentRecords.user_id, filter.userId),
      ),
    )
    .orderBy(desc(consentRecords.created_at), desc(consentRecords.id))
    .limit(filter.limit);
}

export async function insertConsent(
  organizationId: string,
  values: Omit<typeof consentRecords.$inferInsert, "id" | "organization_id" | "created_at">,
): Promise<ConsentRecord> {
  const [row] = await (await db())
    .insert(consentRecords)
    .values({ ...values, organization_id: organizationId })
    .returning();
  if (!row) throw new Error("Insert returned no consent record");
  return row;
}

/** Categories, services and the latest 100 consent records (Global Settings cookie tab). */
export async function listCookieSettings(organizationId: string) {
  const database = await db();
  const [cookie_categories, cookie_services, cookie_consent_records] = await readTogether([
    () => database.select().from(cookieCategories).where(eq(cookieCategories.organization_id, organizationId)).orderBy(asc(cookieCategories.order)),
    // A fixed order, so that saving (an update moves a row in the table) or renaming does not reorder the tab.
    () => database.select().from(cookieServices).where(eq(cookieServices.organization_id, organizationId)).orderBy(asc(cookieServices.created_at), asc(cookieServices.id)),
    () => database.select().from(consentRecords).where(eq(consentRecords.organization_id, organizationId)).orderBy(desc(consentRecords.created_at)).limit(100),
  ]);
  return { cookie_categories, cookie_services, cookie_consent_records };
}
