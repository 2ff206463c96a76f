import { orderStep } from "@/lib/design-tokens";
import { isUuid } from "@/lib/json";
import { plainText } from "@/lib/plain-text";
import { sanitizeRichText } from "@/lib/sanitize-html";
import { hasVisibleText, sanitizeTranslations } from "@/lib/section-fields";
import { normalizeUrlPage } from "@/lib/url-page";
import { withOrganizationLock } from "@/modules/organizations/organizations.service";
import { invalidate, organizationTag } from "@/server/cache";
import { readAsOne } from "@/server/db/one-statement";
import { AppError, notFound, versionConflict } from "@/server/http/errors";
import * as repository from "./sections.repository";
import { sectionDataFrom, sectionDataRows, type SectionData } from "./types/data.server";
import type { MetricValues, SectionValues } from "./sections.repository";
import type { Metric, PublicSection, TemplateSection } from "./section-rows";
import { deriveSectionType, legacySectionFlags, sectionTypeRegistry, type SectionType } from "./types/registry";
import {
  sectionMessages,
  type CreateMetricInput,
  type CreateSectionInput,
  type PatchMetricInput,
  type SaveSectionInput,
  type UpdateSectionInput,
} from "./sections.validation";

const badRequest = (message: string) => new AppError({ code: "bad_request", message });

const isBlankRichText = (html: string) => !hasVisibleText(html);

/** Titles, descriptions and their translations are rich text, stored sanitized (spec 001 §5). */
function sanitizeSection(input: UpdateSectionInput): Partial<SectionValues> {
  const values: Partial<SectionValues> = { ...input };
  if (input.section_title !== undefined) values.section_title = sanitizeRichText(input.section_title);
  if (input.section_description !== undefined) values.section_description = sanitizeRichText(input.section_description);
  if (input.section_title_translation) values.section_title_translation = sanitizeTranslations(input.section_title_translation);
  if (input.section_description_translation) values.section_description_translation = sanitizeTranslations(input.section_description_translation);
  if (input.background_color === "") values.background_color = null;
  return values;
}

function sanitizeMetric(input: Omit<CreateMetricInput, "section_id"> | Omit<PatchMetricInput, "version">): Partial<MetricValues> {
  const values: Partial<MetricValues> = { ...input };
  if (input.title !== undefined) values.title = sanitizeRichText(input.title);
  if (input.description !== undefined) values.description = sanitizeRichText(input.description);
  if ("title_translation" in input && input.title_translation) values.title_translation = sanitizeTranslations(input.title_translation);
  if ("description_translation" in input && input.description_translation) values.description_translation = sanitizeTranslations(input.description_translation);
  if (input.background_color === "") values.background_color = null;
  return values;
}

/**
 * The type to store: the one sent; else, when legacy flags are sent, the type they mean (spec 000 §3);
 * else the section's current type.
 */
function resolveSectionType(input: UpdateSectionInput, current?: TemplateSection): SectionType {
  if (input.section_type) return input.section_type;
  const flagsSent = legacySectionFlags.some(([flag]) => input[flag] !== undefined);
  if (current && !flagsSent) return deriveSectionType(current);
  return deriveSectionType({ ...current, ...input, section_type: null });
}

/** Only the types the registry marks (general) need a title; the others may leave title and description empty. */
function assertSectionTitle(type: SectionType, title: string): void {
  if (sectionTypeRegistry[type].titleRequired && isBlankRichText(title)) throw badRequest(sectionMessages.titleRequired);
}

const withoutOwner = ({ organization_id: _owner, ...metric }: Metric) => metric;

async function withMetrics(organizationId: string, sections: TemplateSection[]): Promise<PublicSection[]> {
  const links = await repository.listMetricsOfSections(organizationId, sections.map((section) => section.id));
  return sections.map((section) => ({
    ...section,
    website_metric: links.filter((link) => link.section_id === section.id).map((link) => withoutOwner(link.metric)),
  }));
}

/** Appends the metric at the end of the section; run it under the organization lock. */
async function appendMetric(organizationId: string, sectionId: string, metricId: string): Promise<void> {
  const highest = await repository.highestMetricOrder(organizationId, sectionId);
  await repository.insertSectionMetric(organizationId, sectionId, metricId, highest === null ? 0 : highest + orderStep);
}

// Template sections

export async function getSectionOrThrow(organizationId: string, id: string): Promise<TemplateSection> {
  const section = isUuid(id) ? await repository.findSection(organizationId, id) : null;
  if (!section) throw notFound(sectionMessages.sectionNotFound);
  return section;
}

/** A page's sections in order, each with its metrics as `website_metric`. */
export async function listPageSections(organizationId: string, urlPage: string) {
  return withMetrics(organizationId, await repository.listSectionsOfPage(organizationId, normalizeUrlPage(urlPage)));
}

