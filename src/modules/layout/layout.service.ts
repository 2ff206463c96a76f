import DOMPurify from "isomorphic-dompurify";
import { orderStep, type SectionType } from "@/lib/design-tokens";
import { listHeadingOutline, setHeadingOrder } from "@/modules/headings/headings.service";
import { listHeroOutline, setHeroOrder } from "@/modules/hero/hero.service";
import { withOrganizationLock } from "@/modules/organizations/organizations.service";
import { invalidate, organizationTag } from "@/server/cache";
import { AppError, versionConflict } from "@/server/http/errors";
import { listTemplateOutline, setTemplateSectionOrder } from "@/modules/sections/sections.service";
import { layoutMismatch, layoutSectionKinds, type LayoutSectionKind, type SaveLayoutInput } from "./layout.validation";
import { normalizeUrlPage } from "@/lib/section-fields";
import { readTogether } from "@/server/db/client";

interface PlacedSection {
  id: string;
  type: LayoutSectionKind;
  title: string;
  order: number;
  version: number;
  created_at: Date;
  data?: { section_type: SectionType };
}

/** The text of stored rich text, as the layout list shows it ("<em>Hi</em> &amp; bye" is "Hi & bye"). */
const plainText = (html: string) => (DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true }).textContent ?? "").trim();

/** Each kind's "move this row", which raises its version; false when `expectedVersion` is stale. */
const setOrder: Record<LayoutSectionKind, (organizationId: string, id: string, order: number, expectedVersion?: number) => Promise<boolean>> = {
  hero: setHeroOrder,
  template_section: setTemplateSectionOrder,
  heading_section: setHeadingOrder,
};

async function placedSections(organizationId: string, urlPage: string): Promise<PlacedSection[]> {
  const [heroes, templates, headings] = await readTogether([
    () => listHeroOutline(organizationId, urlPage),
    () => listTemplateOutline(organizationId, urlPage),
    () => listHeadingOutline(organizationId, urlPage),
  ]);
  const sections: PlacedSection[] = [
    ...heroes.map((hero) => ({ ...hero, type: "hero" as const, title: plainText(hero.title) })),
    ...templates.map(({ section_type, ...section }) => ({ ...section, type: "template_section" as const, data: { section_type } })),
    ...headings.map(({ name, name_part_2, name_part_3, ...heading }) => ({
      ...heading,
      type: "heading_section" as const,
      title: plainText([name, name_part_2, name_part_3].filter(Boolean).join(" ")),
    })),
  ];
  // Equal orders (sections never arranged yet): heroes first, then template, then heading sections, oldest first.
  const kindRank = (section: PlacedSection) => layoutSectionKinds.indexOf(section.type);
  return sections.sort(
    (a, b) => a.order - b.order || kindRank(a) - kindRank(b) || a.created_at.getTime() - b.created_at.getTime() || a.id.localeCompare(b.id),
  );
}

/** The page's hero, template and heading sections in display order; `order` is the zero-based position. */
export async function getPageLayout(organizationId: string, urlPage: string) {
  const sections = await placedSections(organizationId, normalizeUrlPage(urlPage));
  return sections.map(({ id, type, title, version, data }, position) => ({ id, type, title, order: position, version, ...(data ? { data } : {}) }));
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
        if (!(await setOrder[section.type](organizationId, section.id, order, section.version === undefined ? undefined : current.version))) {
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
