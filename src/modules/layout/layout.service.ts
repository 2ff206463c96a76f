import { orderStep } from "@/lib/design-tokens";
import { normalizeUrlPage } from "@/lib/section-fields";
import { withOrganizationLock } from "@/modules/organizations/organizations.service";
import { invalidate, organizationTag } from "@/server/cache";
import { readTogether } from "@/server/db/client";
import { AppError } from "@/server/http/errors";
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
  return sections.map(({ id, type, title, data }, position) => ({ id, type, title, order: position, ...(data ? { data } : {}) }));
}

/** Saves the page's new order (0, 10, 20, ...) in one transaction; the list must be exactly the page's sections. */
export async function savePageLayout(organizationId: string, input: SaveLayoutInput) {
  const urlPage = normalizeUrlPage(input.url_page);
  await withOrganizationLock(organizationId, async () => {
    const key = (section: { id: string; type: string }) => `${section.type}:${section.id}`;
    const current = new Set((await placedSections(organizationId, urlPage)).map(key));
    const sent = new Set(input.sections.map(key));
    if (sent.size !== input.sections.length || sent.size !== current.size || [...sent].some((entry) => !current.has(entry))) {
      throw new AppError({ code: "bad_request", message: layoutMismatch });
    }
    for (const [position, section] of input.sections.entries()) {
      await kindOfLayoutType.get(section.type)!.setOrder(organizationId, section.id, position * orderStep);
    }
  });
  invalidate(organizationTag(organizationId));
  return getPageLayout(organizationId, urlPage);
}

/** The page loader (one statement per page, once per render), for other modules' parts of a page (its metadata). */
export { loadPageContent } from "./page-content.server";
