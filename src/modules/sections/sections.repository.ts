import { deriveSectionType } from "./types/registry";
import { and, asc, eq, getTableColumns, inArray, like, max } from "drizzle-orm";
import { db } from "@/server/db/client";
import { atVersion, containing, nextVersion } from "@/server/db/columns";
import { prepareRows, queryBuilder } from "@/server/db/one-statement";
import { AppError } from "@/server/http/errors";
import { metrics, sectionMetrics, templateSections } from "./sections.schema";
import { sectionMessages } from "./sections.validation";

import type { Metric, TemplateSection } from "./section-rows";
import type { TranslatedSource } from "@/server/db/translation-coverage";

export type { Metric, TemplateSection } from "./section-rows";
export type SectionValues = Omit<typeof templateSections.$inferInsert, "id" | "organization_id" | "created_at" | "updated_at" | "version">;
export type MetricValues = Omit<typeof metrics.$inferInsert, "id" | "organization_id" | "created_at" | "updated_at" | "version">;

const ofSection = (organizationId: string, id: string) =>
  and(eq(templateSections.organization_id, organizationId), eq(templateSections.id, id));
const ofMetric = (organizationId: string, id: string) => and(eq(metrics.organization_id, organizationId), eq(metrics.id, id));
const ofLink = (organizationId: string, sectionId: string, metricId: string) =>
  and(eq(sectionMetrics.organization_id, organizationId), eq(sectionMetrics.section_id, sectionId), eq(sectionMetrics.metric_id, metricId));

// Template sections

/** The same read as `listSectionsOfPage`, unexecuted, for one statement with others (server/db/one-statement). */
export const sectionRowsOfPage = prepareRows((organizationId: string, urlPage: string) =>
  queryBuilder
    .select()
    .from(templateSections)
    .where(and(eq(templateSections.organization_id, organizationId), eq(templateSections.url_page, urlPage)))
    .orderBy(asc(templateSections.order), asc(templateSections.created_at)),
);

/** The metrics of every section of a page, with the section they sit in, in their order there. */
export const metricRowsOfPage = prepareRows((organizationId: string, urlPage: string) =>
  queryBuilder
    .select({ ...getTableColumns(metrics), section_id: sectionMetrics.section_id })
    .from(sectionMetrics)
    .innerJoin(metrics, and(eq(metrics.id, sectionMetrics.metric_id), eq(metrics.organization_id, organizationId)))
    .innerJoin(templateSections, and(eq(templateSections.id, sectionMetrics.section_id), eq(templateSections.organization_id, organizationId)))
    .where(and(eq(sectionMetrics.organization_id, organizationId), eq(templateSections.url_page, urlPage)))
    .orderBy(asc(sectionMetrics.order), asc(metrics.created_at)),
);

export async function listSectionsOfPage(organizationId: string, urlPage: string): Promise<TemplateSection[]> {
  return (await db())
    .select()
    .from(templateSections)
    .where(and(eq(templateSections.organization_id, organizationId), eq(templateSections.url_page, urlPage)))
    .orderBy(asc(templateSections.order), asc(templateSections.created_at));
}

export async function findSection(organizationId: string, id: string): Promise<TemplateSection | null> {
  const [row] = await (await db()).select().from(templateSections).where(ofSection(organizationId, id));
  return row ?? null;
}

export async function highestSectionOrder(organizationId: string, urlPage: string): Promise<number | null> {
  const [row] = await (await db())
    .select({ highest: max(templateSections.order) })
    .from(templateSections)
    .where(and(eq(templateSections.organization_id, organizationId), eq(templateSections.url_page, urlPage)));
  return row?.highest ?? null;
}

export async function insertSection(organizationId: string, values: SectionValues): Promise<TemplateSection> {
  const [row] = await (await db())
    .insert(templateSections)
    .values({ ...values, organization_id: organizationId })
    .returning();
  if (!row) throw new Error("Insert returned no section");
  return row;
}

