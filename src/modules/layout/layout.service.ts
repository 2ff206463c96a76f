import { orderStep } from "@/lib/design-tokens";
import { normalizeUrlPage } from "@/lib/url-page";
import { withOrganizationLock } from "@/modules/organizations/organizations.service";
import { invalidate, organizationTag } from "@/server/cache";
import { readTogether } from "@/server/db/client";
import { AppError, versionConflict } from "@/server/http/errors";
import { layoutMismatch, type LayoutSectionKind, type SaveLayoutInput } from "./layout.validation";
import { placedKindNames, placedKinds, type OutlineEntry } from "./placed-kinds";

type PlacedSection = OutlineEntry & { type: LayoutSectionKind; rank: number };

/** The placed kinds by their page-layout API name. */
const kindOfLayoutType = new Map(placedKindNames.map((kind) => [placedKinds[kind].layoutType, placedKinds[kind]]));

async function placedSections(organizationId: string, urlPage: string): Promise<PlacedSection[]> {
  const outlines = await readTogether(placedKindNames.map((kind) => () => placedKinds[kind].outline(organizationId, urlPage)));
  const sections = placedKindNames.flatMap((kind, rank) => (outlines[rank] ?? []).map((entry) => ({ ...entry, type: placedKinds[kind].layoutType, rank })));
  // Equal orders (sections never arranged yet): the placed-kinds table's order (hero, template, heading), oldest first.
  return sections.sort(
    (a, b) => a.order - b.order || a.rank - b.rank || a.created_at.getTime() - b.created_at.getTime() || a.id.localeCompare(b.id),
  );
}

/** The page's hero, template and heading sections in display order; `order` is the zero-based position. */
export async function getPageLayout(organizationId: string, urlPage: string) {
  const sections = await placedSections(organizationId, normalizeUrlPage(urlPage));
  return sections.map(({ id, type, title, version, data }, position) => ({ id, type, title, order: position, version, ...(data ? { data } : {}) }));
}

/** Every placed section of the site with its page and title, by page: what the command palette searches. */
export async function listSectionIndex(organizationId: string) {
  const outlines = await readTogether(placedKindNames.map((kind) => () => placedKinds[kind].outline(organizationId)));
  return placedKindNames
    .flatMap((kind, rank) => (outlines[rank] ?? []).map(({ id, title, url_page }) => ({ kind, id, title, url_page })))
    .sort((a, b) => a.url_page.localeCompare(b.url_page) || a.title.localeCompare(b.title));
}

/** A section of the layout changed since the editor loaded it (the transaction is rolled back). */
class StaleLayout extends Error {}

/**
 * Saves the page's new order (0, 10, 20, ...) in one transaction; the list must be exactly the page's
 * sections. Sections that move get a new version; with versions sent, any section saved or moved
 * by someone else since the layout was loaded makes it 409 with the page's layout as it is now,
 * and nothing moves (decision 017).
 */
export async function savePageLayout(organizationId: string, input: SaveLayoutInput) {
  const urlPage = normalizeUrlPage(input.url_page);
  try {
    await withOrganizationLock(organizationId, async () => {
      const key = (section: { id: string; type: string }) => `${section.type}:${section.id}`;
      const placed = new Map((await placedSections(organizationId, urlPage)).map((section) => [key(section), section]));
      const sent = new Set(input.sections.map(key));
      if (sent.size !== input.sections.length || sent.size !== placed.size || [...sent].some((entry) => !placed.has(entry))) {
        throw new AppError({ code: "bad_request", message: layoutMismatch });
      }
      const stale = (section: SaveLayoutInput["sections"][number]) => section.version !== undefined && section.version !== placed.get(key(section))?.version;
      if (input.sections.some(stale)) throw new StaleLayout();
      for (const [position, section] of input.sections.entries()) {
        const current = placed.get(key(section));
        const order = position * orderStep;
        if (!current || current.order === order) continue;
        // The version read above: a save in between makes this match nothing, and the whole layout rolls back.
        if (!(await kindOfLayoutType.get(section.type)!.setOrder(organizationId, section.id, order, section.version === undefined ? undefined : current.version))) {
          throw new StaleLayout();
        }
      }
    });
  } catch (error) {
    if (error instanceof StaleLayout) throw versionConflict(await getPageLayout(organizationId, urlPage));
    throw error;
  }
  invalidate(organizationTag(organizationId));
  return getPageLayout(organizationId, urlPage);
}

/** The page loader (one statement per page, once per render), for other modules' parts of a page (its metadata). */
export { loadPageContent } from "./page-content.server";
