import { and, eq, sql } from "drizzle-orm";
import { db } from "@/server/db/client";
import { prepareRows, queryBuilder, readAsOne } from "@/server/db/one-statement";
import { organizationHosts, organizations, organizationSettings, type Organization } from "./organizations.schema";

export async function findOrganizationById(organizationId: string): Promise<Organization | null> {
  const [row] = await (await db()).select().from(organizations).where(eq(organizations.id, organizationId));
  return row ?? null;
}

export async function findOrganizationBySlug(slug: string): Promise<Organization | null> {
  const [row] = await (await db()).select().from(organizations).where(eq(organizations.slug, slug));
  return row ?? null;
}

export async function findOrganizationByHost(host: string): Promise<Organization | null> {
  const [row] = await (await db())
    .select({ organization: organizations })
    .from(organizationHosts)
    .innerJoin(organizations, eq(organizations.id, organizationHosts.organization_id))
    .where(eq(organizationHosts.host, host));
  return row?.organization ?? null;
}

/** Locks the organization's row until the transaction ends: writers that number rows take turns. */
export async function lockOrganizationRow(organizationId: string): Promise<void> {
  await (await db()).execute(sql`select id from organizations where id = ${organizationId} for update`);
}

export async function countOrganizations(): Promise<number> {
  const [row] = await (await db()).select({ count: sql<number>`count(*)::int` }).from(organizations);
  return row?.count ?? 0;
}

export async function insertOrganization(values: typeof organizations.$inferInsert): Promise<Organization> {
  const [row] = await (await db()).insert(organizations).values(values).returning();
  if (!row) throw new Error("Insert returned no organization");
  return row;
}

export async function insertSettings(
  organizationId: string,
  values: Omit<typeof organizationSettings.$inferInsert, "organization_id">,
): Promise<void> {
  await (await db()).insert(organizationSettings).values({ ...values, organization_id: organizationId });
}

const settingsRows = prepareRows((organizationId: string) => queryBuilder.select().from(organizationSettings).where(eq(organizationSettings.organization_id, organizationId)));

/** Every render reads them first (its language, colours, fonts): a prepared read (server/db/one-statement). */
export async function findSettings(organizationId: string) {
  const [row] = (await readAsOne({ settings: settingsRows(organizationId) })).settings;
  return row ?? null;
}

export async function updateSettings(organizationId: string, values: Partial<Omit<typeof organizationSettings.$inferInsert, "organization_id">>) {
  await (await db())
    .update(organizationSettings)
    .set({ ...values, updated_at: new Date() })
    .where(eq(organizationSettings.organization_id, organizationId));
}

export async function findHostOwner(host: string): Promise<string | null> {
  const [row] = await (await db())
    .select({ organization_id: organizationHosts.organization_id })
    .from(organizationHosts)
    .where(eq(organizationHosts.host, host));
  return row?.organization_id ?? null;
}

export async function insertHosts(organizationId: string, hosts: string[]): Promise<void> {
  if (hosts.length === 0) return;
  await (await db())
    .insert(organizationHosts)
    .values(hosts.map((host) => ({ host, organization_id: organizationId })));
}

export async function listHosts(organizationId: string): Promise<string[]> {
  const rows = await (await db())
    .select({ host: organizationHosts.host })
    .from(organizationHosts)
    .where(and(eq(organizationHosts.organization_id, organizationId)))
    .orderBy(organizationHosts.created_at, organizationHosts.host);
  return rows.map((row) => row.host);
}

/** Raises the organization's cookie policy revision by one (cookies asks for it: every visitor is asked again). */
export async function raisePolicyRevision(organizationId: string): Promise<number | null> {
  const [row] = await (await db())
    .update(organizationSettings)
    .set({ cookie_policy_revision: sql`${organizationSettings.cookie_policy_revision} + 1`, updated_at: new Date() })
    .where(eq(organizationSettings.organization_id, organizationId))
    .returning({ revision: organizationSettings.cookie_policy_revision });
  return row?.revision ?? null;
}
