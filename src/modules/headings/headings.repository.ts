import { and, asc, eq, like, max } from "drizzle-orm";
import { db } from "@/server/db/client";
import { atVersion, containing, nextVersion } from "@/server/db/columns";
import { prepareRows, queryBuilder } from "@/server/db/one-statement";
import { headingSections } from "./headings.schema";
import type { TranslatedSource } from "@/server/db/translation-coverage";

export type HeadingSection = typeof headingSections.$inferSelect;
export type HeadingValues = Omit<typeof headingSections.$inferInsert, "id" | "organization_id" | "created_at" | "updated_at" | "version">;

const onPage = (organizationId: string, urlPage: string) =>
  and(eq(headingSections.organization_id, organizationId), eq(headingSections.url_page, urlPage));
const byId = (organizationId: string, id: string) => and(eq(headingSections.organization_id, organizationId), eq(headingSections.id, id));

/** The same read as `listHeadings`, unexecuted, for one statement with others (server/db/one-statement). */
export const headingRowsOfPage = prepareRows((organizationId: string, urlPage: string) =>
  queryBuilder.select().from(headingSections).where(onPage(organizationId, urlPage)).orderBy(asc(headingSections.order), asc(headingSections.created_at), asc(headingSections.id)),
);

export async function listHeadings(organizationId: string, urlPage: string): Promise<HeadingSection[]> {
  return (await db())
    .select()
    .from(headingSections)
    .where(onPage(organizationId, urlPage))
    .orderBy(asc(headingSections.order), asc(headingSections.created_at), asc(headingSections.id));
}

export async function findHeading(organizationId: string, id: string): Promise<HeadingSection | null> {
  const [row] = await (await db()).select().from(headingSections).where(byId(organizationId, id));
  return row ?? null;
}

/** The highest order on the page, or null when the page has no heading section. */
export async function highestHeadingOrder(organizationId: string, urlPage: string): Promise<number | null> {
  const [row] = await (await db()).select({ highest: max(headingSections.order) }).from(headingSections).where(onPage(organizationId, urlPage));
  return row?.highest ?? null;
}

export async function insertHeading(organizationId: string, values: HeadingValues): Promise<HeadingSection> {
  const [row] = await (await db())
    .insert(headingSections)
    .values({ ...values, organization_id: organizationId })
    .returning();
  if (!row) throw new Error("Insert returned no heading section");
  return row;
}

/** Updates the row and raises its version; with `expectedVersion`, only if that is still its version (else null). */
export async function updateHeading(organizationId: string, id: string, values: Partial<HeadingValues>, expectedVersion?: number): Promise<HeadingSection | null> {
  const [row] = await (await db())
    .update(headingSections)
    .set({ ...values, version: nextVersion(headingSections.version), updated_at: new Date() })
    .where(and(byId(organizationId, id), atVersion(headingSections.version, expectedVersion)))
    .returning();
  return row ?? null;
}

export async function deleteHeading(organizationId: string, id: string): Promise<boolean> {
  const rows = await (await db()).delete(headingSections).where(byId(organizationId, id)).returning({ id: headingSections.id });
  return rows.length > 0;
}

/** What the page layout manager shows of the page's heading sections. */
/** The page's headings as the layout lists them; without a page, every page's (the palette's search). */
export async function listHeadingOutline(organizationId: string, urlPage?: string) {
  return (await db())
    .select({
      id: headingSections.id,
      url_page: headingSections.url_page,
      name: headingSections.name,
      name_part_2: headingSections.name_part_2,
      name_part_3: headingSections.name_part_3,
      order: headingSections.order,
      version: headingSections.version,
      created_at: headingSections.created_at,
    })
    .from(headingSections)
    .where(urlPage === undefined ? eq(headingSections.organization_id, organizationId) : onPage(organizationId, urlPage));
}

/** Moves the row (a new version); false when `expectedVersion` is no longer its version. */
export async function setHeadingOrder(organizationId: string, id: string, order: number, expectedVersion?: number): Promise<boolean> {
  return (await updateHeading(organizationId, id, { order }, expectedVersion)) !== null;
}

/** The heading sections whose image address contains `text` (the media library's "used by"). */
export async function listWithImage(organizationId: string, text: string) {
  return (await db())
    .select({ id: headingSections.id, title: headingSections.name, url_page: headingSections.url_page })
    .from(headingSections)
    .where(and(eq(headingSections.organization_id, organizationId), like(headingSections.image, containing(text))))
    .orderBy(asc(headingSections.url_page), asc(headingSections.order));
}

/** Empties the image of every heading section whose address contains `text`, raising their versions. */
export async function clearImages(organizationId: string, text: string) {
  return (await db())
    .update(headingSections)
    .set({ image: null, version: nextVersion(headingSections.version), updated_at: new Date() })
    .where(and(eq(headingSections.organization_id, organizationId), like(headingSections.image, containing(text))))
    .returning({ id: headingSections.id });
}

/** The heading sections' texts that carry translations, for Global Settings' coverage of each language. */
export const headingTranslationSources = (organizationId: string): TranslatedSource[] => [
  {
    kind: "heading",
    table: headingSections,
    where: eq(headingSections.organization_id, organizationId),
    label: headingSections.name,
    path: headingSections.url_page,
    texts: [
      [headingSections.name, headingSections.name_translation],
      [headingSections.description_text, headingSections.description_text_translation],
      [headingSections.button_text, headingSections.button_text_translation],
    ],
  },
];
