import { orderStep } from "@/lib/design-tokens";
import { isUuid } from "@/lib/json";
import { plainText } from "@/lib/plain-text";
import { sanitizeRichText } from "@/lib/sanitize-html";
import { sanitizeTranslations } from "@/lib/section-fields";
import { normalizeUrlPage } from "@/lib/url-page";
import { withOrganizationLock } from "@/modules/organizations/organizations.service";
import { invalidate, organizationTag } from "@/server/cache";
import { notFound, versionConflict } from "@/server/http/errors";
import * as repository from "./headings.repository";
import type { HeadingInput } from "./headings.validation";

const sanitizeOptional = (html: string | null) => (html === null ? null : sanitizeRichText(html));

/** The columns a request body stands for: rich text sanitized, the page normalized. */
function toColumns(input: HeadingInput) {
  return {
    ...input,
    url_page: normalizeUrlPage(input.url_page),
    name: sanitizeRichText(input.name),
    name_part_2: sanitizeOptional(input.name_part_2),
    name_part_3: sanitizeOptional(input.name_part_3),
    name_translation: sanitizeTranslations(input.name_translation),
    description_text: sanitizeRichText(input.description_text),
    description_text_translation: sanitizeTranslations(input.description_text_translation),
    button_text: sanitizeOptional(input.button_text),
    button_text_translation: sanitizeTranslations(input.button_text_translation),
  };
}

/** A new section goes last on its page: the highest order there plus 10, or 0 on an empty page. */
async function nextOrder(organizationId: string, urlPage: string): Promise<number> {
  const highest = await repository.highestHeadingOrder(organizationId, urlPage);
  return highest === null ? 0 : highest + orderStep;
}

export function listHeadingSections(organizationId: string, urlPage: string) {
  return repository.listHeadings(organizationId, normalizeUrlPage(urlPage));
}

export async function getHeadingOrThrow(organizationId: string, id: string) {
  const heading = isUuid(id) ? await repository.findHeading(organizationId, id) : null;
  if (!heading) throw notFound("Heading section not found");
  return heading;
}

export async function createHeadingSection(organizationId: string, input: HeadingInput) {
  const values = toColumns(input);
  // The lock makes "highest + 10" safe against a concurrent create on the same page.
  const created = await withOrganizationLock(organizationId, async () =>
    repository.insertHeading(organizationId, { ...values, order: await nextOrder(organizationId, values.url_page) }),
  );
  invalidate(organizationTag(organizationId));
  return created;
}

/**
 * Replaces the section; moved to another page, it goes last there. With `version` the save happens
 * only if the section is still at that version, else 409 with the section as it is (decision 017).
 */
export async function updateHeadingSection(organizationId: string, id: string, input: HeadingInput, version?: number) {
  const values = toColumns(input);
  const updated = await withOrganizationLock(organizationId, async () => {
    const current = await getHeadingOrThrow(organizationId, id);
    if (version !== undefined && version !== current.version) throw versionConflict(current);
    const order = current.url_page === values.url_page ? current.order : await nextOrder(organizationId, values.url_page);
    return repository.updateHeading(organizationId, id, { ...values, order }, version);
  });
  if (!updated) throw versionConflict(await getHeadingOrThrow(organizationId, id));
  invalidate(organizationTag(organizationId));
  return updated;
}

export async function deleteHeadingSection(organizationId: string, id: string) {
  if (!isUuid(id) || !(await repository.deleteHeading(organizationId, id))) throw notFound("Heading section not found");
  invalidate(organizationTag(organizationId));
}

/** For the page layout manager (modules/layout). */
export const { listHeadingOutline, setHeadingOrder } = repository;

/** A page's heading sections as `listHeadingSections` reads them, unexecuted, for the page loader's one statement. */
export const headingRowsOfPage = (organizationId: string, urlPage: string) => repository.headingRowsOfPage(organizationId, normalizeUrlPage(urlPage));

/** The heading sections showing a stored file, found by the part every address of it contains (the media library's "used by"). */
export async function findMediaReferences(organizationId: string, urlStem: string) {
  return (await repository.listWithImage(organizationId, urlStem)).map(({ id, title, url_page }) => ({ kind: "heading_section" as const, id, title: plainText(title), url_page }));
}

/** Empties the image of the heading sections showing a stored file being deleted (part of its transaction); how many changed. */
export async function clearMediaReferences(organizationId: string, urlStem: string) {
  const cleared = await repository.clearImages(organizationId, urlStem);
  if (cleared.length > 0) invalidate(organizationTag(organizationId));
  return cleared.length;
}

/** Its texts that carry translations (Global Settings shows how much of each language they cover). */
export { headingTranslationSources } from "./headings.repository";
