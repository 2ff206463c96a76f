import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import type { EditableKind } from "@/lib/editing";
import { layoutSection, saveLayoutBody, sectionIndexEntry } from "./layout.validation";

export type LayoutSectionDto = z.infer<typeof layoutSection>;
/** A page's hero, template and heading sections in display order, each with its version. */
export type PageLayoutDto = LayoutSectionDto[];
/** The new order; send each section's `version` as loaded (decision 017). */
export type SaveLayoutFields = z.input<typeof saveLayoutBody>;

const layoutReply = z.array(layoutSection);

export const layoutKeys = { page: (urlPage: string) => ["page-layout", urlPage] as const, index: ["section-index"] as const };
export type SectionIndexDto = z.infer<typeof sectionIndexEntry>[];

// GET /api/section-index - every placed section of the site with its page
export const sectionIndexQuery = () => queryOptions({ queryKey: layoutKeys.index, queryFn: () => apiRequest("/api/section-index", { reply: z.array(sectionIndexEntry) }) });

// GET /api/page-layout?url_page=
export const fetchPageLayout = (urlPage: string) => apiRequest(`/api/page-layout?url_page=${encodeURIComponent(urlPage)}`, { reply: layoutReply });
// PUT /api/page-layout - a section saved or moved since fails with ConflictError<PageLayoutDto> (the layout as it is now)
export const savePageLayout = (input: SaveLayoutFields) => apiRequest("/api/page-layout", { method: "PUT", json: input, reply: layoutReply, current: layoutReply });

/** The layout's order as a save body: each section's id, kind and version. */
export const layoutOrder = (urlPage: string, sections: PageLayoutDto): SaveLayoutFields => ({
  url_page: urlPage,
  sections: sections.map(({ id, type, version }) => ({ id, type, version })),
});

export const pageLayoutQuery = (urlPage: string) => queryOptions({ queryKey: layoutKeys.page(urlPage), queryFn: () => fetchPageLayout(urlPage) });

/** Saves; the saved layout (moved sections with new versions) replaces the cached one. Sections' own caches are refreshed. */
export const savePageLayoutMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: savePageLayout,
    onSuccess: (layout, { url_page }) => {
      client.setQueryData(layoutKeys.page(url_page), layout);
      for (const key of ["template-sections", "heading-sections", "hero-sections"]) void client.invalidateQueries({ queryKey: [key] });
    },
  });

export const usePageLayout = (urlPage: string) => useQuery(pageLayoutQuery(urlPage));
export const useSavePageLayout = () => useMutation(savePageLayoutMutation(useQueryClient()));

/** A placed row as the layout API names it. */
export interface LayoutRef {
  kind: EditableKind;
  id: string;
}

const layoutType = { hero: "hero", template: "template_section", heading: "heading_section" } as const satisfies Record<EditableKind, LayoutSectionDto["type"]>;
const isRef = (ref: LayoutRef) => (section: LayoutSectionDto) => section.type === layoutType[ref.kind] && section.id === ref.id;

/** Where the row stands in its page's layout (0 is the top), or -1 when it is not there. */
export async function layoutPosition(urlPage: string, ref: LayoutRef): Promise<number> {
  return (await fetchPageLayout(urlPage)).findIndex(isRef(ref));
}

/**
 * Moves the row to `to` in its page's layout: a position (0 is the top) or just below another row;
 * the others keep their order. The layout is read and saved again, one transaction on the server. A
 * row not on the page, or an `after` row not on it, leaves the layout alone.
 */
export async function moveInLayout(urlPage: string, ref: LayoutRef, to: number | { after: LayoutRef }): Promise<void> {
  const layout = await fetchPageLayout(urlPage);
  const rest = layout.filter((section) => !isRef(ref)(section));
  const position = typeof to === "number" ? to : rest.findIndex(isRef(to.after)) + 1;
  if (rest.length === layout.length || position < 0 || (typeof to !== "number" && position === 0)) return;
  const sections = rest.map(({ id, type }) => ({ id, type }));
  sections.splice(Math.min(position, sections.length), 0, { id: ref.id, type: layoutType[ref.kind] });
  await savePageLayout({ url_page: urlPage, sections });
}
