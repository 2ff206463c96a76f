import { and, asc, eq, like, max } from "drizzle-orm";
import { db } from "@/server/db/client";
import { atVersion, containing, nextVersion } from "@/server/db/columns";
import { prepareRows, queryBuilder } from "@/server/db/one-statement";
import { heroSections } from "./hero.schema";
import type { TranslatedSource } from "@/server/db/translation-coverage";

export type HeroSection = typeof heroSections.$inferSelect;
export type HeroValues = Omit<typeof heroSections.$inferInsert, "id" | "organization_id" | "created_at" | "updated_at" | "version">;

const onPage = (organizationId: string, urlPage: string) => and(eq(heroSections.organization_id, organizationId), eq(heroSections.url_page, urlPage));
const byId = (organizationId: string, id: string) => and(eq(heroSections.organization_id, organizationId), eq(heroSections.id, id));

/** The same read as `listHeroes`, unexecuted, for one statement with others (server/db/one-statement). */
export const heroRowsOfPage = prepareRows((organizationId: string, urlPage: string) =>
  queryBuilder.select().from(heroSections).where(onPage(organizationId, urlPage)).orderBy(asc(heroSections.order), asc(heroSections.created_at), asc(heroSections.id)),
);

export async function listHeroes(organizationId: string, urlPage: string): Promise<HeroSection[]> {
  return (await db())
    .select()
    .from(heroSections)
    .where(onPage(organizationId, urlPage))
    .orderBy(asc(heroSections.order), asc(heroSections.created_at), asc(heroSections.id));
}

export async function findHero(organizationId: string, id: string): Promise<HeroSection | null> {
  const [row] = await (await db()).select().from(heroSections).where(byId(organizationId, id));
  return row ?? null;
}

/** The highest order on the page, or null when the page has no hero. */
export async function highestHeroOrder(organizationId: string, urlPage: string): Promise<number | null> {
  const [row] = await (await db()).select({ highest: max(heroSections.order) }).from(heroSections).where(onPage(organizationId, urlPage));
  return row?.highest ?? null;
}

export async function insertHero(organizationId: string, values: HeroValues): Promise<HeroSection> {
  const [row] = await (await db())
    .insert(heroSections)
    .values({ ...values, organization_id: organizationId })
    .returning();
  if (!row) throw new Error("Insert returned no hero section");
  return row;
}

/** Updates the row and raises its version; with `expectedVersion`, only if that is still its version (else null). */
export async function updateHero(organizationId: string, id: string, values: Partial<HeroValues>, expectedVersion?: number): Promise<HeroSection | null> {
  const [row] = await (await db())
    .update(heroSections)
    .set({ ...values, version: nextVersion(heroSections.version), updated_at: new Date() })
    .where(and(byId(organizationId, id), atVersion(heroSections.version, expectedVersion)))
    .returning();
  return row ?? null;
}

export async function deleteHero(organizationId: string, id: string): Promise<boolean> {
  const rows = await (await db()).delete(heroSections).where(byId(organizationId, id)).returning({ id: heroSections.id });
  return rows.length > 0;
}

/** What the page layout manager shows of the page's heroes. */
/** The page's heroes as the layout lists them; without a page, every page's (the palette's search). */
export async function listHeroOutline(organizationId: string, urlPage?: string) {
  return (await db())
    .select({ id: heroSections.id, url_page: heroSections.url_page, title: heroSections.title, order: heroSections.order, version: heroSections.version, created_at: heroSections.created_at })
    .from(heroSections)
    .where(urlPage === undefined ? eq(heroSections.organization_id, organizationId) : onPage(organizationId, urlPage));
}

/** Moves the row (a new version); false when `expectedVersion` is no longer its version. */
export async function setHeroOrder(organizationId: string, id: string, order: number, expectedVersion?: number): Promise<boolean> {
  return (await updateHero(organizationId, id, { order }, expectedVersion)) !== null;
}

/** The home page's first hero, if it has one. */
export async function findHomeHero(organizationId: string) {
  const [hero] = await (await db())
    .select()
    .from(heroSections)
    .where(and(eq(heroSections.organization_id, organizationId), eq(heroSections.url_page, "/home")))
    .orderBy(asc(heroSections.order))
    .limit(1);
  return hero ?? null;
}

/** The heroes whose image address contains `text` (the media library's "used by"). */
export async function listWithImage(organizationId: string, text: string) {
  return (await db())
    .select({ id: heroSections.id, title: heroSections.title, url_page: heroSections.url_page })
    .from(heroSections)
    .where(and(eq(heroSections.organization_id, organizationId), like(heroSections.image, containing(text))))
    .orderBy(asc(heroSections.url_page), asc(heroSections.order));
}

/** Empties the image of every hero whose address contains `text`, raising their versions. */
export async function clearImages(organizationId: string, text: string) {
  return (await db())
    .update(heroSections)
    .set({ image: null, version: nextVersion(heroSections.version), updated_at: new Date() })
    .where(and(eq(heroSections.organization_id, organizationId), like(heroSections.image, containing(text))))
    .returning({ id: heroSections.id });
}

/** The hero sections' texts that carry translations, for Global Settings' coverage of each language. */
export const heroTranslationSources = (organizationId: string): TranslatedSource[] => [
  {
    kind: "hero",
    table: heroSections,
    where: eq(heroSections.organization_id, organizationId),
    label: heroSections.title,
    path: heroSections.url_page,
    texts: [[heroSections.title, heroSections.title_translation], [heroSections.description, heroSections.description_translation], [heroSections.button, heroSections.button_translation]],
  },
];