export async function getSectionWithMetrics(organizationId: string, id: string) {
  const [section] = await withMetrics(organizationId, [await getSectionOrThrow(organizationId, id)]);
  if (!section) throw notFound(sectionMessages.sectionNotFound);
  return section;
}

/** Adds a section at the end of its page: order = highest on the page + 10 (0 on an empty page). */
export async function createSection(organizationId: string, { metric_ids: metricIds = [], ...input }: CreateSectionInput) {
  const sectionType = resolveSectionType(input);
  const values = { ...sanitizeSection(input), url_page: normalizeUrlPage(input.url_page), section_type: sectionType };
  assertSectionTitle(sectionType, values.section_title ?? "");
  if (new Set(metricIds).size !== metricIds.length) throw badRequest(sectionMessages.metricAlreadyInSection);
  // The lock makes concurrent creates on a page take turns, so no two get the same order; the section
  // and its metrics are written in its one transaction.
  const section = await withOrganizationLock(organizationId, async () => {
    for (const metricId of metricIds) await getMetricOrThrow(organizationId, metricId);
    const highest = await repository.highestSectionOrder(organizationId, values.url_page);
    const inserted = await repository.insertSection(organizationId, { ...values, order: highest === null ? 0 : highest + orderStep });
    for (const [index, metricId] of metricIds.entries()) await repository.insertSectionMetric(organizationId, inserted.id, metricId, index * orderStep);
    return inserted;
  });
  invalidate(organizationTag(organizationId));
  return metricIds.length > 0 ? getSectionWithMetrics(organizationId, section.id) : { ...section, website_metric: [] };
}

/**
 * Saves the fields sent. With `version` (the editor always sends it) the save happens only if the
 * section is still at that version: otherwise 409 with the section as it is now (decision 017).
 */
export async function updateSection(organizationId: string, id: string, { version, ...input }: SaveSectionInput) {
  const current = await getSectionOrThrow(organizationId, id);
  if (version !== undefined && version !== current.version) throw versionConflict(await getSectionWithMetrics(organizationId, id));
  const sectionType = resolveSectionType(input, current);
  const values = { ...sanitizeSection(input), section_type: sectionType };
  assertSectionTitle(sectionType, values.section_title ?? current.section_title);
  // The version check is part of the update itself, so a save in between is caught here too.
  const updated = await repository.updateSection(organizationId, id, values, version);
  if (!updated) throw versionConflict(await getSectionWithMetrics(organizationId, id));
  invalidate(organizationTag(organizationId));
  return getSectionWithMetrics(organizationId, id);
}

/** Deletes the section and its links; the metrics stay in the library. */
export async function deleteSection(organizationId: string, id: string): Promise<void> {
  await getSectionOrThrow(organizationId, id);
  await repository.deleteSection(organizationId, id);
  invalidate(organizationTag(organizationId));
}

// A section's metrics

export async function attachMetric(organizationId: string, sectionId: string, metricId: string) {
  await withOrganizationLock(organizationId, async () => {
    await getSectionOrThrow(organizationId, sectionId);
    await getMetricOrThrow(organizationId, metricId);
    await appendMetric(organizationId, sectionId, metricId);
  });
  invalidate(organizationTag(organizationId));
  return getSectionWithMetrics(organizationId, sectionId);
}

/** Removes the metric from the section only; it stays in the library. */
export async function detachMetric(organizationId: string, sectionId: string, metricId: string) {
  await getSectionOrThrow(organizationId, sectionId);
  const removed = isUuid(metricId) && (await repository.deleteSectionMetric(organizationId, sectionId, metricId));
  if (!removed) throw notFound(sectionMessages.metricNotInSection);
  invalidate(organizationTag(organizationId));
  return getSectionWithMetrics(organizationId, sectionId);
}

/** Puts the section's metrics in the order given; the list must name each of them exactly once. */
export async function reorderMetrics(organizationId: string, sectionId: string, metricIds: string[]) {
  await withOrganizationLock(organizationId, async () => {
    await getSectionOrThrow(organizationId, sectionId);
    const current = new Set(await repository.listMetricIdsOfSection(organizationId, sectionId));
    const sameSet = metricIds.length === current.size && new Set(metricIds).size === metricIds.length && metricIds.every((id) => current.has(id));
    if (!sameSet) throw badRequest(sectionMessages.metricIdsMismatch);
    for (const [index, metricId] of metricIds.entries()) {
      await repository.setSectionMetricOrder(organizationId, sectionId, metricId, index * orderStep);
    }
  });
  invalidate(organizationTag(organizationId));
  return getSectionWithMetrics(organizationId, sectionId);
}

// The metric library

export async function getMetricOrThrow(organizationId: string, id: string): Promise<Metric> {
  const metric = isUuid(id) ? await repository.findMetric(organizationId, id) : null;
  if (!metric) throw notFound(sectionMessages.metricNotFound);
  return metric;
}

export async function listMetrics(organizationId: string) {
  return (await repository.listMetrics(organizationId)).map(withoutOwner);
}