/** Updates the section and raises its version; with `expectedVersion`, only if that is still its version (else null). */
export async function updateSection(organizationId: string, id: string, values: Partial<SectionValues>, expectedVersion?: number): Promise<TemplateSection | null> {
  const [row] = await (await db())
    .update(templateSections)
    .set({ ...values, version: nextVersion(templateSections.version), updated_at: new Date() })
    .where(and(ofSection(organizationId, id), atVersion(templateSections.version, expectedVersion)))
    .returning();
  return row ?? null;
}

export async function deleteSection(organizationId: string, id: string): Promise<boolean> {
  const rows = await (await db()).delete(templateSections).where(ofSection(organizationId, id)).returning({ id: templateSections.id });
  return rows.length > 0;
}

// Metrics

export async function listMetrics(organizationId: string): Promise<Metric[]> {
  return (await db())
    .select()
    .from(metrics)
    .where(eq(metrics.organization_id, organizationId))
    .orderBy(asc(metrics.created_at), asc(metrics.id));
}

export async function findMetric(organizationId: string, id: string): Promise<Metric | null> {
  const [row] = await (await db()).select().from(metrics).where(ofMetric(organizationId, id));
  return row ?? null;
}

export async function insertMetric(organizationId: string, values: MetricValues): Promise<Metric> {
  const [row] = await (await db())
    .insert(metrics)
    .values({ ...values, organization_id: organizationId })
    .returning();
  if (!row) throw new Error("Insert returned no metric");
  return row;
}

/** Updates the metric and raises its version; with `expectedVersion`, only if that is still its version (else null). */
export async function updateMetric(organizationId: string, id: string, values: Partial<MetricValues>, expectedVersion?: number): Promise<Metric | null> {
  const [row] = await (await db())
    .update(metrics)
    .set({ ...values, version: nextVersion(metrics.version), updated_at: new Date() })
    .where(and(ofMetric(organizationId, id), atVersion(metrics.version, expectedVersion)))
    .returning();
  return row ?? null;
}

/** Deletes the metric; its links to sections go with it (on delete cascade). */
export async function deleteMetric(organizationId: string, id: string): Promise<boolean> {
  const rows = await (await db()).delete(metrics).where(ofMetric(organizationId, id)).returning({ id: metrics.id });
  return rows.length > 0;
}

// Links between sections and metrics

/** The metrics shown by these sections, each section's in its own order. */
export async function listMetricsOfSections(organizationId: string, sectionIds: string[]): Promise<{ section_id: string; metric: Metric }[]> {
  if (sectionIds.length === 0) return [];
  return (await db())
    .select({ section_id: sectionMetrics.section_id, metric: metrics })
    .from(sectionMetrics)
    .innerJoin(metrics, and(eq(metrics.id, sectionMetrics.metric_id), eq(metrics.organization_id, organizationId)))
    .where(and(eq(sectionMetrics.organization_id, organizationId), inArray(sectionMetrics.section_id, sectionIds)))
    .orderBy(asc(sectionMetrics.order), asc(metrics.created_at));
}

export async function listMetricIdsOfSection(organizationId: string, sectionId: string): Promise<string[]> {
  const rows = await (await db())
    .select({ metric_id: sectionMetrics.metric_id })
    .from(sectionMetrics)
    .where(and(eq(sectionMetrics.organization_id, organizationId), eq(sectionMetrics.section_id, sectionId)));
  return rows.map((row) => row.metric_id);
}

export async function highestMetricOrder(organizationId: string, sectionId: string): Promise<number | null> {
  const [row] = await (await db())
    .select({ highest: max(sectionMetrics.order) })
    .from(sectionMetrics)
    .where(and(eq(sectionMetrics.organization_id, organizationId), eq(sectionMetrics.section_id, sectionId)));
  return row?.highest ?? null;
}

