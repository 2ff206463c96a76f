import type { EditableKind, PlacedRef } from "@/lib/editing";
import { fetchPageLayout, savePageLayout } from "@/modules/layout/layout.queries";

const layoutType = { hero: "hero", template: "template_section", heading: "heading_section" } as const satisfies Record<EditableKind, string>;

/**
 * Moves a section just created to just below the one whose "add" point the admin used: the page's
 * layout is read and saved again with the new section in its place (one transaction on the server).
 */
export async function placeAfter(urlPage: string, created: PlacedRef, after: PlacedRef): Promise<void> {
  const layout = await fetchPageLayout(urlPage);
  const key = (section: { type: string; id: string }) => `${section.type}:${section.id}`;
  const createdKey = key({ type: layoutType[created.kind], id: created.id });
  const rest = layout.filter((section) => key(section) !== createdKey);
  const at = rest.findIndex((section) => key(section) === key({ type: layoutType[after.kind], id: after.id }));
  if (at < 0 || rest.length === layout.length) return;
  const sections = rest.map(({ id, type }) => ({ id, type }));
  sections.splice(at + 1, 0, { id: created.id, type: layoutType[created.kind] });
  await savePageLayout({ url_page: urlPage, sections });
}