/** Creates a metric; with section_id it is appended to that section in the same transaction. */
export async function createMetric(organizationId: string, { section_id: sectionId, ...input }: CreateMetricInput) {
  const values = sanitizeMetric(input);
  const title = values.title ?? "";
  const description = values.description ?? "";
  if (isBlankRichText(title) || isBlankRichText(description)) throw badRequest(sectionMessages.metricTitleAndDescription);
  const fields = { ...values, title, description };
  const metric =
    sectionId === undefined
      ? await repository.insertMetric(organizationId, fields)
      : await withOrganizationLock(organizationId, async () => {
          await getSectionOrThrow(organizationId, sectionId);
          const created = await repository.insertMetric(organizationId, fields);
          await appendMetric(organizationId, sectionId, created.id);
          return created;
        });
  invalidate(organizationTag(organizationId));
  return withoutOwner(metric);
}

/** Changes one field of a metric; a metric keeps a title and a description. */
export async function patchMetric(organizationId: string, id: string, { version, ...patch }: PatchMetricInput) {
  const current = await getMetricOrThrow(organizationId, id);
  if (version !== undefined && version !== current.version) throw versionConflict(withoutOwner(current));
  const values = sanitizeMetric(patch);
  if ((values.title !== undefined && isBlankRichText(values.title)) || (values.description !== undefined && isBlankRichText(values.description))) {
    throw badRequest(sectionMessages.metricTitleAndDescription);
  }
  const updated = await repository.updateMetric(organizationId, id, values, version);
  if (!updated) throw versionConflict(withoutOwner(await getMetricOrThrow(organizationId, id)));
  invalidate(organizationTag(organizationId));
  return withoutOwner(updated);
}

/** Deletes the metric from the library and from every section showing it; the caller must insist. */
export async function deleteMetricPermanently(organizationId: string, id: string, force: boolean): Promise<void> {
  await getMetricOrThrow(organizationId, id);
  if (!force) throw badRequest(sectionMessages.forceRequired);
  await repository.deleteMetric(organizationId, id);
  invalidate(organizationTag(organizationId));
}

/** For the page layout manager, which orders sections of every kind on a page. */
export const { listTemplateOutline, setTemplateSectionOrder } = repository;

/**
 * Where a visitor finds the plans to put in the basket: the home page's first pricing section (its
 * element id, `section-{id}`, as TemplateSection renders it), or null when the home page has none.
 */
export async function homePricingAnchor(organizationId: string): Promise<string | null> {
  const sections = await listPageSections(organizationId, "/");
  const pricing = sections.find((section) => deriveSectionType(section) === "pricing_plans");
  return pricing ? `section-${pricing.id}` : null;
}

/** Every section's title and its translations, unexecuted, for a statement shared with other reads. */
export const sectionTitleRows = (organizationId: string) => repository.sectionTitleRows(organizationId);

/** A page's sections and their metrics as `listPageSections` reads them, unexecuted, for the page loader's one statement. */
export function pageSectionRows(organizationId: string, urlPage: string) {
  const page = normalizeUrlPage(urlPage);
  return { sections: repository.sectionRowsOfPage(organizationId, page), sectionMetrics: repository.metricRowsOfPage(organizationId, page) };
}

/** The rows of `pageSectionRows`, shaped as `listPageSections` answers them. */
export function pageSectionsFrom(sections: TemplateSection[], metricRows: (Metric & { section_id: string })[]) {
  return sections.map((section) => ({
    ...section,
    website_metric: metricRows.filter((row) => row.section_id === section.id).map(({ section_id: _section, ...metric }) => withoutOwner(metric)),
  }));
}

/**
 * The page data of the types that have some (a pricing section's plans), from the registry's data
 * column (`types/data.server.ts`): unexecuted for the page's one statement, the rows picked out of it,
 * and read on their own when that statement failed.
 */
export { sectionDataFrom, sectionDataRows, type SectionData } from "./types/data.server";
export async function loadSectionData(organizationId: string): Promise<SectionData> {
  return sectionDataFrom(await readAsOne(sectionDataRows(organizationId)));
}

/** The metrics showing a stored file, found by the part every address of it contains (the media library's "used by"). */
export async function findMediaReferences(organizationId: string, urlStem: string) {
  return (await repository.listMetricsWithImage(organizationId, urlStem)).map(({ id, title }) => ({ kind: "metric" as const, id, title: plainText(title), url_page: null }));
}

/** Empties the image of the metrics showing a stored file being deleted (part of its transaction); how many changed. */
export async function clearMediaReferences(organizationId: string, urlStem: string) {
  const cleared = await repository.clearMetricImages(organizationId, urlStem);
  if (cleared.length > 0) invalidate(organizationTag(organizationId));
  return cleared.length;
}

/** Its texts that carry translations (Global Settings shows how much of each language they cover). */
export { sectionTranslationSources } from "./sections.repository";