/** Adds the link; the section showing the metric already is a conflict (the primary key says so). */
export async function insertSectionMetric(organizationId: string, sectionId: string, metricId: string, order: number): Promise<void> {
  const rows = await (await db())
    .insert(sectionMetrics)
    .values({ organization_id: organizationId, section_id: sectionId, metric_id: metricId, order })
    .onConflictDoNothing()
    .returning({ metric_id: sectionMetrics.metric_id });
  if (rows.length === 0) throw new AppError({ code: "conflict", message: sectionMessages.metricAlreadyInSection });
}

export async function deleteSectionMetric(organizationId: string, sectionId: string, metricId: string): Promise<boolean> {
  const rows = await (await db())
    .delete(sectionMetrics)
    .where(ofLink(organizationId, sectionId, metricId))
    .returning({ metric_id: sectionMetrics.metric_id });
  return rows.length > 0;
}

export async function setSectionMetricOrder(organizationId: string, sectionId: string, metricId: string, order: number): Promise<void> {
  await (await db()).update(sectionMetrics).set({ order }).where(ofLink(organizationId, sectionId, metricId));
}

/** A page's sections as the layout manager lists them. */
/** The page's template sections as the layout lists them; without a page, every page's (the palette's search). */
export async function listTemplateOutline(organizationId: string, urlPage?: string) {
  const rows = await (await db())
    .select()
    .from(templateSections)
    .where(and(eq(templateSections.organization_id, organizationId), urlPage === undefined ? undefined : eq(templateSections.url_page, urlPage)));
  return rows.map((row) => ({
    id: row.id,
    url_page: row.url_page,
    title: row.section_title,
    order: row.order,
    version: row.version,
    created_at: row.created_at,
    section_type: deriveSectionType(row),
  }));
}

/** Moves the section (a new version); false when `expectedVersion` is no longer its version. */
export async function setTemplateSectionOrder(organizationId: string, id: string, order: number, expectedVersion?: number): Promise<boolean> {
  return (await updateSection(organizationId, id, { order }, expectedVersion)) !== null;
}

/** Metrics whose image address contains `text` (the media library's "used by"). */
export async function listMetricsWithImage(organizationId: string, text: string) {
  return (await db())
    .select({ id: metrics.id, title: metrics.title })
    .from(metrics)
    .where(and(eq(metrics.organization_id, organizationId), like(metrics.image, containing(text))))
    .orderBy(asc(metrics.created_at));
}

/** Empties the image of every metric whose address contains `text`, raising their versions (a removed file makes `image` null). */
export async function clearMetricImages(organizationId: string, text: string) {
  return (await db())
    .update(metrics)
    .set({ image: null, version: nextVersion(metrics.version), updated_at: new Date() })
    .where(and(eq(metrics.organization_id, organizationId), like(metrics.image, containing(text))))
    .returning({ id: metrics.id });
}

export interface SectionTitleRow {
  id: string;
  section_title: string;
  section_title_translation: Record<string, string>;
}

/** Every section's title, unexecuted: what /help-center groups its articles under (a post's section_id). */
export const sectionTitleRows = prepareRows((organizationId: string) =>
  queryBuilder
    .select({ id: templateSections.id, section_title: templateSections.section_title, section_title_translation: templateSections.section_title_translation })
    .from(templateSections)
    .where(eq(templateSections.organization_id, organizationId)),
);

/** Template sections' and their cards' texts that carry translations, for Global Settings' coverage of each language. */
export const sectionTranslationSources = (organizationId: string): TranslatedSource[] => [
  {
    kind: "section",
    table: templateSections,
    where: eq(templateSections.organization_id, organizationId),
    label: templateSections.section_title,
    path: templateSections.url_page,
    texts: [[templateSections.section_title, templateSections.section_title_translation], [templateSections.section_description, templateSections.section_description_translation]],
  },
  {
    kind: "card",
    table: metrics,
    where: eq(metrics.organization_id, organizationId),
    label: metrics.title,
    path: null,
    texts: [[metrics.title, metrics.title_translation], [metrics.description, metrics.description_translation]],
  },
];
